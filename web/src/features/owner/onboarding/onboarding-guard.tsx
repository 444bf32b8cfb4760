import { useCallback, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useActiveMembership } from '@/lib/account/active-restaurant';
import { toast } from '@/components/toast/toast-store';
import { newOwnerRestaurant, RESTAURANT_CREATED_MESSAGE, useEnsureRestaurant } from '@/lib/restaurants/ensure-restaurant';
import { useRestaurant } from '@/lib/restaurants/get-restaurant';
import type { OnboardingContext } from './onboarding-context';

/**
 * Onboarding is the owner's, and done once: afterwards its pages send the owner to the dashboard (SPEC.md section
 * 4). The one exception is the page that completes it (the done page, the legacy wizard's last step): it asks to
 * stay (`stayWhileCompleting`) before it sets the timestamp, so it can show its success instead of being bounced
 * away mid-render. Leaving that page, or reloading it, redirects as usual. Someone with no restaurant at all (the
 * sign-in's ensure failed) gets theirs made here, as SPEC.md section 4 says of the onboarding load.
 */
export function OnboardingGuard() {
  const { me, membership } = useActiveMembership();
  const restaurantId = membership?.restaurantId ?? null;
  const restaurant = useRestaurant(restaurantId);
  const { pathname } = useLocation();
  const [completingAt, setCompletingAt] = useState<string | null>(null);
  const stayWhileCompleting = useCallback(() => setCompletingAt(pathname), [pathname]);
  const ensure = useEnsureRestaurant();
  const { mutate: ensureOwn } = ensure;
  const needsRestaurant = me.data !== undefined && membership === null;
  const fullName = me.data?.profile?.fullName;

  const ensureOwnRestaurant = useCallback(
    () =>
      ensureOwn(newOwnerRestaurant(fullName, true), {
        onSuccess: ({ created }) => {
          if (created) toast.success(RESTAURANT_CREATED_MESSAGE);
        },
      }),
    [ensureOwn, fullName],
  );

  useEffect(() => {
    if (needsRestaurant) ensureOwnRestaurant();
  }, [needsRestaurant, ensureOwnRestaurant]);

  if (me.isError || restaurant.isError || ensure.isError) {
    const retry = () => void (me.isError ? me.refetch() : restaurant.isError ? restaurant.refetch() : ensureOwnRestaurant());
    return <LoadError message="Failed to load onboarding data" onRetry={retry} />;
  }
  if (me.isPending || needsRestaurant || (restaurantId !== null && restaurant.isPending)) return <Spinner label="Loading your setup..." />;
  // Staff members have no setup to do (SPEC.md section 6: they see the dashboard only).
  if (!membership || membership.role !== 'owner' || !restaurant.data) return <Navigate to="/owner/dashboard" replace />;
  if (restaurant.data.onboardingCompletedAt && completingAt !== pathname) return <Navigate to="/owner/dashboard" replace />;
  const context: OnboardingContext = { restaurant: restaurant.data, stayWhileCompleting };
  return <Outlet context={context} />;
}
