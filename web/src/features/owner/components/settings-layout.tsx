import { useEffect, useRef } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { useMe } from '@/lib/account/get-me';
import { isOwner } from '@/lib/account/memberships';
import { SETTINGS_MENU, settingsBackLink } from '../settings-navigation';

/**
 * Every /owner/settings page: a back button and the settings side menu. On a phone the menu is a row of chips that
 * scrolls sideways rather than a column pushing the page down; the current page's chip is scrolled into view.
 */
export function SettingsLayout() {
  const { pathname } = useLocation();
  const me = useMe();
  // A staff member on the QR page (the one settings page open to them) gets no menu of pages they cannot open.
  const owner = !me.data || isOwner(me.data);
  const back = owner ? settingsBackLink(pathname) : { to: '/owner/dashboard', label: 'Back to Dashboard' };
  const nav = useRef<HTMLElement>(null);

  useEffect(() => {
    const current = nav.current?.querySelector<HTMLElement>('[aria-current="page"]');
    // 'nearest' on both axes: nothing moves when the chip is already in sight (always, on a wide screen).
    current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);

  return (
    <div className="settings-layout">
      <div className="settings-layout__bar">
        <Link to={back.to} className="button button--ghost">
          <span aria-hidden="true">←</span> {back.label}
        </Link>
      </div>
      {owner ? (
        <nav ref={nav} className="settings-layout__nav" aria-label="Settings">
          <ul>
            {SETTINGS_MENU.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className="settings-layout__link">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="settings-layout__content">
        <Outlet />
      </div>
    </div>
  );
}
