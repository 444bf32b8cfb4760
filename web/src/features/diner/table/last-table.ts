/**
 * The table this phone last ordered at, per restaurant (issue 28): the pages after checkout take the diner back to the
 * table's visit, not to a menu of its own. Apart from the visit's store so those pages load none of it.
 */
import { parseTableKey } from '@shared/tables';
import { readLocalValue } from '@/lib/browser-storage';

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
