/**
 * The sandbox adapter (local default when no Stripe key is set): sessions live in the table, the "hosted checkout"
 * is our own page at `${publicApiUrl}/sandbox/checkout/{id}`, and events are verified exactly like Stripe's.
 */
import Stripe from 'stripe';
import { assertBalanced, type PaymentGateway } from '../gateway';
import { verifyStripeEvent } from '../stripe-events';
import type { Db } from '../../db/service';
import { SANDBOX_SESSION_PREFIX, createSandboxSessions, toSessionView } from './sessions';

export interface SandboxSettings {
  webhookSecret: string;
  /** This API's base URL, without a trailing slash. */
  publicApiUrl: string;
}

export const sandboxCheckoutPath = (sessionId: string) => `/sandbox/checkout/${encodeURIComponent(sessionId)}`;
export const webhookPath = '/functions/v1/stripe-webhook';

export function createSandboxGateway(settings: SandboxSettings, db: Db): PaymentGateway {
  const sessions = createSandboxSessions(db);
  return {
    async createCheckoutSession(request) {
      assertBalanced(request);
      const session = await sessions.create(request);
      return { id: session.sessionId, url: settings.publicApiUrl + sandboxCheckoutPath(session.sessionId) };
    },

    async retrieveCheckoutSession(sessionId) {
      if (!sessionId.startsWith(SANDBOX_SESSION_PREFIX)) return null;
      const session = await sessions.get(sessionId);
      return session ? toSessionView(session) : null;
    },

    constructEvent: (rawBody, signature) => verifyStripeEvent(Stripe.webhooks, rawBody, signature, [settings.webhookSecret]),
  };
}
