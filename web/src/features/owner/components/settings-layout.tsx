import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { SETTINGS_MENU, settingsBackLink } from '../settings-navigation';

/** Every /owner/settings page: a back button and the settings side menu (a scrolling strip on small screens). */
export function SettingsLayout() {
  const { pathname } = useLocation();
  const back = settingsBackLink(pathname);
  return (
    <div className="settings-layout">
      <div className="settings-layout__bar">
        <Link to={back.to} className="button button--ghost">
          <span aria-hidden="true">←</span> {back.label}
        </Link>
      </div>
      <nav className="settings-layout__nav" aria-label="Settings">
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
      <div className="settings-layout__content">
        <Outlet />
      </div>
    </div>
  );
}
