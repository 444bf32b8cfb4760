/**
 * Stripe's events of a table's open tab (issue 29) read as the domain's PaymentEvent: setup-mode checkout sessions
 * (a card saved, or the page expired unsaved) and off-session charges of the saved card. Payment-mode sessions keep
 * their kinds; a payment intent without metadata.tabId is not ours to act on.
 */
import '../db/function-env';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { verifyStripeEvent } from '../../../functions/lib/payments/stripe-events';

const secret = 'whsec_unit_tab';
const read = (event: Record<string, unknown>) => {
  const payload = JSON.stringify({ object: 'event', api_version: '2026-10-28.endive', created: 1_800_000_000, livemode: false, ...event });
  return verifyStripeEvent(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret }), [secret]);
};

/** A setup-mode Checkout Session as Stripe sends it in an event: setup_intent is an id. */
const setupSession = (status: 'complete' | 'expired', setupIntent: string | null) => ({
  id: 'cs_test_setup1',
  object: 'checkout.session',
  mode: 'setup',
  status,
  payment_status: 'no_payment_required',
  client_reference_id: 'tab-9',
  customer: 'cus_Tab9',
  metadata: { tabId: 'tab-9' },
  currency: 'usd',
  amount_total: null,
  expires_at: 1_800_001_800,
  payment_intent: null,
  setup_intent: setupIntent,
  customer_details: status === 'complete' ? { email: 'ana@example.com' } : null,
  url: null,
});

/** An off-session PaymentIntent as Stripe sends it in payment_intent.* events. */
const offSessionIntent = (overrides: Record<string, unknown>) => ({
  id: 'pi_3Tab',
  object: 'payment_intent',
  amount: 8450,
  currency: 'usd',
  customer: 'cus_Tab9',
  payment_method: 'pm_1Card',
  application_fee_amount: 423,
  transfer_data: { destination: 'acct_1Tacos' },
  metadata: { tabId: 'tab-9', paymentId: 'pay-1', restaurantId: 'rest-1' },
  latest_charge: null,
  last_payment_error: null,
  ...overrides,
});

describe('setup-mode checkout events', () => {
  it('reads checkout.session.completed in setup mode as card_setup_completed: the SetupIntent id, the holder’s e-mail, the card left for a retrieve', () => {
    expect(read({ id: 'evt_s1', type: 'checkout.session.completed', data: { object: setupSession('complete', 'seti_1Saved') } })).toEqual({
      id: 'evt_s1',
      account: null,
      kind: 'card_setup_completed',
      setup: {
        id: 'cs_test_setup1',
        tabId: 'tab-9',
        status: 'complete',
        customerId: 'cus_Tab9',
        setupIntentId: 'seti_1Saved',
        paymentMethodId: null,
        cardLabel: null,
        email: 'ana@example.com',
        url: null,
        expiresAt: 1_800_001_800,
      },
    });
  });

  it('reads checkout.session.expired in setup mode as card_setup_expired', () => {
    expect(read({ id: 'evt_s2', type: 'checkout.session.expired', data: { object: setupSession('expired', null) } })).toMatchObject({
      kind: 'card_setup_expired',
      setup: { id: 'cs_test_setup1', tabId: 'tab-9', status: 'expired', setupIntentId: null, paymentMethodId: null },
    });
  });

  it('reads an expanded setup_intent (as a retrieve has it) with its payment method and card label', () => {
    const expanded = {
      ...setupSession('complete', null),
      setup_intent: { id: 'seti_1Saved', object: 'setup_intent', payment_method: { id: 'pm_1Card', object: 'payment_method', card: { brand: 'amex', last4: '0005' } } },
    };
    expect(read({ id: 'evt_s3', type: 'checkout.session.completed', data: { object: expanded } })).toMatchObject({
      kind: 'card_setup_completed',
      setup: { setupIntentId: 'seti_1Saved', paymentMethodId: 'pm_1Card', cardLabel: 'American Express ending 0005' },
    });
  });

  it('keeps payment-mode sessions as they were, with metadata.tabId read back (null when absent)', () => {
    const session = { id: 'cs_pay', object: 'checkout.session', mode: 'payment', client_reference_id: 'pay-1', metadata: { orderId: 'pay-1', tabId: 'tab-9' }, status: 'complete', payment_status: 'paid', amount_total: 2000, currency: 'usd', payment_intent: 'pi_1' };
    expect(read({ id: 'evt_p1', type: 'checkout.session.completed', data: { object: session } })).toMatchObject({
      kind: 'checkout_completed',
      session: { id: 'cs_pay', orderId: 'pay-1', tabId: 'tab-9', paymentIntentId: 'pi_1' },
    });
    const plain = { ...session, metadata: { orderId: 'order-1' }, client_reference_id: 'order-1' };
    expect(read({ id: 'evt_p2', type: 'checkout.session.expired', data: { object: plain } })).toMatchObject({ kind: 'checkout_expired', session: { orderId: 'order-1', tabId: null } });
  });
});

describe('off-session charge events', () => {
  it('reads payment_intent.succeeded of a tab as saved_card_charge_succeeded with its charge', () => {
    const intent = offSessionIntent({ status: 'succeeded', latest_charge: 'ch_3Tab' });
    expect(read({ id: 'evt_c1', type: 'payment_intent.succeeded', account: 'acct_1Tacos', data: { object: intent } })).toEqual({
      id: 'evt_c1',
      account: 'acct_1Tacos',
      kind: 'saved_card_charge_succeeded',
      charge: { paymentIntentId: 'pi_3Tab', status: 'succeeded', amountCents: 8450, currency: 'USD', chargeId: 'ch_3Tab', failureCode: null, tabId: 'tab-9', paymentId: 'pay-1' },
    });
  });

  it('reads payment_intent.payment_failed as saved_card_charge_failed, its failureCode from last_payment_error', () => {
    const declined = offSessionIntent({ status: 'requires_payment_method', payment_method: null, last_payment_error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' } });
    expect(read({ id: 'evt_c2', type: 'payment_intent.payment_failed', data: { object: declined } })).toMatchObject({
      kind: 'saved_card_charge_failed',
      charge: { paymentIntentId: 'pi_3Tab', status: 'requires_payment_method', failureCode: 'card_declined', chargeId: null, tabId: 'tab-9' },
    });
    const authentication = offSessionIntent({ status: 'requires_action', last_payment_error: { type: 'card_error', code: 'authentication_required' } });
    expect(read({ id: 'evt_c3', type: 'payment_intent.payment_failed', data: { object: authentication } })).toMatchObject({
      kind: 'saved_card_charge_failed',
      charge: { status: 'requires_action', failureCode: 'authentication_required' },
    });
  });

  it("leaves a payment intent without metadata.tabId (a checkout's) to the checkout events", () => {
    const checkoutIntent = offSessionIntent({ status: 'succeeded', metadata: { orderId: 'order-1', restaurantId: 'rest-1' } });
    expect(read({ id: 'evt_c4', type: 'payment_intent.succeeded', data: { object: checkoutIntent } })).toEqual({
      id: 'evt_c4',
      account: null,
      kind: 'other',
      type: 'payment_intent.succeeded',
    });
  });
});
