/**
 * What the pages after checkout (confirmation, canceled) carry back to the menu and the cart: the diner's table and
 * language, from their own address (the return URLs carry both), so the diner comes back to the same table, in the
 * same language. The order's own table label, when known, wins over the address.
 */
import type { QueryValues } from '../navigation/diner-paths';

export function returnQuery(query: URLSearchParams, orderTable?: string | null): QueryValues {
  return { table: orderTable || query.get('table'), lang: query.get('lang') };
}
