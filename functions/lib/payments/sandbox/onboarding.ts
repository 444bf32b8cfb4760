/**
 * The sandbox's Connect onboarding look-alike (local runs and tests): the steps of shared/api/payments
 * (business -> bank -> terms), walked either by the web app's sandbox panel (JSON, opened by an account session's
 * client secret) or on the hosted page (HTML forms, opened by an account link). Each completed step clears its
 * requirements and sends a signed account.updated to the real webhook, as Stripe does; after the last one the
 * account can charge and receive payouts. The restaurant's flags change only through that webhook (or the status
 * refresh), never here.
 */
import {
  SANDBOX_ONBOARDING_STEPS,
  sandboxOnboardingStepRequestSchema,
  type SandboxOnboardingState,
  type SandboxOnboardingStep,
  type SandboxOnboardingStepRequest,
} from '../../../../shared/api/payments';
import type { Db } from '../../db/service';
import { AppError, BadRequestError, ConflictError, NotFoundError } from '../../errors';
import { createSandboxRedelivery, type SandboxOutcome } from './checkout';
import { createSandboxAccounts, isValidNow, type SandboxAccess, type SandboxAccount } from './connect-accounts';
import { sandboxOnboardingPath, type SandboxSettings } from './gateway';
import { onboardingMessagePage, onboardingStepPage, STEP_FIELDS, STEP_LABELS } from './onboarding-page';

export function onboardingState(account: SandboxAccount): SandboxOnboardingState {
  return {
    accountId: account.accountId,
    completedSteps: [...account.completedSteps],
    businessName: account.businessName ?? null,
    chargesEnabled: account.chargesEnabled,
    payoutsEnabled: account.payoutsEnabled,
    requirements: { currentlyDue: [...account.currentlyDue], pastDue: [] },
  };
}

/** The first step not done yet; null when onboarding is complete. */
export function nextStep(account: Pick<SandboxAccount, 'completedSteps'>): SandboxOnboardingStep | null {
  return SANDBOX_ONBOARDING_STEPS.find((step) => !account.completedSteps.includes(step)) ?? null;
}

const sessionNotFound = () =>
  new NotFoundError('This onboarding session does not exist. Start the onboarding again from Payment Settings.', 'onboarding_session_not_found');
const sessionExpired = () =>
  new NotFoundError('This onboarding session has expired. Start the onboarding again from Payment Settings.', 'onboarding_session_expired');

const linkNotFound = (): SandboxOutcome => ({
  kind: 'page',
  status: 404,
  html: onboardingMessagePage('Onboarding link not found', 'This onboarding link is not valid. Open Payment Settings in TableTap and start the onboarding again.'),
});

/** The form's fields as the step request the JSON route takes (the schema then checks them). */
function formRequest(step: SandboxOnboardingStep, form: URLSearchParams): unknown {
  if (step === 'terms') return { step, accepted: form.get('accepted') === 'yes' };
  return Object.fromEntries([['step', step], ...STEP_FIELDS[step].map(({ name }) => [name, form.get(name) ?? ''])]);
}

/** zod's issues in words an owner reads: "Business name is required", "Use the test routing number ...". */
function formErrors(step: SandboxOnboardingStep, issues: readonly { path: PropertyKey[]; message: string }[]): string[] {
  return issues.map((issue) => {
    const field = STEP_FIELDS[step].find(({ name }) => name === issue.path[0]);
    return field && issue.message.startsWith('is ') ? `${field.label} ${issue.message}` : issue.message;
  });
}

