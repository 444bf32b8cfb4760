/**
 * The Stripe adapter at the HTTP level: a tiny local server stands in for api.stripe.com, the adapter's REST client
 * (functions/lib/payments/stripe-api.ts) talks to it, and the test reads exactly what would have gone to Stripe.
 * Webhooks are signed with the `stripe` package's own signer, so our verifier is checked against Stripe's scheme.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '../../../shared/api';
import { checkoutRequestFor } from '../../../functions/lib/domain/checkout/checkout-request';
import { STRIPE_API_VERSION, StripeApiError, createStripeApi } from '../../../functions/lib/payments/stripe-api';
import { createStripeGateway, refundParams } from '../../../functions/lib/payments/stripe-gateway';
import type { PaymentGateway, RefundRequest } from '../../../functions/lib/payments/gateway';

interface Captured {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  form: URLSearchParams;
}

const WEBHOOK_SECRET = 'whsec_adapter_test';
let server: http.Server;
let captured: Captured[] = [];
let gateway: PaymentGateway;
let port: number;

/**
 * Answers like Stripe: a session for POST /v1/checkout/sessions, a known or a missing session for GET; an Express
 * account, a known or missing account, an account session and an account link for Connect.
 */
function fakeStripe(req: http.IncomingMessage, res: http.ServerResponse, body: string) {
  captured.push({ method: req.method!, path: req.url!, headers: req.headers, form: new URLSearchParams(body) });
  const json = (status: number, value: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomUUID()}` });
    res.end(JSON.stringify(value));
  };
  if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
    return json(200, { id: 'cs_test_abc', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_test_abc', status: 'open', payment_status: 'unpaid' });
  }
  if (req.method === 'POST' && req.url === '/v1/accounts') {
    return json(200, { id: 'acct_1New', object: 'account', type: 'express', charges_enabled: false, payouts_enabled: false, details_submitted: false });
  }
  if (req.method === 'GET' && req.url === '/v1/accounts/acct_1Known') {
    return json(200, {
      id: 'acct_1Known',
      object: 'account',
      type: 'express',
      charges_enabled: true,
      payouts_enabled: false,
      details_submitted: true,
      requirements: { currently_due: ['external_account'], past_due: ['tos_acceptance.date'], eventually_due: [], errors: [] },
    });
  }
  if (req.method === 'POST' && req.url === '/v1/account_sessions') {
    if (new URLSearchParams(body).get('account') !== 'acct_1Known') {
      return json(400, { error: { type: 'invalid_request_error', code: 'account_invalid', message: 'The provided key does not have access to account' } });
    }
    return json(200, { object: 'account_session', account: 'acct_1Known', client_secret: 'accs_secret_abc', expires_at: 1_900_000_000, livemode: false, components: {} });
  }
  if (req.method === 'POST' && req.url === '/v1/account_links') {
    return json(200, { object: 'account_link', url: 'https://connect.stripe.com/setup/e/acct_1Known/abc', expires_at: 1_900_000_000, created: 1_800_000_000 });
  }
  if (req.method === 'POST' && req.url === '/v1/refunds') {
    const form = new URLSearchParams(body);
    const amount = Number(form.get('amount'));
    // What Stripe answers a refund above what is left on the charge (here: 2000 charged).
    if (amount > 2000) {
      return json(400, {
        error: { type: 'invalid_request_error', code: 'amount_too_large', param: 'amount', message: `Refund amount ($${amount / 100}) is greater than unrefunded amount on charge ($20.00)` },
      });
    }
    return json(200, {
      id: 're_3Refund',
      object: 'refund',
      amount,
      currency: 'usd',
      charge: 'ch_3Paid',
      payment_intent: form.get('payment_intent'),
      reason: form.get('reason'),
      status: 'succeeded',
      metadata: { orderId: form.get('metadata[orderId]'), refundId: form.get('metadata[refundId]') },
      transfer_reversal: 'trr_1',
      created: 1_800_000_000,
    });
  }
  if (req.method === 'GET' && req.url === '/v1/checkout/sessions/cs_test_paid') {
    return json(200, {
      id: 'cs_test_paid',
      object: 'checkout.session',
      client_reference_id: 'order-1',
      metadata: { orderId: 'order-1' },
      status: 'complete',
      payment_status: 'paid',
      amount_total: 2000,
      currency: 'usd',
      url: null,
      expires_at: 1_900_000_000,
      payment_intent: 'pi_3Paid',
    });
  }
  if (req.method === 'POST' && req.url === '/v1/checkout/sessions/cs_test_open/expire') {
    return json(200, {
      id: 'cs_test_open',
      object: 'checkout.session',
      client_reference_id: 'order-2',
      metadata: { orderId: 'order-2' },
      status: 'expired',
      payment_status: 'unpaid',
      amount_total: 1500,
      currency: 'usd',
      url: null,
      expires_at: 1_900_000_000,
      payment_intent: null,
    });
  }
  // What Stripe answers expiring a session that is no longer open.
  if (req.method === 'POST' && req.url === '/v1/checkout/sessions/cs_test_paid/expire') {
    return json(400, { error: { type: 'invalid_request_error', message: 'Only Checkout Sessions with a status of `open` can be expired.' } });
  }
  return json(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such checkout.session' } });
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => fakeStripe(req, res, body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  ({ port } = server.address() as AddressInfo);
  const stripe = createStripeApi({ secretKey: 'sk_test_fake', baseUrl: `http://127.0.0.1:${port}`, maxNetworkRetries: 0 });
  gateway = createStripeGateway({ stripe, webhookSecrets: ['whsec_platform_endpoint', WEBHOOK_SECRET], publishableKey: 'pk_test_fake' });
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  captured = [];
});

