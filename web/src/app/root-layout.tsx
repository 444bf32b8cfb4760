import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { usePageTitle } from '@/lib/route-handle';

export function RootLayout() {
  const title = usePageTitle();
  useEffect(() => {
    document.title = title ? `${title} | TableTap` : 'TableTap';
  }, [title]);

  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
