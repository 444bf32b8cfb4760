/**
 * Paid orders nobody started (issue 30 item 1, shared/order-escalation.ts) on the staff screens: the restaurant's
 * late limit, the late orders re-read on a timer set for the next moment one crosses a limit (no reload, no fast
 * polling), and a sound each time an order turns amber or red. Times are this device's clock: the app keeps no
 * offset from the server's, and paidAt is the server's own time of payment.
 */
import { createContext, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { DEFAULT_LATE_ORDER_MINUTES, isWaitingToStart, lateOrders, nextWaitChangeAt, orderWait, type WaitingOrder } from '@shared/order-escalation';
import { useOrders } from '../api/orders';
import { playLateOrderAlert } from '../lib/sounds';

/** The owner's late limit, given to the tickets by the dashboard from the restaurant it reads; the default until then. */
export const LateOrderMinutes = createContext(DEFAULT_LATE_ORDER_MINUTES);

export function useLateOrderMinutes(): number {
  return useContext(LateOrderMinutes);
}

/**
 * The time, moved on exactly when `orders` next cross a limit or a whole minute (nextWaitChangeAt), so the colours,
 * the "Waiting 7 min" and the banner change without a reload. No timer while none is waiting: new orders re-arm it.
 */
export function useWaitClock(orders: readonly WaitingOrder[] | undefined, lateMinutes: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const current = Date.now();
    const next = orders ? nextWaitChangeAt(orders, lateMinutes, current) : null;
    if (next === null) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, next - current));
    return () => clearTimeout(timer);
  }, [orders, lateMinutes, now]);
  return now;
}

/** One ticket's wait, on its own exact clock (the board's own clock moves only every 15 s). */
export function useTicketWait(order: WaitingOrder, boardNow: number) {
  const lateMinutes = useLateOrderMinutes();
  const waiting = useMemo(() => (isWaitingToStart(order) ? [order] : undefined), [order]);
  const now = useWaitClock(waiting, lateMinutes);
  return orderWait(order, lateMinutes, Math.max(now, boardNow));
}

/** How many of the late orders' levels ("id:late", "id:very_late") are seen for the first time: the alerts to sound. */
export function newAlerts(seen: Set<string>, levels: readonly string[]): number {
  let fresh = 0;
  for (const key of levels) {
    if (!seen.has(key)) {
      seen.add(key);
      fresh++;
    }
  }
  return fresh;
}

/** The late orders of the restaurant now, longest waiting first; sounds once for each order turning amber, then red. */
export function useWaitingOrders(restaurantId: string, lateMinutes: number) {
  const { data } = useOrders(restaurantId);
  const now = useWaitClock(data, lateMinutes);
  const late = data ? lateOrders(data, lateMinutes, now) : [];
  const seen = useRef(new Set<string>());
  const levels = late.map((order) => `${order.id}:${order.wait.level}`).join(' ');
  useEffect(() => {
    if (newAlerts(seen.current, levels ? levels.split(' ') : []) > 0) playLateOrderAlert();
  }, [levels]);
  return { late, lateMinutes, now };
}
