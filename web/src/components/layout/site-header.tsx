import { Link } from 'react-router';
import { authTabPath } from '@/lib/auth/auth-tab-path';
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
          <Link to={authTabPath('signin')} className="button button--ghost">
            Sign in
          </Link>
          <Link to={authTabPath('signup')} className="button">
            Get started
          </Link>
        </nav>
      </div>
    </header>
  );
}
