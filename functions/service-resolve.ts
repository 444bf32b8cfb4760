import { serviceRequestActionSchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { authorizeMember, ServiceRequests } from './lib/composition';

/** Resolve and Mark Complete: open or acknowledged -> resolved, by staff of the request's own restaurant. */
export const handler = defineRoute(
  'service-resolve',
  { body: serviceRequestActionSchema },
  async ({ caller, body }) => {
    const request = await ServiceRequests.find(body.request_id);
    await authorizeMember(caller, request.restaurantId, 'staff', 'Service request not found');
    return { request: await ServiceRequests.resolve(request) };
  },
);