const order: Order = {
  id: '2b7e1e6c-1f7a-4c4e-9a55-0f4d1f2f9e01',
  orderCode: 'K7PXD',
  restaurantId: 'rest-1',
  status: 'pending_payment',
  tableLabel: 'Patio 4',
  note: null,
  subtotalCents: 5050,
  taxCents: 404,
  tipCents: 909,
  totalCents: 6363,
  feeCents: 318,
  currency: 'USD',
  paymentState: 'unpaid',
  refundedCents: 0,
  createdAt: new Date().toISOString(),
  paidAt: null,
  prepStartedAt: null,
  readyAt: null,
  servedAt: null,
  lines: [
    {
      itemId: 'pizza',
      itemName: 'Margherita',
      qty: 2,
      unitPriceCents: 1900,
      lineTotalCents: 3800,
      options: [{ groupName: 'Size', optionName: 'Large', priceDeltaCents: 400 }],
      removedIngredients: ['Basil'],
      note: 'Well done',
    },
    { itemId: 'salad', itemName: 'Caesar Salad', qty: 1, unitPriceCents: 1250, lineTotalCents: 1250, options: [], removedIngredients: [], note: null },
  ],
};

describe('createCheckoutSession', () => {
  it('sends a destination charge with the fee, the idempotency key, a 30-minute expiry and the return URLs', async () => {
    const request = checkoutRequestFor({
      // Made just now, as create-payment makes it (the expiry is reckoned from the order's creation).
      order: { ...order, createdAt: new Date().toISOString() },
      restaurant: { name: 'Trattoria' },
      destinationAccountId: 'acct_1Restaurant',
      siteUrl: 'https://tabletap.example',
      locale: 'es',
    });
    const session = await gateway.createCheckoutSession(request);
    expect(session).toEqual({ id: 'cs_test_abc', url: 'https://checkout.stripe.com/c/pay/cs_test_abc' });

    expect(captured).toHaveLength(1);
    const [call] = captured;
    expect(call!.method).toBe('POST');
    expect(call!.path).toBe('/v1/checkout/sessions');
    expect(call!.headers['idempotency-key']).toBe(`checkout-${order.id}`);
    expect(call!.headers.authorization).toBe('Bearer sk_test_fake');
    expect(call!.headers['stripe-version']).toBe(STRIPE_API_VERSION);
    expect(call!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const form = Object.fromEntries(call!.form);
    expect(form).toMatchObject({
      mode: 'payment',
      'payment_intent_data[application_fee_amount]': '318',
      'payment_intent_data[transfer_data][destination]': 'acct_1Restaurant',
      'payment_intent_data[metadata][orderId]': order.id,
      'payment_intent_data[metadata][restaurantId]': 'rest-1',
      client_reference_id: order.id,
      'metadata[orderId]': order.id,
      success_url: `https://tabletap.example/order/success?oid=${order.id}&session_id={CHECKOUT_SESSION_ID}&table=Patio%204&lang=es`,
      cancel_url: `https://tabletap.example/order/cancel?oid=${order.id}&restaurant_id=rest-1&table=Patio%204&lang=es`,
      locale: 'es',
      // Only methods confirmed at the table: never whatever the dashboard enables (a bank debit settles days later).
      'allowed_payment_method_types[0]': 'card',
    });
    expect(form['allowed_payment_method_types[1]']).toBeUndefined();
    const minutesAhead = (Number(form.expires_at) - Date.now() / 1000) / 60;
    expect(minutesAhead).toBeGreaterThanOrEqual(30);
    expect(minutesAhead).toBeLessThanOrEqual(31.1);

    // Stripe's total is ours: the lines, then tax and tip as lines of their own.
    const lineItems = [0, 1, 2, 3].map((i) => ({
      name: form[`line_items[${i}][price_data][product_data][name]`],
      amount: Number(form[`line_items[${i}][price_data][unit_amount]`]),
      quantity: Number(form[`line_items[${i}][quantity]`]),
      currency: form[`line_items[${i}][price_data][currency]`],
    }));
    expect(lineItems).toEqual([
      { name: 'Margherita', amount: 1900, quantity: 2, currency: 'usd' },
      { name: 'Caesar Salad', amount: 1250, quantity: 1, currency: 'usd' },
      { name: 'Tax', amount: 404, quantity: 1, currency: 'usd' },
      { name: 'Tip', amount: 909, quantity: 1, currency: 'usd' },
    ]);
    expect(lineItems.reduce((sum, l) => sum + l.amount * l.quantity, 0)).toBe(order.totalCents);
    expect(form['line_items[0][price_data][product_data][description]']).toBe('Size: Large, No Basil, Note: Well done');
    expect(form['line_items[4][quantity]']).toBeUndefined();
  });

  it('sends the same parameters for a repeated attempt, so Stripe replays the first session', async () => {
    const fresh = { ...order, createdAt: new Date().toISOString() };
    const request = () => checkoutRequestFor({ order: fresh, restaurant: { name: 'Trattoria' }, destinationAccountId: 'acct_1', siteUrl: 'https://x.example' });
    await gateway.createCheckoutSession(request());
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await gateway.createCheckoutSession(request());
    expect(captured).toHaveLength(2);
    expect(captured[1]!.headers['idempotency-key']).toBe(captured[0]!.headers['idempotency-key']);
    expect(captured[1]!.form.toString()).toBe(captured[0]!.form.toString());
  });

  it('a retry minutes later moves to a later expiry under a key of its own: never a stale expires_at, never a reused key with new parameters', async () => {
    const created = Math.floor(Date.parse(order.createdAt) / 1000);
    const at = (secondsAfter: number) =>
      checkoutRequestFor({ order, restaurant: { name: 'T' }, destinationAccountId: 'acct_1', siteUrl: 'https://x.example', nowSeconds: created + secondsAfter });
    expect(at(0)).toMatchObject({ expiresAt: created + 31 * 60, idempotencyKey: `checkout-${order.id}` });
    expect(at(20)).toMatchObject({ expiresAt: created + 31 * 60, idempotencyKey: `checkout-${order.id}` });
    // Two minutes later the first expiry is under 30 minutes ahead, which Stripe refuses.
    const later = at(120);
    expect(later.expiresAt - (created + 120)).toBeGreaterThanOrEqual(30 * 60);
    expect(later.idempotencyKey).not.toBe(`checkout-${order.id}`);
    expect(at(300)).toMatchObject({ expiresAt: later.expiresAt, idempotencyKey: later.idempotencyKey });
    // Whenever the retry comes (up to a day), the expiry is 30 to 41 minutes ahead and each key has one expiry.
    const expiryOfKey = new Map<string, number>();
    for (let after = 0; after <= 24 * 3600; after += 37) {
      const request = at(after);
      const ahead = request.expiresAt - (created + after);
      expect(ahead, `${after} s after`).toBeGreaterThanOrEqual(30 * 60);
      expect(ahead, `${after} s after`).toBeLessThanOrEqual(41 * 60);
      expect(expiryOfKey.get(request.idempotencyKey) ?? request.expiresAt).toBe(request.expiresAt);
      expiryOfKey.set(request.idempotencyKey, request.expiresAt);
    }
  });

  it('refuses to send a checkout whose lines do not add up to the total', async () => {
    const request = checkoutRequestFor({ order: { ...order, totalCents: 6000 }, restaurant: { name: 'T' }, destinationAccountId: 'acct_1', siteUrl: 'https://x.example' });
    await expect(gateway.createCheckoutSession(request)).rejects.toThrow('does not add up');
    expect(captured).toHaveLength(0);
  });
});

describe('retrieveCheckoutSession', () => {
  it('reads the order id, payment status and payment intent of a session, and null for one Stripe does not know', async () => {
    expect(await gateway.retrieveCheckoutSession('cs_test_paid')).toEqual({
      id: 'cs_test_paid',
      orderId: 'order-1',
      status: 'complete',
      paymentStatus: 'paid',
      amountTotalCents: 2000,
      currency: 'USD',
      url: null,
      expiresAt: 1_900_000_000,
      paymentIntentId: 'pi_3Paid',
      tabId: null,
    });
    expect(await gateway.retrieveCheckoutSession('cs_test_missing')).toBeNull();
    expect(captured.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /v1/checkout/sessions/cs_test_paid', 'GET /v1/checkout/sessions/cs_test_missing']);
  });
});

describe('expireCheckoutSession (a table round taken back, issue 28)', () => {
  it("expires an open session, reads a paid one as it is when Stripe refuses, and null for one Stripe does not know", async () => {
    expect(await gateway.expireCheckoutSession('cs_test_open')).toMatchObject({ id: 'cs_test_open', orderId: 'order-2', status: 'expired', paymentStatus: 'unpaid' });
    expect(await gateway.expireCheckoutSession('cs_test_paid')).toMatchObject({ id: 'cs_test_paid', status: 'complete', paymentStatus: 'paid' });
    expect(await gateway.expireCheckoutSession('cs_test_missing')).toBeNull();
    expect(captured.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /v1/checkout/sessions/cs_test_open/expire',
      'POST /v1/checkout/sessions/cs_test_paid/expire',
      'GET /v1/checkout/sessions/cs_test_paid',
      'POST /v1/checkout/sessions/cs_test_missing/expire',
    ]);
  });
});

describe('createRefund', () => {
  const request: RefundRequest = {
    paymentIntentId: 'pi_3Paid',
    amountCents: 1250,
    idempotencyKey: 'refund-order-1-r1',
    reason: 'requested_by_customer',
    metadata: { orderId: 'order-1', refundId: 'r1' },
  };

  it('refunds the payment intent with the transfer and the fee reversed, the reason, our ids and the idempotency key', async () => {
    const refund = await gateway.createRefund(request);
    expect(refund).toEqual({
      id: 're_3Refund',
      status: 'succeeded',
      amountCents: 1250,
      currency: 'USD',
      paymentIntentId: 'pi_3Paid',
      chargeId: 'ch_3Paid',
      failureReason: null,
      orderId: 'order-1',
      refundId: 'r1',
    });
    expect(captured).toHaveLength(1);
    const [call] = captured;
    expect(call!.path).toBe('/v1/refunds');
    expect(call!.headers['idempotency-key']).toBe('refund-order-1-r1');
    expect(call!.headers['stripe-version']).toBe(STRIPE_API_VERSION);
    expect(Object.fromEntries(call!.form)).toEqual({
      payment_intent: 'pi_3Paid',
      amount: '1250',
      reverse_transfer: 'true',
      refund_application_fee: 'true',
      reason: 'requested_by_customer',
      'metadata[orderId]': 'order-1',
      'metadata[refundId]': 'r1',
    });
  });

  it("sends exactly what the official stripe package sends for refunds.create (its types check the parameters' names)", async () => {
    // refundParams is typed Stripe.RefundCreateParams: a misspelt parameter fails to compile; here the package's own
    // client encodes it and its request must be ours, byte for byte, with the same idempotency key.
    const official = new Stripe('sk_test_fake', { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 });
    for (const each of [request, { ...request, reason: undefined, idempotencyKey: 'refund-order-1-r2' }]) {
      captured = [];
      await official.refunds.create(refundParams(each), { idempotencyKey: each.idempotencyKey });
      await gateway.createRefund(each);
      expect(captured).toHaveLength(2);
      const [theirs, ours] = captured;
      expect(ours!.path).toBe(theirs!.path);
      expect(ours!.headers['idempotency-key']).toBe(theirs!.headers['idempotency-key']);
      expect([...ours!.form].sort()).toEqual([...theirs!.form].sort());
    }
  });

  it("passes Stripe's refusal of an amount above what is left on", async () => {
    await expect(gateway.createRefund({ ...request, amountCents: 2500 })).rejects.toMatchObject({
      name: 'StripeApiError',
      statusCode: 400,
      code: 'amount_too_large',
    });
  });
});

describe('Connect', () => {
  it('names itself stripe and hands out the publishable key', () => {
    expect(gateway.connect.gateway).toBe('stripe');
    expect(gateway.connect.publishableKey).toBe('pk_test_fake');
  });

  it('creates an Express account with both capabilities, the restaurant in its metadata and the idempotency key', async () => {
    const created = await gateway.connect.createAccount({
      restaurantId: 'rest-1',
      email: 'owner@example.com',
      idempotencyKey: 'connect-account-rest-1',
    });
    expect(created).toEqual({ accountId: 'acct_1New' });
    expect(captured).toHaveLength(1);
    const [call] = captured;
    expect(`${call!.method} ${call!.path}`).toBe('POST /v1/accounts');
    expect(call!.headers['idempotency-key']).toBe('connect-account-rest-1');
    expect(Object.fromEntries(call!.form)).toEqual({
      type: 'express',
      email: 'owner@example.com',
      'capabilities[card_payments][requested]': 'true',
      'capabilities[transfers][requested]': 'true',
      'metadata[restaurantId]': 'rest-1',
    });
  });

  it('sends the country only when given', async () => {
    await gateway.connect.createAccount({ restaurantId: 'rest-2', country: 'NL', idempotencyKey: 'connect-account-rest-2' });
    const form = Object.fromEntries(captured[0]!.form);
    expect(form.country).toBe('NL');
    expect(form.email).toBeUndefined();
  });

  it('opens an account session with the onboarding component enabled', async () => {
    expect(await gateway.connect.createAccountSession('acct_1Known')).toEqual({ clientSecret: 'accs_secret_abc' });
    const [call] = captured;
    expect(`${call!.method} ${call!.path}`).toBe('POST /v1/account_sessions');
    expect(Object.fromEntries(call!.form)).toEqual({ account: 'acct_1Known', 'components[account_onboarding][enabled]': 'true' });
  });

  it('makes an account_onboarding link with the refresh and return URLs', async () => {
    const urls = { refreshUrl: 'https://x.example/owner/settings/payments?onboarding=refresh', returnUrl: 'https://x.example/owner/settings/payments?onboarding=return' };
    expect(await gateway.connect.createOnboardingLink('acct_1Known', urls)).toEqual({ url: 'https://connect.stripe.com/setup/e/acct_1Known/abc' });
    const [call] = captured;
    expect(`${call!.method} ${call!.path}`).toBe('POST /v1/account_links');
    expect(Object.fromEntries(call!.form)).toEqual({
      account: 'acct_1Known',
      type: 'account_onboarding',
      refresh_url: urls.refreshUrl,
      return_url: urls.returnUrl,
    });
  });

  it("reads an account's flags and requirements, and null for an account Stripe does not know", async () => {
    expect(await gateway.connect.retrieveAccount('acct_1Known')).toEqual({
      accountId: 'acct_1Known',
      chargesEnabled: true,
      payoutsEnabled: false,
      detailsSubmitted: true,
      requirements: { currentlyDue: ['external_account'], pastDue: ['tos_acceptance.date'] },
    });
    expect(await gateway.connect.retrieveAccount('acct_1Missing')).toBeNull();
    expect(captured.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /v1/accounts/acct_1Known', 'GET /v1/accounts/acct_1Missing']);
  });

  it('passes any other Stripe failure on (the domain answers 502)', async () => {
    await expect(gateway.connect.createAccountSession('acct_1Missing')).rejects.toThrow(StripeApiError);
  });
});

describe('constructEvent', () => {
  const payload = JSON.stringify({
    id: 'evt_1',
    object: 'event',
    type: 'checkout.session.completed',
    data: { object: { id: 'cs_1', object: 'checkout.session', client_reference_id: 'order-9', status: 'complete', payment_status: 'paid', amount_total: 2000, currency: 'usd' } },
  });

  it("verifies Stripe's signature (with any of the endpoints' secrets) and reduces the event", () => {
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect(gateway.constructEvent(payload, signature)).toEqual({
      id: 'evt_1',
      account: null,
      kind: 'checkout_completed',
      session: { id: 'cs_1', orderId: 'order-9', status: 'complete', paymentStatus: 'paid', amountTotalCents: 2000, currency: 'USD', url: null, expiresAt: null, paymentIntentId: null, tabId: null },
    });
  });

  it('refuses another secret, no signature and a signature older than 5 minutes', () => {
    const wrong = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    const stale = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: Math.floor(Date.now() / 1000) - 301 });
    for (const signature of [wrong, undefined, stale]) {
      expect(() => gateway.constructEvent(payload, signature)).toThrow(expect.objectContaining({ status: 400, code: 'invalid_signature' }));
    }
  });
});
