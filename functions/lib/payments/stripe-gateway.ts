/**
 * The Stripe adapter: a Checkout Session per order as a destination charge (DESIGN.md 7), and Connect onboarding of the
 * restaurants' Express accounts. The restaurant's connected account receives the charge through
 * `transfer_data.destination`, the platform keeps `application_fee_amount`.
 * Tax and tip are line items of their own so Stripe's total is exactly the order's total.
 * The calls go through ./stripe-api (a few REST calls), not the `stripe` package's client: its types only.
 */
import type Stripe from 'stripe';
import type { LanguageCode } from '../../../shared/languages';
import {
  assertBalanced,
  type CardSetupRequest,
  type CheckoutRequest,
  type ConnectAccountView,
  type ConnectPort,
  type PaymentGateway,
  type RefundRequest,
  type SavedCardChargeRequest,
  type SavedCardChargeView,
} from './gateway';
import { StripeApiError, segment, type StripeApi } from './stripe-api';
import { toCardSetupView, toRefundView, toSavedCardChargeView, toSessionView, verifyStripeEvent } from './stripe-events';

type SessionParams = Stripe.Checkout.SessionCreateParams;
type LineItem = NonNullable<SessionParams['line_items']>[number];
type Locale = NonNullable<SessionParams['locale']>;

/** Stripe Checkout speaks every diner language but Arabic; it then follows the browser. */
const CHECKOUT_LOCALES: Record<LanguageCode, Locale> = {
  en: 'en',
  es: 'es',
  nl: 'nl',
  de: 'de',
  it: 'it',
  ru: 'ru',
  zh: 'zh',
  ja: 'ja',
  ar: 'auto',
};

export function checkoutSessionParams(request: CheckoutRequest): SessionParams {
  const currency = request.currency.toLowerCase();
  const lineItem = (name: string, unitAmount: number, quantity: number, description?: string | null): LineItem => ({
    quantity,
    price_data: {
      currency,
      unit_amount: unitAmount,
      product_data: { name, ...(description ? { description } : {}) },
    },
  });
  const metadata = { orderId: request.orderId, restaurantId: request.restaurantId };
  return {
    mode: 'payment',
    // Set on every session (this API version's filter over the dynamic methods): left unset, whatever methods the
    // platform's dashboard enables would apply, delayed ones (bank debits) too.
    allowed_payment_method_types: [...request.paymentMethodTypes],
    line_items: [
      ...request.lines.map((line) => lineItem(line.name, line.unitAmountCents, line.quantity, line.description)),
      ...(request.taxCents > 0 ? [lineItem('Tax', request.taxCents, 1)] : []),
      ...(request.tipCents > 0 ? [lineItem('Tip', request.tipCents, 1)] : []),
    ],
    payment_intent_data: {
      application_fee_amount: request.feeCents,
      transfer_data: { destination: request.destinationAccountId },
      description: `Order ${request.orderCode} at ${request.restaurantName}`,
      metadata,
    },
    client_reference_id: request.orderId,
    // A share of a table's bill names its tab on the session only: a payment intent with metadata.tabId is an
    // off-session charge of a saved card (stripe-events), and this one is not.
    metadata: { ...metadata, orderCode: request.orderCode, ...(request.tabId ? { tabId: request.tabId } : {}) },
    expires_at: request.expiresAt,
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
    locale: request.locale ? CHECKOUT_LOCALES[request.locale] : 'auto',
  };
}

/** The tab's Customer, which the setup-mode session saves the card to (made first, with its own idempotency key). */
export function tabCustomerParams(request: CardSetupRequest): Stripe.CustomerCreateParams {
  return {
    description: `Table tab at ${request.restaurantName}`,
    metadata: { tabId: request.tabId, restaurantId: request.restaurantId },
  };
}

/**
 * A setup-mode Checkout Session: the diner saves a card to the tab's Customer and nothing is charged. Checkout's
 * SetupIntent is made for off-session use, which the later chargeSavedCard needs.
 */
