/**
 * Powertools Tracer and Metrics, one of each per process, and the middy middlewares every handler wears (the HTTP
 * wrapper in functions/lib/http/route.ts, the WebSocket handlers, the stream handler).
 *
 * - Tracing: the handler's X-Ray subsegment (the function has active tracing, infra/stacks/function-defaults.ts),
 *   with the AWS SDK's HTTPS calls as its children. The response is not recorded (orders are diners' data). Outside
 *   Lambda (npm start, tests) the tracer switches itself off; the local stack also sets POWERTOOLS_TRACE_ENABLED=false.
 * - Metrics: `countMetric(BusinessMetric.X)` anywhere during an invocation; the metrics middleware publishes them
 *   as one CloudWatch EMF log line at the end of the invocation (after success and after an error alike). An
 *   invocation that counted nothing prints nothing (Powertools' own logMetrics would warn "No application metrics to
 *   publish" on every such request). POWERTOOLS_METRICS_DISABLED=true (the local stack and the tests) stores and
 *   drops instead of printing.
 */
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { Tracer } from '@aws-lambda-powertools/tracer';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import type middy from '@middy/core';
import { config } from './config';
import { METRICS_NAMESPACE, type BusinessMetricName } from './metric-names';

export { BusinessMetric } from './metric-names';

/** Service name: POWERTOOLS_SERVICE_NAME, the function's name (set by CDK). */
export const tracer = new Tracer();

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
 * middlewares' error handling are published and the trace covers the whole invocation.
 */
export function observability(): middy.MiddlewareObj[] {
  return [publishMetrics(), captureLambdaHandler(tracer, { captureResponse: false }) as middy.MiddlewareObj];
}
