/**
 * Checkout (issue 3, DESIGN.md 6 and 7): price a diner's cart against the menu, write the order and open the payment
 * gateway's checkout, record what the gateway reports, and show the diner their order.
 * The gateway is handed in by the caller (chosen once in functions/lib/payments/configured.ts).
 */
import { handlePaymentEvent } from './checkout/payment-events';
import { markOrderExpired, markOrderPaid } from './checkout/payment-outcomes';
import { readPublicOrder } from './checkout/public-order';
import { startCheckout } from './checkout/start-checkout';

export type { CheckoutDeps, StartedCheckout } from './checkout/start-checkout';
export type { EventHandling } from './checkout/payment-events';

export const Checkout = {
  start: startCheckout,
  handleEvent: handlePaymentEvent,
  publicOrder: readPublicOrder,
  markPaid: markOrderPaid,
  markExpired: markOrderExpired,
};
