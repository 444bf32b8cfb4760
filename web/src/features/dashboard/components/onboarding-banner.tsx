import { useState } from 'react';
import { Link } from 'react-router';
import { readSessionValue, writeSessionValue } from '@/lib/browser-storage';

const dismissKey = (restaurantId: string) => `tabletap.setupBannerDismissed.${restaurantId}`;

/** SPEC.md 2: above the tabs until onboarding is complete, unless dismissed in this browser session (per restaurant). */
export function OnboardingBanner({ restaurantId }: { restaurantId: string }) {
  const [dismissed, setDismissed] = useState(() => readSessionValue(dismissKey(restaurantId)) === '1');
  if (dismissed) return null;
  return (
    <div className="dash-banner" role="region" aria-label="Setup">
      <p className="dash-banner__text">Finish your setup to publish your menu</p>
      <Link to="/owner/onboarding" className="button button--outline">
        Resume setup
      </Link>
      <button
        type="button"
        className="button button--ghost dash-banner__close"
        aria-label="Dismiss setup reminder"
        onClick={() => {
          writeSessionValue(dismissKey(restaurantId), '1');
          setDismissed(true);
        }}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
