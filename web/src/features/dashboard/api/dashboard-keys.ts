/** The dashboard's react-query keys, per restaurant, so the live client and the tabs agree on them. */
import type { AnalyticsRange } from '@shared/api';

export const dashboardKeys = {
  all: (restaurantId: string) => ['dashboard', restaurantId] as const,
  orders: (restaurantId: string) => ['dashboard', restaurantId, 'orders'] as const,
  /** Served orders placed before the day starting at `from` (a new day, a new history); every day's without it. */
  orderHistory: (restaurantId: string, from?: string) =>
    from ? (['dashboard', restaurantId, 'order-history', from] as const) : (['dashboard', restaurantId, 'order-history'] as const),
  order: (restaurantId: string, orderId: string) => ['dashboard', restaurantId, 'order', orderId] as const,
  serviceRequests: (restaurantId: string) => ['dashboard', restaurantId, 'service-requests'] as const,
  menu: (restaurantId: string) => ['dashboard', restaurantId, 'menu'] as const,
  analytics: (restaurantId: string, range: AnalyticsRange) => ['dashboard', restaurantId, 'analytics', range] as const,
};

export const restaurantPath = (restaurantId: string) => `/api/v1/restaurants/${encodeURIComponent(restaurantId)}`;
