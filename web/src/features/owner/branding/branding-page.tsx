import { Link } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useMe } from '@/lib/account/get-me';
import { useRestaurant } from '@/lib/restaurants/get-restaurant';
import { BrandingEditor } from './branding-editor';

/** /owner/settings/branding (SPEC.md 2 Branding): the editor for the owner's restaurant. */
export function BrandingPage() {
  const me = useMe();
  const owned = me.data?.memberships.find((m) => m.role === 'owner') ?? null;
  const restaurant = useRestaurant(owned?.restaurantId ?? null);

  if (me.isPending || (owned && restaurant.isPending)) return <Spinner label="Loading your restaurant..." />;
  if (me.isError || restaurant.isError) {
    const retry = () => void (me.isError ? me.refetch() : restaurant.refetch());
    return <LoadError message="Failed to load restaurant data" onRetry={retry} />;
  }

  if (!owned) {
    return (
      <section className="page">
        <h1 className="page__title">No Restaurant Found</h1>
        <p className="muted">No restaurant found. Please create a restaurant first.</p>
        <p>
          <Link to="/owner/onboarding" className="button button--outline">
            Set up your restaurant
          </Link>
        </p>
      </section>
    );
  }

  return (
    <section className="page">
      <div>
        <h1 className="page__title">Restaurant Branding</h1>
        <p className="muted">Your colors and logo on the menu diners open from your QR codes.</p>
      </div>
      <BrandingEditor
        restaurantId={owned.restaurantId}
        restaurantName={restaurant.data?.name ?? owned.restaurantName}
        restaurantDescription={restaurant.data?.description ?? null}
        variant="settings"
      />
    </section>
  );
}
