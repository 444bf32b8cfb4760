/** With STRIPE_SECRET_KEY set the Stripe adapter is the one in use: the sandbox's pages are not there. */
import '../db/function-env';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';

process.env.LOG_LEVEL = 'SILENT';
process.env.STRIPE_SECRET_KEY = 'sk_test_unit';
process.env.STRIPE_WEBHOOK_SECRET = 'whsec_unit';
process.env.STRIPE_PUBLISHABLE_KEY = 'pk_test_unit';
process.env.SITE_URL = 'https://site.example';
delete process.env.PUBLIC_API_URL;

const { handler } = await import('../../../functions/sandbox-checkout');
const { paymentGateway, sandboxCheckout, sandboxOnboarding } = await import('../../../functions/lib/payments/configured');
const connectSession = (await import('../../../functions/sandbox-connect-session')).handler;
const connectStep = (await import('../../../functions/sandbox-connect-step')).handler;
const connectOnboarding = (await import('../../../functions/sandbox-connect-onboarding')).handler;

const context = { functionName: 'sandbox-checkout', awsRequestId: 'req-1', getRemainingTimeInMillis: () => 1000 } as unknown as Context;
const sessionId = `cs_sandbox_${'a'.repeat(32)}`;

function request(method: 'GET' | 'POST', path: string, pathParameters: Record<string, string>): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: `${method} ${path}`,
    rawPath: path,
    rawQueryString: '',
    headers: {},
    pathParameters,
    isBase64Encoded: false,
    requestContext: { http: { method, path } } as APIGatewayProxyEventV2['requestContext'],
  } as APIGatewayProxyEventV2;
}

describe('payments configured with a Stripe key', () => {
  it('needs no PUBLIC_API_URL and has no sandbox', () => {
    expect(sandboxCheckout).toBeNull();
    expect(sandboxOnboarding).toBeNull();
  });

  it("onboards through Stripe's own component, with the publishable key", () => {
    expect(paymentGateway.connect.gateway).toBe('stripe');
    expect(paymentGateway.connect.publishableKey).toBe('pk_test_unit');
  });

  it('answers 404 on the sandbox onboarding routes', async () => {
    const clientSecret = `sandbox_cs_${'b'.repeat(32)}`;
    const linkId = `sandbox_link_${'c'.repeat(32)}`;
    const state = (await connectSession(request('GET', `/sandbox/connect/sessions/${clientSecret}`, { clientSecret }), context)) as APIGatewayProxyStructuredResultV2;
    expect(state.statusCode).toBe(404);
    const step = {
      ...request('POST', `/sandbox/connect/sessions/${clientSecret}/terms`, { clientSecret, step: 'terms' }),
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ step: 'terms', accepted: true }),
    };
    expect(((await connectStep(step, context)) as APIGatewayProxyStructuredResultV2).statusCode).toBe(404);
    const page = (await connectOnboarding(request('GET', `/sandbox/connect/onboarding/${linkId}`, { linkId }), context)) as APIGatewayProxyStructuredResultV2;
    expect(page.statusCode).toBe(404);
  });

  it('answers 404 on the sandbox checkout routes', async () => {
    const shown = (await handler(request('GET', `/sandbox/checkout/${sessionId}`, { sessionId }), context)) as APIGatewayProxyStructuredResultV2;
    expect(shown.statusCode).toBe(404);
    expect(JSON.parse(shown.body!).error.code).toBe('not_found');
    const paid = (await handler(request('POST', `/sandbox/checkout/${sessionId}/pay`, { sessionId, action: 'pay' }), context)) as APIGatewayProxyStructuredResultV2;
    expect(paid.statusCode).toBe(404);
  });
});
