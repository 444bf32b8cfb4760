import { Link } from 'react-router';
import { initials } from '@/lib/account/initials';
import { signOutAndLeave } from '@/lib/amplify/sign-out';
import { useMenuButton } from './use-menu-button';

interface AccountMenuProps {
  fullName: string | null;
  email: string | null;
  isOwner: boolean;
  /** Offered to the owner of an empty restaurant made by mistake who belongs to another one: opens the confirm. */
  onLeaveRestaurant?: (() => void) | undefined;
}

/**
 * The avatar button and its menu (the WAI-ARIA menu button pattern, ./use-menu-button).
 */
export function AccountMenu({ fullName, email, isOwner, onLeaveRestaurant }: AccountMenuProps) {
  const { open, menuId, popoverRef, onMenuKeyDown, select, buttonProps } = useMenuButton();
  const shownInitials = initials(fullName, email);

  return (
    <div className="menu">
      <button
        {...buttonProps}
        className="avatar-button"
        // The name holds the initials it shows (WCAG 2.5.3, label in name), after what the button does.
        aria-label={`Account menu ${shownInitials}`}
      >
        <span className="avatar" aria-hidden="true">
          {shownInitials}
        </span>
      </button>
      {open ? (
        <div ref={popoverRef} className="menu__popover">
          <div className="menu__account">
            <p className="menu__heading">My Account</p>
            {fullName ? <p className="menu__name">{fullName}</p> : null}
            {email ? <p className="menu__email muted">{email}</p> : null}
          </div>
          <div id={menuId} role="menu" aria-label="Account" className="menu__items" onKeyDown={onMenuKeyDown}>
            <Link role="menuitem" tabIndex={-1} className="menu__item narrow-only" to="/owner/dashboard" onClick={select}>
              Dashboard
            </Link>
            {isOwner ? (
              <Link role="menuitem" tabIndex={-1} className="menu__item narrow-only" to="/owner/settings" onClick={select}>
                Settings
              </Link>
            ) : null}
            <Link role="menuitem" tabIndex={-1} className="menu__item" to="/" onClick={select}>
              Home
            </Link>
            {onLeaveRestaurant ? (
              <button
                role="menuitem"
                tabIndex={-1}
                type="button"
                className="menu__item"
                onClick={() => {
                  select();
                  onLeaveRestaurant();
                }}
              >
                Leave and delete this empty restaurant
              </button>
            ) : null}
            <button
              role="menuitem"
              tabIndex={-1}
              type="button"
              className="menu__item"
              onClick={() => {
                select();
                void signOutAndLeave();
              }}
            >
              Sign out
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
