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
export type SandboxSetupSession = EntityItem<Db['entities']['sandboxSetupSession']>;
export type SandboxCustomer = EntityItem<Db['entities']['sandboxCustomer']>;
export type SandboxPaymentIntent = EntityItem<Db['entities']['sandboxPaymentIntent']>;
export type SandboxRefund = NonNullable<SandboxSession['refunds']>[number];

/**
 * What a refund needs of a successful payment, whichever made it: a paid checkout session, or an off-session
 * PaymentIntent of a tab's saved card (issue 29). Its charge and its refunds are described from this.
 */
export interface SandboxCharge {
  paymentIntentId: string;
  chargeId: string;
  amountCents: number;
  /** Lower case, as Stripe sends it. */
  currency: string;
  feeCents: number;
  destinationAccountId: string;
  metadata: Record<string, string>;
  refundedCents: number;
  refunds: SandboxRefund[];
}

export function chargeOfSession(session: SandboxSession): SandboxCharge {
  return {
    paymentIntentId: sandboxPaymentIntentId(session) ?? PAYMENT_INTENT_PREFIX + sessionSuffix(session.sessionId),
    chargeId: sandboxChargeId(session),
    amountCents: session.totalCents,
    currency: session.currency.toLowerCase(),
    feeCents: session.feeCents,
    destinationAccountId: session.destinationAccountId,
    metadata: { orderId: session.orderId, restaurantId: session.restaurantId },
    refundedCents: session.refundedCents ?? 0,
    refunds: session.refunds ?? [],
  };
}

/** A succeeded off-session intent's charge (a refused one has none: nothing to refund). */
export function chargeOfIntent(intent: SandboxPaymentIntent): SandboxCharge {
  return {
    paymentIntentId: intent.paymentIntentId,
    chargeId: intent.chargeId ?? chargeIdOfIntent(intent.paymentIntentId),
    amountCents: intent.amountCents,
    currency: intent.currency.toLowerCase(),
    feeCents: intent.feeCents,
    destinationAccountId: intent.destinationAccountId,
    metadata: { tabId: intent.tabId, paymentId: intent.paymentId, restaurantId: intent.restaurantId },
    refundedCents: intent.refundedCents ?? 0,
    refunds: intent.refunds ?? [],
  };
}

/** The charge of a succeeded off-session intent: ch_sandbox_ + the intent's hash. */
export const chargeIdOfIntent = (paymentIntentId: string) => `ch_sandbox_${paymentIntentId.slice(PAYMENT_INTENT_PREFIX.length)}`;

/** What the session is now: an open session past its expiry counts as expired even before anyone marks it. */
export function currentStatus(session: Pick<SandboxSession, 'status' | 'checkoutExpiresAt'>, nowSeconds = Math.floor(Date.now() / 1000)): CheckoutSessionStatus {
  return session.status === 'open' && session.checkoutExpiresAt <= nowSeconds ? 'expired' : session.status;
}

/**
 * The payment intent a session made, as Stripe names one: a session has it once the diner completed checkout (paid, or
 * a bank debit still to settle), none while open or expired. The session's retrieve and its events both read it here.
 */
export function sandboxPaymentIntentId(session: SandboxSession): string | null {
  return session.status === 'complete' ? PAYMENT_INTENT_PREFIX + sessionSuffix(session.sessionId) : null;
}

/** The charge of a paid session (a refund's and a dispute's `charge`). */
export const sandboxChargeId = (session: SandboxSession) => `ch_sandbox_${sessionSuffix(session.sessionId)}`;

/**
 * The session a payment intent id names (its hash carried whole, so a refund finds its payment without an index);
 * null for an id that is not a sandbox payment intent.
 */
export function sessionIdOfPaymentIntent(paymentIntentId: string): string | null {
  const suffix = paymentIntentId.startsWith(PAYMENT_INTENT_PREFIX) ? paymentIntentId.slice(PAYMENT_INTENT_PREFIX.length) : '';
  return /^[0-9a-f]{32}$/.test(suffix) ? SESSION_PREFIX + suffix : null;
}

/** Sessions are SESSION_PREFIX + 32 hex digits (./sessions sandboxSessionId). */
export const SESSION_PREFIX = 'cs_sandbox_';
export const PAYMENT_INTENT_PREFIX = 'pi_sandbox_';
const sessionSuffix = (sessionId: string) => sessionId.slice(SESSION_PREFIX.length);
