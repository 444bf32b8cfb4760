/**
 * Staff handling diners' calls for a waiter (SPEC.md 2, 4): the list newest first, a page at a time with a cursor
 * (nothing is ever dropped: the dashboard follows the cursor through every open request), and Acknowledge / Resolve /
 * Mark Complete as one conditional write each, so two members acting at once get one success and one 409 that
 * carries the request's current status.
 */
import {
  SERVICE_REQUEST_ACTIONS,
  staleServiceRequestMessage,
  type ServiceRequestAction,
} from '../../../../shared/service-request-status';
import { SERVICE_REQUESTS_PAGE_SIZE } from '../../../../shared/api';
import { createConversions } from 'electrodb';
import * as z from 'zod';
import { nowIso } from '../../db/attributes';
import { db } from '../../db/client';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import { ServiceRequests, statusKeyParts, toServiceRequest, type ServiceRequest, type ServiceRequestStatus } from '../service-requests';

/** The request, wherever it belongs: the caller authorizes against its restaurant before acting on it. */
async function findRequest(requestId: string): Promise<ServiceRequest> {
  const request = await ServiceRequests.get(requestId);
  if (!request) throw new NotFoundError('Service request not found');
  return request;
}

export interface ServiceRequestPage {
  requests: ServiceRequest[];
  /** Where the next page starts; null on the last page. */
  nextCursor: string | null;
}

/**
 * A cursor is a position in the list (the last request shown: its creation time and id), never a raw DynamoDB key:
 * the key is rebuilt from it for the caller's own restaurant, so a cursor cannot reach another restaurant's list.
 */
const cursorSchema = z.strictObject({ createdAt: z.iso.datetime(), requestId: z.string().min(1).max(64) });
type Position = z.infer<typeof cursorSchema>;

function encodeCursor(request: ServiceRequest): string {
  return Buffer.from(JSON.stringify({ createdAt: request.createdAt, requestId: request.id } satisfies Position)).toString('base64url');
}

function decodeCursor(cursor: string): Position {
  try {
    return cursorSchema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw new BadRequestError('cursor: is not a cursor from this list', { cursor: 'is not a cursor from this list' }, 'invalid_cursor');
  }
}

const conversions = createConversions(db.entities.serviceRequest).byAccessPattern;

/** Newest first, `limit` at a time (one page ends where `cursor` says); one status or all. */
async function listRequests(
  restaurantId: string,
  options: { status?: ServiceRequestStatus; cursor?: string; limit?: number } = {},
): Promise<ServiceRequestPage> {
  const { status, limit = SERVICE_REQUESTS_PAGE_SIZE } = options;
  const after = options.cursor ? decodeCursor(options.cursor) : null;
  const entity = db.entities.serviceRequest;
  // One more than asked for: whether it comes back says whether there is a next page.
  const page = { order: 'desc', limit: limit + 1 } as const;
  const { data } = status
    ? await entity.query.byStatus({ restaurantId, status }).go({
        ...page,
        ...(after && { cursor: conversions.byStatus.fromComposite.toCursor({ restaurantId, status, ...after }) }),
      })
    : await entity.query.byRestaurant({ restaurantId }).go({
        ...page,
        ...(after && { cursor: conversions.byRestaurant.fromComposite.toCursor({ restaurantId, ...after }) }),
      });
  const requests = data.slice(0, limit).map(toServiceRequest);
  return { requests, nextCursor: data.length > limit ? encodeCursor(requests.at(-1)!) : null };
}

async function applyAction(requestId: string, action: ServiceRequestAction): Promise<ServiceRequest> {
  const { from, to } = SERVICE_REQUEST_ACTIONS[action];
  const request = await findRequest(requestId);
  const result = await db.entities.serviceRequest
    .patch({ requestId })
    .set({ status: to, updatedAt: nowIso() })
    .composite(statusKeyParts(request))
    // Parenthesised: ElectroDB ANDs this with its own "the item exists" condition.
    .where((a, { eq }) => `(${from.map((status) => eq(a.status, status)).join(' OR ')})`)
    .go({ response: 'all_new', returnOnConditionCheckFailure: 'all_old' });
  if (!result.rejected) return toServiceRequest(result.data);
  if (!result.data) throw new NotFoundError('Service request not found');
  const current = result.data.status;
  throw new ConflictError(staleServiceRequestMessage(current), 'status_conflict', { status: current });
}

export const ServiceDesk = {
  find: findRequest,
  list: listRequests,
  /** open -> acknowledged. */
  acknowledge: (requestId: string) => applyAction(requestId, 'acknowledge'),
  /** open or acknowledged -> resolved ('Resolve' and 'Mark Complete'). */
  resolve: (requestId: string) => applyAction(requestId, 'resolve'),
};
