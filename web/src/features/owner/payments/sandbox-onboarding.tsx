/**
 * The sandbox's onboarding look-alike (local runs and tests: no Stripe key, and Stripe's script cannot load offline),
 * shown where Stripe's embedded component would be. Three steps, each sent to the sandbox's public routes with the
 * account session's client secret; each makes the server send a signed account.updated to the real webhook, so the
 * restaurant's flags flip through the production code path.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  SANDBOX_ONBOARDING_STEPS,
  SANDBOX_TEST_ACCOUNT_NUMBER,
  SANDBOX_TEST_ROUTING_NUMBER,
  type SandboxOnboardingState,
  type SandboxOnboardingStep,
  type SandboxOnboardingStepRequest,
} from '@shared/api/payments';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { submitSandboxStep, useSandboxOnboarding } from './payments-api';

export const SANDBOX_BANNER = 'Sandbox — no real money, no real data';

const STEP_TITLES: Record<SandboxOnboardingStep, string> = {
  business: 'Business details',
  bank: 'Bank account',
  terms: 'Terms',
};

type Values = Record<string, string>;
type FieldErrors = Record<string, string>;

const FIELD_LABELS: Record<string, string> = {
  businessName: 'Business name',
  businessUrl: 'Business website',
  firstName: 'First name',
  lastName: 'Last name',
  routingNumber: 'Routing number',
  accountNumber: 'Account number',
  accepted: 'Terms',
};

/** The server's field messages ('is required', or a sentence of its own) as the owner reads them. */
function fieldMessage(field: string, message: string): string {
  return /^[a-z]/.test(message) ? `${FIELD_LABELS[field] ?? 'This field'} ${message}` : message;
}

function requestOf(step: SandboxOnboardingStep, values: Values, accepted: boolean): SandboxOnboardingStepRequest {
  switch (step) {
    case 'business':
      return {
        step,
        businessName: values.businessName ?? '',
        businessUrl: values.businessUrl ?? '',
        firstName: values.firstName ?? '',
        lastName: values.lastName ?? '',
      };
    case 'bank':
      // What was typed: the server says when it is not the test account (the owner sees its words).
      return {
        step,
        routingNumber: (values.routingNumber ?? '') as typeof SANDBOX_TEST_ROUTING_NUMBER,
        accountNumber: (values.accountNumber ?? '') as typeof SANDBOX_TEST_ACCOUNT_NUMBER,
      };
    case 'terms':
      return { step, accepted: accepted as true };
  }
}

const nextStep = (state: SandboxOnboardingState) => SANDBOX_ONBOARDING_STEPS.find((step) => !state.completedSteps.includes(step)) ?? null;

interface SandboxOnboardingProps {
  clientSecret: string;
  businessName: string;
  /** A step went through: what is due has changed. */
  onStepDone: () => void;
  /** The last step went through: the page now waits for the webhook to flip the flags. */
  onFinished: () => void;
}

export function SandboxOnboarding({ clientSecret, businessName, onStepDone, onFinished }: SandboxOnboardingProps) {
  const state = useSandboxOnboarding(clientSecret);
  const titleId = useId();
  return (
    <section className="payments-sandbox stack" aria-labelledby={titleId}>
      <div className="payments-sandbox__banner">
        <h3 id={titleId} className="payments-sandbox__title">
          Sandbox onboarding
        </h3>
        <p className="payments-sandbox__tag">{SANDBOX_BANNER}</p>
      </div>
      {state.isPending ? (
        <Spinner label="Loading onboarding..." />
      ) : state.isError ? (
        <LoadError message="Failed to load the sandbox onboarding" onRetry={() => void state.refetch()} />
      ) : (
        <SandboxSteps clientSecret={clientSecret} state={state.data} businessName={businessName} onStepDone={onStepDone} onFinished={onFinished} />
      )}
    </section>
  );
}

