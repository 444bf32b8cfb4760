import { afterEach, describe, expect, it, vi } from 'vitest';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';

/**
 * Business metrics as they reach CloudWatch: one EMF line per invocation that counted something (the namespace,
 * dimensions and name the alarms in infra/stacks/monitoring.ts watch), nothing for one that counted nothing.
 * Metrics are switched on here, as in AWS (the unit project switches them off).
 */
process.env.TABLE_NAME ??= 'unit-table';
process.env.JWT_ISSUER ??= 'http://localhost:9229/local_unit';
process.env.USER_POOL_CLIENT_ID ??= 'unit-client';
process.env.LOG_LEVEL = 'SILENT';
process.env.STAGE = 'prod';
process.env.POWERTOOLS_SERVICE_NAME = 'stripe-webhook';
process.env.POWERTOOLS_METRICS_DISABLED = 'false';

const { defineRoute } = await import('../../../functions/lib/http/route');
const { BadRequestError } = await import('../../../functions/lib/errors');
const { BusinessMetric, METRICS_NAMESPACE } = await import('../../../functions/lib/metric-names');

const context = { functionName: 'stripe-webhook', awsRequestId: 'req-1', getRemainingTimeInMillis: () => 1000 } as unknown as Context;
const event = {
  version: '2.0',
  routeKey: 'POST /functions/v1/stripe-webhook',
  rawPath: '/functions/v1/stripe-webhook',
  rawQueryString: '',
  headers: { 'stripe-signature': 't=1,v1=00' },
  body: '{}',
  isBase64Encoded: false,
  requestContext: { http: { method: 'POST', path: '/functions/v1/stripe-webhook' } },
} as unknown as APIGatewayProxyEventV2;

function emfLines(write: { mock: { calls: unknown[][] } }): Record<string, unknown>[] {
  return write.mock.calls
    .map(([chunk]) => String(chunk))
    .filter((line) => line.includes('"_aws"'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

afterEach(() => vi.restoreAllMocks());

describe('business metrics', () => {
  it('counts a refused webhook signature, with the dimensions the alarm watches', async () => {
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const handler = defineRoute('stripe-webhook', { rawBody: true }, async () => {
      throw new BadRequestError('The webhook signature is missing, invalid or too old', undefined, 'invalid_signature');
    });
    const res = await handler(event, context);
    expect(res.statusCode).toBe(400);
    const [line, ...more] = emfLines(write);
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      _aws: { CloudWatchMetrics: [{ Namespace: METRICS_NAMESPACE, Dimensions: [['service', 'stage']], Metrics: [{ Name: BusinessMetric.WebhookSignatureFailures, Unit: 'Count' }] }] },
      service: 'stripe-webhook',
      stage: 'prod',
      [BusinessMetric.WebhookSignatureFailures]: 1,
    });
  });

  it('prints nothing for an invocation that counted nothing', async () => {
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const handler = defineRoute('stripe-webhook', { rawBody: true }, async () => ({ received: true }));
    const res = await handler(event, context);
    expect(res.statusCode).toBe(200);
    expect(emfLines(write)).toEqual([]);
  });
});
