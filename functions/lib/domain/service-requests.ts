/**
 * Service requests (SPEC.md 2, 4): a diner calls a waiter; staff list them a page at a time and Acknowledge /
 * Resolve / Mark Complete them, each as one conditional write, so two members acting at once get one success and
 * one 409 that carries the request's current status.
 */
import { randomUUID } from 'node:crypto';
import type { SectionServer, ServiceRequest } from '../../../shared/api';
import { SECTION_FIRST_SECONDS, type CallReason } from '../../../shared/sections';
import { SERVICE_REQUEST_ACTIONS, staleServiceRequestMessage } from '../../../shared/service-request-status';
import { nowIso } from '../db/attributes';
import { withDb, type Db } from '../db/service';
import { ConflictError, NotFoundError } from '../errors';
import { pageRequests } from './service-requests/page';
import { statusKeyParts, toServiceRequest, type ServiceRequestItem, type ServiceRequestStatus } from './service-requests/record';

export type { ServiceRequest };
export type { ServiceRequestStatus } from './service-requests/record';
export type { ServiceRequestPage } from './service-requests/page';
export { toServiceRequest } from './service-requests/record';

async function get(db: Db, requestId: string): Promise<ServiceRequest | null> {
  const { data } = await db.entities.serviceRequest.get({ requestId }).go();
  return data ? toServiceRequest(data) : null;
}

/** The request, wherever it belongs: the caller authorizes against its restaurant before acting on it. */
async function find(db: Db, requestId: string): Promise<ServiceRequest> {
  const request = await get(db, requestId);
  if (!request) throw new NotFoundError('Service request not found');
  return request;
}

/** From any of `from` to `to`, by one conditional write on the request as read. */
async function changeStatus(db: Db, request: ServiceRequest, from: readonly ServiceRequestStatus[], to: ServiceRequestStatus): Promise<ServiceRequest> {
  const result = await db.entities.serviceRequest
    .patch({ requestId: request.id })
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

export function createServiceRequests(db: Db) {
  return {
    /** Blank table numbers and messages are stored as absent (SPEC.md 5: null when empty). */
    async create(input: {
      restaurantId: string;
      tableNumber?: string | null;
      message?: string | null;
      /**
       * Issue 30 item 4: why, the table's section and who serves it: they hear it first, everyone else
       * SECTION_FIRST_SECONDS after it is made (everyoneAt).
       */
      reason?: CallReason | null;
      section?: string | null;
      servers?: readonly SectionServer[];
    }): Promise<ServiceRequest> {
      const tableNumber = input.tableNumber?.trim();
      const message = input.message?.trim();
      const now = Date.now();
      const item: ServiceRequestItem = {
        requestId: randomUUID(),
        restaurantId: input.restaurantId,
        status: 'open',
        createdAt: new Date(now).toISOString(),
        ...(tableNumber ? { tableNumber } : {}),
        ...(message ? { message } : {}),
        ...(input.reason ? { reason: input.reason } : {}),
        ...(input.section ? { section: input.section } : {}),
        ...(input.servers?.length
          ? { servers: input.servers.map(({ userId, name }) => ({ userId, name })), everyoneAt: new Date(now + SECTION_FIRST_SECONDS * 1000).toISOString() }
          : {}),
      };
      await db.entities.serviceRequest.create(item).go();
      return toServiceRequest(item);
    },

    get: withDb(db, get),
    find: withDb(db, find),

    /** The staff list: newest first, one status or all, a page at a time. */
    list: withDb(db, pageRequests),

    /** Every request of the restaurant, newest first (tests and tools; the dashboard pages with `list`). */
    async listByRestaurant(restaurantId: string): Promise<ServiceRequest[]> {
      const { data } = await db.entities.serviceRequest.query.byRestaurant({ restaurantId }).go({ order: 'desc', pages: 'all' });
      return data.map(toServiceRequest);
    },

    /** How many requests are open, counting up to `atMost` (the open cap): one small read of the byStatus index. */
    async countOpen(restaurantId: string, atMost: number): Promise<number> {
      const { data } = await db.entities.serviceRequest.query
        .byStatus({ restaurantId, status: 'open' })
        .go({ limit: atMost, attributes: ['requestId'] });
      return data.length;
    },

    /** open -> acknowledged. */
    acknowledge: (request: ServiceRequest) => changeStatus(db, request, SERVICE_REQUEST_ACTIONS.acknowledge.from, SERVICE_REQUEST_ACTIONS.acknowledge.to),
    /** open or acknowledged -> resolved ('Resolve' and 'Mark Complete'). */
    resolve: (request: ServiceRequest) => changeStatus(db, request, SERVICE_REQUEST_ACTIONS.resolve.from, SERVICE_REQUEST_ACTIONS.resolve.to),

    /** One status to another, whatever the staff actions allow (seeds and tests). */
    async setStatus(requestId: string, from: ServiceRequestStatus, to: ServiceRequestStatus): Promise<ServiceRequest> {
      return changeStatus(db, await find(db, requestId), [from], to);
    },
  };
}

export type ServiceRequests = ReturnType<typeof createServiceRequests>;
