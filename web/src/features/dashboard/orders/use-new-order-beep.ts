import { useEffect, useRef } from 'react';
import { useOrders } from '../api/orders';
import { takeNew } from '../realtime/live-cache';
import { playNewOrderBeep } from '../lib/sounds';

/**
 * A beep for each paid order the dashboard has not seen before, however it arrived (live message, the 10 s
 * refetch, the catch-up after a reconnect). The orders already there when the page opened are not new.
 */
export function useNewOrderBeep(restaurantId: string): void {
  const { data } = useOrders(restaurantId);
  const known = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!data) return;
    if (!known.current) {
      known.current = new Set(data.map((order) => order.id));
      return;
    }
    for (const _order of takeNew(known.current, data, (order) => order.status === 'paid')) playNewOrderBeep();
  }, [data]);
}
