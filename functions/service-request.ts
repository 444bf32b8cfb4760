import { serviceRequestCreateSchema } from '../shared/api';
import { defineRoute, created } from './lib/http/route';
import { callWaiter } from './lib/composition';
import { config } from './lib/config';
import { clientKey, viewerAddress } from './lib/domain/client-key';
import { BusinessMetric, countMetric } from './lib/observability';

/**
 * 'Need assistance?': records a call for a waiter; 403 service_disabled, 429 recent_request_exists (this table, this
 * minute), rate_limited (this client or this restaurant too often) or too_many_open_requests.
 */
export const handler = defineRoute(
  'service-request',
  { body: serviceRequestCreateSchema },
  async ({ body, event }) => {
    const request = await callWaiter(body, { client: clientKey(viewerAddress(event, config.edgeOriginSecret)) });
    countMetric(BusinessMetric.ServiceRequests);
    return created({ request });
  },
);
