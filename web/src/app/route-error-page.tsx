import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from './not-found-page';

/** A page that failed to load or render. The usual cause after a deploy is a chunk that no longer exists. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error('Route error', error);

  return (
    <main id="main" className="centered-page">
      <div className="card outcome" role="alert">
        <h1 className="page__title">Something went wrong</h1>
        <p className="muted">This page could not be shown. Reloading usually fixes it.</p>
        <div className="hero__actions">
          <button type="button" className="button" onClick={() => window.location.reload()}>
            Reload page
          </button>
          <a href="/" className="button button--outline">
            Return to Home
          </a>
        </div>
      </div>
    </main>
  );
}
