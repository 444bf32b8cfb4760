/**
 * The sandbox gateway's connected accounts and what opens their onboarding (account sessions and account links).
 * Like Stripe, an account is created at most once per idempotency key (its id is derived from the key, and the
 * create is conditional, so a racing second call gets the same account); each onboarding step is done at most once
 * and only after the steps before it (a conditional update), in the same write as the account.updated event that
 * reports it.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { EntityItem } from 'electrodb';
import {
  SANDBOX_ONBOARDING_STEPS,
  SANDBOX_STEP_REQUIREMENTS,
  type SandboxOnboardingStep,
  type SandboxOnboardingStepRequest,
} from '../../../../shared/api/payments';
import { epochSecondsFromNow } from '../../db/attributes';
import type { Db } from '../../db/service';
import type { SandboxAccessKind } from '../../db/entities/sandbox-onboarding-access';
import type { ConnectAccountRequest, ConnectAccountView } from '../gateway';
import { queuedEventDelivery, type SandboxDelivery } from './deliveries';
import { sandboxAccountEvent } from './events';
import type { SandboxAccount } from './records';

export type { SandboxAccount } from './records';
export type SandboxAccess = EntityItem<Db['entities']['sandboxOnboardingAccess']>;

export const SANDBOX_ACCOUNT_PREFIX = 'acct_sandbox_';
export const SANDBOX_CLIENT_SECRET_PREFIX = 'sandbox_cs_';
export const SANDBOX_LINK_PREFIX = 'sandbox_link_';

/** An account session's client secret and an account link stay valid this long (Stripe's links last minutes). */
export const SANDBOX_ACCESS_SECONDS = 60 * 60;
const KEEP_AFTER_EXPIRY_SECONDS = 24 * 60 * 60;

/** Every requirement a new account has, in the steps' order. */
export const ALL_SANDBOX_REQUIREMENTS: readonly string[] = SANDBOX_ONBOARDING_STEPS.flatMap((step) => SANDBOX_STEP_REQUIREMENTS[step]);

export function sandboxAccountId(idempotencyKey: string): string {
  return SANDBOX_ACCOUNT_PREFIX + createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24);
}

const randomToken = (prefix: string) => prefix + randomBytes(16).toString('hex');

/** What an account is once exactly `completed` steps are done: their requirements cleared, enabled after the last. */
export function accountStateAfter(completed: readonly SandboxOnboardingStep[]) {
  const done = SANDBOX_ONBOARDING_STEPS.every((step) => completed.includes(step));
  const cleared = new Set(completed.flatMap((step) => SANDBOX_STEP_REQUIREMENTS[step]));
  return {
    completedSteps: SANDBOX_ONBOARDING_STEPS.filter((step) => completed.includes(step)),
    currentlyDue: ALL_SANDBOX_REQUIREMENTS.filter((requirement) => !cleared.has(requirement)),
    chargesEnabled: done,
    payoutsEnabled: done,
    detailsSubmitted: done,
  };
}

export function toAccountView(account: SandboxAccount): ConnectAccountView {
  return {
    accountId: account.accountId,
    chargesEnabled: account.chargesEnabled,
    payoutsEnabled: account.payoutsEnabled,
    detailsSubmitted: account.detailsSubmitted,
    requirements: { currentlyDue: [...account.currentlyDue], pastDue: [] },
  };
}

/** What a step records besides clearing its requirements. */
function stepDetails(request: SandboxOnboardingStepRequest): Partial<Pick<SandboxAccount, 'businessName' | 'businessUrl' | 'representativeName'>> {
  if (request.step !== 'business') return {};
  return { businessName: request.businessName, businessUrl: request.businessUrl, representativeName: `${request.firstName} ${request.lastName}` };
}

