/**
 * Issue 25 items 1 and 5 against the local stack (sandbox gateway): a restaurant whose menu prices include the tax is
 * charged subtotal + tip (the tax shown as included, no tax line added), the platform fee is 5% of the bill before
 * the tip in both modes, the order keeps the tax mode and rate it was charged with when the restaurant changes them,
 * and the Analytics tab sums each paid order's gross, fee and net.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order, PublicOrder } from '../../../shared/api';
import { Analytics, db, Orders, Restaurants } from '../../../functions/lib/composition';
import { checkoutRequestFor } from '../../../functions/lib/domain/checkout/checkout-request';
import { createSandboxSessions } from '../../../functions/lib/payments/sandbox/sessions';
import { checkoutSessionParams } from '../../../functions/lib/payments/stripe-gateway';
import { api, apiUrl } from '../../support/api';
import { createPayment, restaurantWithMenu, sampleCart, sessionIdOf, type PaymentRestaurant } from './support';

const SandboxSessions = createSandboxSessions(db);

let r: PaymentRestaurant;
beforeAll(async () => {
  r = await restaurantWithMenu('Osteria Inclusa');
});

async function checkout(): Promise<{ orderId: string; sessionId: string }> {
  const res = await createPayment(sampleCart(r));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { orderId: res.body.orderId, sessionId: sessionIdOf(res.body.url) };
}

/** The diner presses Pay on the sandbox's hosted page (its webhook is delivered before the redirect). */
async function pay(sessionId: string): Promise<void> {
  const res = await fetch(`${apiUrl()}/sandbox/checkout/${sessionId}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
}

/** What Stripe would be asked to charge for the stored order: its line items, and the fee. */
function stripeCharge(order: Order) {
  const params = checkoutSessionParams(
    checkoutRequestFor({ order, restaurant: { name: r.name }, destinationAccountId: 'acct_test', siteUrl: 'https://tabletap.test' }),
  );
  const items = params.line_items!.map((item) => ({ name: item.price_data!.product_data!.name, cents: item.price_data!.unit_amount! * item.quantity! }));
  return { names: items.map((i) => i.name), totalCents: items.reduce((sum, i) => sum + i.cents, 0), feeCents: params.payment_intent_data!.application_fee_amount };
}

// The sample cart: Margherita (Large, Olives) $19 x 2 + Caesar $12.50 = $50.50, 18% tip = $9.09.
describe('checkout with the tax added (the default, 8%) and then included (10%)', () => {
  let before: { orderId: string; sessionId: string };
  let after: { orderId: string; sessionId: string };

  it('tax added: total = subtotal + tax + tip; the fee is 5% of subtotal + tax, not of the tip; a Tax line is charged', async () => {
    before = await checkout();
    const order = (await Orders.get(before.orderId))!;
    // fee: 5% of 5050 + 404 = 272.7 -> 273 (not 5% of the 6363 charged: 318).
    expect(order).toMatchObject({ subtotalCents: 5050, taxCents: 404, taxIncluded: false, taxRateBps: 800, tipCents: 909, totalCents: 6363, feeCents: 273 });
    expect(stripeCharge(order)).toEqual({ names: ['Margherita', 'Caesar Salad', 'Tax', 'Tip'], totalCents: 6363, feeCents: 273 });
    expect(await SandboxSessions.get(before.sessionId)).toMatchObject({ totalCents: 6363, taxCents: 404, tipCents: 909, feeCents: 273 });
  });

  it('tax included: total = subtotal + tip, the tax (10/110 of the subtotal) is kept on the order, no Tax line is charged', async () => {
    await Restaurants.update(r.id, { taxIncluded: true, taxRateBps: 1000 });
    after = await checkout();
    const order = (await Orders.get(after.orderId))!;
    // tax: 5050 x 10 / 110 = 459.09 -> 459, inside the subtotal; fee: 5% of 5050 = 252.5 -> 253 (half up).
    expect(order).toMatchObject({ subtotalCents: 5050, taxCents: 459, taxIncluded: true, taxRateBps: 1000, tipCents: 909, totalCents: 5959, feeCents: 253 });
    expect(stripeCharge(order)).toEqual({ names: ['Margherita', 'Caesar Salad', 'Tip'], totalCents: 5959, feeCents: 253 });
    expect(await SandboxSessions.get(after.sessionId)).toMatchObject({ totalCents: 5959, taxCents: 0, tipCents: 909, feeCents: 253 });
    // The hosted page shows no added tax line and charges the total.
    const page = await (await fetch(`${apiUrl()}/sandbox/checkout/${after.sessionId}`)).text();
    expect(page).toContain('Pay $59.59');
    expect(page).not.toContain('<span>Tax</span>');
  });

  it('paid, each order keeps what it was charged; the diner sees the mode and rate on the confirmation', async () => {
    await pay(before.sessionId);
    await pay(after.sessionId);
    // The sandbox's signed webhook pays the order; a delivery that failed once (a reset connection on a loaded
    // machine) comes again a few seconds later, as Stripe's retries do: wait for the state, not for a time.
    for (const { orderId } of [before, after]) await expect.poll(async () => (await Orders.get(orderId))?.status, { timeout: 20_000 }).toBe('paid');
    expect(await Orders.get(before.orderId)).toMatchObject({ status: 'paid', taxCents: 404, taxIncluded: false, taxRateBps: 800, totalCents: 6363, feeCents: 273 });
    expect(await Orders.get(after.orderId)).toMatchObject({ status: 'paid', taxCents: 459, taxIncluded: true, taxRateBps: 1000, totalCents: 5959, feeCents: 253 });
    const view = await api<PublicOrder>('GET', `/functions/v1/order-public?order_id=${after.orderId}`);
    expect(view.body).toMatchObject({ subtotalCents: 5050, taxCents: 459, taxIncluded: true, taxRateBps: 1000, tipCents: 909, totalCents: 5959 });
    const old = await api<PublicOrder>('GET', `/functions/v1/order-public?order_id=${before.orderId}`);
    expect(old.body).toMatchObject({ taxCents: 404, taxIncluded: false, taxRateBps: 800, totalCents: 6363 });
    expect(view.body).not.toHaveProperty('feeCents');
  });

  it("a later change of the restaurant's tax changes new orders only", async () => {
    await Restaurants.update(r.id, { taxIncluded: false, taxRateBps: 2000 });
    expect(await Orders.get(after.orderId)).toMatchObject({ taxCents: 459, taxIncluded: true, taxRateBps: 1000, totalCents: 5959, feeCents: 253 });
    const next = await checkout();
    expect(await Orders.get(next.orderId)).toMatchObject({ taxCents: 1010, taxIncluded: false, taxRateBps: 2000, totalCents: 5050 + 1010 + 909 });
  });

  it("analytics sums the paid orders' gross, fees and net (gross - fees), for the day and the range, in the restaurant's zone", async () => {
    const gross = 6363 + 5959;
    const fees = 273 + 253;
    for (const range of ['today', '7d'] as const) {
      const figures = await Analytics.report(r.id, range);
      expect(figures).toMatchObject({ ordersCount: 2, revenueCents: gross, feeCents: fees, netCents: gross - fees, tipsCents: 909 * 2 });
      expect(figures.days.at(-1)).toMatchObject({ orders: 2, revenueCents: gross, feeCents: fees, netCents: gross - fees });
      expect(figures.days.slice(0, -1).every((day) => day.feeCents === 0 && day.netCents === 0)).toBe(true);
    }
    // The restaurant's own zone buckets the days, not a constant.
    await Restaurants.update(r.id, { timeZone: 'Pacific/Kiritimati' });
    expect((await Analytics.report(r.id, 'today')).timeZone).toBe('Pacific/Kiritimati');
  });
});
