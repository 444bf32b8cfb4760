/**
 * GET /setup (SPEC.md 3 "Setup overview"): the facts every setup-progress view is computed from, read in one query,
 * moving as the owner sets up: branding saved, a logo, the quick menu's items, items hidden or made inactive,
 * payments enabled, onboarding completed.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { Menu, Restaurants, Setup } from '../../../functions/lib/composition';
import { setupOverviewSchema, type SetupOverview } from '../../../shared/api';
import { onboardingChecklist } from '../../../shared/setup-progress';
import { api } from '../../support/api';
import { countQueries } from '../domain/helpers';
import { confirmLogo, ownerWithRestaurant, staffOf, uploadedPng, type Owner } from './support';
import type { TestUser } from '../../support/users';

let owner: Owner;
let staff: TestUser;

beforeAll(async () => {
  owner = await ownerWithRestaurant();
  staff = await staffOf(owner);
});

async function overview(token = owner.user.idToken): Promise<SetupOverview> {
  const res = await api<SetupOverview>('GET', `${owner.base}/setup`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return setupOverviewSchema.parse(res.body);
}

describe('GET /setup', () => {
  it('starts with nothing set up: the checklist reads 0 of 4', async () => {
    const start = await overview();
    expect(start).toEqual({
      restaurantId: owner.restaurant.id,
      chargesEnabled: false,
      payoutsEnabled: false,
      brandingExists: false,
      logoUrl: null,
      categoryCount: 0,
      activeItemCount: 0,
      slug: null,
      onboardingCompletedAt: null,
    });
    expect(onboardingChecklist(start).label).toBe('0 of 4 steps completed');
  });

  it('moves with branding, a logo, the quick menu, hidden and inactive items, payments and onboarding', async () => {
    const token = owner.user.idToken;
    await api('PUT', `${owner.base}/branding`, {
      token,
      body: { primaryColor: '#112233', accentColor: '#445566', backgroundColor: '#FAFAFA', textColor: '#101010' },
    });
    expect(await overview()).toMatchObject({ brandingExists: true, logoUrl: null, categoryCount: 0, activeItemCount: 0 });

    const logo = await confirmLogo(token, owner.restaurant.id, await uploadedPng(token, owner.restaurant.id));
    expect((await overview()).logoUrl).toBe(logo.body.logoUrl);

    const quick = await api<{ categoryId: string }>('POST', `${owner.base}/menu/quick-setup`, {
      token,
      body: { categoryName: 'Main Dishes', items: [{ name: 'Soup', priceCents: 650 }, { name: 'Pasta', priceCents: 1200 }, { name: 'Cake', priceCents: 500 }] },
    });
    expect(await overview()).toMatchObject({ categoryCount: 1, activeItemCount: 3 });
    expect(onboardingChecklist(await overview()).label).toBe('2 of 4 steps completed');

    // What a diner cannot order does not count: a hidden item (draft), an inactive one. A sold-out one still shows.
    const menu = await Menu.read(owner.restaurant.id, { consistent: true });
    const [soup, pasta, cake] = ['Soup', 'Pasta', 'Cake'].map((name) => menu.items.find((i) => i.name === name)!);
    await Menu.updateItem(owner.restaurant.id, soup!.id, { visible: false });
    await Menu.updateItem(owner.restaurant.id, pasta!.id, { isActive: false });
    await Menu.updateItem(owner.restaurant.id, cake!.id, { soldOut: true });
    await Menu.createCategory(owner.restaurant.id, { name: 'Drinks' });
    expect(await overview()).toMatchObject({ categoryCount: 2, activeItemCount: 1 });
    expect(quick.status).toBe(200);

    await Restaurants.setPaymentStatus(owner.restaurant.id, { chargesEnabled: true, payoutsEnabled: true });
    await api('PATCH', owner.base, { token, body: { onboardingCompleted: true } });
    const done = await overview();
    expect(done).toMatchObject({ chargesEnabled: true, payoutsEnabled: true });
    expect(done.onboardingCompletedAt).not.toBeNull();
    expect(onboardingChecklist(done)).toMatchObject({ label: '3 of 4 steps completed', setupComplete: true });
  });

  it('is read in ONE DynamoDB query', async () => {
    const { result, queries, calls } = await countQueries(() => Setup.overview(owner.restaurant.id));
    expect(result.restaurantId).toBe(owner.restaurant.id);
    expect(queries).toBe(1);
    expect(calls).toBe(1);
  });

  it('is open to staff (their dashboard reads it) and answers another owner 404', async () => {
    expect((await overview(staff.idToken)).restaurantId).toBe(owner.restaurant.id);
    const stranger = await ownerWithRestaurant();
    const res = await api('GET', `${owner.base}/setup`, { token: stranger.user.idToken });
    expect(res.status).toBe(404);
  });
});
