import type { CreatePaymentRequest } from '@shared/api';
import { apiFetch } from '@/lib/api-fetch';
import { publicApiPaths } from '@/lib/public-api-paths';

export interface CreatePaymentResponse {
  url: string;
  orderId: string;
  orderCode: string;
}

/** POST create-payment: the server prices the cart, writes the order and answers with the checkout address. */
export function createPayment(request: CreatePaymentRequest): Promise<CreatePaymentResponse> {
  return apiFetch(publicApiPaths.createPayment(), { method: 'POST', body: request });
}
