/**
 * The Stripe adapter's saved cards for a table's open tab (issue 29 item 2) at the HTTP level, as
 * ./stripe-adapter.test.ts does it: a tiny local server stands in for api.stripe.com and the test reads exactly the
 * form parameters that would have gone to Stripe, and how Stripe's answers (a 402 card error among them) are read.
 */
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStripeApi } from '../../../functions/lib/payments/stripe-api';
import { checkoutSessionParams, createStripeGateway } from '../../../functions/lib/payments/stripe-gateway';
import type { CardSetupRequest, PaymentGateway, SavedCardChargeRequest } from '../../../functions/lib/payments/gateway';
import { localServer } from './support';

interface Captured {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  form: Record<string, string>;
}

let server: Awaited<ReturnType<typeof localServer>>;
let captured: Captured[] = [];
let gateway: PaymentGateway;

const offSessionIntent = (form: URLSearchParams, overrides: Record<string, unknown>) => ({
  id: 'pi_3Tab',
  object: 'payment_intent',
  amount: Number(form.get('amount')),
  currency: form.get('currency'),
  customer: form.get('customer'),
  payment_method: form.get('payment_method'),
  application_fee_amount: Number(form.get('application_fee_amount')),
  transfer_data: { destination: form.get('transfer_data[destination]') },
  metadata: { tabId: form.get('metadata[tabId]'), paymentId: form.get('metadata[paymentId]'), restaurantId: form.get('metadata[restaurantId]') },
  latest_charge: null,
  last_payment_error: null,
  ...overrides,
});

