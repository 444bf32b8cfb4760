/**
 * The sandbox's saved cards for a table's open tab (issue 29 item 2), as Stripe does them: a Customer and a setup-mode
 * Checkout Session, its hosted page (HTTP to the local API) where a diner picks one of Stripe's test cards and saves it,
 * then off-session charges whose outcome is the test card's, idempotent by key, refundable like a checkout's payment.
 * A local server stands in for the webhook to read exactly what is delivered; constructEvent verifies it as the
 * webhook does.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../functions/lib/composition';
import { paymentGateway } from '../../../functions/lib/payments/configured';
import type { CardSetupRequest, PaymentEvent, PaymentGateway, SavedCardChargeRequest } from '../../../functions/lib/payments/gateway';
import { createSandboxCheckout } from '../../../functions/lib/payments/sandbox/checkout';
import { createSandboxGateway, webhookPath } from '../../../functions/lib/payments/sandbox/gateway';
import { sandboxTestCard } from '../../../functions/lib/payments/sandbox/test-cards';
import { apiUrl } from '../../support/api';
import { checkoutRequestFor } from '../../../functions/lib/domain/checkout/checkout-request';
import { localServer, webhookSecret } from './support';

interface Delivered {
  path: string;
  body: string;
  signature: string | undefined;
}

let server: Awaited<ReturnType<typeof localServer>>;
let delivered: Delivered[] = [];
/** The sandbox with its webhook pointed at the stand-in above (its pages' URLs too: they are driven in-process). */
let gateway: PaymentGateway;
let checkout: ReturnType<typeof createSandboxCheckout>;

beforeAll(async () => {
  server = await localServer((req, res, body) => {
    delivered.push({ path: req.url!, body, signature: req.headers['stripe-signature'] as string | undefined });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"received":true}');
  });
  const settings = { webhookSecret: webhookSecret(), publicApiUrl: server.url };
  gateway = createSandboxGateway(settings, db);
  checkout = createSandboxCheckout(settings, db);
});

afterAll(() => server.close());

beforeEach(() => {
  delivered = [];
});

/** What was delivered, verified as the webhook verifies it. */
const events = (): PaymentEvent[] =>
  delivered.map((d) => {
    expect(d.path).toBe(webhookPath);
    return gateway.constructEvent(d.body, d.signature);
  });

const setupRequest = (overrides: Partial<CardSetupRequest> = {}): CardSetupRequest => {
  const tabId = randomUUID();
  return {
    tabId,
    restaurantId: 'rest-tab',
    restaurantName: "Tomás's Tacos",
    currency: 'USD',
    successUrl: `https://tabletap.example/t/tab?tab=${tabId}&session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `https://tabletap.example/t/tab?tab=${tabId}&canceled=1`,
    expiresAt: Math.floor(Date.now() / 1000) + 31 * 60,
    idempotencyKey: `tab-card-${tabId}`,
    ...overrides,
  };
};

/** A tab whose card was saved on the hosted page, in-process (its event goes to the stand-in). */
async function savedCard(cardNumber: string) {
  const request = setupRequest();
  const created = await gateway.createCardSetupSession(request);
  const outcome = await checkout.save(created.id, sandboxTestCard(cardNumber)!);
  expect(outcome.kind).toBe('redirect');
  const setup = await gateway.retrieveCardSetupSession(created.id);
  expect(setup).toMatchObject({ status: 'complete', customerId: created.customerId });
  delivered = [];
  return { request, customerId: created.customerId, paymentMethodId: setup!.paymentMethodId! };
}

const chargeOf = (card: { request: CardSetupRequest; customerId: string; paymentMethodId: string }, overrides: Partial<SavedCardChargeRequest> = {}): SavedCardChargeRequest => {
  const paymentId = randomUUID();
  return {
    customerId: card.customerId,
    paymentMethodId: card.paymentMethodId,
    amountCents: 8450,
    currency: 'USD',
    feeCents: 423,
    destinationAccountId: 'acct_sandbox_tacos',
    description: "Table 9 at Tomás's Tacos",
    metadata: { tabId: card.request.tabId, paymentId, restaurantId: 'rest-tab' },
    idempotencyKey: `tab-charge-${paymentId}`,
    ...overrides,
  };
};

/** The JSON body of each delivered event, for the fields the domain's view leaves out. */
const deliveredObjects = () => delivered.map((d) => JSON.parse(d.body) as { type: string; data: { object: Record<string, unknown> } });

