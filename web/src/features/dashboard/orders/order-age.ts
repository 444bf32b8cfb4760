/**
 * Ticket ages (SPEC.md 9): '<1m' or whole minutes; the kitchen colours a ticket yellow after 10 minutes and red
 * after 20, counted from when preparation started, or from payment while it waits.
 */
import type { OrderSummary } from '@shared/api/realtime';
import { formatElapsedMinutes } from '@/lib/format';

export const KITCHEN_WARN_MINUTES = 10;
export const KITCHEN_LATE_MINUTES = 20;

export type KitchenUrgency = 'normal' | 'warn' | 'late';

/** Since payment: what the Orders board shows. An unpaid order (never on the board) falls back to its creation. */
export function paidAge(order: Pick<OrderSummary, 'paidAt' | 'createdAt'>, now: number): string {
  return formatElapsedMinutes(order.paidAt ?? order.createdAt, now);
}

export function kitchenClock(order: Pick<OrderSummary, 'prepStartedAt' | 'paidAt' | 'createdAt'>): string {
  return order.prepStartedAt ?? order.paidAt ?? order.createdAt;
}

/** "Over 10 minutes" is strictly more than 10 whole minutes' worth of milliseconds. */
export function kitchenUrgency(order: Pick<OrderSummary, 'prepStartedAt' | 'paidAt' | 'createdAt'>, now: number): KitchenUrgency {
  const elapsedMs = now - Date.parse(kitchenClock(order));
  if (elapsedMs > KITCHEN_LATE_MINUTES * 60_000) return 'late';
  if (elapsedMs > KITCHEN_WARN_MINUTES * 60_000) return 'warn';
  return 'normal';
}
