import { AnalyticsTab } from '../analytics/analytics-tab';
import { FloorTab } from '../floor/floor-tab';
import { InventoryTab } from '../menu/inventory-tab';
import { MenuTab } from '../menu/menu-tab';
import { KitchenDisplay } from '../orders/kitchen-display';
import { OrdersBoard } from '../orders/orders-board';
import { RefundPermission } from '../orders/refund-permission';
import { RunnerQueue } from '../orders/runner-queue';
import { ServiceRequestsPanel } from '../service-requests/service-requests-panel';
import type { DashboardTabId } from './dashboard-tabs';
import { panelId, tabId } from './tab-list';

interface PanelProps {
  tab: DashboardTabId;
  restaurantId: string;
  /** Managers and owners change availability and stock, see analytics and refund orders; staff read. */
  canManage: boolean;
  /** Owners also publish and hide items (Visible); managers switch Sold Out only. */
  canPublish: boolean;
}

/** The selected tab's content, labelled by its tab. */
export function DashboardPanel({ tab, restaurantId, canManage, canPublish }: PanelProps) {
  return (
    <div className="dashboard__panel" role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} tabIndex={0}>
      <RefundPermission value={canManage}>
        {tab === 'orders' ? <OrdersBoard restaurantId={restaurantId} /> : null}
      {tab === 'floor' ? <FloorTab restaurantId={restaurantId} canManage={canManage} /> : null}
      {tab === 'menu' ? <MenuTab restaurantId={restaurantId} canEdit={canManage} canPublish={canPublish} /> : null}
      {tab === 'inventory' ? <InventoryTab restaurantId={restaurantId} canEdit={canManage} /> : null}
      {tab === 'analytics' ? <AnalyticsTab restaurantId={restaurantId} canView={canManage} /> : null}
      {tab === 'kitchen' ? <KitchenDisplay restaurantId={restaurantId} /> : null}
      {tab === 'runner' ? <RunnerQueue restaurantId={restaurantId} /> : null}
      {tab === 'service-requests' ? <ServiceRequestsPanel restaurantId={restaurantId} /> : null}
      </RefundPermission>
    </div>
  );
}
