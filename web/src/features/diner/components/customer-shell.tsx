import { Outlet } from 'react-router';

/**
 * The frame of the diner's pages (/start, /language, /menu, /cart, /order). Kept bare on purpose: these pages
 * carry the restaurant's own branding, and everything here ships in the diner's first load.
 */
export function CustomerShell() {
  return (
    <div className="customer-shell">
      <main id="main" className="customer-shell__main">
        <Outlet />
      </main>
      <footer className="customer-shell__footer">
        <p>Powered by TableTap</p>
      </footer>
    </div>
  );
}
