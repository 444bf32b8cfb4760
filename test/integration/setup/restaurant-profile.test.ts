/**
 * The restaurant's profile (issue 25 item 1): the owner sets name, description, address, phone, opening hours, time
 * zone, currency and tax; bad input is refused field by field with 400; staff and managers cannot change it; diners
 * get the public part.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { PublicRestaurant, Restaurant } from '../../../shared/api';
import { api } from '../../support/api';
import { ownerWithRestaurant, staffOf, type Owner } from './support';

let owner: Owner;
const patch = (body: unknown, token = owner.user.idToken) => api<Restaurant & { error?: { message: string; fields?: Record<string, string> } }>('PATCH', owner.base, { token, body });

beforeAll(async () => {
  owner = await ownerWithRestaurant({ name: 'Maria Rossi Restaurant' });
});

describe('PATCH /api/v1/restaurants/{id}: the profile', () => {
  it('saves the whole profile and shows the public part to diners', async () => {
    const hours = [
      { day: 2, opens: '18:00', closes: '23:00' },
      { day: 1, opens: '12:00', closes: '15:00' },
      { day: 5, opens: '19:00', closes: '01:30' },
    ];
    const res = await patch({
      name: 'Trattoria Rossi',
      description: 'Pasta made every morning',
      address: '7 Via Roma, Bologna',
      phone: '+39 051 123 4567',
      openingHours: hours,
      timeZone: 'Europe/Rome',
      currency: 'EUR',
      taxRateBps: 1000,
      taxIncluded: true,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Trattoria Rossi',
      address: '7 Via Roma, Bologna',
      phone: '+39 051 123 4567',
      timeZone: 'Europe/Rome',
      currency: 'EUR',
      taxRateBps: 1000,
      taxIncluded: true,
      // Kept in week order.
      openingHours: [hours[1], hours[0], hours[2]],
    });

    const pub = await api<PublicRestaurant>('GET', `/functions/v1/restaurant-public-info?restaurant_id=${owner.restaurant.id}`);
    expect(pub.body).toMatchObject({
      name: 'Trattoria Rossi',
      address: '7 Via Roma, Bologna',
      phone: '+39 051 123 4567',
      openingHours: [hours[1], hours[0], hours[2]],
      timeZone: 'Europe/Rome',
      currency: 'EUR',
      taxRateBps: 1000,
      taxIncluded: true,
    });
    // The memberships carry the new name (the header and the invitation mail show it).
    const me = await api<{ memberships: { restaurantName: string }[] }>('GET', '/api/v1/me', { token: owner.user.idToken });
    expect(me.body.memberships[0]?.restaurantName).toBe('Trattoria Rossi');
  });

  it('clears the address and phone with null or an empty text', async () => {
    const res = await patch({ address: null, phone: '' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ address: null, phone: null });
  });

  it('refuses bad input with 400 naming the field, and changes nothing', async () => {
    const cases: [unknown, string, string][] = [
      [{ currency: 'XYZ' }, 'currency', 'Currency must be one of'],
      [{ currency: 'JPY' }, 'currency', 'Currency must be one of'],
      [{ timeZone: 'Mars/Olympus' }, 'timeZone', 'Unknown time zone'],
      [{ taxRateBps: 5001 }, 'taxRateBps', 'Tax rate must be at most 50%'],
      [{ taxRateBps: -1 }, 'taxRateBps', 'Tax rate cannot be negative'],
      [{ taxRateBps: 8.5 }, 'taxRateBps', 'whole basis points'],
      [{ taxIncluded: 'yes' }, 'taxIncluded', ''],
      [{ phone: '<script>' }, 'phone', 'Enter a phone number'],
      [{ address: 'x'.repeat(201) }, 'address', 'at most 200'],
      [{ name: '   ' }, 'name', 'Name is required'],
      [{ openingHours: [{ day: 8, opens: '09:00', closes: '10:00' }] }, 'openingHours', ''],
      [{ openingHours: [{ day: 1, opens: '9am', closes: '10:00' }] }, 'openingHours', 'must be a time like'],
      [{ openingHours: [{ day: 1, opens: '09:00', closes: '12:00' }, { day: 1, opens: '11:00', closes: '14:00' }] }, 'openingHours', 'must not overlap'],
      [{ openingHours: Array.from({ length: 22 }, () => ({ day: 1, opens: '09:00', closes: '10:00' })) }, 'openingHours', 'At most 21'],
    ];
    for (const [body, field, words] of cases) {
      const res = await patch(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const fields = res.body.error?.fields ?? {};
      const named = Object.keys(fields).some((key) => key.startsWith(field));
      expect(named, `${JSON.stringify(body)} -> ${JSON.stringify(res.body)}`).toBe(true);
      expect(JSON.stringify(res.body.error)).toContain(words);
    }
    const after = await api<Restaurant>('GET', owner.base, { token: owner.user.idToken });
    expect(after.body).toMatchObject({ currency: 'EUR', timeZone: 'Europe/Rome', taxRateBps: 1000, name: 'Trattoria Rossi' });
  });

  it('is the owner\'s: a staff member gets 403', async () => {
    const waiter = await staffOf(owner);
    const res = await patch({ name: 'Hijacked' }, waiter.idToken);
    expect(res.status).toBe(403);
  });
});
