import type { ServiceRequest } from '@shared/api';

/** SPEC.md 8: 'New service request from {table or a customer}', with the message or 'Needs assistance'. */
export function newRequestNotice(request: Pick<ServiceRequest, 'tableNumber' | 'message'>): { title: string; description: string } {
  const from = request.tableNumber ? `Table ${request.tableNumber}` : 'a customer';
  return { title: `New service request from ${from}`, description: request.message || 'Needs assistance' };
}
