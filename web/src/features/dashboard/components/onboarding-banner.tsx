import { useState } from 'react';
import { Link } from 'react-router';
import type { Restaurant } from '@shared/api';
import type { RestaurantRole } from '@shared/roles';
import { readSessionValue, writeSessionValue } from '@/lib/browser-storage';

export type SetupBannerKind = 'setup' | 'payments';

/**
 * Which reminder the dashboard shows above its tabs, from the restaurant's real state:
 *  - 'setup' (SPEC.md 2): the owner has not completed onboarding yet;
 *  - 'payments': onboarding is done but the connected account cannot charge or pay out yet, so diners cannot pay
 *    (the flags follow Stripe through the account.updated webhook and the payments page's status refresh).
 * Staff and managers cannot finish setup themselves: they see only the payments notice, without a link.
 */
export function setupBannerKind(restaurant: Pick<Restaurant, 'onboardingCompletedAt' | 'chargesEnabled' | 'payoutsEnabled'>, role: RestaurantRole): SetupBannerKind | null {
  if (role === 'owner' && !restaurant.onboardingCompletedAt) return 'setup';
  if (!restaurant.chargesEnabled || !restaurant.payoutsEnabled) return 'payments';
  return null;
}

const dismissKey = (restaurantId: string, kind: SetupBannerKind) =>
  kind === 'setup' ? `tabletap.setupBannerDismissed.${restaurantId}` : `tabletap.paymentsBannerDismissed.${restaurantId}`;

const TEXT: Record<SetupBannerKind, { text: string; staffText?: string; link: string; action: string; dismiss: string }> = {
  setup: { text: 'Finish your setup to publish your menu', link: '/owner/onboarding', action: 'Resume setup', dismiss: 'Dismiss setup reminder' },
  payments: {
    text: 'Diners cannot pay yet: finish connecting payments',
    staffText: 'Diners cannot pay yet: the owner is finishing the payment setup',
    link: '/owner/settings/payments',
    action: 'Set up payments',
    dismiss: 'Dismiss payments reminder',
  },
};

/** Above the tabs until the reason is gone, unless dismissed in this browser session (per restaurant and kind). */
export function OnboardingBanner({ restaurantId, kind, isOwner }: { restaurantId: string; kind: SetupBannerKind; isOwner: boolean }) {
  const [dismissed, setDismissed] = useState(() => readSessionValue(dismissKey(restaurantId, kind)) === '1');
  if (dismissed) return null;
  const copy = TEXT[kind];
  return (
    <div className="dash-banner" role="region" aria-label={kind === 'setup' ? 'Setup' : 'Payments'}>
      <p className="dash-banner__text">{isOwner ? copy.text : (copy.staffText ?? copy.text)}</p>
      {isOwner ? (
        <Link to={copy.link} className="button button--outline">
          {copy.action}
        </Link>
      ) : null}
      <button
        type="button"
        className="button button--ghost dash-banner__close"
        aria-label={copy.dismiss}
        onClick={() => {
          writeSessionValue(dismissKey(restaurantId, kind), '1');
          setDismissed(true);
        }}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
