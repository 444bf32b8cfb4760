import type { OrderReceiptRequest, OrderReceiptResponse } from '@shared/api';
import { apiFetch } from '@/lib/api-fetch';
import { publicApiPaths } from '@/lib/public-api-paths';

/** POST order-receipt ("Email me a receipt"). Refusals: 400 validation_failed, 409 not_paid, 429 too_many_receipts / rate_limited. */
export function sendReceipt(request: OrderReceiptRequest): Promise<OrderReceiptResponse> {
  return apiFetch(publicApiPaths.orderReceipt(), { method: 'POST', body: request });
}
