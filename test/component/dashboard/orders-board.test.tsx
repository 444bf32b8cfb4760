/**
 * The Orders tab's kanban, rendered for real (OrdersBoard, its tickets, useAdvanceOrder, the orders api module,
 * apiRequest) with the API answered at fetch: what a member sees in each column, and a ticket's button moving it on.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../../shared/api';
import { OrdersBoard } from '../../../web/src/features/dashboard/orders/orders-board';
import { mockApi } from '../support/fetch-mock';
import { renderWithClient } from '../support/render';

// The signed-in member's token: Amplify itself is not under test here.
vi.mock('../../../web/src/lib/amplify/session', () => ({ getIdToken: async () => 'test-id-token' }));

const RID = 'rest-1';
const ORDERS = `/api/v1/restaurants/${RID}/orders`;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function order(over: Partial<Order> & Pick<Order, 'id' | 'orderCode' | 'status'>): Order {
  return {
    restaurantId: RID,
    tableLabel: null,
    note: null,
    subtotalCents: 2000,
    taxCents: 160,
    tipCents: 300,
    totalCents: 2460,
    feeCents: 123,
    currency: 'USD',
    paymentState: 'paid',
    refundedCents: 0,
    createdAt: minutesAgo(12),
    paidAt: minutesAgo(11),
    prepStartedAt: null,
    readyAt: null,
    servedAt: null,
    lines: [],
    ...over,
  };
}

const today = { date: '2026-11-23', timeZone: 'UTC', from: new Date(Date.now() - 3_600_000).toISOString() };

const paid = order({ id: 'o1', orderCode: 'A12', status: 'paid', tableLabel: '5' });
const cooking = order({ id: 'o2', orderCode: 'B34', status: 'in_progress', prepStartedAt: minutesAgo(3), tipCents: 0, totalCents: 1850 });
const ready = order({ id: 'o3', orderCode: 'C56', status: 'ready', tableLabel: 'Patio 2', note: 'No onions' });

const column = (name: string) => screen.getByRole('region', { name });
const ticketsIn = (name: string) => within(column(name)).queryAllByRole('article').map((ticket) => within(ticket).getByRole('heading').textContent);

describe('orders board', () => {
  beforeEach(() => {
    mockApi({ [`GET ${ORDERS}`]: () => ({ body: { orders: [paid, cooking, ready], today } }) });
  });

  it('shows each order as a ticket in its status column, with table, tip and total; Served hidden by default', async () => {
    renderWithClient(<OrdersBoard restaurantId={RID} />);

    expect(await screen.findByRole('region', { name: 'Paid' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Served' })).toBeNull();
    expect(ticketsIn('Paid')).toEqual(['A12']);
    expect(ticketsIn('In Progress')).toEqual(['B34']);
    expect(ticketsIn('Ready')).toEqual(['C56']);
    expect(screen.getByTestId('order-counts').textContent).toBe('Paid: 1 · In Progress: 1 · Ready: 1 · Served: 0');

    const a12 = screen.getByRole('article', { name: 'Order A12' });
    expect(within(a12).getByText('Table 5')).toBeTruthy();
    expect(within(a12).getByText('11m')).toBeTruthy();
    expect(within(a12).getByText('$3.00')).toBeTruthy();
    expect(within(a12).getByText('$24.60')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Order B34' })).getByText('No table')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Order C56' })).getByText('Note')).toBeTruthy();

    // Each column's button says what it does to the order.
    expect(within(a12).getByRole('button', { name: 'Start' })).toBeTruthy();
    expect(within(column('In Progress')).getByRole('button', { name: 'Mark Ready' })).toBeTruthy();
    expect(within(column('Ready')).getByRole('button', { name: 'Mark Served' })).toBeTruthy();
  });

  it('shows the Served column with its empty state when Hide Served is unticked', async () => {
    const { user } = renderWithClient(<OrdersBoard restaurantId={RID} />);
    await user.click(await screen.findByRole('checkbox', { name: 'Hide Served' }));
    expect(within(column('Served')).getByText('None yet today')).toBeTruthy();
    expect(within(column('Served')).getByRole('button', { name: 'Show earlier orders' })).toBeTruthy();
  });

  it("moves a ticket to the next column when its button is pressed, sending the status it showed", async () => {
    const api = mockApi({
      [`GET ${ORDERS}`]: () => ({ body: { orders: [paid, cooking, ready], today } }),
      [`POST ${ORDERS}/o1/advance`]: ({ body }) => ({
        body: { order: { ...paid, status: (body as { to: Order['status'] }).to, prepStartedAt: new Date().toISOString() } },
      }),
    });
    const { user } = renderWithClient(<OrdersBoard restaurantId={RID} />);

    const a12 = await screen.findByRole('article', { name: 'Order A12' });
    await user.click(within(a12).getByRole('button', { name: 'Start' }));

    await waitFor(() => expect(ticketsIn('In Progress')).toEqual(['A12', 'B34']));
    expect(ticketsIn('Paid')).toEqual([]);
    expect(within(column('Paid')).getByText('No orders')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Order A12' })).getByRole('button', { name: 'Mark Ready' })).toBeTruthy();

    const advance = api.calls.filter((call) => call.method === 'POST');
    expect(advance).toEqual([expect.objectContaining({ path: `${ORDERS}/o1/advance`, body: { from: 'paid', to: 'in_progress' } })]);
  });

  it('on a 409 says why and shows the order where it really is', async () => {
    mockApi({
      [`GET ${ORDERS}`]: () => ({ body: { orders: [paid, cooking, ready], today } }),
      [`POST ${ORDERS}/o1/advance`]: () => ({
        status: 409,
        body: { error: { code: 'conflict', message: 'Someone already moved this order to Ready.' } },
      }),
      [`GET ${ORDERS}/o1`]: () => ({ body: { order: { ...paid, status: 'ready', readyAt: new Date().toISOString() } } }),
    });
    const { user } = renderWithClient(<OrdersBoard restaurantId={RID} />);

    await user.click(within(await screen.findByRole('article', { name: 'Order A12' })).getByRole('button', { name: 'Start' }));

    expect(await screen.findByText('Someone already moved this order to Ready.')).toBeTruthy();
    await waitFor(() => expect(ticketsIn('Ready')).toEqual(['A12', 'C56']));
    expect(ticketsIn('Paid')).toEqual([]);
  });

  it('shows what the diner left out under its line on the ticket, and again (with the options) in Details', async () => {
    const burger = {
      itemId: 'burger',
      itemName: 'Burger',
      qty: 2,
      unitPriceCents: 1000,
      lineTotalCents: 2000,
      options: [{ groupName: 'Size', optionName: 'Large', priceDeltaCents: 0 }],
      removedIngredients: ['Onions', 'Pickles'],
      note: null,
    };
    const noOnions = { ...paid, lines: [burger] };
    mockApi({
      [`GET ${ORDERS}`]: () => ({ body: { orders: [noOnions], today } }),
      [`GET ${ORDERS}/o1`]: () => ({ body: { order: noOnions } }),
    });
    const { user } = renderWithClient(<OrdersBoard restaurantId={RID} />);

    const ticket = await screen.findByRole('article', { name: 'Order A12' });
    const items = within(ticket).getByRole('list', { name: 'Items' });
    expect(within(items).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '2× BurgerSize: Large⊘ No Onions⊘ No Pickles',
      'Size: Large',
      '⊘ No Onions',
      '⊘ No Pickles',
    ]);
    await user.click(within(ticket).getByRole('button', { name: 'Details' }));
    const details = await within(ticket).findByRole('region', { name: 'Order details' });
    const line = (await within(details).findByText(/Burger/)).closest('li')!;
    expect(within(line).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Size: Large', 'No Onions', 'No Pickles']);
  });

  it('says when the orders cannot be loaded, and loads them on Retry', async () => {
    let fail = true;
    mockApi({
      [`GET ${ORDERS}`]: () => (fail ? { status: 500, body: { error: { code: 'internal', message: 'boom' } } } : { body: { orders: [paid], today } }),
    });
    const { user } = renderWithClient(<OrdersBoard restaurantId={RID} />);

    expect(await screen.findByText('Failed to load orders')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Order A12' })).toBeTruthy();
  });
});
