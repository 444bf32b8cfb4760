import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { DASHBOARD_LINK, onboardingChecklist, type ChecklistStep, type ChecklistStepId } from '@shared/setup-progress';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useSetupOverview } from '@/lib/restaurants/setup-overview';
import { useUpdateRestaurant } from '@/lib/restaurants/update-restaurant';
import { useOnboarding } from './onboarding-context';
import { ProgressBar } from './step-progress';
import './onboarding.css';

/** SPEC.md names the steps; these lines say what each one asks of the owner. */
const STEP_TEXT: Record<ChecklistStepId, string> = {
  payments: 'Connect Stripe to accept payments and receive payouts.',
  branding: 'Choose your colours and add your logo.',
  menu: 'Add your first dishes and their prices.',
  qr: 'Print QR codes for your tables so guests can order.',
};

const QR_LOCKED_TEXT = 'Available once payments, branding and menu are done.';

/** /owner/onboarding: the checklist ('Restaurant Setup', SPEC.md section 2 Onboarding, DESIGN.md 9.5). */
export function ChecklistPage() {
  const { restaurant } = useOnboarding();
  const overview = useSetupOverview(restaurant.id);
  useMarkOnboardingStarted(restaurant.id, restaurant.onboardingStartedAt);

  if (overview.isPending) return <Spinner label="Loading your setup..." />;
  if (overview.isError) return <LoadError message="Failed to load onboarding data" onRetry={() => void overview.refetch()} />;

  const checklist = onboardingChecklist(overview.data);
  return (
    <section className="page onboarding" aria-labelledby="checklist-title">
      <div className="card stack stack--tight onboarding-summary">
        <div className="onboarding-summary__head">
          <h1 id="checklist-title" className="page__title">
            Restaurant Setup
          </h1>
          <span className="badge badge--accent">
            {checklist.percent}%<span className="visually-hidden"> complete</span>
          </span>
        </div>
        <p className="onboarding-summary__count">{checklist.label}</p>
        <ProgressBar percent={checklist.percent} label="Setup progress" />
        <div className="onboarding-summary__restaurant">
          <p className="onboarding-summary__name">{restaurant.name}</p>
          {restaurant.description ? <p className="muted">{restaurant.description}</p> : null}
          <p className="muted onboarding-summary__id">
            Restaurant ID: <code>{restaurant.id}</code>
          </p>
        </div>
        {checklist.setupComplete ? null : (
          <div className="onboarding-summary__actions">
            <Link to="/owner/onboarding/branding" className="button">
              Start guided setup
            </Link>
            <span className="muted">Branding, then your first menu items: about five minutes.</span>
          </div>
        )}
      </div>

      {checklist.setupComplete ? <SetupCompleteCard qrHref={checklist.steps.find((s) => s.id === 'qr')!.href} /> : null}

      <ol className="checklist" aria-label="Setup steps">
        {checklist.steps.map((step) => (
          <ChecklistItem key={step.id} step={step} />
        ))}
      </ol>
    </section>
  );
}

function ChecklistItem({ step }: { step: ChecklistStep }) {
  const lockedId = `checklist-${step.id}-locked`;
  return (
    <li className={step.complete ? 'card checklist__step checklist__step--complete' : 'card checklist__step'}>
      <span className="checklist__number" aria-hidden="true">
        {step.complete ? '✓' : step.number}
      </span>
      <div className="checklist__body">
        <h2 className="checklist__title">
          <span className="visually-hidden">Step {step.number}: </span>
          {step.title}
        </h2>
        <p className="muted">{STEP_TEXT[step.id]}</p>
        {step.enabled ? null : (
          <p id={lockedId} className="checklist__locked">
            {QR_LOCKED_TEXT}
          </p>
        )}
      </div>
      <div className="checklist__aside">
        {step.status ? <span className="badge ob-badge-done">{step.status}</span> : null}
        {step.enabled ? (
          <Link to={step.href} className={step.complete ? 'button button--outline' : 'button'}>
            {step.action}
            <span className="visually-hidden"> {step.title}</span>
          </Link>
        ) : (
          <button type="button" className="button" disabled aria-describedby={lockedId}>
            {step.action}
            <span className="visually-hidden"> {step.title}</span>
          </button>
        )}
      </div>
    </li>
  );
}

function SetupCompleteCard({ qrHref }: { qrHref: string }) {
  return (
    <div className="card onboarding-complete" role="region" aria-labelledby="setup-complete-title">
      <h2 id="setup-complete-title" className="section-title">
        Setup Complete
      </h2>
      <p className="muted">Payments, branding and your menu are ready. Print QR codes for your tables to start taking orders.</p>
      <div className="ob-actions">
        <Link to={qrHref} className="button">
          Generate QR Codes
        </Link>
        <Link to={DASHBOARD_LINK} className="button button--outline">
          View Dashboard
        </Link>
      </div>
    </div>
  );
}

/** Onboarding starts when the owner first opens it, if sign-up did not already mark it (SPEC.md section 4). */
function useMarkOnboardingStarted(restaurantId: string, startedAt: string | null) {
  const { mutate } = useUpdateRestaurant(restaurantId);
  const asked = useRef(false);
  useEffect(() => {
    if (startedAt || asked.current) return;
    asked.current = true;
    // Quietly: nothing the owner can do about it, and the checklist works without it.
    mutate({ onboardingStarted: true }, { onError: (error) => console.warn('Could not mark onboarding started', error) });
  }, [startedAt, mutate]);
}