export function createSandboxAccounts(db: Db) {
  const accounts = {
    /** The account for this request's idempotency key: created now, or the one an earlier (or racing) call created. */
    async create(request: ConnectAccountRequest): Promise<SandboxAccount> {
      const item = {
        accountId: sandboxAccountId(request.idempotencyKey),
        restaurantId: request.restaurantId,
        ...(request.email ? { email: request.email } : {}),
        ...(request.country ? { country: request.country } : {}),
        ...accountStateAfter([]),
      };
      const result = await db.entities.sandboxConnectAccount.create(item).go({ returnOnConditionCheckFailure: true });
      if (!result.rejected) return result.data;
      const existing = await accounts.get(item.accountId);
      if (!existing) throw new Error(`Sandbox account ${item.accountId} was refused as existing but cannot be read`);
      return existing;
    },

    async get(accountId: string): Promise<SandboxAccount | null> {
      if (!accountId.startsWith(SANDBOX_ACCOUNT_PREFIX)) return null;
      const { data } = await db.entities.sandboxConnectAccount.get({ accountId }).go({ consistent: true });
      return data;
    },

    /**
     * An account that has finished onboarding (local demo data and test fixtures, which take payments at once), made
     * when it does not exist yet; one that exists is left as it is.
     */
    async ensureOnboarded(accountId: string, restaurantId: string, businessName?: string): Promise<void> {
      if (!accountId.startsWith(SANDBOX_ACCOUNT_PREFIX)) throw new Error(`${accountId} is not a sandbox account id`);
      await db.entities.sandboxConnectAccount
        .create({ accountId, restaurantId, ...(businessName ? { businessName } : {}), ...accountStateAfter(SANDBOX_ONBOARDING_STEPS) })
        .go({ returnOnConditionCheckFailure: true });
    },

    /**
     * Does `request`'s step on the account, queuing its account.updated event in the same write. null when the
     * account is not in the state this step follows (the step was done meanwhile, or an earlier one is missing).
     */
    async completeStep(
      account: SandboxAccount,
      request: SandboxOnboardingStepRequest,
    ): Promise<{ account: SandboxAccount; delivery: SandboxDelivery } | null> {
      const index = SANDBOX_ONBOARDING_STEPS.indexOf(request.step);
      const before = SANDBOX_ONBOARDING_STEPS.slice(0, index);
      const changes = { ...accountStateAfter([...before, request.step]), ...stepDetails(request) };
      const moved: SandboxAccount = { ...account, ...changes };
      const delivery = queuedEventDelivery(sandboxAccountEvent(moved), { accountId: account.accountId });
      const previous = before[before.length - 1];
      const result = await db.transaction
        .write(({ sandboxConnectAccount, sandboxWebhookDelivery }) => [
          sandboxConnectAccount
            .patch({ accountId: account.accountId })
            .set(changes)
            .where((a, { contains, notContains }) =>
              previous
                ? `${contains(a.completedSteps, previous)} AND ${notContains(a.completedSteps, request.step)}`
                : notContains(a.completedSteps, request.step),
            )
            .commit(),
          sandboxWebhookDelivery.create(delivery).commit(),
        ])
        .go();
      return result.canceled ? null : { account: moved, delivery };
    },

    /** An account session (client secret) or an account link (id) for the account, valid for an hour. */
    async openAccess(
      kind: SandboxAccessKind,
      account: Pick<SandboxAccount, 'accountId' | 'restaurantId'>,
      urls?: { refreshUrl: string; returnUrl: string },
    ): Promise<SandboxAccess> {
      const validUntil = epochSecondsFromNow(SANDBOX_ACCESS_SECONDS);
      const item = {
        token: randomToken(kind === 'account_session' ? SANDBOX_CLIENT_SECRET_PREFIX : SANDBOX_LINK_PREFIX),
        kind,
        accountId: account.accountId,
        restaurantId: account.restaurantId,
        ...(urls ?? {}),
        validUntil,
        expiresAt: validUntil + KEEP_AFTER_EXPIRY_SECONDS,
      };
      const { data } = await db.entities.sandboxOnboardingAccess.create(item).go();
      return data;
    },

    /** The session or link a token opens, valid or not (the caller decides what an expired one does). */
    async access(token: string): Promise<SandboxAccess | null> {
      const { data } = await db.entities.sandboxOnboardingAccess.get({ token }).go({ consistent: true });
      return data;
    },
  };
  return accounts;
}

export type SandboxAccounts = ReturnType<typeof createSandboxAccounts>;

export const isValidNow = (access: SandboxAccess, nowSeconds = Math.floor(Date.now() / 1000)) => access.validUntil > nowSeconds;
