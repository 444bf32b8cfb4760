/**
 * The status a paid order has now: what the page loaded, then every change pushed over the order's WebSocket
 * (lib/live-socket: reconnects, heartbeat), caught up with one read each time the line (re)opens. Never goes
 * backwards (see order-progress.ts). The socket client is loaded on demand once a paid order shows, so the success
 * page's first load does not carry it; it ends once the order is served.
 */
import { useEffect, useState } from 'react';
import type { PublicOrder } from '@shared/api';
import type { OrderStatus } from '@shared/constants';
import { getRuntimeConfig } from '@/config/runtime-config';
import { getPublicOrder } from '../api/get-public-order';
import { FINAL_STATUS, furtherStatus } from './order-progress';

/** A diner's line is quiet for long stretches: a ping every 5 minutes keeps it through API Gateway's idle cut. */
export const ORDER_HEARTBEAT_MS = 5 * 60_000;

/** `wsUrl?orderId=`, no token: the server sends this connection that order's changes only. */
export function orderSocketUrl(wsUrl: string, orderId: string): string {
  const url = new URL(wsUrl);
  url.searchParams.set('orderId', orderId);
  return url.toString();
}

/** `watch` false (an order not paid): the status as loaded, and no line opened. */
export function useLiveOrderStatus(order: PublicOrder, watch = true): OrderStatus {
  const [reported, setReported] = useState<OrderStatus>(order.status);
  const status = furtherStatus(reported, order.status);
  const finished = status === FINAL_STATUS;
  const orderId = order.id;

  useEffect(() => {
    if (finished || !watch) return;
    let ended = false;
    let stopWatching = () => {};
    const report = (next: OrderStatus) => setReported((shown) => furtherStatus(shown, next));

    import('@/lib/live-socket').then(
      ({ createLiveSocket }) => {
        if (ended) return;
        const socket = createLiveSocket({
          url: () => orderSocketUrl(getRuntimeConfig().wsUrl, orderId),
          heartbeatEveryMs: ORDER_HEARTBEAT_MS,
          onMessage: (message) => {
            if (message.type !== 'order.changed' || message.order.id !== orderId) return;
            report(message.order.status);
            if (message.order.status === FINAL_STATUS) socket.stop();
          },
          onOpen: () => {
            getPublicOrder(orderId, null).then(
              (latest) => report(latest.status),
              () => {}, // the next message or reopen brings it
            );
          },
        });
        socket.start();
        stopWatching = socket.stop;
      },
      () => {}, // without the live line the page still shows the status it loaded
    );
    return () => {
      ended = true;
      stopWatching();
    };
  }, [orderId, finished, watch]);

  return status;
}
