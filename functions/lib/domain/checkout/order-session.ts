/** The checkout session an order was sent to, stored on the order once the gateway has made it. */
import type { Db } from '../../db/service';

export async function attachCheckoutSession(db: Db, orderId: string, checkoutSessionId: string): Promise<void> {
  // Only the order's own non-key attribute changes; no index key has to be restated.
  await db.entities.order.patch({ orderId }).set({ checkoutSessionId }).go({ response: 'none' });
}

/** The session the order was last sent to; null when none was made yet (or the order is gone). */
export async function checkoutSessionOf(db: Db, orderId: string): Promise<string | null> {
  const { data } = await db.entities.order.get({ orderId }).go({ attributes: ['checkoutSessionId'], consistent: true });
  return data?.checkoutSessionId ?? null;
}
