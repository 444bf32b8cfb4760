/**
 * What the pages after checkout (confirmation, canceled) carry back to the menu and the cart: the diner's table and
 * language, from their own address (the return URLs carry both), so the diner comes back to the same table, in the
 * same language. The order's own table label, when known, wins over the address. A diner who ordered at a table's
 * card goes back to that table's visit (its key, kept on the phone: issue 28).
 */
import { lastTableKey } from '../table/last-table';
import type { QueryValues } from '../navigation/diner-paths';

export function returnQuery(query: URLSearchParams, orderTable?: string | null, restaurantId?: string | null): QueryValues {
  const table = orderTable || query.get('table');
  return { table, lang: query.get('lang'), tk: restaurantId && table ? lastTableKey(restaurantId, table) : null };
}
