import { Link } from 'react-router';
import type { Membership, Order, Restaurant } from '@shared/api';
import { ORDER_STATUS_LABELS, orderStatusLabel } from '@shared/order-status';
import { setupProgress, stepsCompletedLabel } from '@shared/setup-progress';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useActiveMembership } from '@/lib/account/active-restaurant';
import { ROLE_LABELS } from '@/lib/account/memberships';
import { formatElapsedMinutes, formatMoney } from '@/lib/format';
import { useRestaurant } from '@/lib/restaurants/get-restaurant';
import { useSetupOverview } from '@/lib/restaurants/setup-overview';
import { ProgressBar } from '../onboarding/step-progress';
import { ATTENTION_STATUSES, useLiveOrders } from './api/live-orders';
import { useTodayFigures } from './api/today-figures';
import { useNow } from '@/lib/use-now';
import './owner-dashboard.css';

/** How many waiting orders the overview lists by name; the board has the rest. */
const LISTED_ORDERS = 5;

/**
 * /owner/dashboard: where an owner lands. Today's figures from paid orders (owners and managers: the analytics
 * route refuses staff), the orders waiting for someone, the setup progress with its next step while setup is
 * incomplete (owners), and the ways into the staff dashboard and settings (owners).
 */
export function OwnerDashboard() {
  const { me, membership } = useActiveMembership();
  const restaurant = useRestaurant(membership?.restaurantId ?? null);

  if (me.isPending || (membership && restaurant.isPending)) return <Spinner label="Loading your restaurant..." />;
  if (me.isError || restaurant.isError) {
    const retry = () => void (me.isError ? me.refetch() : restaurant.refetch());
    return <LoadError message="Failed to load restaurant data" onRetry={retry} />;
  }

  if (!membership) {
    return (
      <section className="page">
        <h1 className="page__title">Dashboard</h1>
        <p className="muted">You are not part of a restaurant yet. Ask the owner to invite you, or sign in with the invited e-mail.</p>
      </section>
    );
  }
  return <RestaurantOverview membership={membership} restaurant={restaurant.data ?? null} />;
}

function RestaurantOverview({ membership, restaurant }: { membership: Membership; restaurant: Restaurant | null }) {
  const { restaurantId, role } = membership;
  const isOwner = role === 'owner';
  return (
    <section className="page owner-dash" aria-labelledby="owner-dash-title">
      <div className="owner-dash__head">
        <h1 id="owner-dash-title" className="page__title">
          {restaurant?.name ?? membership.restaurantName}
        </h1>
        <p className="muted">
          Your role: <span className="summary__role">{ROLE_LABELS[role]}</span>
        </p>
        {restaurant && !restaurant.chargesEnabled ? (
          // Not dismissible: while it holds, no diner can pay, whatever else the page says.
          <p className="notice notice--warning owner-dash__payments" role="status">
            Payments are not connected: guests can see your menu but can't pay.{' '}
            {isOwner ? <Link to="/owner/settings/payments">Set up payments</Link> : 'The owner is finishing the payment setup.'}
          </p>
        ) : null}
      </div>
      {isOwner ? <SetupCard restaurantId={restaurantId} onboardingCompleted={Boolean(restaurant?.onboardingCompletedAt)} /> : null}
      <div className="owner-dash__panels">
        {role === 'staff' ? null : <TodayFigures restaurantId={restaurantId} />}
        <WaitingOrders restaurantId={restaurantId} />
      </div>
      <nav className="tile-grid" aria-label="Dashboard areas">
        <Tile title="Orders" text="See incoming orders and move them along, live." to="/dashboard/orders" action="Open orders" />
        <Tile title="Menu & availability" text="Mark dishes sold out and keep stock counts." to="/dashboard/menu" action="Open menu" />
        {role === 'staff' ? null : (
          <Tile title="Orders history" text="Find any order by code or table, with its refunds and timeline." to="/owner/orders" action="Open history" />
        )}
        {isOwner ? (
          <Tile title="Restaurant settings" text="Branding, menu, payments, QR codes and staff." to="/owner/settings" action="Open settings" />
        ) : (
          <Tile title="QR codes" text="The tables' codes, to print a lost or damaged card again." to="/owner/settings/qr" action="Open QR codes" />
        )}
      </nav>
    </section>
  );
}

