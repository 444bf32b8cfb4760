import { afterEach, describe, expect, it, vi } from 'vitest';
import { Branding, ProcessedEvents, Profiles, RateLimits, ServiceRequests } from '../../../functions/lib/composition';
import { ConflictError, NotFoundError } from '../../../functions/lib/errors';
import { DEFAULT_BRANDING } from '../../../shared/constants';
import { uniqueEmail, uniqueId } from './helpers';

afterEach(() => {
  vi.useRealTimers();
});

describe('Profiles', () => {
  it('upserts: a sign-in without a name keeps the saved one', async () => {
    const id = uniqueId('user');
    const email = uniqueEmail();
    expect(await Profiles.get(id)).toBeNull();
    expect(await Profiles.upsert({ id, email, fullName: 'Ana Lima' })).toEqual({ id, email, fullName: 'Ana Lima' });
    expect(await Profiles.upsert({ id, email: 'new@example.test' })).toEqual({ id, email: 'new@example.test', fullName: 'Ana Lima' });
    expect(await Profiles.get(id)).toEqual({ id, email: 'new@example.test', fullName: 'Ana Lima' });
    expect(await Profiles.upsert({ id: uniqueId('user'), email })).toMatchObject({ fullName: null });
  });
});

describe('Branding', () => {
  it('shows the defaults until saved, then the saved colours; the logo survives a colour change', async () => {
    const restaurantId = uniqueId('rest');
    expect(await Branding.get(restaurantId)).toEqual({ restaurantId, ...DEFAULT_BRANDING, logoUrl: null, saved: false });

    const colours = { primaryColor: '#111111', accentColor: '#222222', backgroundColor: '#FFFFFF', textColor: '#000000' };
    expect(await Branding.put(restaurantId, colours)).toEqual({ restaurantId, ...colours, logoUrl: null, saved: true });
    await Branding.setLogo(restaurantId, 'https://media.example/logo.png');
    const recoloured = await Branding.put(restaurantId, { ...colours, accentColor: '#333333' });
    expect(recoloured).toMatchObject({ accentColor: '#333333', logoUrl: 'https://media.example/logo.png' });

    expect(await Branding.setLogo(restaurantId, null)).toMatchObject({ logoUrl: null, saved: true, accentColor: '#333333' });
  });

  it('a logo on a restaurant without branding saves it with the default colours', async () => {
    const restaurantId = uniqueId('rest');
    expect(await Branding.setLogo(restaurantId, 'https://media.example/l.png')).toEqual({
      restaurantId,
      ...DEFAULT_BRANDING,
      logoUrl: 'https://media.example/l.png',
      saved: true,
    });
    expect(await Branding.setLogo(uniqueId('rest'), null)).toMatchObject({ saved: false, logoUrl: null });
  });
});

describe('ServiceRequests', () => {
  it('creates open requests (blank text stored as null) and lists them newest first', async () => {
    const restaurantId = uniqueId('rest');
    const first = await ServiceRequests.create({ restaurantId, tableNumber: ' 5 ', message: '  ' });
    expect(first).toMatchObject({ restaurantId, tableNumber: '5', message: null, status: 'open' });
    await new Promise((r) => setTimeout(r, 5));
    const second = await ServiceRequests.create({ restaurantId, tableNumber: null, message: 'Water please' });
    expect((await ServiceRequests.listByRestaurant(restaurantId)).map((r) => r.id)).toEqual([second.id, first.id]);
    expect(await ServiceRequests.get(first.id)).toEqual(first);
  });

  it('changes status only from the expected one', async () => {
    const request = await ServiceRequests.create({ restaurantId: uniqueId('rest') });
    expect((await ServiceRequests.setStatus(request.id, 'open', 'acknowledged')).status).toBe('acknowledged');
    const stale = ServiceRequests.setStatus(request.id, 'open', 'resolved');
    await expect(stale).rejects.toBeInstanceOf(ConflictError);
    await expect(stale).rejects.toMatchObject({ details: { status: 'acknowledged' } });
    await expect(ServiceRequests.setStatus(uniqueId('req'), 'open', 'resolved')).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('ProcessedEvents', () => {
  it('claims an event id once; a release lets it be claimed again', async () => {
    const eventId = uniqueId('evt');
    expect(await ProcessedEvents.claim(eventId)).toBe(true);
    expect(await ProcessedEvents.claim(eventId)).toBe(false);
    await ProcessedEvents.release(eventId);
    expect(await ProcessedEvents.claim(eventId)).toBe(true);
  });
});

describe('RateLimits', () => {
  it('allows one claim per window, and again once the window has passed', async () => {
    const key = uniqueId('table-5');
    const claim = () => RateLimits.claim({ key, restaurantId: 'r1', windowSeconds: 60 });
    const [a, b] = await Promise.all([claim(), claim()]);
    expect([a, b].sort()).toEqual([false, true]);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    expect(await claim()).toBe(true);
    expect(await claim()).toBe(false);
  });
});
