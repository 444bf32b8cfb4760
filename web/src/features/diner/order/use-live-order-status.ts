/**
 * The status a paid order has now: what the page loaded, then every change pushed over the order's WebSocket,
 * caught up with one read each time the line (re)opens. Never goes backwards (see order-progress.ts).
 */
import { useEffect, useState } from 'react';
import type { PublicOrder } from '../../../../../shared/api';
import type { OrderStatus } from '../../../../../shared/constants';
import { getRuntimeConfig } from '../../../config/runtime-config';
import { getPublicOrder } from '../api/get-public-order';
import { FINAL_STATUS, furtherStatus } from './order-progress';

export function useLiveOrderStatus(order: PublicOrder): OrderStatus {
  const [reported, setReported] = useState<OrderStatus>(order.status);
  const status = furtherStatus(reported, order.status);
  const finished = status === FINAL_STATUS;
  const orderId = order.id;

  useEffect(() => {
    if (finished) return;
    let ended = false;
    let stopWatching = () => {};
    const report = (next: OrderStatus) => setReported((shown) => furtherStatus(shown, next));

    import('./order-live-socket').then(
      ({ watchOrder }) => {
        if (ended) return;
        const watch = watchOrder(getRuntimeConfig().wsUrl, orderId, {
          onStatus: report,
          onOpen: () => {
            getPublicOrder(orderId, null).then(
              (latest) => report(latest.status),
              () => {}, // the next message or reopen brings it
            );
          },
        });
        stopWatching = watch.stop;
      },
      () => {}, // without the live line the page still shows the status it loaded
    );
    return () => {
      ended = true;
      stopWatching();
    };
  }, [orderId, finished]);

  return status;
}
