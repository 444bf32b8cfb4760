/**
 * Rounds of a table's visit on the staff's views (issue 28 item 3), rendered for real with the API answered at fetch:
 * each round's ticket says "Table 9 · Round 2"; on the Orders board a visit's rounds in a column stand together
 * under "Table 9 — 3 rounds", naming where its other rounds are; the kitchen keeps one ticket per round.
 */
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../../shared/api';
import { KitchenDisplay } from '../../../web/src/features/dashboard/orders/kitchen-display';
import { OrdersBoard } from '../../../web/src/features/dashboard/orders/orders-board';
import { mockApi } from '../support/fetch-mock';
import { renderWithClient } from '../support/render';

vi.mock('../../../web/src/lib/amplify/session', () => ({ getIdToken: async () => 'test-id-token' }));

const RID = 'rest-1';
const ORDERS = `/api/v1/restaurants/${RID}/orders`;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const today = { date: '2026-11-23', timeZone: 'UTC', from: new Date(Date.now() - 3_600_000).toISOString() };

function order(over: Partial<Order> & Pick<Order, 'id' | 'orderCode' | 'status'>): Order {
  return {
    restaurantId: RID,
    tableLabel: null,
    note: null,
    subtotalCents: 2000,
    taxCents: 160,
    tipCents: 0,
    totalCents: 2160,
    feeCents: 100,
    currency: 'USD',
    paymentState: 'paid',
    refundedCents: 0,
    createdAt: minutesAgo(20),
    paidAt: minutesAgo(20),
    prepStartedAt: null,
    readyAt: null,
    servedAt: null,
    lines: [],
    ...over,
  };
}

const round = (n: number, status: Order['status'], minutes: number) =>
  order({ id: `r${n}`, orderCode: `R0${n}`, status, tableLabel: '9', tableSessionId: 'visit-9', roundNumber: n, createdAt: minutesAgo(minutes), paidAt: minutesAgo(minutes) });
const rounds = [round(1, 'ready', 30), round(2, 'paid', 12), round(3, 'paid', 4)];
const single = order({ id: 'f1', orderCode: 'F01', status: 'paid', tableLabel: '4', tableSessionId: 'visit-4', roundNumber: 1, createdAt: minutesAgo(8) });
const plain = order({ id: 'p1', orderCode: 'P01', status: 'paid', tableLabel: '5', createdAt: minutesAgo(6) });

const column = (name: string) => screen.getByRole('region', { name });
const ticket = (code: string) => screen.getByRole('article', { name: `Order ${code}` });

describe('rounds of a table visit', () => {
  beforeEach(() => {
    // Oldest first, as the server lists them.
    const orders = [...rounds, single, plain].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    mockApi({ [`GET ${ORDERS}`]: () => ({ body: { orders, today } }) });
  });

  it('labels each round on its ticket and gathers a visit of several rounds under its table', async () => {
    renderWithClient(<OrdersBoard restaurantId={RID} />);
    await screen.findByRole('region', { name: 'Paid' });

    expect(within(ticket('R02')).getByText('Table 9 · Round 2')).toBeTruthy();
    expect(within(ticket('F01')).getByText('Table 4 · Round 1')).toBeTruthy();
    expect(within(ticket('P01')).getByText('Table 5')).toBeTruthy();

    // Paid: the visit's rounds 2 and 3 together where its first one stands, then the others as they were.
    const paid = column('Paid');
    const visit = within(paid).getByRole('group', { name: 'Table 9 — 3 rounds' });
    expect(within(visit).getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['Order R02', 'Order R03']);
    expect(within(visit).getByText('Round 1: Ready')).toBeTruthy();
    expect(within(paid).getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['Order R02', 'Order R03', 'Order F01', 'Order P01']);
    // A visit with one round on the board is a ticket like any other.
    expect(within(paid).getAllByRole('group')).toHaveLength(1);

    const ready = within(column('Ready')).getByRole('group', { name: 'Table 9 — 3 rounds' });
    expect(within(ready).getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['Order R01']);
    expect(within(ready).getByText('Round 2: Paid · Round 3: Paid')).toBeTruthy();
  });

  it('keeps one kitchen ticket per round, each saying its round', async () => {
    renderWithClient(<KitchenDisplay restaurantId={RID} />);
    await screen.findByRole('article', { name: 'Order R02' });
    const tickets = screen.getAllByRole('article');
    expect(tickets.map((t) => t.getAttribute('aria-label'))).toEqual(['Order R02', 'Order F01', 'Order P01', 'Order R03']);
    expect(within(ticket('R02')).getByText('Table 9 · Round 2')).toBeTruthy();
    expect(within(ticket('R03')).getByText('Table 9 · Round 3')).toBeTruthy();
    expect(screen.queryByRole('group')).toBeNull();
  });
});
