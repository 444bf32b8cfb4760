/**
 * Pausing new orders (issue 30 item 2): staff stop new orders for 10, 20 or 30 minutes, or until they resume, for the
 * whole restaurant or for some of its categories (the kitchen's, say, while the bar's stay open). The server keeps the
 * pause with the time it ends, worked out on the server's clock when it was set; these rules read it on both sides.
 *
 * A pause is over at its `until` exactly: an order at that instant is taken again, with nothing to run at the edge.
 */
import type { PauseMinutes } from './api/ordering-pause';

export type { PauseMinutes };

/** The code of the 409 a checkout gets while what it orders is paused. */
export const ORDERING_PAUSED_CODE = 'ordering_paused';

export interface OrderingPause {
  /** The paused categories; null: the whole restaurant. */
  categoryIds: string[] | null;
  /** The paused categories' names when the pause was set (the staff's view and the server's refusal). */
  categoryNames: string[];
  /** ISO time it ends; null: until resumed. */
  until: string | null;
  /** ISO time it was set. */
  pausedAt: string;
}

/** When a pause set at `at` for `minutes` ends (null: it doesn't end by itself). */
export function pauseEndsAt(at: Date, minutes: PauseMinutes | null): string | null {
  return minutes === null ? null : new Date(at.getTime() + minutes * 60_000).toISOString();
}

/** The pause if it is on at `now`; null when there is none or its time is up. */
export function activePause<P extends Pick<OrderingPause, 'until'>>(pause: P | null | undefined, now: Date): P | null {
  if (!pause) return null;
  if (pause.until !== null && Date.parse(pause.until) <= now.getTime()) return null;
  return pause;
}

/** Whether a category is paused by this (active) pause. */
export function categoryPaused(pause: Pick<OrderingPause, 'categoryIds'> | null, categoryId: string): boolean {
  return pause !== null && (pause.categoryIds === null || pause.categoryIds.includes(categoryId));
}
