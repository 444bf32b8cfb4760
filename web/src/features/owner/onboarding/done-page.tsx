import { useOnboarding } from './onboarding-context';
import { OnboardingComplete } from './onboarding-complete';
import { StepProgress } from './step-progress';
import './onboarding.css';

/** /owner/onboarding/done (step 3 of 3): completes onboarding once and shows what comes next. */
export function DonePage() {
  const { restaurant } = useOnboarding();
  return (
    <section className="page onboarding ob-wizard" aria-labelledby="done-title">
      <StepProgress step={3} total={3} label="Done" />
      <h1 id="done-title" className="page__title">
        Setup Complete
      </h1>
      <OnboardingComplete restaurant={restaurant} />
    </section>
  );
}
