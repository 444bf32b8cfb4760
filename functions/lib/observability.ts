/**
 * Powertools Metrics, one per process, and the middy middleware every handler wears (the HTTP wrapper in
 * functions/lib/http/route.ts, the WebSocket handlers, the stream handler).
 *
 * - Tracing costs the functions nothing at start: Lambda's active tracing (infra/stacks/function-defaults.ts) records
 *   each invocation in X-Ray (initialization, invocation, overhead) from outside the code, and slow or failing AWS and
 *   Stripe calls are logged one line each (./call-watch.ts). Powertools Tracer with aws-xray-sdk-core did it from
 *   inside, for about 120 KB in every bundle and its load at every cold start (issue 31 goal 1).
 * - Metrics: `countMetric(BusinessMetric.X)` anywhere during an invocation; the metrics middleware publishes them
 *   as one CloudWatch EMF log line at the end of the invocation (after success and after an error alike). An
 *   invocation that counted nothing prints nothing (Powertools' own logMetrics would warn "No application metrics to
 *   publish" on every such request). POWERTOOLS_METRICS_DISABLED=true (the local stack and the tests) stores and
 *   drops instead of printing.
 */
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import type middy from '@middy/core';
import { config } from './config';
import { METRICS_NAMESPACE, type BusinessMetricName } from './metric-names';

export { BusinessMetric } from './metric-names';

export const metrics = new Metrics({ namespace: METRICS_NAMESPACE, defaultDimensions: { stage: config.stage } });

/** One more of `name` in this invocation's metrics. */
export function countMetric(name: BusinessMetricName, count = 1): void {
  metrics.addMetric(name, MetricUnit.Count, count);
}

/** Publishes what the invocation counted, if anything, whether it ended in a response or an error. */
function publishMetrics(): middy.MiddlewareObj {
  const publish = async () => {
    if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
  };
  return { after: publish, onError: publish };
}

/**
 * Use these first on a middy handler: their `after`/`onError` then run last, so metrics counted by the other
 * middlewares' error handling are published.
 */
export function observability(): middy.MiddlewareObj[] {
  return [publishMetrics()];
}
