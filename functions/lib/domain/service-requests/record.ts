/** The stored service request and its one shape (shared/api ServiceRequest): the mapper only renames the key. */
import type { EntityItem } from 'electrodb';
import type { ServiceRequest } from '../../../../shared/api';
import type { Db } from '../../db/service';

type ServiceRequestItem = EntityItem<Db['entities']['serviceRequest']>;
export type ServiceRequestStatus = ServiceRequest['status'];

export function toServiceRequest({ requestId, tableNumber, message, updatedAt, reason, section, servers, everyoneAt, ...rest }: ServiceRequestItem): ServiceRequest {
  return {
    ...rest,
    id: requestId,
    tableNumber: tableNumber ?? null,
    message: message ?? null,
    updatedAt: updatedAt ?? null,
    reason: reason ?? null,
    section: section ?? null,
    servers: (servers ?? []).map(({ userId, name }) => ({ userId, name })),
    everyoneAt: everyoneAt ?? null,
  };
}

/**
 * The status is part of the byStatus index key: a status change restates the key's other (read-only) parts, which
 * never change, so taking them from an earlier read is safe.
 */
export function statusKeyParts(request: Pick<ServiceRequest, 'restaurantId' | 'createdAt'>) {
  return { restaurantId: request.restaurantId, createdAt: request.createdAt };
}

export type { ServiceRequestItem };
