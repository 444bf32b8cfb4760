import { Link } from 'react-router';

/** A settings page that needs the owner's restaurant, reached before there is one (SPEC.md section 2). */
export function RestaurantRequired({ what }: { what: string }) {
  return (
    <section className="page" aria-labelledby="restaurant-required-title">
      <div className="card stack">
        <h1 id="restaurant-required-title" className="page__title">
          Restaurant Required
        </h1>
        <p className="muted">Set up your restaurant first, then come back to {what}.</p>
        <div>
          <Link to="/owner/onboarding" className="button">
            Complete Setup
          </Link>
        </div>
      </div>
    </section>
  );
}