/** Answers as Stripe does for the calls the tab makes; the payment method decides an off-session charge's outcome. */
function fakeStripe(req: http.IncomingMessage, res: http.ServerResponse, body: string) {
  const form = new URLSearchParams(body);
  captured.push({ method: req.method!, path: req.url!, headers: req.headers, form: Object.fromEntries(form) });
  const json = (status: number, value: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomUUID()}` });
    res.end(JSON.stringify(value));
  };
  if (req.method === 'POST' && req.url === '/v1/customers') {
    return json(200, { id: 'cus_Tab9', object: 'customer', metadata: { tabId: form.get('metadata[tabId]') } });
  }
  if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
    return json(200, { id: 'cs_test_setup1', object: 'checkout.session', mode: 'setup', url: 'https://checkout.stripe.com/c/pay/cs_test_setup1', status: 'open' });
  }
  if (req.method === 'GET' && req.url === '/v1/checkout/sessions/cs_test_setup1?expand[]=setup_intent.payment_method') {
    return json(200, {
      id: 'cs_test_setup1',
      object: 'checkout.session',
      mode: 'setup',
      status: 'complete',
      payment_status: 'no_payment_required',
      client_reference_id: 'tab-9',
      customer: 'cus_Tab9',
      metadata: { tabId: 'tab-9' },
      customer_details: { email: 'ana@example.com' },
      expires_at: 1_900_000_000,
      url: null,
      setup_intent: {
        id: 'seti_1Saved',
        object: 'setup_intent',
        status: 'succeeded',
        payment_method: { id: 'pm_1Card', object: 'payment_method', type: 'card', card: { brand: 'visa', last4: '4242' } },
      },
    });
  }
  if (req.method === 'GET' && req.url === '/v1/checkout/sessions/cs_test_pay?expand[]=setup_intent.payment_method') {
    return json(200, { id: 'cs_test_pay', object: 'checkout.session', mode: 'payment', status: 'open', payment_status: 'unpaid' });
  }
  if (req.method === 'POST' && req.url === '/v1/payment_intents') {
    const method = form.get('payment_method');
    if (method === 'pm_card_authenticationRequired') {
      // Stripe's 402 for an off-session charge the bank wants authenticated: the error names the intent it left.
      return json(402, {
        error: {
          type: 'card_error',
          code: 'authentication_required',
          decline_code: 'authentication_required',
          message: 'Your card was declined. This transaction requires authentication.',
          payment_intent: offSessionIntent(form, {
            status: 'requires_action',
            last_payment_error: { type: 'card_error', code: 'authentication_required' },
          }),
        },
      });
    }
    if (method === 'pm_card_chargeCustomerFail') {
      return json(402, {
        error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'generic_decline',
          message: 'Your card was declined.',
          payment_intent: offSessionIntent(form, { status: 'requires_payment_method', payment_method: null, latest_charge: 'ch_3Failed' }),
        },
      });
    }
    if (method === 'pm_gone') {
      return json(400, { error: { type: 'invalid_request_error', code: 'resource_missing', param: 'payment_method', message: "No such PaymentMethod: 'pm_gone'" } });
    }
    return json(200, offSessionIntent(form, { status: 'succeeded', latest_charge: 'ch_3Tab' }));
  }
  return json(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such checkout.session' } });
}

beforeAll(async () => {
  server = await localServer(fakeStripe);
  const stripe = createStripeApi({ secretKey: 'sk_test_fake', baseUrl: server.url, maxNetworkRetries: 0 });
  gateway = createStripeGateway({ stripe, webhookSecrets: ['whsec_tab'], publishableKey: 'pk_test_fake' });
});

afterAll(() => server.close());

beforeEach(() => {
  captured = [];
});

const setupRequest: CardSetupRequest = {
  tabId: 'tab-9',
  restaurantId: 'rest-1',
  restaurantName: 'Tacos',
  currency: 'USD',
  successUrl: 'https://tabletap.example/t/tab?session_id={CHECKOUT_SESSION_ID}',
  cancelUrl: 'https://tabletap.example/t/tab?canceled=1',
  expiresAt: 1_900_000_000,
  idempotencyKey: 'tab-card-tab-9',
  locale: 'de',
};

const chargeRequest = (paymentMethodId: string): SavedCardChargeRequest => ({
  customerId: 'cus_Tab9',
  paymentMethodId,
  amountCents: 8450,
  currency: 'USD',
  feeCents: 423,
  destinationAccountId: 'acct_1Tacos',
  description: 'Table 9 at Tacos',
  metadata: { tabId: 'tab-9', paymentId: 'pay-1', restaurantId: 'rest-1' },
  idempotencyKey: 'tab-charge-pay-1',
});

describe('createCardSetupSession', () => {
  it('makes the Customer, then a setup-mode session saving a card to it, each with its idempotency key', async () => {
    expect(await gateway.createCardSetupSession(setupRequest)).toEqual({
      id: 'cs_test_setup1',
      url: 'https://checkout.stripe.com/c/pay/cs_test_setup1',
      customerId: 'cus_Tab9',
    });
    expect(captured.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /v1/customers', 'POST /v1/checkout/sessions']);
    const [customer, session] = captured;
    expect(customer!.headers['idempotency-key']).toBe('tab-card-tab-9-customer');
    expect(customer!.form).toMatchObject({ 'metadata[tabId]': 'tab-9', 'metadata[restaurantId]': 'rest-1' });
    expect(session!.headers['idempotency-key']).toBe('tab-card-tab-9');
    expect(session!.form).toEqual({
      mode: 'setup',
      customer: 'cus_Tab9',
      currency: 'usd',
      'allowed_payment_method_types[0]': 'card',
      'setup_intent_data[metadata][tabId]': 'tab-9',
      'setup_intent_data[metadata][restaurantId]': 'rest-1',
      client_reference_id: 'tab-9',
      'metadata[tabId]': 'tab-9',
      success_url: 'https://tabletap.example/t/tab?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://tabletap.example/t/tab?canceled=1',
      expires_at: '1900000000',
      locale: 'de',
    });
  });
});

describe('retrieveCardSetupSession', () => {
  it('expands the SetupIntent and its payment method: the saved card and its label, and the holder’s e-mail', async () => {
    expect(await gateway.retrieveCardSetupSession('cs_test_setup1')).toEqual({
      id: 'cs_test_setup1',
      tabId: 'tab-9',
      status: 'complete',
      customerId: 'cus_Tab9',
      setupIntentId: 'seti_1Saved',
      paymentMethodId: 'pm_1Card',
      cardLabel: 'Visa ending 4242',
      email: 'ana@example.com',
      url: null,
      expiresAt: 1_900_000_000,
    });
    expect(captured[0]!.path).toBe('/v1/checkout/sessions/cs_test_setup1?expand[]=setup_intent.payment_method');
  });

  it('answers null for an unknown session and for a payment-mode one', async () => {
    expect(await gateway.retrieveCardSetupSession('cs_test_unknown')).toBeNull();
    expect(await gateway.retrieveCardSetupSession('cs_test_pay')).toBeNull();
  });
});

describe('chargeSavedCard', () => {
  it('sends an off-session, confirmed destination charge with the fee, the metadata and the idempotency key', async () => {
    const charge = await gateway.chargeSavedCard(chargeRequest('pm_1Card'));
    expect(charge).toEqual({
      paymentIntentId: 'pi_3Tab',
      status: 'succeeded',
      amountCents: 8450,
      currency: 'USD',
      chargeId: 'ch_3Tab',
      failureCode: null,
      tabId: 'tab-9',
      paymentId: 'pay-1',
    });
    const [call] = captured;
    expect(call!.path).toBe('/v1/payment_intents');
    expect(call!.headers['idempotency-key']).toBe('tab-charge-pay-1');
    expect(call!.form).toEqual({
      amount: '8450',
      currency: 'usd',
      customer: 'cus_Tab9',
      payment_method: 'pm_1Card',
      off_session: 'true',
      confirm: 'true',
      application_fee_amount: '423',
      'transfer_data[destination]': 'acct_1Tacos',
      description: 'Table 9 at Tacos',
      'metadata[tabId]': 'tab-9',
      'metadata[paymentId]': 'pay-1',
      'metadata[restaurantId]': 'rest-1',
    });
  });

  it('answers a 402 authentication_required with the intent Stripe left (requires_action), not a throw', async () => {
    expect(await gateway.chargeSavedCard(chargeRequest('pm_card_authenticationRequired'))).toEqual({
      paymentIntentId: 'pi_3Tab',
      status: 'requires_action',
      amountCents: 8450,
      currency: 'USD',
      chargeId: null,
      failureCode: 'authentication_required',
      tabId: 'tab-9',
      paymentId: 'pay-1',
    });
  });

  it('answers a 402 card_declined with requires_payment_method and the failed charge', async () => {
    expect(await gateway.chargeSavedCard(chargeRequest('pm_card_chargeCustomerFail'))).toMatchObject({
      paymentIntentId: 'pi_3Tab',
      status: 'requires_payment_method',
      chargeId: 'ch_3Failed',
      failureCode: 'card_declined',
    });
  });

  it("throws any other refusal, as the adapter's other calls do", async () => {
    await expect(gateway.chargeSavedCard(chargeRequest('pm_gone'))).rejects.toMatchObject({ statusCode: 400, type: 'invalid_request_error', code: 'resource_missing' });
  });
});

describe('a share of a tab paid through Checkout', () => {
  it('names its tab in the session metadata only (its payment intent is not an off-session charge)', () => {
    const params = checkoutSessionParams({
      orderId: 'pay-2',
      orderCode: 'TAB02',
      restaurantId: 'rest-1',
      restaurantName: 'Tacos',
      destinationAccountId: 'acct_1Tacos',
      currency: 'USD',
      lines: [{ name: 'Share 1 of 2', description: null, unitAmountCents: 1000, quantity: 1 }],
      taxCents: 0,
      tipCents: 0,
      totalCents: 1000,
      feeCents: 50,
      successUrl: 'https://tabletap.example/s',
      cancelUrl: 'https://tabletap.example/c',
      expiresAt: 1_900_000_000,
      paymentMethodTypes: ['card'],
      idempotencyKey: 'k',
      tabId: 'tab-9',
    });
    expect(params.metadata).toEqual({ orderId: 'pay-2', restaurantId: 'rest-1', orderCode: 'TAB02', tabId: 'tab-9' });
    expect(params.payment_intent_data?.metadata).toEqual({ orderId: 'pay-2', restaurantId: 'rest-1' });
  });
});
