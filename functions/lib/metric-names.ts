/**
 * The business metrics the functions publish (CloudWatch namespace METRICS_NAMESPACE, dimensions `service` = the
 * function's name and `stage`), in one place so the code that counts and the alarms that watch
 * (infra/stacks/monitoring.ts) use the same names. No imports: infra reads this file too.
 */
export const METRICS_NAMESPACE = 'TableTap';

export const BusinessMetric = {
  /** create-payment wrote a new order (not an idempotent replay of the same attempt). */
  OrdersCreated: 'OrdersCreated',
  /** An order moved pending_payment -> paid (webhook or success-page reconcile, whichever came first: once per order). */
  OrdersPaid: 'OrdersPaid',
  /**
   * A payment outcome refused because it does not match its order (session, payment status, amount, currency or
   * account): the webhook (or the reconcile) changed nothing. Should be 0; anything else deserves a look.
   */
  WebhookMismatches: 'WebhookMismatches',
  /** A webhook call refused for a missing, invalid or too old signature (400 invalid_signature). */
  WebhookSignatureFailures: 'WebhookSignatureFailures',
  /** A diner's call for a waiter was recorded. */
  ServiceRequests: 'ServiceRequests',
  /**
   * A restaurant's menu pages could not be rendered (functions/menu-prerender.ts): diners keep getting the previous
   * pages (or the app shell), and the stream records are retried. Should be 0.
   */
  MenuPrerenderFailures: 'MenuPrerenderFailures',
} as const;

export type BusinessMetricName = (typeof BusinessMetric)[keyof typeof BusinessMetric];
