/**
 * The sandbox adapter (local default when no Stripe key is set): sessions live in the table, the "hosted checkout"
 * is our own page at `${publicApiUrl}/sandbox/checkout/{id}`, and events are verified exactly like Stripe's.
 * Connected accounts live in the table too; their onboarding is the look-alike of ./onboarding (an account session's
 * client secret opens it for the web app's panel, an account link opens the hosted page).
 */
import { assertBalanced, type ConnectPort, type PaymentGateway } from '../gateway';
import { verifyStripeEvent } from '../stripe-events';
import type { Db } from '../../db/service';
import { SANDBOX_SESSION_PREFIX, createSandboxSessions, sandboxSessionId, toSessionView } from './sessions';
import { createSandboxAccounts, toAccountView, type SandboxAccount } from './connect-accounts';
import { createSandboxDeliveries } from './deliveries';
import { createSandboxRefunds } from './refunds';
import { createSandboxSavedCards, sandboxSetupSessionId, setupAsCheckoutView, toCardSetupView } from './saved-cards';

export interface SandboxSettings {
  webhookSecret: string;
  /** This API's base URL, without a trailing slash. */
  publicApiUrl: string;
}

export const sandboxCheckoutPath = (sessionId: string) => `/sandbox/checkout/${encodeURIComponent(sessionId)}`;
export const webhookPath = '/functions/v1/stripe-webhook';
export const sandboxOnboardingPath = (linkId: string) => `/sandbox/connect/onboarding/${encodeURIComponent(linkId)}`;

/** Stands in for Stripe's publishable key: the web app shows the sandbox panel and never loads Connect.js with it. */
export const SANDBOX_PUBLISHABLE_KEY = 'pk_sandbox_tabletap';

/** Stripe refuses a session whose expires_at is less than 30 minutes after it receives the request; so does the sandbox. */
export const MIN_CHECKOUT_LIFETIME_SECONDS = 30 * 60;

/** What Stripe answers with a 400 invalid_request_error (the domain turns it into its 502 like any gateway refusal). */
class SandboxInvalidRequestError extends Error {
  constructor(message: string) {
    super(`${message} (sandbox gateway)`);
    this.name = 'SandboxInvalidRequestError';
  }
}

/** What Stripe answers for an account it does not know (the domain turns it into a 502). */
class NoSuchAccountError extends Error {
  constructor(accountId: string) {
    super(`No such account: '${accountId}' (sandbox gateway)`);
    this.name = 'NoSuchAccountError';
  }
}

function sandboxConnect(settings: SandboxSettings, db: Db): ConnectPort {
  const accounts = createSandboxAccounts(db);
  const existing = async (accountId: string): Promise<SandboxAccount> => {
    const account = await accounts.get(accountId);
    if (!account) throw new NoSuchAccountError(accountId);
    return account;
  };
  return {
    gateway: 'sandbox',
    publishableKey: SANDBOX_PUBLISHABLE_KEY,

    async createAccount(request) {
      const account = await accounts.create(request);
      return { accountId: account.accountId };
    },

    async retrieveAccount(accountId) {
      const account = await accounts.get(accountId);
      return account ? toAccountView(account) : null;
    },

    async createAccountSession(accountId) {
      const access = await accounts.openAccess('account_session', await existing(accountId));
      return { clientSecret: access.token };
    },

    async createOnboardingLink(accountId, urls) {
      const access = await accounts.openAccess('account_link', await existing(accountId), urls);
      return { url: settings.publicApiUrl + sandboxOnboardingPath(access.token) };
    },
  };
}

