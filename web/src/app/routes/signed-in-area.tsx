import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { RequireSession } from '../../features/auth/components/require-session';
import { queryClient } from '../../lib/query-client';

/**
 * /owner/* and /dashboard/*: the session guard, and react-query's provider. The provider lives here, not at the
 * root, so the diner's first load does not carry react-query until a diner page needs it.
 */
export function Component() {
  return (
    <RequireSession>
      <QueryClientProvider client={queryClient}>
        <Outlet />
      </QueryClientProvider>
    </RequireSession>
  );
}
