/** Shown when the app cannot start (no usable /config.json): there is no router yet, so plain markup only. */
export function StartupError() {
  return (
    <main id="main" className="centered-page">
      <div className="card outcome" role="alert">
        <h1 className="page__title">TableTap could not start</h1>
        <p className="muted">The site's configuration could not be loaded. Please try again in a moment.</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Reload page
        </button>
      </div>
    </main>
  );
}
