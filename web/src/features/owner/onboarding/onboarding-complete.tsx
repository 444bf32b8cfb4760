import { Link } from 'react-router';
import type { Restaurant } from '@shared/api';
import { Spinner } from '@/components/ui/spinner';
import { useCompleteOnboarding } from './use-complete-onboarding';
import './onboarding.css';

const HINTS = [
  { title: 'Update Branding', text: 'Fine-tune your colours and logo any time.', to: '/owner/settings/branding' },
  { title: 'Build Full Menu', text: 'Add categories, photos, options and translations.', to: '/owner/settings/menu-builder' },
  { title: 'Generate QR Codes', text: 'Print a code for each table so guests can order.', to: '/owner/settings/qr' },
] as const;

/**
 * The end of onboarding (the routed wizard's done page, the legacy wizard's Complete step): completes it once, then
 * the success, three hint cards and 'Go to Dashboard'. The page around it gives the heading. It says "You're all
 * set" only when the restaurant can take payments; until then the one thing left, connecting payments, comes first.
 */
export function OnboardingComplete({ restaurant }: { restaurant: Pick<Restaurant, 'name' | 'chargesEnabled'> }) {
  const restaurantName = restaurant.name;
  const { state, retry } = useCompleteOnboarding();

  if (state === 'working') return <Spinner label="Finishing your setup..." />;
  if (state === 'failed') {
    return (
      <div className="notice notice--error" role="alert">
        <p>Failed to complete onboarding</p>
        <button type="button" className="button button--outline" onClick={retry}>
          Try again
        </button>
      </div>
    );
  }
  if (!restaurant.chargesEnabled) {
    return (
      <div className="card ob-done">
        <span className="outcome__icon outcome__icon--warning" aria-hidden="true">
          !
        </span>
        <p className="ob-done__lead">One step left: connect payments</p>
        <p>
          {restaurantName}'s menu is ready, but guests can't pay for orders until payments are connected. Until then they
          are told so on your menu.
        </p>
        <Link to="/owner/settings/payments" className="button button--large">
          Set up payments
        </Link>
        <Link to="/owner/dashboard" className="button button--ghost">
          Go to Dashboard
        </Link>
      </div>
    );
  }
  return (
    <div className="card ob-done">
      <span className="outcome__icon outcome__icon--success" aria-hidden="true">
        ✓
      </span>
      <p className="ob-done__lead">You're all set!</p>
      <p className="muted">{restaurantName} is set up and taking payments. Here is what you can do next.</p>
      <ul className="ob-hints" aria-label="Next steps">
        {HINTS.map((hint) => (
          <li key={hint.title}>
            <Link to={hint.to} className="card ob-hint-card">
              <span className="ob-hint-card__title">{hint.title}</span>
              <span className="muted">{hint.text}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Link to="/owner/dashboard" className="button button--large">
        Go to Dashboard
      </Link>
    </div>
  );
}
