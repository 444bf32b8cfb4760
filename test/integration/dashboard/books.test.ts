/**
 * The owner's books (issue 27 item 5), against the local stack and the sandbox gateway: the CSV export of a range of
 * days (written to the media bucket, downloaded through its short-lived link) holds an order with two partial refunds
 * with its refunded, fee returned and net figures, quotes and neutralises what a diner typed, refuses a bad range
 * with a 400 and staff with a 403; the payouts summary of a day with a refund and a lost dispute; and a rebuild of
 * the analytics rows from the orders reads the same as the refunds' and disputes' own writes.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Analytics, Order, OrdersExport, Payouts, RefundResponse } from '../../../shared/api';
import { netToRestaurantCents } from '../../../shared/refunds';
import { Analytics as AnalyticsDomain, db, Orders } from '../../../functions/lib/composition';
import { localDate, usableTimeZone } from '../../../functions/lib/domain/analytics/time-zone';
import { csvRecords } from '../../support/csv';
import { makeFixtures, type Fixtures } from '../http/fixtures';
import { call, sandboxPaidOrder, type ErrorAnswer } from './support';

let f: Fixtures;
let today: string;
beforeAll(async () => {
  f = await makeFixtures();
  today = localDate(Date.now(), usableTimeZone(f.restaurantA.timeZone));
}, 60_000);

const base = () => `/api/v1/restaurants/${f.restaurantA.id}`;
let requests = 0;
const refund = (orderId: string, body: Record<string, unknown>) =>
  call<RefundResponse & ErrorAnswer>('POST', `${base()}/orders/${orderId}/refunds`, f.ownerA.idToken, { requestId: `books-${Date.now()}-${++requests}`, reason: 'quality', ...body });
const exportCsv = (body: Record<string, unknown>, token = f.ownerA.idToken) => call<OrdersExport & ErrorAnswer>('POST', `${base()}/orders/export`, token, body);
const payouts = async (period = 'day', date = today, token = f.ownerA.idToken) => call<Payouts & ErrorAnswer>('GET', `${base()}/payouts?period=${period}&date=${date}`, token);
const analytics = async () => (await call<Analytics>('GET', `${base()}/analytics?range=today`, f.ownerA.idToken)).body;

/** A Caesar Salad ($12.50) and a Margherita ($14.00), paid on the sandbox. */
const twoDishes = () => sandboxPaidOrder(f.restaurantA.id, [{ itemId: f.menuA.plainItemId, qty: 1 }, { itemId: f.menuA.pizzaId, qty: 1, optionIds: [f.menuA.regularOptionId] }]);

async function download(exported: OrdersExport): Promise<{ rows: Record<string, string>[]; disposition: string | null; bytes: number }> {
  const res = await fetch(exported.url);
  expect(res.status).toBe(200);
  const text = await res.text();
  return { rows: csvRecords(text), disposition: res.headers.get('content-disposition'), bytes: Buffer.byteLength(text) };
}

const money = (cents: number) => (cents / 100).toFixed(2);

async function until(orderId: string, done: (order: Order) => boolean): Promise<Order> {
  let order = (await Orders.get(orderId))!;
  for (let waited = 0; waited < 15_000 && !done(order); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    order = (await Orders.get(orderId))!;
  }
  return order;
}

