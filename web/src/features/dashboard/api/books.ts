/**
 * The owner's books (owners and managers): POST .../orders/export writes the CSV of a range of days and answers a
 * short-lived link to it; GET .../payouts is the summary of a day, week or month.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { ordersExportSchema, payoutsSchema, type OrdersExport, type OrdersExportRequest, type PayoutPeriod } from '@shared/api';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/api-paths';
import { queryKeys } from '@/lib/query-keys';

export function postOrdersExport(restaurantId: string, body: OrdersExportRequest): Promise<OrdersExport> {
  return apiRequest(apiPaths.orders.export(restaurantId), { method: 'POST', body, schema: ordersExportSchema });
}

export function useOrdersExport(restaurantId: string) {
  return useMutation({ mutationFn: (range: OrdersExportRequest) => postOrdersExport(restaurantId, range) });
}

export function getPayouts(restaurantId: string, period: PayoutPeriod, date: string) {
  return apiRequest(`${apiPaths.payouts(restaurantId)}?period=${period}&date=${date}`, { schema: payoutsSchema });
}

export function usePayouts(restaurantId: string, period: PayoutPeriod, date: string) {
  return useQuery({ queryKey: queryKeys.dashboard.payouts(restaurantId, period, date), queryFn: () => getPayouts(restaurantId, period, date), enabled: date !== '' });
}
