import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { Toaster } from '@/components/toast/toaster';
import { createAppRouter } from './router';

export function App() {
  // Created after the runtime config is loaded (main.tsx renders App only then), so loaders can read it.
  const [router] = useState(createAppRouter);
  return (
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>
  );
}