export function createSandboxOnboarding(settings: SandboxSettings, db: Db) {
  const accounts = createSandboxAccounts(db);
  const deliveries = createSandboxRedelivery(settings, db);

  async function accountOf(access: SandboxAccess): Promise<SandboxAccount> {
    const account = await accounts.get(access.accountId);
    if (!account) throw new NotFoundError('The account of this onboarding no longer exists.', 'onboarding_account_not_found');
    return account;
  }

  async function sessionAccess(clientSecret: string): Promise<SandboxAccess> {
    const access = await accounts.access(clientSecret);
    if (!access || access.kind !== 'account_session') throw sessionNotFound();
    if (!isValidNow(access)) throw sessionExpired();
    return access;
  }

  /**
   * Does the step (a step done already is harmless and changes nothing), then delivers its event to the webhook.
   * A later step before an earlier one is a 409. A delivery that fails stays queued and is retried (deliveries.ts).
   */
  async function doStep(access: SandboxAccess, request: SandboxOnboardingStepRequest): Promise<SandboxAccount> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const account = await accountOf(access);
      if (account.completedSteps.includes(request.step)) return account;
      const missing = nextStep(account);
      if (missing !== request.step) {
        throw new ConflictError(
          `Complete the "${STEP_LABELS[missing!]}" step before "${STEP_LABELS[request.step]}".`,
          'onboarding_step_out_of_order',
          { nextStep: missing },
        );
      }
      const done = await accounts.completeStep(account, request);
      if (done) {
        await deliveries.attempt(done.delivery);
        return done.account;
      }
      // Another call did this step (or raced on the account) meanwhile: read it again.
    }
    throw new ConflictError('The onboarding changed while this step was saved. Please try again.', 'onboarding_busy');
  }

  /** The link's page for `account`, showing the next step's form (with what was typed and what is wrong). */
  function stepPage(linkId: string, account: SandboxAccount, status: number, values?: Record<string, string>, errors?: string[]): SandboxOutcome {
    const step = nextStep(account)!;
    const action = `${sandboxOnboardingPath(linkId)}/${step}`;
    return { kind: 'page', status, html: onboardingStepPage({ step, completed: account.completedSteps, action, ...(values ? { values } : {}), ...(errors ? { errors } : {}) }) };
  }

  /** A valid account link and its account; otherwise where its holder goes (a 404 page, or its refresh URL). */
  async function linkAccess(linkId: string): Promise<{ access: SandboxAccess; account: SandboxAccount } | SandboxOutcome> {
    const access = await accounts.access(linkId);
    if (!access || access.kind !== 'account_link') return linkNotFound();
    // Like Stripe: an expired link sends its holder to the refresh URL, where the app makes a new one.
    if (!isValidNow(access)) return { kind: 'redirect', location: access.refreshUrl! };
    const account = await accounts.get(access.accountId);
    if (!account) return linkNotFound();
    return { access, account };
  }

  return {
    /** The onboarding as the web app's sandbox panel shows it. */
    async state(clientSecret: string): Promise<SandboxOnboardingState> {
      return onboardingState(await accountOf(await sessionAccess(clientSecret)));
    },

    /** One step from the sandbox panel; the path's step must be the body's. */
    async complete(clientSecret: string, step: SandboxOnboardingStep, request: SandboxOnboardingStepRequest): Promise<SandboxOnboardingState> {
      if (step !== request.step) {
        throw new BadRequestError(`The step in the address (${step}) is not the step in the body (${request.step})`, { step: 'does not match the address' }, 'step_mismatch');
      }
      return onboardingState(await doStep(await sessionAccess(clientSecret), request));
    },

    /** GET of the hosted page: the next step's form, or back to the app once everything is done. */
    async showLink(linkId: string): Promise<SandboxOutcome> {
      const found = await linkAccess(linkId);
      if ('kind' in found) return found;
      if (!nextStep(found.account)) return { kind: 'redirect', location: found.access.returnUrl! };
      return stepPage(linkId, found.account, 200);
    },

    /** A step's form posted on the hosted page: on to the next step, or back to the app after the last. */
    async submitLink(linkId: string, step: SandboxOnboardingStep, form: URLSearchParams): Promise<SandboxOutcome> {
      const found = await linkAccess(linkId);
      if ('kind' in found) return found;
      const { access, account } = found;
      const onward = (after: SandboxAccount): SandboxOutcome => ({
        kind: 'redirect',
        location: nextStep(after) ? settings.publicApiUrl + sandboxOnboardingPath(linkId) : access.returnUrl!,
      });
      // A step posted again (a double submit, the back button) is harmless: on to where the onboarding stands.
      if (account.completedSteps.includes(step)) return onward(account);
      const next = nextStep(account)!;
      if (next !== step) return stepPage(linkId, account, 409, undefined, [`Complete the "${STEP_LABELS[next]}" step first.`]);
      const parsed = sandboxOnboardingStepRequestSchema.safeParse(formRequest(step, form));
      if (!parsed.success) {
        const values = Object.fromEntries(STEP_FIELDS[step].map(({ name }) => [name, form.get(name) ?? '']));
        return stepPage(linkId, account, 400, values, formErrors(step, parsed.error.issues));
      }
      try {
        return onward(await doStep(access, parsed.data));
      } catch (error) {
        if (!(error instanceof AppError) || error.status !== 409) throw error;
        const now = await accounts.get(access.accountId);
        if (!now || !nextStep(now)) return { kind: 'redirect', location: access.returnUrl! };
        return stepPage(linkId, now, 409, undefined, [error.message]);
      }
    },
  };
}

export type SandboxOnboarding = ReturnType<typeof createSandboxOnboarding>;
