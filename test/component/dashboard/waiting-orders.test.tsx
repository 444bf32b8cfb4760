/**
 * Paid orders nobody started (issue 30 item 1) on a staff screen, with fake time: the Orders board and the banner
 * above the tabs rendered for real (the orders api module answered at fetch, the restaurant's limit given as the
 * dashboard gives it). As the clock moves, without a reload, a paid order turns amber at the limit and red at twice
 * it, says how long it has waited, the banner (a live region) counts the late orders and the sound is asked for once
 * per order and colour. Started orders never count.
 */
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../../shared/api';
import { OrdersBoard } from '../../../web/src/features/dashboard/orders/orders-board';
import { WaitingOrdersBanner } from '../../../web/src/features/dashboard/orders/waiting-banner';
import { LateOrderMinutes } from '../../../web/src/features/dashboard/orders/waiting-orders';
import { mockApi } from '../support/fetch-mock';
import { renderWithClient } from '../support/render';

vi.mock('../../../web/src/lib/amplify/session', () => ({ getIdToken: async () => 'test-id-token' }));

const RID = 'rest-1';
const ORDERS = `/api/v1/restaurants/${RID}/orders`;
const START = Date.parse('2026-11-29T12:00:00.000Z');
const ago = (minutes: number, seconds = 0) => new Date(START - minutes * 60_000 - seconds * 1000).toISOString();

function order(over: Partial<Order> & Pick<Order, 'id' | 'orderCode' | 'status'>): Order {
  return {
    restaurantId: RID,
    tableLabel: '4',
    note: null,
    subtotalCents: 2000,
    taxCents: 160,
    tipCents: 0,
    totalCents: 2160,
    feeCents: 108,
    currency: 'USD',
    paymentState: 'paid',
    refundedCents: 0,
    createdAt: ago(6),
    paidAt: ago(4, 40),
    prepStartedAt: null,
    readyAt: null,
    servedAt: null,
    lines: [],
    ...over,
  };
}

const first = order({ id: 'o1', orderCode: 'AAA', status: 'paid' });
const second = order({ id: 'o2', orderCode: 'BBB', status: 'paid', paidAt: ago(1) });
const started = order({ id: 'o3', orderCode: 'CCC', status: 'in_progress', paidAt: ago(40), prepStartedAt: ago(39) });

const ticket = (code: string) => screen.getByRole('article', { name: `Order ${code}` });
const region = () => screen.getByRole('status');
/** Moves the fake clock on and lets React and the timers catch up (a timer set by a render runs at the next call). */
const wait = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(START);
  window.__tabletapLateAlerts = 0;
});
afterEach(() => vi.useRealTimers());

describe('a paid order nobody started', () => {
  it('turns amber at the limit and red at twice it, with the banner and a sound, as the clock moves', async () => {
    mockApi({ [`GET ${ORDERS}`]: () => ({ body: { orders: [first, second, started], today: { date: '2026-11-29', timeZone: 'UTC', from: ago(600) } } }) });
    renderWithClient(
      <LateOrderMinutes value={5}>
        <WaitingOrdersBanner restaurantId={RID} lateMinutes={5} onShow={() => undefined} />
        <OrdersBoard restaurantId={RID} />
      </LateOrderMinutes>,
    );
    await wait(0);
    await wait(0);
    // 4 min 40 s: on time; the live region is there, empty.
    expect(ticket('AAA').dataset.waiting).toBeUndefined();
    expect(region().textContent).toBe('');
    expect(window.__tabletapLateAlerts).toBe(0);

    // 20 s later it is 5 minutes: amber, in words too, the banner counts it, one sound.
    await wait(20_000);
    expect(ticket('AAA').dataset.waiting).toBe('late');
    expect(ticket('AAA').classList).toContain('ticket--warn');
    expect(within(ticket('AAA')).getByText('Waiting 5 min, not started')).toBeTruthy();
    expect(region().textContent).toContain('1 paid order not started yet: Waiting 5 min.');
    expect(window.__tabletapLateAlerts).toBe(1);
    // The order being cooked is not waiting, however long ago it was paid.
    expect(ticket('CCC').dataset.waiting).toBeUndefined();

    // At 10 minutes: red for the first, amber for the second (6 min), both counted, a sound for each change.
    for (let step = 0; step < 30; step++) await wait(10_000);
    expect(ticket('AAA').dataset.waiting).toBe('very_late');
    expect(ticket('AAA').classList).toContain('ticket--late');
    expect(within(ticket('AAA')).getByText('Waiting 10 min, not started (very late)')).toBeTruthy();
    expect(ticket('BBB').dataset.waiting).toBe('late');
    expect(region().textContent).toContain('2 paid orders not started yet, the longest: Waiting 10 min.');
    expect(screen.getByRole('button', { name: 'Show them' })).toBeTruthy();
    expect(window.__tabletapLateAlerts).toBe(3);

    // Another minute: the words move on, no new colour, no new sound.
    for (let step = 0; step < 6; step++) await wait(10_000);
    expect(region().textContent).toContain('the longest: Waiting 11 min.');
    expect(window.__tabletapLateAlerts).toBe(3);
  });

  it("follows the owner's limit: 1 minute turns an order amber after a minute", async () => {
    mockApi({ [`GET ${ORDERS}`]: () => ({ body: { orders: [second], today: { date: '2026-11-29', timeZone: 'UTC', from: ago(600) } } }) });
    renderWithClient(
      <LateOrderMinutes value={1}>
        <WaitingOrdersBanner restaurantId={RID} lateMinutes={1} onShow={() => undefined} />
        <OrdersBoard restaurantId={RID} />
      </LateOrderMinutes>,
    );
    await wait(0);
    await wait(0);
    expect(ticket('BBB').dataset.waiting).toBe('late');
    expect(region().textContent).toContain('1 paid order not started yet: Waiting 1 min.');
    await wait(60_000);
    expect(ticket('BBB').dataset.waiting).toBe('very_late');
  });
});
