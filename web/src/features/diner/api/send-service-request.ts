import type { ServiceRequestCreate } from '@shared/api';
import { apiFetch } from '@/lib/api-fetch';
import { publicApiPaths } from '@/lib/public-api-paths';

/** POST service-request ('Call waiter'). Refusals carry code recent_request_exists (429) or service_disabled (403). */
export function sendServiceRequest(request: ServiceRequestCreate): Promise<unknown> {
  return apiFetch(publicApiPaths.serviceRequest(), { method: 'POST', body: request });
}
