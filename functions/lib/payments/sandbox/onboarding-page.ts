/**
 * The sandbox's look-alike of Stripe's hosted Connect onboarding (the page an account link opens): one form per step,
 * plain HTML forms (no script), marked SANDBOX on every page. The same steps as the web app's sandbox panel.
 */
import {
  SANDBOX_ONBOARDING_STEPS,
  SANDBOX_TEST_ACCOUNT_NUMBER,
  SANDBOX_TEST_ROUTING_NUMBER,
  type SandboxOnboardingStep,
} from '../../../../shared/api/payments';
import { escapeHtml, layout, messagePage } from './page';

export const ONBOARDING_NOTICE = 'SANDBOX - a look-alike of Stripe onboarding; nothing is sent to Stripe';

export const STEP_LABELS: Record<SandboxOnboardingStep, string> = {
  business: 'Business details',
  bank: 'Bank account',
  terms: 'Terms of service',
};

/** The form fields of each step, in order, with their labels (also used to word validation errors). */
export const STEP_FIELDS: Record<SandboxOnboardingStep, readonly { name: string; label: string }[]> = {
  business: [
    { name: 'businessName', label: 'Business name' },
    { name: 'businessUrl', label: 'Business website' },
    { name: 'firstName', label: 'First name' },
    { name: 'lastName', label: 'Last name' },
  ],
  bank: [
    { name: 'routingNumber', label: 'Routing number' },
    { name: 'accountNumber', label: 'Account number' },
  ],
  terms: [{ name: 'accepted', label: 'Terms' }],
};

const AUTOCOMPLETE: Record<string, string> = {
  businessName: 'organization',
  businessUrl: 'url',
  firstName: 'given-name',
  lastName: 'family-name',
  routingNumber: 'off',
  accountNumber: 'off',
};

/** Test values the bank step starts with: the only ones the sandbox accepts, so nothing real is ever typed in. */
const DEFAULTS: Record<string, string> = { routingNumber: SANDBOX_TEST_ROUTING_NUMBER, accountNumber: SANDBOX_TEST_ACCOUNT_NUMBER };

function stepList(current: SandboxOnboardingStep, completed: readonly SandboxOnboardingStep[]): string {
  const items = SANDBOX_ONBOARDING_STEPS.map((step, i) => {
    const state = step === current ? 'current' : completed.includes(step) ? 'done' : '';
    const aria = step === current ? ' aria-current="step"' : '';
    return `<li class="${state}"${aria}>${i + 1}. ${escapeHtml(STEP_LABELS[step])}</li>`;
  }).join('');
  return `<ol class="steps" aria-label="Onboarding steps">${items}</ol>`;
}

function fields(step: SandboxOnboardingStep, values: Record<string, string>): string {
  if (step === 'terms') {
    return `<label class="check" for="accepted"><input id="accepted" name="accepted" type="checkbox" value="yes" required>
<span>I accept the Stripe Connected Account Agreement and the Stripe Services Agreement (sandbox: nothing is signed).</span></label>`;
  }
  const inputs = STEP_FIELDS[step]
    .map(({ name, label }) => {
      const value = values[name] ?? DEFAULTS[name] ?? '';
      const numeric = name === 'routingNumber' || name === 'accountNumber' ? ' inputmode="numeric"' : '';
      return `<label for="${name}">${escapeHtml(label)}</label>
<input id="${name}" name="${name}" type="text" required autocomplete="${AUTOCOMPLETE[name]}"${numeric} value="${escapeHtml(value)}">`;
    })
    .join('\n');
  const hint =
    step === 'bank'
      ? `<p class="hint">Sandbox: use the test routing number ${SANDBOX_TEST_ROUTING_NUMBER} and account number ${SANDBOX_TEST_ACCOUNT_NUMBER}.</p>`
      : '';
  return inputs + hint;
}

export function onboardingStepPage(opts: {
  step: SandboxOnboardingStep;
  completed: readonly SandboxOnboardingStep[];
  action: string;
  values?: Record<string, string>;
  errors?: readonly string[];
}): string {
  const { step } = opts;
  const last = step === SANDBOX_ONBOARDING_STEPS[SANDBOX_ONBOARDING_STEPS.length - 1];
  const errors = opts.errors?.length
    ? `<div class="errors" role="alert"><ul>${opts.errors.map((e) => `<li>${escapeHtml(e)}</li>`).join('')}</ul></div>`
    : '';
  return layout(
    `${STEP_LABELS[step]} - Set up payments`,
    `<h1>Set up payments</h1>
<p class="muted">Stripe Connect onboarding for your restaurant</p>
${stepList(step, opts.completed)}
${errors}
<form method="post" action="${escapeHtml(opts.action)}">
<h2 class="step-title">${escapeHtml(STEP_LABELS[step])}</h2>
${fields(step, opts.values ?? {})}
<button class="pay" type="submit">${last ? 'Agree and finish' : 'Continue'}</button>
</form>`,
    ONBOARDING_NOTICE,
  );
}

export function onboardingMessagePage(title: string, message: string): string {
  return messagePage(title, message, undefined, ONBOARDING_NOTICE);
}
