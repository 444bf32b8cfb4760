import { serviceRequestActionSchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { authorizeMember, ServiceRequests } from './lib/composition';

/** Acknowledge: open -> acknowledged, by staff of the request's own restaurant; 409 status_conflict when stale. */
export const handler = defineRoute(
  'service-ack',
  { body: serviceRequestActionSchema },
  async ({ caller, body }) => {
    const request = await ServiceRequests.find(body.request_id);
    await authorizeMember(caller, request.restaurantId, 'staff', 'Service request not found');
    return { request: await ServiceRequests.acknowledge(request) };
  },
);
