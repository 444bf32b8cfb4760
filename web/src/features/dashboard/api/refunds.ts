/**
 * POST .../orders/{orderId}/refunds (owners and managers): a refund by item, of the tip, of an amount or of
 * everything left. The answer is the order as it now stands (with its refunds) and the refund: the order's Details
 * take it at once, the board and the earlier orders read theirs again (money and payment state changed).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refundResponseSchema, type RefundRequestBody, type RefundResponse } from '@shared/api';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/api-paths';
import { queryKeys } from '@/lib/query-keys';

export function postRefund(restaurantId: string, orderId: string, body: RefundRequestBody): Promise<RefundResponse> {
  return apiRequest(apiPaths.orders.refunds(restaurantId, orderId), { method: 'POST', body, schema: refundResponseSchema });
}

export function useRefundOrder(restaurantId: string, orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RefundRequestBody) => postRefund(restaurantId, orderId, body),
    onSuccess: ({ order }) => {
      queryClient.setQueryData(queryKeys.dashboard.order(restaurantId, orderId), order);
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.orders(restaurantId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.orderHistory(restaurantId) });
    },
    // Refused or unanswered: the order may have changed (another refund, a dispute, this one saved as pending).
    onError: () => void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.order(restaurantId, orderId) }),
  });
}
