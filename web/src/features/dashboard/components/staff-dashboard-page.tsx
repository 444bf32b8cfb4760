import { NavLink, useLocation } from 'react-router';

const TABS = [
  { key: 'orders', label: 'Orders', to: '/dashboard/orders' },
  { key: 'menu', label: 'Menu', to: '/dashboard/menu' },
] as const;

/** /dashboard/staff opens the Orders tab; /dashboard/orders and /dashboard/menu open theirs. */
export function StaffDashboardPage() {
  const { pathname } = useLocation();
  const active = pathname.startsWith('/dashboard/menu') ? TABS[1] : TABS[0];
  return (
    <section className="page">
      <h1 className="page__title">Staff Dashboard</h1>
      <nav className="pill-nav" aria-label="Dashboard sections">
        {TABS.map((tab) => (
          <NavLink key={tab.key} to={tab.to} className="pill-nav__link" aria-current={tab === active ? 'page' : undefined}>
            {tab.label}
          </NavLink>
        ))}
      </nav>
      <h2 className="section-title">{active.label}</h2>
      <p className="muted">Coming in a later step</p>
    </section>
  );
}
