import { Link } from 'react-router';
import { keptUntilHydrated } from './kept-until-hydrated';
import { Logo } from '../ui/logo';

/** The public pages' header (landing, demo): logo home, Sign in and Get started. */
export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="site-header__brand" aria-label="TableTap home">
          <Logo />
        </Link>
        <nav className="site-header__actions" aria-label="Account">
          <Link to="/auth" state={{ tab: 'signin' }} className="button button--ghost" {...keptUntilHydrated}>
            Sign in
          </Link>
          <Link to="/auth" state={{ tab: 'signup' }} className="button" {...keptUntilHydrated}>
            Get started
          </Link>
        </nav>
      </div>
    </header>
  );
}
