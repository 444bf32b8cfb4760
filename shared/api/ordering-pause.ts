/**
 * Pausing new orders (issue 30 item 2, shared/ordering-pause.ts):
 *   PUT    /api/v1/restaurants/{restaurantId}/ordering-pause  { minutes: 10|20|30|null, categoryIds?: [...] }  (staff)
 *   DELETE /api/v1/restaurants/{restaurantId}/ordering-pause  resume                                         (staff)
 *   GET    /api/v1/restaurants/{restaurantId}/ordering-pause                                                (staff)
 *   GET    /functions/v1/ordering-status?restaurant_id=       what a diner's menu needs to know              (public)
 * Each answers OrderingPauseResponse.
 */
import * as z from '../zod';
import type { OrderingPause } from '../ordering-pause';

/**
 * The lengths staff choose from (null: until someone resumes). Here, not in shared/ordering-pause.ts, so the staff's
 * screen never reaches that module, which the diner's pause watch alone loads on demand (web/vite.config.ts).
 */
export const PAUSE_MINUTES = [10, 20, 30] as const;
export type PauseMinutes = (typeof PAUSE_MINUTES)[number];
import { idSchema } from './common';

export const orderingPauseRequestSchema = z.strictObject({
  /** 10, 20 or 30 minutes; null: until resumed. */
  minutes: z.union([z.literal(PAUSE_MINUTES[0]), z.literal(PAUSE_MINUTES[1]), z.literal(PAUSE_MINUTES[2]), z.null()], {
    error: 'must be 10, 20, 30 or null (until resumed)',
  }),
  /** The categories to pause; absent: the whole restaurant. */
  categoryIds: z.optional(
    z.array(idSchema).check(
      z.minLength(1, 'name at least one category, or leave it out to pause everything'),
      z.maxLength(100, 'is too long'),
    ),
  ),
});
export type OrderingPauseRequest = z.infer<typeof orderingPauseRequestSchema>;

export const orderingStatusQuerySchema = z.strictObject({ restaurant_id: idSchema });

export const orderingPauseSchema = z.object({
  categoryIds: z.nullable(z.array(z.string())),
  categoryNames: z.array(z.string()),
  until: z.nullable(z.string()),
  pausedAt: z.string(),
}) satisfies z.ZodMiniType<OrderingPause>;

/** The staff's screens parse it; the diner's menu only types it (zod would cost the diner's first load). */
export const orderingPauseResponseSchema = z.object({
  /** The pause on now; null when orders are taken. */
  pause: z.nullable(orderingPauseSchema),
  /** The restaurant's time zone, for showing when it ends. */
  timeZone: z.string(),
  /** The server's time of the answer: a client counts to `until` from it, not from its own clock. */
  now: z.string(),
});
export type OrderingPauseResponse = z.infer<typeof orderingPauseResponseSchema>;
