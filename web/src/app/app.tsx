import { useState, useSyncExternalStore } from 'react';
import { RouterProvider } from 'react-router/dom';
import { Toaster } from '@/components/toast/toaster';
import { createAppRouter } from './router';

export function App() {
  // Created after the runtime config is loaded (main.tsx renders App only then), so loaders can read it.
  const [router] = useState(createAppRouter);
  // The Toaster sits beside the router (toasts outlive a page's unmount), so it follows the path by subscription.
  const pathname = useSyncExternalStore(router.subscribe, () => router.state.location.pathname);
  return (
    <>
      <RouterProvider router={router} />
      <Toaster pathname={pathname} />
    </>
  );
}
