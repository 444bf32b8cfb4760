import type { PublicOrder } from '@shared/api';
import { apiFetch } from '@/lib/api-fetch';
import { publicApiPaths } from '@/lib/public-api-paths';
import { withQuery } from '../navigation/diner-paths';

/** GET order-public. The checkout session id lets the server confirm a payment whose webhook has not arrived. */
export function getPublicOrder(orderId: string, sessionId: string | null): Promise<PublicOrder> {
  return apiFetch(withQuery(publicApiPaths.order(), { order_id: orderId, session_id: sessionId }));
}
