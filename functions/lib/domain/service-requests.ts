/**
 * Service requests: a diner calls a waiter; staff acknowledge and resolve (SPEC.md 4). Status changes are
 * conditional, so two staff acting at once get one success and one ConflictError with the current status.
 */
import { randomUUID } from 'node:crypto';
import type { EntityItem } from 'electrodb';
import { nowIso } from '../db/attributes';
import { db } from '../db/client';
import { ConflictError, NotFoundError } from '../errors';

type ServiceRequestItem = EntityItem<typeof db.entities.serviceRequest>;
export type ServiceRequestStatus = ServiceRequestItem['status'];

export interface ServiceRequest {
  id: string;
  restaurantId: string;
  tableNumber: string | null;
  message: string | null;
  status: ServiceRequestStatus;
  createdAt: string;
  updatedAt: string | null;
}

export function toServiceRequest(item: ServiceRequestItem): ServiceRequest {
  return {
    id: item.requestId,
    restaurantId: item.restaurantId,
    tableNumber: item.tableNumber ?? null,
    message: item.message ?? null,
    status: item.status,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt ?? null,
  };
}

/**
 * The status is part of the byStatus index key: a status change restates the key's other (read-only) parts, which
 * never change, so taking them from an earlier read is safe.
 */
export function statusKeyParts(request: Pick<ServiceRequest, 'restaurantId' | 'createdAt'>) {
  return { restaurantId: request.restaurantId, createdAt: request.createdAt };
}

export const ServiceRequests = {
  /** Blank table numbers and messages are stored as absent (SPEC.md 5: null when empty). */
  async create(input: { restaurantId: string; tableNumber?: string | null; message?: string | null }): Promise<ServiceRequest> {
    const tableNumber = input.tableNumber?.trim();
    const message = input.message?.trim();
    const item: ServiceRequestItem = {
      requestId: randomUUID(),
      restaurantId: input.restaurantId,
      status: 'open',
      createdAt: nowIso(),
      ...(tableNumber ? { tableNumber } : {}),
      ...(message ? { message } : {}),
    };
    await db.entities.serviceRequest.create(item).go();
    return toServiceRequest(item);
  },

  /** Newest first. */
  async listByRestaurant(restaurantId: string, options: { limit?: number } = {}): Promise<ServiceRequest[]> {
    const { data } = await db.entities.serviceRequest.query
      .byRestaurant({ restaurantId })
      .go(options.limit ? { order: 'desc', limit: options.limit } : { order: 'desc', pages: 'all' });
    return data.map(toServiceRequest);
  },

  async get(requestId: string): Promise<ServiceRequest | null> {
    const { data } = await db.entities.serviceRequest.get({ requestId }).go();
    return data ? toServiceRequest(data) : null;
  },

  /** How many requests are open, counting up to `atMost` (the open cap): one small read of the byStatus index. */
  async countOpen(restaurantId: string, atMost: number): Promise<number> {
    const { data } = await db.entities.serviceRequest.query
      .byStatus({ restaurantId, status: 'open' })
      .go({ limit: atMost, attributes: ['requestId'] });
    return data.length;
  },

  async setStatus(requestId: string, from: ServiceRequestStatus, to: ServiceRequestStatus): Promise<ServiceRequest> {
    const current = await ServiceRequests.get(requestId);
    if (!current) throw new NotFoundError('Service request not found');
    const result = await db.entities.serviceRequest
      .patch({ requestId })
      .set({ status: to, updatedAt: nowIso() })
      .composite(statusKeyParts(current))
      .where((a, { eq }) => eq(a.status, from))
      .go({ response: 'all_new', returnOnConditionCheckFailure: 'all_old' });
    if (!result.rejected) return toServiceRequest(result.data as ServiceRequestItem);
    if (!result.data) throw new NotFoundError('Service request not found');
    throw new ConflictError(`The request is already ${result.data.status}`, 'status_conflict', { status: result.data.status });
  },
};
