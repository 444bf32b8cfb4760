import type { HistoryFilters } from './history-filters-params';

export interface HistoryToolsProps {
  restaurantId: string;
  /** The filters in the address (empty dates: the server's default range). */
  filters: HistoryFilters;
  /** The days the shown results cover, defaults filled in; null until the first page arrives. */
  range: { from: string; to: string; timeZone: string } | null;
}

/**
 * The orders history's toolbar, beside its title: the place for the books' tools that work on the same days (the CSV
 * export, the payouts summary). Empty until they exist.
 */
export function HistoryTools(_props: HistoryToolsProps) {
  return null;
}
