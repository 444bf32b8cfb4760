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
  type CheckoutRequest,
  type ConnectAccountView,
  type ConnectPort,
  type PaymentGateway,
  type RefundRequest,
} from './gateway';
import { StripeApiError, segment, type StripeApi } from './stripe-api';
import { toRefundView, toSessionView, verifyStripeEvent } from './stripe-events';

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
    metadata: { ...metadata, orderCode: request.orderCode },
    expires_at: request.expiresAt,
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
    locale: request.locale ? CHECKOUT_LOCALES[request.locale] : 'auto',
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

    constructEvent: (rawBody, signature) => verifyStripeEvent(rawBody, signature, webhookSecrets),
  };
}