export function cardSetupSessionParams(request: CardSetupRequest, customerId: string): SessionParams {
  const metadata = { tabId: request.tabId, restaurantId: request.restaurantId };
  return {
    mode: 'setup',
    customer: customerId,
    currency: request.currency.toLowerCase(),
    // This API version has no payment_method_types on a session; allowed_payment_method_types filters, as for payments.
    allowed_payment_method_types: ['card'],
    setup_intent_data: { metadata },
    client_reference_id: request.tabId,
    metadata: { tabId: request.tabId },
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
    expires_at: request.expiresAt,
    locale: request.locale ? CHECKOUT_LOCALES[request.locale] : 'auto',
  };
}

/**
 * An off-session charge of the tab's saved card, confirmed at once, as a destination charge like a checkout's: the
 * restaurant's account receives it, the platform keeps the fee.
 */
export function savedCardChargeParams(request: SavedCardChargeRequest): Stripe.PaymentIntentCreateParams {
  return {
    amount: request.amountCents,
    currency: request.currency.toLowerCase(),
    customer: request.customerId,
    payment_method: request.paymentMethodId,
    off_session: true,
    confirm: true,
    application_fee_amount: request.feeCents,
    transfer_data: { destination: request.destinationAccountId },
    description: request.description,
    metadata: { tabId: request.metadata.tabId, paymentId: request.metadata.paymentId, restaurantId: request.metadata.restaurantId },
  };
}

/**
 * A card error (HTTP 402, type card_error) of an off-session charge is Stripe's answer, not a failure: the error names
 * the PaymentIntent it left (requires_action for authentication_required, requires_payment_method for a decline) and
 * the code says why. null for any other error (the caller throws it).
 */
export function cardErrorAnswer(error: unknown, request: SavedCardChargeRequest): SavedCardChargeView | null {
  if (!(error instanceof StripeApiError) || error.statusCode !== 402 || error.type !== 'card_error') return null;
  const failureCode = error.code ?? (typeof error.detail?.decline_code === 'string' ? error.detail.decline_code : 'card_declined');
  const intent = error.detail?.payment_intent as Stripe.PaymentIntent | undefined;
  if (intent && typeof intent === 'object' && typeof intent.id === 'string') {
    const view = toSavedCardChargeView(intent, failureCode);
    return { ...view, tabId: view.tabId ?? request.metadata.tabId, paymentId: view.paymentId ?? request.metadata.paymentId };
  }
  return {
    paymentIntentId: null,
    status: 'requires_payment_method',
    amountCents: request.amountCents,
    currency: request.currency.toUpperCase(),
    chargeId: null,
    failureCode,
    tabId: request.metadata.tabId,
    paymentId: request.metadata.paymentId,
  };
}

/**
 * A refund of the platform's destination charge: `reverse_transfer` takes the restaurant's share back from its account
 * and `refund_application_fee` returns our fee, both in proportion to the amount refunded.
 */
export function refundParams(request: RefundRequest): Stripe.RefundCreateParams {
  return {
    payment_intent: request.paymentIntentId,
    amount: request.amountCents,
    reverse_transfer: true,
    refund_application_fee: true,
    ...(request.reason ? { reason: request.reason } : {}),
    metadata: { orderId: request.metadata.orderId, refundId: request.metadata.refundId },
  };
}

export function toAccountView(account: Stripe.Account): ConnectAccountView {
  return {
    accountId: account.id,
    chargesEnabled: account.charges_enabled === true,
    payoutsEnabled: account.payouts_enabled === true,
    detailsSubmitted: account.details_submitted === true,
    requirements: {
      currentlyDue: account.requirements?.currently_due ?? [],
      pastDue: account.requirements?.past_due ?? [],
    },
  };
}

const isNotFound = (error: unknown) => error instanceof StripeApiError && error.statusCode === 404;

/**
 * Connect with Express accounts: created with both capabilities requested (the platform charges on the restaurant's
 * behalf and transfers to it), onboarded through Stripe's embedded component (an account session) or the hosted
 * page (an account link).
 */
