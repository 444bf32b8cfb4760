import { Navigate, Outlet } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useMe } from '@/lib/account/get-me';
import { primaryMembership } from '@/lib/account/memberships';
import { useRestaurant } from '@/lib/restaurants/get-restaurant';

/** Onboarding is done once: afterwards its pages send the owner to the dashboard (SPEC.md section 4). */
export function OnboardingGuard() {
  const me = useMe();
  const restaurantId = me.data ? (primaryMembership(me.data)?.restaurantId ?? null) : null;
  const restaurant = useRestaurant(restaurantId);

  if (me.isPending || (restaurantId !== null && restaurant.isPending)) return <Spinner label="Loading your setup..." />;
  if (me.isError || restaurant.isError) {
    const retry = () => void (me.isError ? me.refetch() : restaurant.refetch());
    return <LoadError message="Failed to load onboarding data" onRetry={retry} />;
  }
  if (restaurant.data?.onboardingCompletedAt) return <Navigate to="/owner/dashboard" replace />;
  return <Outlet />;
}
