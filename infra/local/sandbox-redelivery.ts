/**
 * What Stripe's servers do for the sandbox gateway: every couple of seconds, send again the webhook events that were
 * not acknowledged (the webhook was down, the runtime crashed between "paid" and "delivered"). Runs only when the
 * sandbox gateway is in use (no STRIPE_SECRET_KEY).
 */
import type { LocalLog } from './log';

const EVERY_MS = 2_000;

export async function startSandboxRedelivery(log: LocalLog): Promise<{ stop(): Promise<void> }> {
  // Imported only now: the payments configuration reads the environment the runtime has just applied.
  const { sandboxRedelivery } = await import('../../functions/lib/payments/configured');
  if (!sandboxRedelivery) return { stop: async () => {} };
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    running = sandboxRedelivery
      .retryDue()
      .then(({ delivered }) => {
        if (delivered) log.info(`Sandbox payments: ${delivered} webhook event(s) delivered on retry`);
      })
      .catch((error: unknown) => log.error('Sandbox webhook redelivery failed:', error))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, EVERY_MS);
      });
  };
  let timer = setTimeout(tick, 0);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
