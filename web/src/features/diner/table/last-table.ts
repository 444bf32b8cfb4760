/**
 * What the pages after checkout need of a table's visit (issue 28), apart from the visit's store so they load none
 * of it: the table this phone last ordered at (the way back to its visit, not to a menu of its own), this phone's
 * place in it, and taking back the round whose payment page the diner left.
 */
import type { GuestCredentials, TableRoundCancelRequest, TableSessionView } from '@shared/api';
import { parseTableKey } from '@shared/tables';
import { apiFetch } from '@/lib/api-fetch';
import { readLocalValue } from '@/lib/browser-storage';
import { publicApiPaths } from '@/lib/public-api-paths';

/** Where this phone's place at a table is kept (one per restaurant and table). */
export const guestStorageKey = (restaurantId: string, tableId: string) => `tabletap.table-guest.${restaurantId}.${tableId}`;

export function readStoredGuest(key: string): GuestCredentials | null {
  try {
    const value = JSON.parse(readLocalValue(key) ?? 'null') as Partial<GuestCredentials> | null;
    return value && typeof value.sessionId === 'string' && typeof value.guestId === 'string' && typeof value.token === 'string'
      ? { sessionId: value.sessionId, guestId: value.guestId, token: value.token }
      : null;
  } catch {
    return null;
  }
}

/** The payer takes the round back: its checkout ends unpaid and its lines are back in the table's cart. */
export function takeBackRound(request: TableRoundCancelRequest): Promise<TableSessionView> {
  return apiFetch(publicApiPaths.tableRoundCancel(), { method: 'POST', body: request });
}

/**
 * Back from the payment page of a table's round (`orderId`), unpaid: the round is taken back at once. Nothing when
 * this phone has no place at that table, or when the order was not its round (the server leaves others alone).
 */
export function takeBackRoundOf(restaurantId: string, tableKey: string, orderId: string): Promise<TableSessionView | null> {
  const key = parseTableKey(tableKey);
  const guest = key ? readStoredGuest(guestStorageKey(restaurantId, key.tableId)) : null;
  return guest ? takeBackRound({ guest, orderId }) : Promise.resolve(null);
}

/** The table this phone last ordered at, per restaurant: the confirmation page's way back to it. */
export const lastTableStorageKey = (restaurantId: string) => `tabletap.table-last.${restaurantId}`;

/** The table key this phone last used at the restaurant when its name is `tableName` (else null). */
export function lastTableKey(restaurantId: string, tableName: string | null): string | null {
  try {
    const value = JSON.parse(readLocalValue(lastTableStorageKey(restaurantId)) ?? 'null') as { tableKey?: unknown; tableName?: unknown } | null;
    if (!value || typeof value.tableKey !== 'string' || !parseTableKey(value.tableKey)) return null;
    return tableName === null || value.tableName === tableName ? value.tableKey : null;
  } catch {
    return null;
  }
}
