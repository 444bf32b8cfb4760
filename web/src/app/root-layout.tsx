import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { LANDING_TITLE } from '@shared/site-meta';
import { usePageTitle } from '@/lib/route-handle';
import { applyPageIndexing } from './page-indexing';

export function RootLayout() {
  const title = usePageTitle();
  const { pathname } = useLocation();
  useEffect(() => {
    // The landing page keeps index.html's title, the one search results show.
    document.title = pathname === '/' ? LANDING_TITLE : title ? `${title} | TableTap` : 'TableTap';
    applyPageIndexing(pathname);
  }, [title, pathname]);

  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
