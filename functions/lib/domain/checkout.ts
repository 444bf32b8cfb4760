/**
 * Checkout (DESIGN.md 6 and 7): price a diner's cart against the menu, write the order and open the payment
 * gateway's checkout, record what the gateway reports, and show the diner their order.
 * The gateway is handed in by the caller (chosen once in functions/lib/payments/configured.ts).
 */
import { withDb, type Db } from '../db/service';
import { handlePaymentEvent } from './checkout/payment-events';
import { markOrderExpired, markOrderPaid } from './checkout/payment-outcomes';
import { readPublicOrder } from './checkout/public-order';
import { startCheckout } from './checkout/start-checkout';

export type { CheckoutDeps, StartedCheckout } from './checkout/start-checkout';
export type { EventHandling } from './checkout/payment-events';

export function createCheckout(db: Db) {
  return {
    start: withDb(db, startCheckout),
    handleEvent: withDb(db, handlePaymentEvent),
    publicOrder: withDb(db, readPublicOrder),
    markPaid: withDb(db, markOrderPaid),
    markExpired: withDb(db, markOrderExpired),
  };
}

export type Checkout = ReturnType<typeof createCheckout>;
