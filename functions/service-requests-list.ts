import { serviceRequestsListQuerySchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { ServiceDesk } from './lib/domain/dashboard/service-desk';

/** The Service Requests tab: newest first, optionally one status, a page at a time (`nextCursor` for the next). */
export const handler = defineRoute<'staff', undefined, typeof serviceRequestsListQuerySchema>(
  'service-requests-list',
  { query: serviceRequestsListQuerySchema },
  async ({ caller, query }) => ServiceDesk.list(caller.restaurantId, query),
);
