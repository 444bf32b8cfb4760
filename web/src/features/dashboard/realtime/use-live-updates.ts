/**
 * Keeps the dashboard's cached orders and service requests live while it is open: messages are applied to the
 * react-query cache as they come; after a reconnect everything is refetched, to catch up on what was missed.
 * After a drop it asks whether the member still belongs to the restaurant (a removed member's socket is closed by
 * the server and its reconnect refused, which a browser cannot tell from a network failure): once they do not, the
 * cached memberships say so, the dashboard tells them, and the socket stops with it.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ServiceRequest } from '@shared/api';
import type { RealtimeMessage } from '@shared/api/realtime';
import { putOrderOnBoard } from '../api/orders';
import { applyServiceRequestChange } from './live-cache';
import { createLiveSocket, type LiveStatus } from '@/lib/live-socket';
import { getMe } from '@/lib/account/get-me';
import { queryKeys } from '@/lib/query-keys';
import { liveUrl } from '@/lib/live-url';

async function recheckAccess(queryClient: QueryClient, restaurantId: string): Promise<void> {
  try {
    const me = await getMe();
    if (!me.memberships.some((m) => m.restaurantId === restaurantId)) queryClient.setQueryData(queryKeys.me(), me);
  } catch {
    // Offline or failing: the socket keeps retrying, and the next drop asks again.
  }
}

export function useLiveUpdates(restaurantId: string): LiveStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>('connecting');

  useEffect(() => {
    function apply(message: RealtimeMessage) {
      switch (message.type) {
        case 'order.changed':
          putOrderOnBoard(queryClient, restaurantId, message.order);
          // A round of a table's visit moved (paid, cooking, served): its table's state on the floor moves with it.
          if (message.order.tableSessionId) void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.floor(restaurantId) });
          break;
        case 'service_request.changed':
          queryClient.setQueryData<ServiceRequest[]>(queryKeys.dashboard.serviceRequests(restaurantId), (requests) =>
            applyServiceRequestChange(requests, message.request),
          );
          break;
        case 'table_session.changed': // a table's visit moved: the floor reads again
          void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.floor(restaurantId) });
          break;
        case 'membership.removed': // the header's account line tells the person (lib/account/use-active-restaurant)
        case 'table_session.view': // only the phones in a visit get it
        case 'pong':
          break;
        default: // every message type is handled above: a new broadcast entity (shared/api/realtime.ts) fails here
          message satisfies never;
      }
    }
    const socket = createLiveSocket({
      url: () => liveUrl(restaurantId),
      onMessage: apply,
      onStatus: setStatus,
      onOpen: ({ reconnected }) => {
        if (reconnected) void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all(restaurantId) });
      },
      onDrop: () => void recheckAccess(queryClient, restaurantId),
    });
    socket.start();
    return () => socket.stop();
  }, [queryClient, restaurantId]);

  return status;
}
