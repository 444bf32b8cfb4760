import { serviceRequestsListQuerySchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { ServiceRequests } from './lib/composition';

/** The Service Requests tab: newest first, optionally one status, a page at a time (`nextCursor` for the next). */
export const handler = defineRoute(
  'service-requests-list',
  { query: serviceRequestsListQuerySchema },
  async ({ caller, query }) => ServiceRequests.list(caller.restaurantId, query),
);
