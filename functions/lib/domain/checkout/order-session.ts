/** The checkout session an order was sent to, stored on the order once the gateway has made it. */
import { db } from '../../db/client';

export async function attachCheckoutSession(orderId: string, checkoutSessionId: string): Promise<void> {
  // Only the order's own non-key attribute changes; no index key has to be restated.
  await db.entities.order.patch({ orderId }).set({ checkoutSessionId }).go({ response: 'none' });
}
