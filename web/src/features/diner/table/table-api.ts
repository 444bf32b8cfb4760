/** The diner's calls of a table visit (issue 28; shared/api/table-sessions.ts). Types only: no schema in the diner's first load. */
import type {
  GuestCredentials,
  OrderReceiptResponse,
  TableBillRequest,
  TableCartRequest,
  TableClaimRequest,
  TableJoinRequest,
  TableJoinResponse,
  TablePayCancelRequest,
  TablePayRequest,
  TablePayResponse,
  TableReceiptRequest,
  TableRoundRequest,
  TableRoundResponse,
  TableSessionView,
} from '@shared/api';
import { ApiError } from '@/lib/api-error';
import { apiFetch } from '@/lib/api-fetch';
import { publicApiPaths } from '@/lib/public-api-paths';
import { tabApiPaths } from '@/lib/tab-api-paths';

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

/** The round's payment page (pay-first), the card-saving page (a tab's first round), or null: sent to the kitchen. */
export function sendTableRound(request: TableRoundRequest): Promise<TableRoundResponse> {
  return apiFetch(publicApiPaths.tableRound(), { method: 'POST', body: request });
}

/** Ask for the bill, or change how it is split (issue 29). */
export function askForBill(request: TableBillRequest): Promise<TableSessionView> {
  return apiFetch(tabApiPaths.tableBill(), { method: 'POST', body: request });
}

/** By items: "I had this" (a part of it when others had it too), or not. */
export function claimBillLine(request: TableClaimRequest): Promise<TableSessionView> {
  return apiFetch(tabApiPaths.tableClaim(), { method: 'POST', body: request });
}

/** Pay one share of the bill with its own tip: the payment page's address. */
export function payShare(request: TablePayRequest): Promise<TablePayResponse> {
  return apiFetch(tabApiPaths.tablePay(), { method: 'POST', body: request });
}

/** A payer's receipt for their payment of the bill, by mail (409 not_paid, 403 someone else's, 429 too many). */
export function sendTableReceipt(request: TableReceiptRequest): Promise<OrderReceiptResponse> {
  return apiFetch(tabApiPaths.tableReceipt(), { method: 'POST', body: request });
}

/** Back from a share's payment page unpaid: the share is open again. */
export function cancelSharePayment(request: TablePayCancelRequest): Promise<TableSessionView> {
  return apiFetch(tabApiPaths.tablePayCancel(), { method: 'POST', body: request });
}

/** A refusal in the server's words (a 4xx: the share is paid, someone is still paying it), else `fallback`. */
export const refusal = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : fallback;