describe('the CSV export', () => {
  it('holds an order with two partial refunds: what was refunded, the fee returned and the net to the restaurant', async () => {
    const order = await twoDishes();
    const salad = await refund(order.id, { kind: 'items', lines: [{ position: 0, qty: 1 }] });
    const amount = await refund(order.id, { kind: 'amount', amountCents: 250 });
    expect([salad.status, amount.status]).toEqual([200, 200]);
    const refunded = (await Orders.get(order.id))!;
    const sums = { cents: refunded.refundedCents, ...refunded.refunded! };
    // Two refunds: the salad line (with its tax) and $2.50, each with its share of the fee.
    expect(sums.cents).toBe(salad.body.refund.amountCents + amount.body.refund.amountCents);
    expect(sums.feeCents).toBe(salad.body.refund.feeCents + amount.body.refund.feeCents);
    expect(sums.feeCents).toBeGreaterThan(0);

    const exported = await exportCsv({ from: today, to: today });
    expect(exported.status, JSON.stringify(exported.body)).toBe(200);
    expect(exported.body.filename).toBe(`tabletap-orders-${today}-${today}.csv`);
    const file = await download(exported.body);
    expect(file.disposition).toContain(`attachment; filename="tabletap-orders-${today}-${today}.csv"`);
    expect(file.bytes).toBe(exported.body.bytes);
    expect(file.rows).toHaveLength(exported.body.rows);

    const row = file.rows.find((r) => r['Order code'] === order.orderCode);
    expect(row).toMatchObject({
      Status: 'paid',
      'Payment state': 'partially_refunded',
      Subtotal: money(order.subtotalCents),
      Tax: money(order.taxCents),
      Tip: money(order.tipCents),
      Total: money(order.totalCents),
      'Platform fee': money(order.feeCents),
      Refunded: money(sums.cents),
      'Fee returned': money(sums.feeCents),
      'Net to restaurant': money(netToRestaurantCents(order, sums)),
      Currency: order.currency,
      Disputed: '',
    });
  });

  it('quotes what a diner typed and neutralises formulas, and leaves out checkouts never paid', async () => {
    const order = await sandboxPaidOrder(f.restaurantA.id, [{ itemId: f.menuA.plainItemId, qty: 1 }]);
    const label = '=HYPERLINK("http://x.example","pay, now")\nline 2';
    await db.entities.order.patch({ orderId: order.id }).set({ tableLabel: label }).go();
    const exported = await exportCsv({ from: today, to: today });
    expect(exported.status).toBe(200);
    const { rows } = await download(exported.body);
    expect(rows.find((r) => r['Order code'] === order.orderCode)?.Table).toBe(`'${label}`);
    expect(rows.every((r) => r['Payment state'] !== 'unpaid')).toBe(true);
  });

  it('refuses a range backwards, over a year or with an impossible date (400 with the reason), and staff (403)', async () => {
    const backwards = await exportCsv({ from: '2026-11-20', to: '2026-11-19' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.message).toContain('must be on or after from');
    const long = await exportCsv({ from: '2025-01-01', to: '2026-01-02' });
    expect(long.status).toBe(400);
    expect(long.body.error.message).toContain('at most 366 days');
    expect((await exportCsv({ from: '2026-02-30', to: '2026-03-01' })).status).toBe(400);
    expect((await exportCsv({ from: today, to: today }, f.staffA.idToken)).status).toBe(403);
    expect((await exportCsv({ from: today, to: today }, f.managerA.idToken)).status).toBe(200);
    expect((await payouts('day', today, f.staffA.idToken)).status).toBe(403);
    expect((await payouts('year', today)).status).toBe(400);
  });

  it('cannot be read without its signed link', async () => {
    const exported = await exportCsv({ from: today, to: today });
    const unsigned = exported.body.url.split('?')[0]!;
    expect((await fetch(unsigned)).status).toBe(403);
  });
});

describe('payouts and the analytics rows after refunds and disputes', () => {
  it("shows a day's gross, fee kept, refunds, disputes and net; a rebuild from the orders reads the same", async () => {
    const before = (await payouts()).body;
    const refundedOrder = await twoDishes();
    const first = await refund(refundedOrder.id, { kind: 'items', lines: [{ position: 1, qty: 1 }] });
    expect(first.status).toBe(200);
    const disputed = await sandboxPaidOrder(f.restaurantA.id, [{ itemId: f.menuA.plainItemId, qty: 2 }]);
    const dispute = (body: Record<string, unknown>) => call('POST', `${base()}/orders/${disputed.id}/sandbox-dispute`, f.ownerA.idToken, body);
    expect((await dispute({ action: 'open', reason: 'fraudulent' })).status).toBe(200);
    await until(disputed.id, (o) => o.dispute != null);
    expect((await dispute({ action: 'lost' })).status).toBe(200);
    await until(disputed.id, (o) => o.dispute?.closedAt != null);

    const after = await payouts();
    expect(after.status).toBe(200);
    const r = (await Orders.get(refundedOrder.id))!;
    const change = {
      ordersCount: after.body.ordersCount - before.ordersCount,
      grossCents: after.body.grossCents - before.grossCents,
      feeCents: after.body.feeCents - before.feeCents,
      refundsCents: after.body.refundsCents - before.refundsCents,
      disputes: {
        count: after.body.disputes.count - before.disputes.count,
        disputedCents: after.body.disputes.disputedCents - before.disputes.disputedCents,
        lostCount: after.body.disputes.lostCount - before.disputes.lostCount,
        lostCents: after.body.disputes.lostCents - before.disputes.lostCents,
      },
      netCents: after.body.netCents - before.netCents,
    };
    const feeKept = r.feeCents - r.refunded!.feeCents + disputed.feeCents;
    expect(change).toEqual({
      ordersCount: 2,
      grossCents: refundedOrder.totalCents + disputed.totalCents,
      feeCents: feeKept,
      refundsCents: r.refundedCents,
      disputes: { count: 1, disputedCents: disputed.totalCents, lostCount: 1, lostCents: disputed.totalCents },
      netCents: refundedOrder.totalCents - r.refundedCents + disputed.totalCents - feeKept - disputed.totalCents,
    });
    expect(after.body).toMatchObject({ period: 'day', from: today, to: today });
    expect(after.body.netCents).toBe(after.body.grossCents - after.body.refundsCents - after.body.feeCents - after.body.disputes.lostCents);

    // The week and the month hold the day.
    for (const period of ['week', 'month']) {
      const wider = (await payouts(period)).body;
      expect(wider.grossCents).toBeGreaterThanOrEqual(after.body.grossCents);
      expect(wider.from <= today && today <= wider.to).toBe(true);
    }

    const figures = await analytics();
    expect(figures.refundsCents).toBe(after.body.refundsCents);
    await AnalyticsDomain.rebuild(f.restaurantA.id);
    expect((await payouts()).body).toEqual(after.body);
    expect(await analytics()).toEqual({ ...figures, to: expect.any(String) });
  }, 60_000);
});
