/**
 * The sandbox gateway's stored records as its modules read them: a checkout session and a connected account, and
 * what a session is now. A module of its own so that events, deliveries, sessions and accounts (which build on each
 * other in that order) never import each other in a loop.
 */
import type { EntityItem } from 'electrodb';
import type { Db } from '../../db/service';
import type { CheckoutSessionStatus } from '../gateway';

export type SandboxSession = EntityItem<Db['entities']['sandboxCheckoutSession']>;
export type SandboxAccount = EntityItem<Db['entities']['sandboxConnectAccount']>;

/** What the session is now: an open session past its expiry counts as expired even before anyone marks it. */
export function currentStatus(session: SandboxSession, nowSeconds = Math.floor(Date.now() / 1000)): CheckoutSessionStatus {
  return session.status === 'open' && session.checkoutExpiresAt <= nowSeconds ? 'expired' : session.status;
}

/**
 * The payment intent a session made, as Stripe names one: a session has it once the diner completed checkout (paid, or
 * a bank debit still to settle), none while open or expired. The session's retrieve and its events both read it here.
 */
export function sandboxPaymentIntentId(session: SandboxSession): string | null {
  return session.status === 'complete' ? `pi_sandbox_${session.sessionId.slice(-24)}` : null;
}
