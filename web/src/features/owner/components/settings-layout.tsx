import { useEffect, useRef, useState, type RefObject } from 'react';
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
  const more = useScrollCue(nav, owner);

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
        <nav ref={nav} className="settings-layout__nav" aria-label="Settings" data-more={more || undefined}>
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

/**
 * Which ends of the phone's sideways chip row have more chips beyond them ('start', 'end', 'start end' or ''), so the
 * row fades out there: it shows that it scrolls. Follows scrolling and resizing.
 */
function useScrollCue(nav: RefObject<HTMLElement | null>, shown: boolean): string {
  const [more, setMore] = useState('');
  useEffect(() => {
    const row = nav.current?.querySelector('ul');
    if (!row) return;
    const update = () => {
      const start = row.scrollLeft > 1;
      const end = row.scrollLeft + row.clientWidth < row.scrollWidth - 1;
      setMore([start ? 'start' : '', end ? 'end' : ''].filter(Boolean).join(' '));
    };
    update();
    row.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    observer?.observe(row);
    return () => {
      row.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [nav, shown]);
  return more;
}
