/**
 * The dashboard's tabs (SPEC.md 2). The path picks the first one shown (/dashboard/orders, /dashboard/menu,
 * /dashboard/staff -> Orders); `?tab=` keeps the choice in the address, so a reload or a shared link opens it.
 */
export const DASHBOARD_TABS = [
  { id: 'orders', label: 'Orders' },
  { id: 'floor', label: 'Floor' },
  { id: 'menu', label: 'Menu' },
  { id: 'inventory', label: 'Inventory' },
  { id: 'analytics', label: 'Analytics' },
  { id: 'kitchen', label: 'Kitchen' },
  { id: 'runner', label: 'Runner' },
  { id: 'service-requests', label: 'Service Requests' },
] as const;

export type DashboardTabId = (typeof DASHBOARD_TABS)[number]['id'];

function isTabId(value: string | null): value is DashboardTabId {
  return DASHBOARD_TABS.some((tab) => tab.id === value);
}

export function selectedTab(pathname: string, tabParam: string | null): DashboardTabId {
  if (isTabId(tabParam)) return tabParam;
  return pathname.startsWith('/dashboard/menu') ? 'menu' : 'orders';
}