describe('a setup-mode session in the sandbox', () => {
  it('makes a Customer and an open setup session; the same key answers the same ones', async () => {
    const request = setupRequest();
    const created = await gateway.createCardSetupSession(request);
    expect(created).toEqual({
      id: expect.stringMatching(/^cs_sandbox_[0-9a-f]{32}$/),
      url: expect.stringMatching(new RegExp(`/sandbox/checkout/${created.id}$`)),
      customerId: expect.stringMatching(/^cus_sandbox_/),
    });
    expect(await gateway.createCardSetupSession(request)).toEqual(created);
    expect(await gateway.retrieveCardSetupSession(created.id)).toEqual({
      id: created.id,
      tabId: request.tabId,
      status: 'open',
      customerId: created.customerId,
      setupIntentId: null,
      paymentMethodId: null,
      cardLabel: null,
      email: null,
      url: created.url,
      expiresAt: request.expiresAt,
    });
    const { data: customer } = await db.entities.sandboxCustomer.get({ customerId: created.customerId }).go();
    expect(customer).toMatchObject({ tabId: request.tabId, restaurantId: 'rest-tab', paymentMethods: [] });
    // Not a payment session, and a payment session is not a setup session.
    expect(await gateway.retrieveCheckoutSession(created.id)).toBeNull();
    expect(await gateway.retrieveCardSetupSession(`cs_sandbox_${'0'.repeat(32)}`)).toBeNull();
  });

  it('refuses an expiry less than 30 minutes ahead, as Stripe does', async () => {
    await expect(gateway.createCardSetupSession(setupRequest({ expiresAt: Math.floor(Date.now() / 1000) + 10 * 60 }))).rejects.toThrow(/at least 30 minutes/);
  });

  it("its hosted page offers Stripe's test cards; saving one completes the session and sends the diner to the success URL with the session id", async () => {
    // Through the local API, as a diner's browser: the configured sandbox delivers to the real webhook.
    const request = setupRequest();
    const created = await paymentGateway.createCardSetupSession(request);
    const page = await fetch(created.url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    for (const text of [
      'Sandbox - no real card is charged',
      'Tomás&#39;s Tacos',
      'Save a card for your table&#39;s tab — nothing is charged now',
      'Visa 4242 4242 4242 4242',
      'Visa 4000 0027 6000 3184',
      'Visa 4000 0000 0000 0341',
      '<legend>Test card</legend>',
      'Save card',
      'Cancel',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain(`<form method="post" action="/sandbox/checkout/${created.id}/save">`);
    expect(html).toMatch(/<input type="radio" name="card" value="4242424242424242" checked>/);
    expect(html).not.toMatch(/<script|<link|src=|url\(/i);

    const save = await fetch(`${apiUrl()}/sandbox/checkout/${created.id}/save`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'card=4000+0027+6000+3184',
      redirect: 'manual',
    });
    expect(save.status).toBe(303);
    expect(save.headers.get('location')).toBe(`https://tabletap.example/t/tab?tab=${request.tabId}&session_id=${created.id}`);

    const setup = await paymentGateway.retrieveCardSetupSession(created.id);
    expect(setup).toEqual({
      id: created.id,
      tabId: request.tabId,
      status: 'complete',
      customerId: created.customerId,
      setupIntentId: expect.stringMatching(/^seti_sandbox_/),
      paymentMethodId: expect.stringMatching(/^pm_sandbox_/),
      cardLabel: 'Visa ending 3184',
      email: null,
      url: null,
      expiresAt: request.expiresAt,
    });
    const { data: customer } = await db.entities.sandboxCustomer.get({ customerId: created.customerId }).go();
    expect(customer!.paymentMethods).toEqual([expect.objectContaining({ id: setup!.paymentMethodId, testCard: '4000002760003184', last4: '3184', setupIntentId: setup!.setupIntentId })]);

    // Saved once: the page now says so, and a second Save changes nothing.
    expect(await (await fetch(created.url)).text()).toContain('Card saved');
    const again = await fetch(`${apiUrl()}/sandbox/checkout/${created.id}/save`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'card=4242424242424242',
      redirect: 'manual',
    });
    expect(again.status).toBe(409);
    expect((await paymentGateway.retrieveCardSetupSession(created.id))!.cardLabel).toBe('Visa ending 3184');
  });

  it('answers a form that is not a test card with a 400 that says which are', async () => {
    const created = await paymentGateway.createCardSetupSession(setupRequest());
    const post = (body: string) =>
      fetch(`${apiUrl()}/sandbox/checkout/${created.id}/save`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body, redirect: 'manual' });
    const unknown = await post('card=4111111111111111');
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ error: { code: 'unknown_test_card', message: expect.stringContaining('4242424242424242') } });
    expect((await post('card=4242424242424242&cvc=123')).status).toBe(400);
    expect((await paymentGateway.retrieveCardSetupSession(created.id))!.status).toBe('open');
  });

  it('delivers a signed checkout.session.completed in setup mode, read as card_setup_completed with the SetupIntent id', async () => {
    const request = setupRequest();
    const created = await gateway.createCardSetupSession(request);
    await checkout.save(created.id, sandboxTestCard('4242424242424242')!, 'holder@example.com');
    const setup = await gateway.retrieveCardSetupSession(created.id);
    // The page's e-mail is the holder's (Stripe's customer_details.email), where the automatic charge's receipt goes.
    expect(setup?.email).toBe('holder@example.com');
    expect(events()).toEqual([
      {
        id: expect.stringMatching(/^evt_sandbox_/),
        account: null,
        kind: 'card_setup_completed',
        // An event names the SetupIntent only; the domain retrieves the session for the card.
        setup: { ...setup, paymentMethodId: null, cardLabel: null },
      },
    ]);
    expect(deliveredObjects()[0]!.data.object).toMatchObject({
      object: 'checkout.session',
      mode: 'setup',
      status: 'complete',
      customer: created.customerId,
      setup_intent: setup!.setupIntentId,
      client_reference_id: request.tabId,
      metadata: { tabId: request.tabId },
    });
    expect(setup!.cardLabel).toBe('Visa ending 4242');
  });

  it("expires like a payment session: expireCheckoutSession sends checkout.session.expired, read as card_setup_expired, and the page says so", async () => {
    const request = setupRequest();
    const created = await gateway.createCardSetupSession(request);
    const expired = await gateway.expireCheckoutSession(created.id);
    expect(expired).toMatchObject({ id: created.id, status: 'expired', orderId: null, tabId: request.tabId, paymentIntentId: null });
    expect(events()).toEqual([expect.objectContaining({ kind: 'card_setup_expired', setup: expect.objectContaining({ id: created.id, status: 'expired', tabId: request.tabId }) })]);
    expect(await gateway.expireCheckoutSession(created.id)).toMatchObject({ status: 'expired' });
    expect(delivered).toHaveLength(1);
    const shown = await checkout.show(created.id);
    expect(shown).toMatchObject({ kind: 'page', status: 200, html: expect.stringContaining('no card was saved') });
  });

  it('a payment session made for a share of a tab carries metadata.tabId on its retrieve and its events', async () => {
    const tabId = randomUUID();
    const order = {
      id: randomUUID(),
      orderCode: 'TAB01',
      restaurantId: 'rest-tab',
      tableLabel: '9',
      currency: 'USD',
      taxCents: 0,
      tipCents: 0,
      totalCents: 1200,
      feeCents: 60,
      createdAt: new Date().toISOString(),
      lines: [{ itemId: 'x', itemName: 'Tacos', qty: 1, unitPriceCents: 1200, lineTotalCents: 1200, options: [], removedIngredients: [], note: null }],
    };
    const request = {
      ...checkoutRequestFor({ order: order as never, restaurant: { name: 'Tacos' }, destinationAccountId: 'acct_sandbox_tacos', siteUrl: 'https://tabletap.example' }),
      tabId,
    };
    const created = await gateway.createCheckoutSession(request);
    expect(await gateway.retrieveCheckoutSession(created.id)).toMatchObject({ orderId: order.id, tabId });
    await checkout.pay(created.id);
    expect(events()).toEqual([expect.objectContaining({ kind: 'checkout_completed', session: expect.objectContaining({ orderId: order.id, tabId }) })]);
  });
});