export function createSandboxGateway(settings: SandboxSettings, db: Db): PaymentGateway {
  const sessions = createSandboxSessions(db);
  const deliveries = sandboxDeliveries(settings, db);
  const refunds = createSandboxRefunds(db, deliveries);
  const savedCards = createSandboxSavedCards(db, deliveries);
  const tooSoon = (expiresAt: number) => expiresAt < Math.floor(Date.now() / 1000) + MIN_CHECKOUT_LIFETIME_SECONDS;
  const expiresTooSoon = () =>
    new SandboxInvalidRequestError('The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.');
  return {
    connect: sandboxConnect(settings, db),

    async createCheckoutSession(request) {
      assertBalanced(request);
      // Like Stripe's idempotency: a key already used answers with its session; only a new request is validated.
      const earlier = await sessions.get(sandboxSessionId(request.idempotencyKey));
      if (!earlier && tooSoon(request.expiresAt)) throw expiresTooSoon();
      const session = earlier ?? (await sessions.create(request));
      return { id: session.sessionId, url: settings.publicApiUrl + sandboxCheckoutPath(session.sessionId) };
    },

    async retrieveCheckoutSession(sessionId) {
      if (!sessionId.startsWith(SANDBOX_SESSION_PREFIX)) return null;
      const session = await sessions.get(sessionId);
      return session ? toSessionView(session, settings.publicApiUrl + sandboxCheckoutPath(session.sessionId)) : null;
    },

    /** Like Stripe's expire: an open session ends unpaid now, with its checkout.session.expired event delivered. */
    async expireCheckoutSession(sessionId) {
      if (!sessionId.startsWith(SANDBOX_SESSION_PREFIX)) return null;
      const session = await sessions.get(sessionId);
      if (!session) return expireSetupSession(sessionId);
      const marked = session.status === 'open' ? await sessions.markExpired(session) : null;
      if (marked) await deliveries.attempt(marked.delivery);
      const now = marked?.session ?? (await sessions.get(sessionId))!;
      return toSessionView(now, settings.publicApiUrl + sandboxCheckoutPath(now.sessionId));
    },

    /** Refunds as Stripe does, its events signed and delivered to the webhook (./refunds; a failing amount there). */
    createRefund: (request) => refunds.create(request),

    /** The tab's Customer and a setup-mode session (./saved-cards); its page is a payment session's path. */
    async createCardSetupSession(request) {
      const earlier = await savedCards.sessions.get(sandboxSetupSessionId(request.idempotencyKey));
      if (!earlier && tooSoon(request.expiresAt)) throw expiresTooSoon();
      const session = earlier ?? (await savedCards.sessions.create(request));
      return { id: session.sessionId, url: settings.publicApiUrl + sandboxCheckoutPath(session.sessionId), customerId: session.customerId };
    },

    /** As Stripe's retrieve expanding setup_intent.payment_method: the saved card and its label once complete. */
    async retrieveCardSetupSession(sessionId) {
      if (!sessionId.startsWith(SANDBOX_SESSION_PREFIX)) return null;
      const session = await savedCards.sessions.get(sessionId);
      if (!session) return null;
      const customer = session.paymentMethodId ? await savedCards.customers.get(session.customerId) : null;
      return toCardSetupView(session, customer, settings.publicApiUrl + sandboxCheckoutPath(session.sessionId));
    },

    /** The saved test card decides: succeeded, or Stripe's refusal as an answer (./saved-cards, ./test-cards). */
    chargeSavedCard: (request) => savedCards.charge(request),

    constructEvent: (rawBody, signature) => verifyStripeEvent(rawBody, signature, [settings.webhookSecret]),
  };

  /** Stripe's expire works on a setup-mode session too: open -> expired with checkout.session.expired. */
  async function expireSetupSession(sessionId: string) {
    const setup = await savedCards.sessions.get(sessionId);
    if (!setup) return null;
    const marked = setup.status === 'open' ? await savedCards.sessions.markExpired(setup) : null;
    if (marked) await deliveries.attempt(marked.delivery);
    return setupAsCheckoutView(marked?.session ?? (await savedCards.sessions.get(sessionId))!);
  }
}

/** The sandbox's webhook delivery to this API's webhook (the local runtime's redelivery loop uses the same). */
export function sandboxDeliveries(settings: SandboxSettings, db: Db) {
  return createSandboxDeliveries({ webhookUrl: settings.publicApiUrl + webhookPath, webhookSecret: settings.webhookSecret }, db);
}

/** Disputes opened and closed on a paid sandbox session, as a cardholder and the card network would (./refunds). */
export function createSandboxDisputes(settings: SandboxSettings, db: Db) {
  const refunds = createSandboxRefunds(db, sandboxDeliveries(settings, db));
  return { openDispute: refunds.openDispute, closeDispute: refunds.closeDispute };
}
