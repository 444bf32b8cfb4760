import { ExportOrders } from '../books/export-orders';
import type { HistoryFilters } from './history-filters-params';

export interface HistoryToolsProps {
  restaurantId: string;
  /** The filters in the address (empty dates: the server's default range). */
  filters: HistoryFilters;
  /** The days the shown results cover, defaults filled in; null until the first page arrives. */
  range: { from: string; to: string; timeZone: string } | null;
}

/**
 * The orders history's toolbar, beside its title: the books' tools that work on the same days. The CSV export covers
 * the days the results cover (every order placed on them, whatever the other filters); the payouts summary is on the
 * Analytics tab.
 */
export function HistoryTools({ restaurantId, range }: HistoryToolsProps) {
  return <ExportOrders restaurantId={restaurantId} range={range} />;
}
