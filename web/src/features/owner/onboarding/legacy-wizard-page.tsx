import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '@/components/toast/toast-store';
import { BrandingEditor } from '../branding/branding-editor';
import { useOnboarding } from './onboarding-context';
import { OnboardingComplete } from './onboarding-complete';
import { SaveContinueButton } from './save-continue-button';
import { StepProgress } from './step-progress';
import './onboarding.css';

const STEPS = ['Welcome', 'Branding', 'Quick Menu Setup', 'Complete'] as const;
type Step = 0 | 1 | 2 | 3;

const MENU_QUICK = '/owner/onboarding/menu-quick';

/**
 * /owner/onboarding/legacy: the four-step wizard reading of SPEC.md section 2 (DESIGN.md 9.5). Steps 0 to 3,
 * progress step/4; Back lowers the step by one above 0; saving branding or skipping it goes to the menu step (a skip
 * says the default colours are used); the menu step goes to the quick menu form (Add items, Upload & analyze) or
 * skips to Complete, which completes onboarding.
 */
export function LegacyWizardPage() {
  const { restaurant } = useOnboarding();
  const [step, setStep] = useState<Step>(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // After a move, the new step's heading takes focus, so keyboard and screen-reader users start at its top.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step]);

  const back = () => setStep((current) => (current > 0 ? ((current - 1) as Step) : current));
  const backButton = (
    <button type="button" className="button button--outline" onClick={back}>
      Back
    </button>
  );

  return (
    <section className={step === 1 ? 'page onboarding ob-wizard ob-wizard--wide' : 'page onboarding ob-wizard'} aria-labelledby="legacy-title">
      <h1 id="legacy-title" className="visually-hidden">
        Setup Wizard
      </h1>
      <StepProgress step={step + 1} total={STEPS.length} label={STEPS[step]} />
      <h2 ref={heading} tabIndex={-1} className="page__title ob-wizard__step-title">
        {step === 0 ? 'Welcome to TableTap' : STEPS[step]}
      </h2>

      {step === 0 ? (
        <div className="card stack ob-wizard__card">
          <p>
            Let's get <strong>{restaurant.name}</strong> ready for guests: your colours and logo first, then a few menu items.
            It takes about five minutes.
          </p>
          <div className="ob-wizard__nav">
            <Link to="/owner/onboarding" className="button button--outline">
              Back to checklist
            </Link>
            <button type="button" className="button" onClick={() => setStep(1)}>
              Get Started
            </button>
          </div>
        </div>
      ) : null}

      {step === 1 ? (
        <BrandingEditor
          restaurantId={restaurant.id}
          restaurantName={restaurant.name}
          restaurantDescription={restaurant.description}
          variant="onboarding"
          renderActions={(actions) => (
            <div className="ob-wizard__nav">
              {backButton}
              <button
                type="button"
                className="button button--ghost"
                disabled={actions.busy}
                onClick={() => {
                  toast.info('Using default branding colors');
                  setStep(2);
                }}
              >
                Skip
              </button>
              <SaveContinueButton actions={actions} label="Save & Continue" onSaved={() => setStep(2)} />
            </div>
          )}
        />
      ) : null}

      {step === 2 ? (
        <div className="card stack ob-wizard__card">
          <p>Add your first dishes now, or skip and build the menu later in Menu Builder.</p>
          <div className="ob-choices">
            <Link to={MENU_QUICK} className="card ob-choice">
              <span className="ob-choice__title">Add items</span>
              <span className="muted">Type a few dishes and their prices.</span>
            </Link>
            <Link to={MENU_QUICK} className="card ob-choice">
              <span className="ob-choice__title">Upload &amp; analyze</span>
              <span className="muted">Have your printed menu at hand and copy it in.</span>
            </Link>
          </div>
          <div className="ob-wizard__nav">
            {backButton}
            <button type="button" className="button button--ghost" onClick={() => setStep(3)}>
              Skip to done
            </button>
          </div>
        </div>
      ) : null}

      {step === 3 ? <OnboardingComplete restaurant={restaurant} /> : null}
    </section>
  );
}