describe('charging a saved card off-session in the sandbox', () => {
  it('charges 4242 at once: succeeded with its charge, the fee and destination kept, payment_intent.succeeded delivered once', async () => {
    const card = await savedCard('4242424242424242');
    const request = chargeOf(card);
    const charge = await gateway.chargeSavedCard(request);
    expect(charge).toEqual({
      paymentIntentId: expect.stringMatching(/^pi_sandbox_[0-9a-f]{32}$/),
      status: 'succeeded',
      amountCents: 8450,
      currency: 'USD',
      chargeId: expect.stringMatching(/^ch_sandbox_/),
      failureCode: null,
      tabId: card.request.tabId,
      paymentId: request.metadata.paymentId,
    });
    const { data: intent } = await db.entities.sandboxPaymentIntent.get({ paymentIntentId: charge.paymentIntentId! }).go();
    expect(intent).toMatchObject({ feeCents: 423, destinationAccountId: 'acct_sandbox_tacos', customerId: card.customerId, paymentMethodId: card.paymentMethodId });
    expect(events()).toEqual([{ id: expect.stringMatching(/^evt_sandbox_/), account: null, kind: 'saved_card_charge_succeeded', charge }]);
    expect(deliveredObjects()[0]!.data.object).toMatchObject({
      object: 'payment_intent',
      status: 'succeeded',
      amount_received: 8450,
      application_fee_amount: 423,
      transfer_data: { destination: 'acct_sandbox_tacos' },
      latest_charge: charge.chargeId,
      customer: card.customerId,
      payment_method: card.paymentMethodId,
      description: "Table 9 at Tomás's Tacos",
      metadata: request.metadata,
    });
  });

  it('is idempotent by key: the same key answers the same intent and delivers nothing more; another request under it is refused', async () => {
    const card = await savedCard('4242424242424242');
    const request = chargeOf(card);
    const [a, b] = await Promise.all([gateway.chargeSavedCard(request), gateway.chargeSavedCard(request)]);
    expect(b).toEqual(a);
    expect(await gateway.chargeSavedCard(request)).toEqual(a);
    expect(events().filter((e) => e.kind === 'saved_card_charge_succeeded')).toHaveLength(1);
    await expect(gateway.chargeSavedCard({ ...request, amountCents: 9000 })).rejects.toMatchObject({ statusCode: 400, type: 'idempotency_error' });
  });

  it('answers 3184 with requires_action / authentication_required (no throw) and delivers payment_intent.payment_failed', async () => {
    const card = await savedCard('4000002760003184');
    const charge = await gateway.chargeSavedCard(chargeOf(card));
    expect(charge).toMatchObject({ status: 'requires_action', failureCode: 'authentication_required', chargeId: null, paymentIntentId: expect.stringMatching(/^pi_sandbox_/) });
    expect(events()).toEqual([expect.objectContaining({ kind: 'saved_card_charge_failed', charge })]);
    expect(deliveredObjects()[0]!.data.object).toMatchObject({ status: 'requires_action', last_payment_error: { type: 'card_error', code: 'authentication_required' } });
  });

  it('answers 0341 (saved fine) with requires_payment_method / card_declined and delivers payment_intent.payment_failed', async () => {
    const card = await savedCard('4000000000000341');
    const charge = await gateway.chargeSavedCard(chargeOf(card));
    expect(charge).toMatchObject({ status: 'requires_payment_method', failureCode: 'card_declined', chargeId: null });
    expect(events()).toEqual([expect.objectContaining({ kind: 'saved_card_charge_failed', charge })]);
    expect(deliveredObjects()[0]!.data.object).toMatchObject({ last_payment_error: { code: 'card_declined', decline_code: 'generic_decline' } });
    // A refused charge has nothing to refund.
    await expect(
      gateway.createRefund({ paymentIntentId: charge.paymentIntentId!, amountCents: 100, idempotencyKey: randomUUID(), metadata: { orderId: 'x', refundId: 'y' } }),
    ).rejects.toMatchObject({ statusCode: 400, code: 'charge_not_refundable' });
  });

  it("refuses a Customer or PaymentMethod it does not know, as Stripe's invalid_request_error", async () => {
    const card = await savedCard('4242424242424242');
    await expect(gateway.chargeSavedCard(chargeOf(card, { customerId: 'cus_sandbox_nobody' }))).rejects.toMatchObject({
      statusCode: 400,
      type: 'invalid_request_error',
      code: 'resource_missing',
    });
    await expect(gateway.chargeSavedCard(chargeOf(card, { paymentMethodId: 'pm_sandbox_nothing' }))).rejects.toMatchObject({
      statusCode: 400,
      type: 'invalid_request_error',
      code: 'resource_missing',
    });
    expect(delivered).toHaveLength(0);
  });

  it('refunds an off-session charge like a checkout payment: charge.refunded and refund.updated on its payment intent', async () => {
    const card = await savedCard('4242424242424242');
    const charge = await gateway.chargeSavedCard(chargeOf(card));
    delivered = [];
    const key = randomUUID();
    const refund = await gateway.createRefund({
      paymentIntentId: charge.paymentIntentId!,
      amountCents: 2000,
      idempotencyKey: `refund-${key}`,
      reason: 'requested_by_customer',
      metadata: { orderId: charge.paymentId!, refundId: key },
    });
    expect(refund).toMatchObject({ status: 'succeeded', amountCents: 2000, currency: 'USD', paymentIntentId: charge.paymentIntentId, chargeId: charge.chargeId });
    expect(events()).toEqual([
      expect.objectContaining({ kind: 'charge_refunded', chargeId: charge.chargeId, paymentIntentId: charge.paymentIntentId, amountRefundedCents: 2000, refunds: [refund] }),
      expect.objectContaining({ kind: 'refund_updated', refund }),
    ]);
    await expect(
      gateway.createRefund({ paymentIntentId: charge.paymentIntentId!, amountCents: 6451, idempotencyKey: randomUUID(), metadata: { orderId: 'o', refundId: 'r' } }),
    ).rejects.toMatchObject({ statusCode: 400, code: 'amount_too_large' });
  });
});
