import type { PublicOrder } from '@shared/api';
import { apiFetch } from '@/lib/api-fetch';
import { withQuery } from '../navigation/diner-paths';

/** GET order-public. The checkout session id lets the server confirm a payment whose webhook has not arrived. */
export function getPublicOrder(orderId: string, sessionId: string | null): Promise<PublicOrder> {
  return apiFetch(withQuery('/functions/v1/order-public', { order_id: orderId, session_id: sessionId }));
}
