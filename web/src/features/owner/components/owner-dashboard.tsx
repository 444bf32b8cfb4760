import { Link } from 'react-router';
import type { Membership, Restaurant } from '@shared/api';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useMe } from '@/lib/account/get-me';
import { primaryMembership, ROLE_LABELS } from '@/lib/account/memberships';
import { useRestaurant } from '@/lib/restaurants/get-restaurant';

/** Where owners and staff land after sign-in. Later steps add the live figures; this names the place and the way on. */
export function OwnerDashboard() {
  const me = useMe();
  const membership = me.data ? primaryMembership(me.data) : null;
  const restaurant = useRestaurant(membership?.restaurantId ?? null);

  if (me.isPending || (membership && restaurant.isPending)) return <Spinner label="Loading your restaurant..." />;
  if (me.isError || restaurant.isError) {
    const retry = () => void (me.isError ? me.refetch() : restaurant.refetch());
    return <LoadError message="Failed to load restaurant data" onRetry={retry} />;
  }

  return (
    <section className="page">
      <h1 className="page__title">Dashboard</h1>
      {membership ? (
        <RestaurantOverview membership={membership} restaurant={restaurant.data ?? null} />
      ) : (
        <p className="muted">You are not part of a restaurant yet. Ask the owner to invite you, or sign in with the invited e-mail.</p>
      )}
    </section>
  );
}

function RestaurantOverview({ membership, restaurant }: { membership: Membership; restaurant: Restaurant | null }) {
  const isOwner = membership.role === 'owner';
  const setupPending = isOwner && !restaurant?.onboardingCompletedAt;
  return (
    <>
      <div className="card summary">
        <p className="summary__name">{restaurant?.name ?? membership.restaurantName}</p>
        <p className="muted">
          Your role: <span className="summary__role">{ROLE_LABELS[membership.role]}</span>
        </p>
      </div>
      <div className="tile-grid">
        {setupPending ? (
          <Tile title="Finish your setup" text="Connect payments, set your branding and add a menu." to="/owner/onboarding" action="Continue setup" />
        ) : null}
        <Tile title="Orders" text="See incoming orders and move them along." to="/dashboard/orders" action="Open orders" />
        {isOwner ? (
          <Tile title="Restaurant settings" text="Branding, menu, payments, QR codes and staff." to="/owner/settings" action="Open settings" />
        ) : null}
      </div>
    </>
  );
}

function Tile({ title, text, to, action }: { title: string; text: string; to: string; action: string }) {
  return (
    <div className="card tile">
      <h2 className="tile__title">{title}</h2>
      <p className="muted">{text}</p>
      <Link to={to} className="button button--outline">
        {action}
      </Link>
    </div>
  );
}
