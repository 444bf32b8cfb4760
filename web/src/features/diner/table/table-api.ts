/** The diner's calls of a table visit (issue 28; shared/api/table-sessions.ts). Types only: no schema in the diner's first load. */
import type { GuestCredentials, TableCartRequest, TableJoinRequest, TableJoinResponse, TableRoundRequest, TableSessionView } from '@shared/api';
import { apiFetch } from '@/lib/api-fetch';
import { publicApiPaths } from '@/lib/public-api-paths';
import type { CreatePaymentResponse } from '../api/create-payment';

export function joinTable(request: TableJoinRequest): Promise<TableJoinResponse> {
  return apiFetch(publicApiPaths.tableSession(), { method: 'POST', body: request });
}

/** Where this phone stands now (a reload, a phone waiting to be let in). */
export function readTableVisit(guest: GuestCredentials): Promise<TableJoinResponse> {
  const query = new URLSearchParams({ session_id: guest.sessionId, guest_id: guest.guestId, token: guest.token });
  return apiFetch(`${publicApiPaths.tableSession()}?${query.toString()}`, {});
}

export function changeTableCart(request: TableCartRequest): Promise<TableSessionView> {
  return apiFetch(publicApiPaths.tableCart(), { method: 'POST', body: request });
}

export function letGuestIn(guest: GuestCredentials, admitGuestId: string): Promise<TableSessionView> {
  return apiFetch(publicApiPaths.tableAdmit(), { method: 'POST', body: { guest, admitGuestId } });
}

export function sendTableRound(request: TableRoundRequest): Promise<CreatePaymentResponse> {
  return apiFetch(publicApiPaths.tableRound(), { method: 'POST', body: request });
}
