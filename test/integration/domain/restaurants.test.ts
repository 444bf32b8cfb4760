import { describe, expect, it } from 'vitest';
import { Restaurants } from '../../../functions/lib/composition';
import { BadRequestError, ConflictError, NotFoundError } from '../../../functions/lib/errors';
import { DEFAULT_TAX_RATE_BPS, DEFAULT_TIME_ZONE } from '../../../shared/constants';
import { INITIAL_LANGUAGE_SETTINGS } from '../../../shared/languages';
import { uniqueId } from './helpers';

describe('Restaurants.ensureForOwner', () => {
  it('creates one restaurant with the defaults, then returns the same one', async () => {
    const ownerId = uniqueId('owner');
    const first = await Restaurants.ensureForOwner(ownerId);
    expect(first.created).toBe(true);
    expect(first.restaurant).toMatchObject({
      ownerId,
      name: 'My Restaurant',
      description: 'Welcome to our restaurant!',
      slug: null,
      currency: 'USD',
      taxRateBps: DEFAULT_TAX_RATE_BPS,
      timeZone: DEFAULT_TIME_ZONE,
      chargesEnabled: false,
      payoutsEnabled: false,
      serviceRequestEnabled: true,
      onboardingStartedAt: null,
      onboardingCompletedAt: null,
      ...INITIAL_LANGUAGE_SETTINGS,
    });

    const second = await Restaurants.ensureForOwner(ownerId, { name: 'Another name' });
    expect(second).toEqual({ restaurant: first.restaurant, created: false });
  });

  it('makes exactly one restaurant when several calls race, and every call returns it', async () => {
    const ownerId = uniqueId('owner');
    const results = await Promise.all(Array.from({ length: 5 }, () => Restaurants.ensureForOwner(ownerId)));
    const ids = new Set(results.map((r) => r.restaurant.id));
    expect(ids.size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect((await Restaurants.byOwner(ownerId))?.id).toBe([...ids][0]);
  });

  it('leaves the description empty when asked to with an empty one', async () => {
    const { restaurant } = await Restaurants.ensureForOwner(uniqueId('owner'), { description: '' });
    expect(restaurant.description).toBeNull();
  });

  it('takes the name and description, and starts onboarding once when asked', async () => {
    const ownerId = uniqueId('owner');
    const { restaurant } = await Restaurants.ensureForOwner(ownerId, {
      name: "Ana's Restaurant",
      description: 'Welcome to our restaurant!',
      markOnboardingStarted: true,
    });
    expect(restaurant.name).toBe("Ana's Restaurant");
    expect(restaurant.description).toBe('Welcome to our restaurant!');
    expect(restaurant.onboardingStartedAt).not.toBeNull();

    const again = await Restaurants.ensureForOwner(ownerId, { markOnboardingStarted: true });
    expect(again.restaurant.onboardingStartedAt).toBe(restaurant.onboardingStartedAt);
  });

  it('marks onboarding started on an existing restaurant that had not started', async () => {
    const ownerId = uniqueId('owner');
    await Restaurants.ensureForOwner(ownerId);
    const { restaurant, created } = await Restaurants.ensureForOwner(ownerId, { markOnboardingStarted: true });
    expect(created).toBe(false);
    expect(restaurant.onboardingStartedAt).not.toBeNull();
  });
});

describe('Restaurants.update', () => {
  it('changes the given fields and clears the description with null', async () => {
    const { restaurant } = await Restaurants.ensureForOwner(uniqueId('owner'), { description: 'Old' });
    const updated = await Restaurants.update(restaurant.id, {
      name: 'Bistro',
      description: null,
      serviceRequestEnabled: false,
      taxRateBps: 1000,
      timeZone: 'Europe/Amsterdam',
      autoDetectLanguage: false,
    });
    expect(updated).toMatchObject({
      name: 'Bistro',
      description: null,
      serviceRequestEnabled: false,
      taxRateBps: 1000,
      timeZone: 'Europe/Amsterdam',
      autoDetectLanguage: false,
    });
    expect(await Restaurants.get(restaurant.id)).toEqual(updated);
  });

  it('sets onboarding timestamps once', async () => {
    const { restaurant } = await Restaurants.ensureForOwner(uniqueId('owner'));
    const first = await Restaurants.update(restaurant.id, { onboardingStarted: true, onboardingCompleted: true });
    expect(first.onboardingStartedAt).not.toBeNull();
    expect(first.onboardingCompletedAt).not.toBeNull();
    await new Promise((r) => setTimeout(r, 5));
    const second = await Restaurants.update(restaurant.id, { onboardingCompleted: true });
    expect(second.onboardingCompletedAt).toBe(first.onboardingCompletedAt);
  });

  it('refuses to disable the default language unless a new default comes with it', async () => {
    const { restaurant } = await Restaurants.ensureForOwner(uniqueId('owner'));
    expect(restaurant.defaultLanguage).toBe('en');

    const refused = Restaurants.update(restaurant.id, { enabledLanguages: ['es', 'nl'] });
    await expect(refused).rejects.toBeInstanceOf(BadRequestError);
    await expect(refused).rejects.toThrow('Default language must be one of the enabled languages');
    await expect(Restaurants.update(restaurant.id, { defaultLanguage: 'de' })).rejects.toBeInstanceOf(BadRequestError);
    expect((await Restaurants.get(restaurant.id))?.enabledLanguages).toEqual(['en', 'es', 'nl']);

    const moved = await Restaurants.update(restaurant.id, { enabledLanguages: ['es', 'nl'], defaultLanguage: 'es' });
    expect(moved).toMatchObject({ enabledLanguages: ['es', 'nl'], defaultLanguage: 'es' });
  });

  it('answers NotFoundError for a restaurant that does not exist', async () => {
    await expect(Restaurants.update(uniqueId('missing'), { name: 'X' })).rejects.toBeInstanceOf(NotFoundError);
    expect(await Restaurants.get(uniqueId('missing'))).toBeNull();
  });
});

describe('Restaurants.setSlug', () => {
  it('keeps slugs unique and releases the old slug when it changes', async () => {
    const a = (await Restaurants.ensureForOwner(uniqueId('owner'))).restaurant;
    const b = (await Restaurants.ensureForOwner(uniqueId('owner'))).restaurant;
    const slug = uniqueId('bistro').toLowerCase();

    expect((await Restaurants.setSlug(a.id, slug)).slug).toBe(slug);
    expect((await Restaurants.bySlug(slug))?.id).toBe(a.id);

    const taken = Restaurants.setSlug(b.id, slug);
    await expect(taken).rejects.toBeInstanceOf(ConflictError);
    await expect(taken).rejects.toMatchObject({ status: 409, code: 'slug_taken' });

    await Restaurants.setSlug(a.id, `${slug}-2`);
    expect(await Restaurants.bySlug(slug)).toBeNull();
    expect((await Restaurants.setSlug(b.id, slug)).slug).toBe(slug);
    expect((await Restaurants.bySlug(slug))?.id).toBe(b.id);
    expect((await Restaurants.bySlug(`${slug}-2`))?.id).toBe(a.id);
  });

  it('lets only one of two restaurants racing for a slug have it', async () => {
    const a = (await Restaurants.ensureForOwner(uniqueId('owner'))).restaurant;
    const b = (await Restaurants.ensureForOwner(uniqueId('owner'))).restaurant;
    const slug = uniqueId('race').toLowerCase();
    const outcomes = await Promise.allSettled([Restaurants.setSlug(a.id, slug), Restaurants.setSlug(b.id, slug)]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const failure = outcomes.find((o) => o.status === 'rejected');
    expect(failure?.status === 'rejected' && failure.reason).toBeInstanceOf(ConflictError);
  });

  it('refuses a slug that is not lowercase words and hyphens', async () => {
    const { restaurant } = await Restaurants.ensureForOwner(uniqueId('owner'));
    await expect(Restaurants.setSlug(restaurant.id, 'Not A Slug')).rejects.toBeInstanceOf(BadRequestError);
  });
});

describe('Restaurants payment fields', () => {
  it('stores the Stripe account and payment status, and finds the restaurant by account', async () => {
    const { restaurant } = await Restaurants.ensureForOwner(uniqueId('owner'));
    const accountId = uniqueId('acct');
    await Restaurants.setStripeAccount(restaurant.id, accountId);
    expect(await Restaurants.stripeAccountId(restaurant.id)).toBe(accountId);
    expect((await Restaurants.byStripeAccount(accountId))?.id).toBe(restaurant.id);

    const updated = await Restaurants.setPaymentStatus(restaurant.id, { chargesEnabled: true, payoutsEnabled: false });
    expect(updated).toMatchObject({ chargesEnabled: true, payoutsEnabled: false });
  });
});
