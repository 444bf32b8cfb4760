import { Link, useLocation, useSearchParams } from 'react-router';
import type { Membership } from '@shared/api';
import { hasRole, MENU_VISIBILITY_ROLE } from '@shared/roles';
import { DEFAULT_LATE_ORDER_MINUTES } from '@shared/order-escalation';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useActiveMembership } from '@/lib/account/active-restaurant';
import { useRestaurant } from '@/lib/restaurants/get-restaurant';
import { ConnectionStatus } from '../realtime/connection-status';
import { useLiveUpdates } from '../realtime/use-live-updates';
import { useNewOrderBeep } from '../orders/use-new-order-beep';
import { useNewRequestAlert } from '../service-requests/use-new-request-alert';
import { scrollToWaitingTicket, WaitingOrdersBanner } from '../orders/waiting-banner';
import { LateOrderMinutes } from '../orders/waiting-orders';
import { OrderingPauseControl } from '../pause/ordering-pause-control';
import { selectedTab, type DashboardTabId } from './dashboard-tabs';
import { DashboardPanel } from './dashboard-panel';
import { OnboardingBanner, setupBannerKind } from './onboarding-banner';
import { SoundSwitch } from './sound-switch';
import { TabList } from './tab-list';
import '../dashboard.css';

/** /dashboard/staff, /dashboard/orders, /dashboard/menu: the live dashboard of the member's restaurant. */
export function StaffDashboardPage() {
  // A member removed meanwhile (or before this reload) is told so by the header (lib/account/use-active-restaurant).
  const { me, membership } = useActiveMembership();
  if (me.isPending) return <Spinner label="Loading your restaurant..." />;
  if (me.isError) return <LoadError message="Failed to load restaurant data" onRetry={() => void me.refetch()} />;
  if (!membership) {
    return (
      <section className="page">
        <h1 className="page__title">Staff Dashboard</h1>
        <p className="muted">Please create a restaurant first to manage service requests.</p>
      </section>
    );
  }
  return <LiveDashboard membership={membership} />;
}

function LiveDashboard({ membership }: { membership: Membership }) {
  const { restaurantId, role } = membership;
  const restaurant = useRestaurant(restaurantId);
  const live = useLiveUpdates(restaurantId);
  useNewOrderBeep(restaurantId);
  useNewRequestAlert(restaurantId);
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const tab = selectedTab(pathname, params.get('tab'));
  const banner = restaurant.data ? setupBannerKind(restaurant.data, role) : null;
  // Paid orders nobody started (issue 30 item 1): the owner's limit, for the banner and every ticket.
  const lateMinutes = restaurant.data?.lateOrderMinutes ?? DEFAULT_LATE_ORDER_MINUTES;
  const select = (id: DashboardTabId) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', id);
        return next;
      },
      { replace: true },
    );

  return (
    <section className="page dashboard">
      <div className="dashboard__head">
        <h1 className="page__title">{restaurant.data?.name ?? membership.restaurantName}</h1>
        <ConnectionStatus status={live} />
        {role === 'staff' ? null : (
          <Link to="/owner/orders" className="button button--ghost dashboard__history-link">
            Orders history
          </Link>
        )}
      </div>
      <OrderingPauseControl restaurantId={restaurantId} />
      <SoundSwitch />
      <WaitingOrdersBanner
        restaurantId={restaurantId}
        lateMinutes={lateMinutes}
        onShow={() => {
          // The Orders board and the Kitchen show the tickets; from another tab, the Kitchen opens first.
          if (tab !== 'orders' && tab !== 'kitchen') select('kitchen');
          let frames = 0;
          const look = () => {
            if (!scrollToWaitingTicket() && ++frames < 30) requestAnimationFrame(look);
          };
          requestAnimationFrame(look);
        }}
      />
      {banner ? <OnboardingBanner key={banner} restaurantId={restaurantId} kind={banner} isOwner={role === 'owner'} /> : null}
      <TabList selected={tab} onSelect={select} />
      <LateOrderMinutes value={lateMinutes}>
        <DashboardPanel tab={tab} restaurantId={restaurantId} canManage={role !== 'staff'} canPublish={hasRole(role, MENU_VISIBILITY_ROLE)} />
      </LateOrderMinutes>
    </section>
  );
}
