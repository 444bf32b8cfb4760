/**
 * /owner/* and /dashboard/*: the session guard, react-query's provider, and the loader that reads the signed-in
 * user's data once (me, then their active restaurant) into the cache before the area renders, while its code downloads.
 * The guards and pages below read it from the cache (useMe, useRestaurant) instead of each fetching in turn. The
 * provider lives here, not at the root, so the landing and sign-in pages do not carry react-query.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { RequireSession } from '@/features/auth/components/require-session';
import { getMeQueryOptions } from '@/lib/account/get-me';
import { activeMembership } from '@/lib/account/active-restaurant';
import { hasSession } from '@/lib/amplify/session';
import { queryClient } from '@/lib/query-client';
import { getRestaurantQueryOptions } from '@/lib/restaurants/get-restaurant';

export async function loader(): Promise<null> {
  // No session: nothing to read; RequireSession sends the visitor to /auth.
  if (!(await hasSession())) return null;
  try {
    const me = await queryClient.ensureQueryData(getMeQueryOptions());
    const restaurantId = activeMembership(me)?.restaurantId;
    if (restaurantId) await queryClient.ensureQueryData(getRestaurantQueryOptions(restaurantId));
  } catch {
    // The failed query stays in the cache: the page that needs it says so, with Try again.
  }
  return null;
}

export function Component() {
  return (
    <RequireSession>
      <QueryClientProvider client={queryClient}>
        <Outlet />
      </QueryClientProvider>
    </RequireSession>
  );
}
