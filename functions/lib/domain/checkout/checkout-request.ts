/** What the payment gateway is asked to charge for an order: its lines, totals, fee, return URLs and expiry. */
import type { Order, Restaurant } from '../../../../shared/api';
import type { LanguageCode } from '../../../../shared/languages';
import { TABLE_PAYMENT_METHOD_TYPES, type CheckoutLine, type CheckoutRequest } from '../../payments/gateway';

/**
 * Stripe wants expires_at at least 30 minutes after it receives the request, and a reused idempotency key must come
 * with the very same parameters. So expires_at is derived from the order's creation in steps: the first step is the
 * creation plus 31 minutes; a retry that comes when a step is less than 30 minutes and 30 seconds ahead (time for the
 * way to Stripe) moves to the next 10-minute step, with a key of that step. Retries within one step send the same
 * parameters under the same key (a double click gets the same session back); a retry in a later step never sends a
 * stale expires_at. (An open session is reused before any of this: start-checkout.ts.)
 */
export const CHECKOUT_EXPIRY_SECONDS = 31 * 60;
export const CHECKOUT_EXPIRY_STEP_SECONDS = 10 * 60;
const MIN_SECONDS_AHEAD = 30 * 60 + 30;

export function checkoutExpiry(order: Pick<Order, 'createdAt' | 'id'>, nowSeconds = Math.floor(Date.now() / 1000)): { expiresAt: number; idempotencyKey: string } {
  const first = Math.floor(Date.parse(order.createdAt) / 1000) + CHECKOUT_EXPIRY_SECONDS;
  const step = Math.max(0, Math.ceil((nowSeconds + MIN_SECONDS_AHEAD - first) / CHECKOUT_EXPIRY_STEP_SECONDS));
  return {
    expiresAt: first + step * CHECKOUT_EXPIRY_STEP_SECONDS,
    idempotencyKey: step === 0 ? `checkout-${order.id}` : `checkout-${order.id}-${step}`,
  };
}

/**
 * Where checkout sends the diner back; `{CHECKOUT_SESSION_ID}` is filled in by the gateway. Both
 * addresses carry the table and the diner's language, so the way back to the menu is the same table, same language.
 */
export function checkoutReturnUrls(siteUrl: string, order: Pick<Order, 'id' | 'restaurantId' | 'tableLabel'>, lang?: LanguageCode) {
  const oid = encodeURIComponent(order.id);
  const journey = [
    ...(order.tableLabel ? [`table=${encodeURIComponent(order.tableLabel)}`] : []),
    ...(lang ? [`lang=${encodeURIComponent(lang)}`] : []),
  ]
    .map((pair) => `&${pair}`)
    .join('');
  return {
    successUrl: `${siteUrl}/order/success?oid=${oid}&session_id={CHECKOUT_SESSION_ID}${journey}`,
    cancelUrl: `${siteUrl}/order/cancel?oid=${oid}&restaurant_id=${encodeURIComponent(order.restaurantId)}${journey}`,
  };
}

function lineDescription(line: Order['lines'][number]): string | null {
  const parts = [
    ...line.options.map((o) => `${o.groupName}: ${o.optionName}`),
    // The restaurant's own ingredient names, as the kitchen ticket shows them.
    ...line.removedIngredients.map((name) => `No ${name}`),
    ...(line.note ? [`Note: ${line.note}`] : []),
  ];
  return parts.length ? parts.join(', ') : null;
}

export function checkoutRequestFor(input: {
  order: Order;
  restaurant: Pick<Restaurant, 'name'>;
  destinationAccountId: string;
  siteUrl: string;
  locale?: LanguageCode;
  /** Epoch seconds; now when not given. */
  nowSeconds?: number;
}): CheckoutRequest {
  const { order } = input;
  const lines: CheckoutLine[] = order.lines.map((line) => ({
    // The diner pays on the gateway's page: the item's name in the diner's language when the order has it.
    name: line.dinerItemName ?? line.itemName,
    description: lineDescription(line),
    unitAmountCents: line.unitPriceCents,
    quantity: line.qty,
  }));
  return {
    orderId: order.id,
    orderCode: order.orderCode,
    restaurantId: order.restaurantId,
    restaurantName: input.restaurant.name,
    destinationAccountId: input.destinationAccountId,
    currency: order.currency,
    lines,
    // A tax the menu prices include is inside the lines already: no tax line is added (the lines + tip are the total).
    taxCents: order.taxIncluded ? 0 : order.taxCents,
    tipCents: order.tipCents,
    totalCents: order.totalCents,
    feeCents: order.feeCents,
    ...checkoutReturnUrls(input.siteUrl, order, input.locale),
    ...checkoutExpiry(order, input.nowSeconds),
    paymentMethodTypes: TABLE_PAYMENT_METHOD_TYPES,
    ...(input.locale ? { locale: input.locale } : {}),
  };
}
