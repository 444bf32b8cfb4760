import { Link, NavLink } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { useMe } from '@/lib/account/get-me';
import { primaryMembership } from '@/lib/account/memberships';
import { AccountMenu } from './account-menu';

export function OwnerHeader() {
  const { data: me } = useMe();
  const role = me ? primaryMembership(me)?.role : undefined;
  const isOwner = role === 'owner';

  return (
    <header className="app-header">
      <div className="app-header__inner">
        <Link to="/owner/dashboard" className="app-header__brand" aria-label="TableTap dashboard">
          <Logo />
        </Link>
        {me ? <span className="badge">{isOwner ? 'Owner Dashboard' : 'Staff Dashboard'}</span> : null}
        <div className="app-header__actions">
          {isOwner ? (
            // A NavLink: aria-current="page" on every settings page.
            <NavLink to="/owner/settings" className="button button--ghost wide-only">
              <GearIcon />
              Settings
            </NavLink>
          ) : null}
          <AccountMenu fullName={me?.profile?.fullName ?? null} email={me?.email ?? null} isOwner={isOwner} />
        </div>
      </div>
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