function SandboxSteps({
  clientSecret,
  state,
  businessName,
  onStepDone,
  onFinished,
}: {
  clientSecret: string;
  state: SandboxOnboardingState;
  businessName: string;
  onStepDone: () => void;
  onFinished: () => void;
}) {
  const queryClient = useQueryClient();
  const step = nextStep(state);
  const [values, setValues] = useState<Values>({ businessName: state.businessName ?? businessName });
  const [accepted, setAccepted] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // A double click must send once: the button is disabled while sending, and this guards the gap before it renders.
  const busy = useRef(false);
  const formId = useId();
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  const focusError = useRef(false);

  // Keyboard and screen-reader users land on the next step's heading, not on a button that changed meaning.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    stepHeading.current?.focus();
  }, [step]);

  // After a refused step: the first field the server named.
  useEffect(() => {
    if (!focusError.current) return;
    focusError.current = false;
    const first = Object.keys(FIELD_LABELS).find((field) => errors[field]);
    if (first) document.getElementById(`${formId}-${first}`)?.focus();
  }, [errors, formId]);

  if (!step) {
    return (
      <p className="payments-sandbox__done" role="status">
        Onboarding submitted. Checking your account...
      </p>
    );
  }

  const set = (field: string) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy.current || !step) return;
    busy.current = true;
    setSending(true);
    setFailure(null);
    try {
      const next = await submitSandboxStep(clientSecret, requestOf(step, values, accepted));
      setErrors({});
      queryClient.setQueryData(queryKeys.sandboxOnboarding(clientSecret), next);
      if (nextStep(next)) onStepDone();
      else onFinished();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      const named = Object.entries(fields).filter(([field]) => field in FIELD_LABELS);
      if (named.length > 0) {
        focusError.current = true;
        setErrors(Object.fromEntries(named.map(([field, message]) => [field, fieldMessage(field, message)])));
      } else {
        setFailure(error instanceof Error && error.message ? error.message : 'Could not save this step. Try again.');
      }
    } finally {
      busy.current = false;
      setSending(false);
    }
  }

  const index = SANDBOX_ONBOARDING_STEPS.indexOf(step);
  const field = (name: string, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      id={`${formId}-${name}`}
      label={label}
      value={values[name] ?? ''}
      error={errors[name]}
      onChange={set(name)}
      required
      {...extra}
    />
  );

  let body: ReactNode;
  if (step === 'business') {
    body = (
      <div className="payments-sandbox__fields">
        {field('businessName', 'Business name', { autoComplete: 'organization', maxLength: 100 })}
        {field('businessUrl', 'Business website', { type: 'url', inputMode: 'url', placeholder: 'https://example.com', maxLength: 200 })}
        {field('firstName', 'First name', { autoComplete: 'given-name', maxLength: 60 })}
        {field('lastName', 'Last name', { autoComplete: 'family-name', maxLength: 60 })}
      </div>
    );
  } else if (step === 'bank') {
    body = (
      <>
        <p className="muted" id={`${formId}-bank-hint`}>
          Use Stripe&apos;s test bank account: routing number <strong>{SANDBOX_TEST_ROUTING_NUMBER}</strong>, account number{' '}
          <strong>{SANDBOX_TEST_ACCOUNT_NUMBER}</strong>.{' '}
          <button
            type="button"
            className="button button--link"
            onClick={() => {
              setValues((current) => ({ ...current, routingNumber: SANDBOX_TEST_ROUTING_NUMBER, accountNumber: SANDBOX_TEST_ACCOUNT_NUMBER }));
              setErrors({});
            }}
          >
            Fill in the test numbers
          </button>
        </p>
        <div className="payments-sandbox__fields">
          {field('routingNumber', 'Routing number', { inputMode: 'numeric', autoComplete: 'off', maxLength: 9 })}
          {field('accountNumber', 'Account number', { inputMode: 'numeric', autoComplete: 'off', maxLength: 17 })}
        </div>
      </>
    );
  } else {
    body = (
      <div className="field">
        <label className="payments-sandbox__check">
          <input
            id={`${formId}-accepted`}
            type="checkbox"
            checked={accepted}
            aria-invalid={errors.accepted ? true : undefined}
            aria-describedby={errors.accepted ? `${formId}-accepted-error` : undefined}
            onChange={(event) => {
              setAccepted(event.target.checked);
              setErrors({});
            }}
          />
          <span>I accept the Stripe Connected Account Agreement (sandbox: nothing is signed).</span>
        </label>
        {errors.accepted ? (
          <p id={`${formId}-accepted-error`} className="field__error">
            {errors.accepted}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <form className="stack" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${formId}-step`}>
      <ol className="payments-steps" aria-label="Onboarding steps">
        {SANDBOX_ONBOARDING_STEPS.map((name, position) => (
          <li
            key={name}
            className={`payments-steps__step${position < index ? ' payments-steps__step--done' : ''}`}
            aria-current={position === index ? 'step' : undefined}
          >
            <span className="payments-steps__mark" aria-hidden="true">
              {position < index ? '✓' : position + 1}
            </span>
            {STEP_TITLES[name]}
            {position < index ? <span className="visually-hidden"> (done)</span> : null}
          </li>
        ))}
      </ol>
      <h4 id={`${formId}-step`} ref={stepHeading} tabIndex={-1} className="payments-sandbox__step-title">
        Step {index + 1} of {SANDBOX_ONBOARDING_STEPS.length}: {STEP_TITLES[step]}
      </h4>
      {body}
      {failure ? (
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
      ) : null}
      <div>
        <button type="submit" className="button" disabled={sending}>
          {sending ? 'Saving...' : step === 'terms' ? 'Finish onboarding' : 'Continue'}
        </button>
      </div>
    </form>
  );
}
