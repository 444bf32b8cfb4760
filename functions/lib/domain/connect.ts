/**
 * Stripe Connect onboarding (SPEC.md 2 Payments, 7 the stripe-connect-* calls; DESIGN.md 7): one Express account per
 * restaurant, its onboarding (embedded account session, or the hosted link), and its status, which also refreshes
 * the restaurant's charges/payouts flags (as the account.updated webhook does).
 *
 * One account per restaurant, even when two calls race: the gateway's idempotency key makes both calls get the same
 * account, and the restaurant keeps it through a conditional write (only when it has none yet); the call whose write
 * is refused reads and answers the one stored. The gateway is handed in by the caller (lib/payments/configured.ts).
 * A gateway failure is a 502 with a message the owner can act on, never an unexplained 500.
 */
import type {
  ConnectAccount,
  ConnectAccountSession,
  ConnectOnboardingLink,
  ConnectStatus,
} from '../../../shared/api/payments';
import { isConditionFailure } from '../db/conditions';
import { withDb, type Db } from '../db/service';
import { AppError, BadGatewayError, NotFoundError } from '../errors';
import { logger } from '../logger';
import type { ConnectPort } from '../payments/gateway';
import { createRestaurants } from './restaurants';
import { readRestaurantItem } from './restaurants/record';

export interface ConnectDeps {
  connect: ConnectPort;
  /** The web app's base URL: the hosted onboarding returns there. */
  siteUrl: string;
}

/** The Payment Settings page, where the hosted onboarding sends the owner back. */
export const PAYMENT_SETTINGS_PATH = '/owner/settings/payments';

export const connectAccountIdempotencyKey = (restaurantId: string) => `connect-account-${restaurantId}`;

const NOT_CONNECTED: Omit<ConnectStatus, 'accountId'> = {
  chargesEnabled: false,
  payoutsEnabled: false,
  detailsSubmitted: false,
  requirements: { currentlyDue: [], pastDue: [] },
};

/** Runs one gateway call; its failure becomes a 502 saying what did not happen (the cause goes to the log). */
async function viaGateway<T>(what: string, call: () => Promise<T>, context: Record<string, unknown>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError) throw error;
    logger.error(`Stripe Connect call failed: ${what}`, { ...context, error: error as Error });
    throw new BadGatewayError(`Stripe could not ${what} just now. Please try again in a moment.`, 'payment_provider_error');
  }
}

async function storedAccountId(db: Db, restaurantId: string): Promise<string | null> {
  const item = await readRestaurantItem(db, restaurantId, true);
  if (!item) throw new NotFoundError('Restaurant not found');
  return item.stripeAccountId ?? null;
}

/** The restaurant's account: the one it has, else one created now (once, even when two calls race). */
async function ensureAccount(db: Db, restaurantId: string, deps: ConnectDeps, email?: string): Promise<string> {
  const existing = await storedAccountId(db, restaurantId);
  if (existing) return existing;
  const { accountId } = await viaGateway(
    'create the payment account',
    () => deps.connect.createAccount({ restaurantId, ...(email ? { email } : {}), idempotencyKey: connectAccountIdempotencyKey(restaurantId) }),
    { restaurantId },
  );
  try {
    await db.entities.restaurant
      .patch({ restaurantId })
      .set({ stripeAccountId: accountId })
      .where((a, { notExists }) => notExists(a.stripeAccountId))
      .go({ response: 'none' });
    logger.info('Connected account created for the restaurant', { restaurantId, accountId });
    return accountId;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    // Another call stored an account first (the same one, through the idempotency key), or the restaurant is gone.
    const stored = await storedAccountId(db, restaurantId);
    if (!stored) throw error;
    if (stored !== accountId) logger.warn('Connected account created twice; the stored one is kept', { restaurantId, stored, created: accountId });
    return stored;
  }
}

export async function connectStatus(db: Db, restaurantId: string, deps: ConnectDeps): Promise<ConnectStatus> {
  const item = await readRestaurantItem(db, restaurantId, true);
  if (!item) throw new NotFoundError('Restaurant not found');
  const accountId = item.stripeAccountId;
  if (!accountId) return { accountId: null, ...NOT_CONNECTED };
  const account = await viaGateway('read the payment account', () => deps.connect.retrieveAccount(accountId), { restaurantId, accountId });
  if (!account) {
    logger.error('The restaurant names a connected account the gateway does not know', { restaurantId, accountId });
    throw new BadGatewayError(
      `Stripe does not know this restaurant's payment account (${accountId}). Please contact support.`,
      'payment_account_unknown',
    );
  }
  if (account.chargesEnabled !== item.chargesEnabled || account.payoutsEnabled !== item.payoutsEnabled) {
    await createRestaurants(db).setPaymentStatus(restaurantId, { chargesEnabled: account.chargesEnabled, payoutsEnabled: account.payoutsEnabled });
    logger.info('Payment status refreshed from the gateway', { restaurantId, accountId, chargesEnabled: account.chargesEnabled, payoutsEnabled: account.payoutsEnabled });
  }
  return {
    accountId,
    chargesEnabled: account.chargesEnabled,
    payoutsEnabled: account.payoutsEnabled,
    detailsSubmitted: account.detailsSubmitted,
    requirements: account.requirements,
  };
}

export async function createConnectAccount(db: Db, restaurantId: string, deps: ConnectDeps, email?: string): Promise<ConnectAccount> {
  return { accountId: await ensureAccount(db, restaurantId, deps, email) };
}

export async function createAccountSession(db: Db, restaurantId: string, deps: ConnectDeps, email?: string): Promise<ConnectAccountSession> {
  const accountId = await ensureAccount(db, restaurantId, deps, email);
  const { clientSecret } = await viaGateway('start the onboarding', () => deps.connect.createAccountSession(accountId), { restaurantId, accountId });
  return { accountId, clientSecret, publishableKey: deps.connect.publishableKey, gateway: deps.connect.gateway };
}

export async function createOnboardingLink(db: Db, restaurantId: string, deps: ConnectDeps, email?: string): Promise<ConnectOnboardingLink> {
  const accountId = await ensureAccount(db, restaurantId, deps, email);
  const page = `${deps.siteUrl}${PAYMENT_SETTINGS_PATH}`;
  return viaGateway(
    'open the onboarding page',
    () => deps.connect.createOnboardingLink(accountId, { refreshUrl: `${page}?onboarding=refresh`, returnUrl: `${page}?onboarding=return` }),
    { restaurantId, accountId },
  );
}

export function createConnect(db: Db) {
  return {
    status: withDb(db, connectStatus),
    createAccount: withDb(db, createConnectAccount),
    accountSession: withDb(db, createAccountSession),
    onboardingLink: withDb(db, createOnboardingLink),
  };
}
