/**
 * Moving a ticket one step (Start, Mark Ready, Mark Served). The request says which status the ticket showed, so a
 * stale ticket cannot move the order twice: the server answers 409 with the state the order is really in. Then
 * the member reads why, and the board shows the order as it is now.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { BoardStatus } from '@shared/order-status';
import { toast } from '@/components/toast/toast-store';
import { ApiError } from '@/lib/api-error';
import { queryKeys } from '@/lib/query-keys';
import { advanceOrder, getOrder, putOrderOnBoard } from '../api/orders';
import type { BoardOrder } from '../realtime/live-cache';

export function useAdvanceOrder(restaurantId: string, order: BoardOrder) {
  const queryClient = useQueryClient();
  const inFlight = useRef(false);
  const put = (changed: BoardOrder) => putOrderOnBoard(queryClient, restaurantId, changed);

  const mutation = useMutation({
    mutationFn: (to: BoardStatus) => advanceOrder(restaurantId, order.id, { from: order.status, to }),
    onSuccess: put,
    onError: async (error) => {
      if (error instanceof ApiError && error.status === 409) {
        toast.error(error.message);
        // The 409 names the current status; reading the order gives it with its timestamps too.
        const current = await getOrder(restaurantId, order.id).catch(() => null);
        if (current) put(current);
        else await queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.orders(restaurantId) });
        return;
      }
      toast.error('Failed to update order', error instanceof Error ? error.message : undefined);
    },
    onSettled: () => {
      inFlight.current = false;
    },
  });

  return {
    isPending: mutation.isPending,
    /** A second click before the first answer sends nothing (the button is disabled too, once React re-renders). */
    advance(to: BoardStatus) {
      if (inFlight.current) return;
      inFlight.current = true;
      mutation.mutate(to);
    },
  };
}
