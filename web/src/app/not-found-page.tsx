import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';

export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    // Logged so broken links show up in the browser console and in front-end error monitoring.
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <main id="main" className="centered-page">
      <div className="card outcome">
        <h1 className="outcome__code">404</h1>
        <p className="lead">Oops! Page not found</p>
        <Link to="/" className="button">
          Return to Home
        </Link>
      </div>
    </main>
  );
}
