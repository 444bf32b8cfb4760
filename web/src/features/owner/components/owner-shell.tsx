import { Outlet } from 'react-router';
import { SkipLink } from '@/components/ui/skip-link';
import { OwnerHeader } from './owner-header';

/** The frame of every signed-in page (/owner/*, /dashboard/*): the owner header above the page. */
export function OwnerShell() {
  return (
    <div className="app-shell">
      <SkipLink />
      <OwnerHeader />
      <main id="main" className="app-main">
        <Outlet />
      </main>
    </div>
  );
}
