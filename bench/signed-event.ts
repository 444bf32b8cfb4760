/** The webhook event the benches deliver (bench/latency.ts, bench/scale.ts): no domain module, safe to import early. */
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';

/** checkout.session.completed for the order, signed with the webhook secret exactly as Stripe signs. */
export function signedCompletedEvent(orderId: string, sessionId: string, amountCents: number, secret: string) {
  const payload = JSON.stringify({
    id: `evt_bench_${randomUUID().replace(/-/g, '')}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        client_reference_id: orderId,
        metadata: { orderId },
        status: 'complete',
        payment_status: 'paid',
        amount_total: amountCents,
        currency: 'usd',
      },
    },
  });
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}
