/**
 * The staff list of service requests, newest first, a page at a time with a cursor (nothing is ever dropped: the
 * dashboard follows the cursor through every open request). A cursor is a position in the list (the last request
 * shown: its creation time and id), never a raw DynamoDB key: the key is rebuilt from it for the caller's own
 * restaurant, so a cursor cannot reach another restaurant's list.
 */
import { createConversions } from 'electrodb';
import * as z from '../../../../shared/zod';
import { SERVICE_REQUESTS_PAGE_SIZE, type ServiceRequest } from '../../../../shared/api';
import { serviceRequestEntity } from '../../db/entities/service-request';
import type { Db } from '../../db/service';
import { BadRequestError } from '../../errors';
import { toServiceRequest, type ServiceRequestStatus } from './record';

export interface ServiceRequestPage {
  requests: ServiceRequest[];
  /** Where the next page starts; null on the last page. */
  nextCursor: string | null;
}

const cursorSchema = z.strictObject({
  createdAt: z.iso.datetime(),
  requestId: z.string().check(z.minLength(1), z.maxLength(64)),
});
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

/** Key and cursor conversions depend only on the entity's model, not on a client or table: built on first use. */
const buildConversions = () => createConversions(serviceRequestEntity({})).byAccessPattern;
let builtConversions: ReturnType<typeof buildConversions> | undefined;
const conversions = () => (builtConversions ??= buildConversions());

/** Newest first, `limit` at a time (one page ends where `cursor` says); one status or all. */
export async function pageRequests(
  db: Db,
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
        ...(after && { cursor: conversions().byStatus.fromComposite.toCursor({ restaurantId, status, ...after }) }),
      })
    : await entity.query.byRestaurant({ restaurantId }).go({
        ...page,
        ...(after && { cursor: conversions().byRestaurant.fromComposite.toCursor({ restaurantId, ...after }) }),
      });
  const requests = data.slice(0, limit).map(toServiceRequest);
  return { requests, nextCursor: data.length > limit ? encodeCursor(requests.at(-1)!) : null };
}
