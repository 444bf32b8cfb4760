import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { noticeLostAccess, useActiveMembership, useLostAccessNotice } from '@/lib/account/active-restaurant';
import { useKeepActiveRestaurant, useSwitchRestaurant } from '@/lib/account/use-active-restaurant';
import { AccountMenu } from './account-menu';
import { LeaveRestaurantDialog } from './leave-restaurant-dialog';
import { RestaurantSwitcher } from './restaurant-switcher';

/**
 * The signed-in area's header: the restaurant switcher for someone in two restaurants or more (else the area's
 * badge), settings for the active restaurant's owner, the account menu; and under it, once a membership is lost,
 * "You no longer have access to ...".
 */
export function OwnerHeader() {
  const { me: meQuery, membership, memberships } = useActiveMembership();
  const me = meQuery.data;
  useKeepActiveRestaurant();
  const switchTo = useSwitchRestaurant(me?.userId ?? null);
  const lostAccessTo = useLostAccessNotice();
  const isOwner = membership?.role === 'owner';
  // An owner who works at another restaurant too may delete their own if it is empty (the server checks that).
  const next = isOwner ? memberships.find((m) => m.restaurantId !== membership.restaurantId) : undefined;
  const [leaving, setLeaving] = useState(false);

  return (
    <header className="app-header">
      <div className="app-header__inner">
        <Link to="/owner/dashboard" className="app-header__brand" aria-label="TableTap dashboard">
          <Logo />
        </Link>
        {membership && memberships.length > 1 ? (
          <RestaurantSwitcher current={membership} memberships={memberships} onSwitch={switchTo} />
        ) : me ? (
          <span className="badge">{isOwner ? 'Owner Dashboard' : 'Staff Dashboard'}</span>
        ) : null}
        <div className="app-header__actions">
          {isOwner ? (
            // A NavLink: aria-current="page" on every settings page.
            <NavLink to="/owner/settings" className="button button--ghost wide-only">
              <GearIcon />
              Settings
            </NavLink>
          ) : null}
          <AccountMenu
            fullName={me?.profile?.fullName ?? null}
            email={me?.email ?? null}
            isOwner={isOwner}
            onLeaveRestaurant={next ? () => setLeaving(true) : undefined}
          />
        </div>
      </div>
      {leaving && me && membership && next ? (
        <LeaveRestaurantDialog userId={me.userId} restaurant={membership} next={next} onClose={() => setLeaving(false)} />
      ) : null}
      {lostAccessTo ? (
        <div role="alert" className="access-notice">
          <div>
            <p>You no longer have access to {lostAccessTo}.</p>
            <p className="muted">Ask the restaurant owner if you think this is a mistake.</p>
          </div>
          <button type="button" className="button button--ghost" onClick={() => noticeLostAccess(null)}>
            Dismiss
          </button>
        </div>
      ) : null}
    </header>
  );
}

function GearIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <circle cx="12" cy="12" r="3" />
      <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
    </svg>
  );
}
