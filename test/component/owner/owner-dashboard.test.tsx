/**
 * The owner dashboard (/owner/dashboard), rendered for real (OwnerDashboard, the me / restaurant / setup /
 * analytics / orders queries, apiRequest) with the API answered at fetch: today's figures from the analytics route,
 * the orders waiting for someone, the setup progress and its next step, and what each role sees (staff: no figures,
 * no settings).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Analytics, Membership, Order } from '../../../shared/api';
import { OwnerDashboard } from '../../../web/src/features/owner/dashboard/owner-dashboard';
import type { ApiMock } from '../support/fetch-mock';
import { me, mockOwnerApi, overview, renderOwnerPage, RESTAURANT_PATH, RID } from './owner-fixtures';

// Amplify is not under test: mocked beneath lib/amplify/session (see onboarding-checklist.test.tsx for why).
vi.mock('../../../web/src/lib/amplify/configure', () => ({ ensureAmplifyConfigured: () => {} }));
vi.mock('aws-amplify/auth', () => ({ fetchAuthSession: async () => ({ tokens: { idToken: { toString: () => 'test-id-token' } } }) }));

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function order(id: string, orderCode: string, status: Order['status'], paidMinutesAgo: number, tableLabel: string | null = null): Order {
  return {
    id,
    orderCode,
    restaurantId: RID,
    status,
    tableLabel,
    note: null,
    subtotalCents: 2000,
    taxCents: 160,
    tipCents: 300,
    totalCents: 2460,
    feeCents: 123,
    currency: 'USD',
    paymentState: 'paid',
    refundedCents: 0,
    createdAt: minutesAgo(paidMinutesAgo + 1),
    paidAt: minutesAgo(paidMinutesAgo),
    prepStartedAt: null,
    readyAt: null,
    servedAt: null,
    lines: [],
  };
}

const today: Analytics = {
  range: 'today',
  timeZone: 'UTC',
  currency: 'USD',
  from: minutesAgo(600),
  to: minutesAgo(0),
  revenueCents: 7380,
  refundsCents: 0,
  feeCents: 324,
  netCents: 7056,
  ordersCount: 3,
  averageTicketCents: 2460,
  tipsCents: 900,
  topItems: [],
  ordersByHour: [],
  days: [],
};

let api: ApiMock;

function answer(role: Membership['role'], setup = overview({ brandingExists: true })) {
  // Made before the page mounts, so the ages it shows are whole minutes from its clock.
  const orders = [order('o1', 'A12', 'paid', 4, '5'), order('o2', 'B34', 'in_progress', 12), order('o3', 'C56', 'ready', 2, 'Patio 2')];
  api = mockOwnerApi({
    me: me(role),
    overview: setup,
    routes: {
      [`GET ${RESTAURANT_PATH}/analytics`]: () => ({ body: today }),
      [`GET ${RESTAURANT_PATH}/orders`]: () => ({
        body: {
          orders,
          today: { date: '2026-11-23', timeZone: 'UTC', from: minutesAgo(600) },
        },
      }),
    },
  });
}

const region = (name: string) => screen.getByRole('region', { name });
const figure = (name: string) => within(region('Today')).getByText(name).nextElementSibling?.textContent;

describe('owner dashboard', () => {
  beforeEach(() => answer('owner'));

  it("shows today's orders, revenue and average ticket from the analytics route", async () => {
    renderOwnerPage('/owner/dashboard', <OwnerDashboard />, { onboarding: false });
    expect(await screen.findByRole('heading', { name: 'Rosa Diaz Restaurant', level: 1 })).toBeTruthy();
    await within(region('Today')).findByText('$73.80');
    expect(figure('Orders')).toBe('3');
    expect(figure('Revenue')).toBe('$73.80');
    expect(figure('Average ticket')).toBe('$24.60');
    const analytics = api.calls.find((c) => c.path.endsWith('/analytics'))!;
    expect(analytics.query.get('range')).toBe('today');
  });

  it('lists the orders needing attention, longest waiting first, with counts by status and the way to the board', async () => {
    renderOwnerPage('/owner/dashboard', <OwnerDashboard />, { onboarding: false });
    const waiting = await screen.findByRole('region', { name: 'Orders needing attention' });
    const list = await within(waiting).findByRole('list', { name: 'Waiting longest' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'B34No tableIn Progress12m',
      'A12Table 5Paid4m',
      'C56Table Patio 2Ready2m',
    ]);
    for (const [status, count] of [['Paid', '1'], ['In Progress', '1'], ['Ready', '1']] as const) {
      expect(within(waiting).getByText(status, { selector: 'dt' }).nextElementSibling?.textContent).toBe(count);
    }
    expect(within(waiting).getByRole('link', { name: 'Open orders board' }).getAttribute('href')).toBe('/dashboard/orders');
    const orders = api.calls.find((c) => c.path.endsWith('/orders'))!;
    expect(orders.query.get('status')).toBe('paid,in_progress,ready');
  });

  it('shows the setup progress and its next step while setup is incomplete, with the checklist until onboarding is done', async () => {
    renderOwnerPage('/owner/dashboard', <OwnerDashboard />, { onboarding: false });
    const setup = await screen.findByRole('region', { name: 'Finish your setup' });
    expect(within(setup).getByText('1 of 4 steps completed')).toBeTruthy();
    expect(within(setup).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    expect(within(setup).getByText('Menu Builder', { selector: 'strong' })).toBeTruthy();
    expect(within(setup).getByRole('link', { name: 'Continue with Menu Builder' }).getAttribute('href')).toBe('/owner/settings/menu-builder');
    expect(within(setup).getByRole('link', { name: 'Open setup checklist' }).getAttribute('href')).toBe('/owner/onboarding');
  });

  it('hides the setup card once every step is done', async () => {
    answer('owner', overview({ brandingExists: true, activeItemCount: 2, categoryCount: 1, chargesEnabled: true, payoutsEnabled: true }));
    renderOwnerPage('/owner/dashboard', <OwnerDashboard />, { onboarding: false });
    await within(await screen.findByRole('region', { name: 'Today' })).findByText('$73.80');
    await waitFor(() => expect(api.calls.some((c) => c.path.endsWith('/setup'))).toBe(true));
    expect(screen.queryByRole('region', { name: 'Finish your setup' })).toBeNull();
  });

  it('links owners into the staff dashboard and settings', async () => {
    renderOwnerPage('/owner/dashboard', <OwnerDashboard />, { onboarding: false });
    await screen.findByRole('heading', { name: 'Rosa Diaz Restaurant', level: 1 });
    const areas = screen.getByRole('navigation', { name: 'Dashboard areas' });
    expect(within(areas).getByRole('link', { name: 'Open orders' }).getAttribute('href')).toBe('/dashboard/orders');
    expect(within(areas).getByRole('link', { name: 'Open settings' }).getAttribute('href')).toBe('/owner/settings');
  });

  it('shows staff the waiting orders but no figures, no setup and no settings (the analytics route refuses them)', async () => {
    answer('staff');
    renderOwnerPage('/owner/dashboard', <OwnerDashboard />, { onboarding: false });
    await screen.findByRole('list', { name: 'Waiting longest' });
    expect(screen.queryByRole('region', { name: 'Today' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Finish your setup' })).toBeNull();
    expect(screen.queryByRole('link', { name: /settings/i })).toBeNull();
    expect(api.calls.some((c) => c.path.endsWith('/analytics') || c.path.endsWith('/setup'))).toBe(false);
  });

  it('shows managers the figures, but not settings', async () => {
    answer('manager');
    renderOwnerPage('/owner/dashboard', <OwnerDashboard />, { onboarding: false });
    await within(await screen.findByRole('region', { name: 'Today' })).findByText('$73.80');
    expect(screen.queryByRole('link', { name: /settings/i })).toBeNull();
  });
});
