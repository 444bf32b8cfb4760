import { describe, expect, it } from 'vitest';
import { demoAnalytics } from '../../../../web/src/features/demo/model/demo-analytics';
import { stockLevel } from '../../../../web/src/features/demo/model/demo-inventory';
import { DEMO_ORDER_ACTIONS, nextDemoStatus, ordersWithStatus } from '../../../../web/src/features/demo/model/demo-orders';
import { demoReducer } from '../../../../web/src/features/demo/model/demo-state';
import { sampleDemoState } from '../../../../web/src/features/demo/model/sample-data';

const NOW = Date.parse('2026-11-22T12:00:00Z');

describe('demo orders (SPEC.md 4, demo orders)', () => {
  it('go pending -> preparing -> ready -> served with the spec labels, and stop there', () => {
    expect([nextDemoStatus('pending'), nextDemoStatus('preparing'), nextDemoStatus('ready'), nextDemoStatus('served')]).toEqual([
      'preparing',
      'ready',
      'served',
      null,
    ]);
    expect(DEMO_ORDER_ACTIONS).toEqual({ pending: 'Start Preparing', preparing: 'Mark Ready', ready: 'Mark Served', served: 'Completed' });
  });

  it('advancing moves only that order, and a served order stays served', () => {
    let state = sampleDemoState(NOW);
    const [first] = ordersWithStatus(state.orders, 'pending');
    for (const expected of ['preparing', 'ready', 'served', 'served'] as const) {
      state = demoReducer(state, { type: 'order/advance', orderId: first!.id });
      expect(state.orders.find((o) => o.id === first!.id)?.status).toBe(expected);
    }
    const others = (s: typeof state) => s.orders.filter((o) => o.id !== first!.id);
    expect(others(state)).toEqual(others(sampleDemoState(NOW)));
  });

  it('the sample has orders in every state, oldest first in each column', () => {
    const { orders } = sampleDemoState(NOW);
    for (const status of ['pending', 'preparing', 'ready', 'served'] as const) {
      const column = ordersWithStatus(orders, status);
      expect(column.length, status).toBeGreaterThan(0);
      expect(column.map((o) => o.timestamp)).toEqual([...column.map((o) => o.timestamp)].sort((a, b) => a - b));
    }
    for (const order of orders) expect(order.totalCents).toBe(order.items.reduce((s, i) => s + i.qty * i.priceCents, 0));
  });
});

describe('demo inventory (SPEC.md 9, demo)', () => {
  it('is low under 5, yellow under 10, and the bar is full at 20 units', () => {
    expect(stockLevel(0)).toEqual({ tone: 'low', percent: 0, isLow: true });
    expect(stockLevel(4)).toEqual({ tone: 'low', percent: 20, isLow: true });
    expect(stockLevel(5)).toEqual({ tone: 'warn', percent: 25, isLow: false });
    expect(stockLevel(9).tone).toBe('warn');
    expect(stockLevel(10)).toEqual({ tone: 'ok', percent: 50, isLow: false });
    expect(stockLevel(20).percent).toBe(100);
    expect(stockLevel(35).percent).toBe(100);
  });

  it("'+10 stock' adds ten to that item only; availability toggles", () => {
    const state = sampleDemoState(NOW);
    const calamari = state.menu.find((i) => i.name === 'Crispy Calamari')!;
    const restocked = demoReducer(state, { type: 'inventory/restock', itemId: calamari.id });
    expect(restocked.menu.find((i) => i.id === calamari.id)?.stock).toBe(calamari.stock + 10);
    expect(restocked.menu.filter((i) => i.id !== calamari.id)).toEqual(state.menu.filter((i) => i.id !== calamari.id));
    const hidden = demoReducer(state, { type: 'menu/toggle-available', itemId: calamari.id });
    expect(hidden.menu.find((i) => i.id === calamari.id)?.available).toBe(!calamari.available);
  });

  it('items are added, replaced and deleted', () => {
    const state = sampleDemoState(NOW);
    const item = { id: 'n1', name: 'Focaccia', description: '', priceCents: 650, category: 'Starters', available: true, stock: 3 };
    const added = demoReducer(state, { type: 'menu/add', item });
    expect(added.menu.at(-1)).toEqual(item);
    const updated = demoReducer(added, { type: 'menu/update', item: { ...item, priceCents: 700 } });
    expect(updated.menu.find((i) => i.id === 'n1')?.priceCents).toBe(700);
    expect(demoReducer(updated, { type: 'menu/delete', itemId: 'n1' }).menu).toEqual(state.menu);
  });
});

describe('demo analytics (SPEC.md 9, demo)', () => {
  it("sums today's sales, and shows x12 and x28 of today's revenue for 15 and 30 days", () => {
    const figures = demoAnalytics(
      [
        { hour: 12, orders: 3, revenueCents: 6000 },
        { hour: 19, orders: 5, revenueCents: 11000 },
      ],
      [],
    );
    expect(figures).toMatchObject({
      todayRevenueCents: 17000,
      todayOrders: 8,
      averageTicketCents: 2125,
      fifteenDayRevenueCents: 17000 * 12,
      thirtyDayRevenueCents: 17000 * 28,
      busiestHour: { hour: 19, orders: 5, revenueCents: 11000 },
      topItems: [],
    });
  });

  it('ranks the most ordered items by quantity over the sample orders (ties by name), five at most', () => {
    const { sales, orders } = sampleDemoState(NOW);
    expect(demoAnalytics(sales, orders).topItems).toEqual([
      { name: 'Bruschetta', qty: 3 },
      { name: 'Homemade Lemonade', qty: 3 },
      { name: 'Margherita Pizza', qty: 3 },
      { name: 'Mushroom Risotto', qty: 3 },
      { name: 'Tiramisu', qty: 2 },
    ]);
  });

  it('has no average ticket without orders', () => {
    expect(demoAnalytics([], []).averageTicketCents).toBe(0);
  });
});
