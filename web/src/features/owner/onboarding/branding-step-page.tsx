import { Link, useNavigate } from 'react-router';
import { BrandingEditor } from '../branding/branding-editor';
import { useOnboarding } from './onboarding-context';
import { SaveContinueButton } from './save-continue-button';
import { StepProgress } from './step-progress';
import './onboarding.css';

/** /owner/onboarding/branding (step 1 of 3): colours and an optional logo; Continue saves, then the quick menu. */
export function BrandingStepPage() {
  const { restaurant } = useOnboarding();
  const navigate = useNavigate();
  return (
    <section className="page onboarding ob-wizard ob-wizard--wide" aria-labelledby="branding-step-title">
      <StepProgress step={1} total={3} label="Branding" />
      <div>
        <h1 id="branding-step-title" className="page__title">
          Set Your Branding
        </h1>
        <p className="muted">Choose the colours and logo guests see on your menu. You can change them later in Settings.</p>
      </div>
      <BrandingEditor
        restaurantId={restaurant.id}
        restaurantName={restaurant.name}
        restaurantDescription={restaurant.description}
        variant="onboarding"
        renderActions={(actions) => (
          <nav className="ob-wizard__nav" aria-label="Setup steps">
            <Link to="/owner/onboarding" className="button button--outline">
              Back
            </Link>
            <SaveContinueButton actions={actions} label="Continue" onSaved={() => navigate('/owner/onboarding/menu-quick')} />
          </nav>
        )}
      />
    </section>
  );
}