function stripeConnect(stripe: StripeApi, publishableKey: string): ConnectPort {
  return {
    gateway: 'stripe',
    publishableKey,

    async createAccount(request) {
      const params: Stripe.AccountCreateParams = {
        type: 'express',
        ...(request.email ? { email: request.email } : {}),
        ...(request.country ? { country: request.country } : {}),
        capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
        metadata: { restaurantId: request.restaurantId },
      };
      const account = await stripe.post<Stripe.Account>('/v1/accounts', params, { idempotencyKey: request.idempotencyKey });
      return { accountId: account.id };
    },

    async retrieveAccount(accountId) {
      try {
        return toAccountView(await stripe.get<Stripe.Account>(`/v1/accounts/${segment(accountId)}`));
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async createAccountSession(accountId) {
      const params: Stripe.AccountSessionCreateParams = { account: accountId, components: { account_onboarding: { enabled: true } } };
      const session = await stripe.post<Stripe.AccountSession>('/v1/account_sessions', params);
      return { clientSecret: session.client_secret };
    },

    async createOnboardingLink(accountId, urls) {
      const params: Stripe.AccountLinkCreateParams = {
        account: accountId,
        type: 'account_onboarding',
        refresh_url: urls.refreshUrl,
        return_url: urls.returnUrl,
      };
      const link = await stripe.post<Stripe.AccountLink>('/v1/account_links', params);
      return { url: link.url };
    },
  };
}

export function createStripeGateway(opts: { stripe: StripeApi; webhookSecrets: readonly string[]; publishableKey: string }): PaymentGateway {
  const { stripe, webhookSecrets } = opts;
  return {
    connect: stripeConnect(stripe, opts.publishableKey),

    async createCheckoutSession(request) {
      assertBalanced(request);
      const session = await stripe.post<Stripe.Checkout.Session>('/v1/checkout/sessions', checkoutSessionParams(request), {
        idempotencyKey: request.idempotencyKey,
      });
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
      return { id: session.id, url: session.url };
    },

    async retrieveCheckoutSession(sessionId) {
      try {
        return toSessionView(await stripe.get<Stripe.Checkout.Session>(`/v1/checkout/sessions/${segment(sessionId)}`));
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async expireCheckoutSession(sessionId) {
      try {
        return toSessionView(await stripe.post<Stripe.Checkout.Session>(`/v1/checkout/sessions/${segment(sessionId)}/expire`, {}));
      } catch (error) {
        if (isNotFound(error)) return null;
        // Stripe refuses to expire a session that is no longer open (paid, or expired already): read it as it is.
        if (error instanceof StripeApiError && error.statusCode === 400) {
          return toSessionView(await stripe.get<Stripe.Checkout.Session>(`/v1/checkout/sessions/${segment(sessionId)}`));
        }
        throw error;
      }
    },

    async createRefund(request) {
      const refund = await stripe.post<Stripe.Refund>('/v1/refunds', refundParams(request), { idempotencyKey: request.idempotencyKey });
      return toRefundView(refund);
    },

    async createCardSetupSession(request) {
      const customer = await stripe.post<Stripe.Customer>('/v1/customers', tabCustomerParams(request), {
        idempotencyKey: `${request.idempotencyKey}-customer`,
      });
      const session = await stripe.post<Stripe.Checkout.Session>('/v1/checkout/sessions', cardSetupSessionParams(request, customer.id), {
        idempotencyKey: request.idempotencyKey,
      });
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
      return { id: session.id, url: session.url, customerId: customer.id };
    },

    async retrieveCardSetupSession(sessionId) {
      try {
        const session = await stripe.get<Stripe.Checkout.Session>(
          `/v1/checkout/sessions/${segment(sessionId)}?expand[]=setup_intent.payment_method`,
        );
        return session.mode === 'setup' ? toCardSetupView(session) : null;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async chargeSavedCard(request) {
      try {
        const intent = await stripe.post<Stripe.PaymentIntent>('/v1/payment_intents', savedCardChargeParams(request), {
          idempotencyKey: request.idempotencyKey,
        });
        return toSavedCardChargeView(intent);
      } catch (error) {
        const answer = cardErrorAnswer(error, request);
        if (answer) return answer;
        throw error;
      }
    },

    constructEvent: (rawBody, signature) => verifyStripeEvent(rawBody, signature, webhookSecrets),
  };
}
