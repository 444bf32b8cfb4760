/**
 * Staff handling diners' calls for a waiter (SPEC.md 2, 4): the list newest first, and Acknowledge / Resolve /
 * Mark Complete as one conditional write each, so two members acting at once get one success and one 409 that
 * carries the request's current status.
 */
import {
  SERVICE_REQUEST_ACTIONS,
  staleServiceRequestMessage,
  type ServiceRequestAction,
} from '../../../../shared/service-request-status';
import { SERVICE_REQUESTS_LIST_LIMIT } from '../../../../shared/api';
import { nowIso } from '../../db/attributes';
import { db } from '../../db/client';
import { ConflictError, NotFoundError } from '../../errors';
import { ServiceRequests, toServiceRequest, type ServiceRequest, type ServiceRequestStatus } from '../service-requests';

/** The request, wherever it belongs: the caller authorizes against its restaurant before acting on it. */
async function findRequest(requestId: string): Promise<ServiceRequest> {
  const request = await ServiceRequests.get(requestId);
  if (!request) throw new NotFoundError('Service request not found');
  return request;
}

/** Newest first; one status or all. Capped, because resolved requests pile up for ever. */
async function listRequests(restaurantId: string, status?: ServiceRequestStatus): Promise<ServiceRequest[]> {
  const query = db.entities.serviceRequest.query.byRestaurant({ restaurantId });
  const { data } = await (status ? query.where((a, { eq }) => eq(a.status, status)) : query).go({
    order: 'desc',
    count: SERVICE_REQUESTS_LIST_LIMIT,
  });
  return data.map(toServiceRequest);
}

async function applyAction(requestId: string, action: ServiceRequestAction): Promise<ServiceRequest> {
  const { from, to } = SERVICE_REQUEST_ACTIONS[action];
  const result = await db.entities.serviceRequest
    .patch({ requestId })
    .set({ status: to, updatedAt: nowIso() })
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
