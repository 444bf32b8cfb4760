import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { initials } from '@/lib/account/initials';
import { signOutAndLeave } from '@/lib/amplify/sign-out';

interface AccountMenuProps {
  fullName: string | null;
  email: string | null;
  isOwner: boolean;
}

type FocusTarget = 'first' | 'last';

/**
 * The avatar button and its menu, following the WAI-ARIA menu button pattern: arrows move, Escape closes and
 * returns focus to the button, Tab or a click elsewhere closes.
 */
export function AccountMenu({ fullName, email, isOwner }: AccountMenuProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<FocusTarget>('first');
  const menuId = useId();

  // Items hidden by CSS (the small-screen-only ones on a wide screen) are skipped.
  const visibleItems = () =>
    Array.from(popoverRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []).filter(
      (item) => item.getClientRects().length > 0,
    );

  useEffect(() => {
    if (!open) return;
    const items = visibleItems();
    (focusOnOpen.current === 'last' ? items[items.length - 1] : items[0])?.focus();

    const closeOnOutsidePointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!popoverRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  function openMenu(focus: FocusTarget) {
    focusOnOpen.current = focus;
    setOpen(true);
  }

  function close({ returnFocus }: { returnFocus: boolean }) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    openMenu(event.key === 'ArrowUp' ? 'last' : 'first');
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const items = visibleItems();
    const index = items.indexOf(document.activeElement as HTMLElement);
    const moveTo = (i: number) => {
      event.preventDefault();
      items[(i + items.length) % items.length]?.focus();
    };
    if (event.key === 'ArrowDown') moveTo(index + 1);
    else if (event.key === 'ArrowUp') moveTo(index - 1);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(items.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close({ returnFocus: true });
    } else if (event.key === 'Tab') setOpen(false);
  }

  const select = () => close({ returnFocus: false });
  const shownInitials = initials(fullName, email);

  return (
    <div className="menu">
      <button
        ref={buttonRef}
        type="button"
        className="avatar-button"
        // The name holds the initials it shows (WCAG 2.5.3, label in name), after what the button does.
        aria-label={`Account menu ${shownInitials}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? setOpen(false) : openMenu('first'))}
        onKeyDown={onButtonKeyDown}
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
