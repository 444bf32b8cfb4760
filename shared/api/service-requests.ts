/**
 * Diners' calls for a waiter as staff handle them: the list (GET .../service-requests, paged) and Acknowledge /
 * Resolve (POST /functions/v1/service-ack, service-resolve; a stale one answers 409 statusConflictBodySchema).
 * The diner's own call is in ./diner (serviceRequestCreateSchema).
 */
import * as z from '../zod';
import { CALL_REASONS } from '../sections';
import { idSchema, isoDate } from './common';
import { sectionServerSchema } from './sections';

export const serviceRequestStatusSchema = z.enum(['open', 'acknowledged', 'resolved']);
export const serviceRequestSchema = z.object({
  id: z.string(),
  restaurantId: z.string(),
  tableNumber: z.nullable(z.string()),
  message: z.nullable(z.string()),
  status: serviceRequestStatusSchema,
  createdAt: isoDate,
  updatedAt: z.nullable(isoDate),
  /** Why the diner called (issue 30 item 4); null: a call from before reasons, or none given. */
  reason: z.nullable(z.enum(CALL_REASONS)),
  /** The section of the caller's table, when the table is known and has one. */
  section: z.nullable(z.string()),
  /** The members serving that section when the call came: they hear it first. Empty: everyone at once. */
  servers: z.array(sectionServerSchema),
  /** When an unanswered call reaches everyone; null: it reached everyone from the start. */
  everyoneAt: z.nullable(isoDate),
});
export type ServiceRequest = z.infer<typeof serviceRequestSchema>;

/**
 * GET .../service-requests?status=&limit=&cursor= : newest first, one status or all, `limit` at a time (default
 * SERVICE_REQUESTS_PAGE_SIZE); the next page is asked for with the last page's `nextCursor` (null on the last page).
 */
export const SERVICE_REQUESTS_PAGE_SIZE = 50;
export const SERVICE_REQUESTS_PAGE_MAX = 100;
export const serviceRequestsListQuerySchema = z.strictObject({
  status: z.optional(serviceRequestStatusSchema),
  cursor: z.optional(z.string().check(z.maxLength(300, 'is not a cursor from this list'), z.regex(/^[A-Za-z0-9_-]+$/, 'is not a cursor from this list'))),
  limit: z.optional(
    z.pipe(
      z.pipe(z.string().check(z.regex(/^[1-9][0-9]{0,2}$/, `must be a whole number from 1 to ${SERVICE_REQUESTS_PAGE_MAX}`)), z.transform(Number)),
      z.number().check(z.maximum(SERVICE_REQUESTS_PAGE_MAX, `must be a whole number from 1 to ${SERVICE_REQUESTS_PAGE_MAX}`)),
    ),
  ),
});
export const serviceRequestsListResponseSchema = z.object({
  requests: z.array(serviceRequestSchema),
  nextCursor: z.nullable(z.string()),
});

/** POST /functions/v1/service-ack and /functions/v1/service-resolve (SPEC.md 7: `request_id`). */
export const serviceRequestActionSchema = z.strictObject({ request_id: idSchema });
export const serviceRequestResponseSchema = z.object({ request: serviceRequestSchema });
