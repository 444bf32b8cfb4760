/** What the payment gateway is asked to charge for an order: its lines, totals, fee, return URLs and expiry. */
import type { Order, Restaurant } from '../../../../shared/api';
import type { LanguageCode } from '../../../../shared/languages';
import type { CheckoutLine, CheckoutRequest } from '../../payments/gateway';

/**
 * Stripe wants expires_at at least 30 minutes after it receives the request. It is derived from the order's creation
 * (plus a minute for the way to Stripe), not from "now", so a repeated attempt sends the very same parameters and
 * Stripe's idempotency key returns the first session instead of refusing the request.
 */
export const CHECKOUT_EXPIRY_SECONDS = 31 * 60;

export function checkoutExpiry(order: Pick<Order, 'createdAt'>): number {
  return Math.floor(Date.parse(order.createdAt) / 1000) + CHECKOUT_EXPIRY_SECONDS;
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
    taxCents: order.taxCents,
    tipCents: order.tipCents,
    totalCents: order.totalCents,
    feeCents: order.feeCents,
    ...checkoutReturnUrls(input.siteUrl, order, input.locale),
    expiresAt: checkoutExpiry(order),
    idempotencyKey: `checkout-${order.id}`,
    ...(input.locale ? { locale: input.locale } : {}),
  };
}