/** The settings hub's four steps while any is left, with the next one's link (owners only). */
function SetupCard({ restaurantId, onboardingCompleted }: { restaurantId: string; onboardingCompleted: boolean }) {
  const overview = useSetupOverview(restaurantId);
  if (overview.isPending) return null;
  if (overview.isError) return <LoadError message="Failed to load onboarding data" onRetry={() => void overview.refetch()} />;
  const progress = setupProgress(overview.data);
  if (!progress.nextStep) return null;
  return (
    <section className="card stack stack--tight owner-dash__setup" aria-labelledby="owner-dash-setup">
      <div className="owner-dash__section-head">
        <h2 id="owner-dash-setup" className="section-title">
          Finish your setup
        </h2>
        <span className="badge badge--accent">{progress.percent}%</span>
      </div>
      <p>{stepsCompletedLabel(progress.completedCount, progress.totalCount)}</p>
      <ProgressBar percent={progress.percent} label="Setup progress" />
      <p>
        Next step: <strong>{progress.nextStep.title}</strong>
      </p>
      <div className="owner-dash__actions">
        <Link to={progress.nextStep.href} className="button">
          Continue with {progress.nextStep.title}
        </Link>
        {onboardingCompleted ? null : (
          <Link to="/owner/onboarding" className="button button--outline">
            Open setup checklist
          </Link>
        )}
      </div>
    </section>
  );
}

function TodayFigures({ restaurantId }: { restaurantId: string }) {
  const figures = useTodayFigures(restaurantId, true);
  return (
    <section className="card stack stack--tight owner-dash__panel" aria-labelledby="owner-dash-today">
      <div className="owner-dash__section-head">
        <h2 id="owner-dash-today" className="section-title">
          Today
        </h2>
        <span className="muted owner-dash__note">Paid orders</span>
      </div>
      {figures.isPending ? <Spinner label="Loading today's figures..." /> : null}
      {figures.isError ? <LoadError message="Failed to load today's figures" onRetry={() => void figures.refetch()} /> : null}
      {figures.data ? (
        <dl className="owner-dash__figures">
          <div className="owner-dash__figure">
            <dt>Orders</dt>
            <dd>{figures.data.ordersCount}</dd>
          </div>
          <div className="owner-dash__figure">
            <dt>Revenue</dt>
            <dd>{formatMoney(figures.data.revenueCents, figures.data.currency)}</dd>
          </div>
          <div className="owner-dash__figure">
            <dt>Average ticket</dt>
            <dd>{formatMoney(figures.data.averageTicketCents, figures.data.currency)}</dd>
          </div>
        </dl>
      ) : null}
    </section>
  );
}

const waitingSince = (order: Order) => order.paidAt ?? order.createdAt;

function WaitingOrders({ restaurantId }: { restaurantId: string }) {
  const live = useLiveOrders(restaurantId);
  const now = useNow();
  const orders = (live.data?.orders ?? [])
    .filter((order) => (ATTENTION_STATUSES as readonly string[]).includes(order.status))
    .sort((a, b) => Date.parse(waitingSince(a)) - Date.parse(waitingSince(b)));
  const count = (status: string) => orders.filter((order) => order.status === status).length;

  return (
    <section className="card stack stack--tight owner-dash__panel" aria-labelledby="owner-dash-waiting">
      <div className="owner-dash__section-head">
        <h2 id="owner-dash-waiting" className="section-title">
          Orders needing attention
        </h2>
        <Link to="/dashboard/orders" className="owner-dash__more">
          Open orders board
        </Link>
      </div>
      {live.isPending ? <Spinner label="Loading orders..." /> : null}
      {live.isError ? <LoadError message="Failed to load orders" onRetry={() => void live.refetch()} /> : null}
      {live.data ? (
        <>
          <dl className="owner-dash__counts">
            {ATTENTION_STATUSES.map((status) => (
              <div key={status} className="owner-dash__count">
                <dt>{ORDER_STATUS_LABELS[status]}</dt>
                <dd>{count(status)}</dd>
              </div>
            ))}
          </dl>
          {orders.length === 0 ? (
            <p className="muted">No orders waiting right now.</p>
          ) : (
            <ul className="owner-dash__orders" aria-label="Waiting longest">
              {orders.slice(0, LISTED_ORDERS).map((order) => (
                <li key={order.id} className="owner-dash__order">
                  <span className="owner-dash__code">{order.orderCode}</span>
                  <span className="owner-dash__table">{order.tableLabel ? `Table ${order.tableLabel}` : 'No table'}</span>
                  <span className="badge">{orderStatusLabel(order)}</span>
                  <span className="owner-dash__age" title="Since payment">
                    {formatElapsedMinutes(waitingSince(order), now)}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {orders.length > LISTED_ORDERS ? <p className="muted">and {orders.length - LISTED_ORDERS} more on the board</p> : null}
        </>
      ) : null}
    </section>
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
