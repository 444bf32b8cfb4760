/**
 * The QR page's one-time reprint notice (issue 28): once the owner has stored tables, cards printed before then (or
 * before a table's new key) do not carry the card key a party needs to order together. The notice shows until the
 * owner prints the stored tables' cards or dismisses it; what they saw is remembered in this browser's localStorage,
 * per restaurant, as the newest key date they have acknowledged. A newer key (a new table, a new key) brings it back.
 */
import type { Table } from '@shared/api';
import { readLocalValue, writeLocalValue } from '@/lib/browser-storage';

const storageKey = (restaurantId: string) => `tabletap:tables-reprinted:${restaurantId}`;

/** The newest key of the tables (ISO dates sort as text); null without tables. */
export function newestKey(tables: readonly Pick<Table, 'keyIssuedAt'>[]): string | null {
  return tables.reduce<string | null>((newest, table) => (newest === null || table.keyIssuedAt > newest ? table.keyIssuedAt : newest), null);
}

/** The date cards printed before no longer do what the new ones do, or null when nothing needs reprinting. */
export function reprintSince(tables: readonly Pick<Table, 'keyIssuedAt'>[], acknowledged: string | null): string | null {
  const newest = newestKey(tables);
  return newest !== null && (acknowledged === null || newest > acknowledged) ? newest : null;
}

export const readAcknowledged = (restaurantId: string) => readLocalValue(storageKey(restaurantId));

export function acknowledgeReprint(restaurantId: string, tables: readonly Pick<Table, 'keyIssuedAt'>[]): void {
  const newest = newestKey(tables);
  if (newest) writeLocalValue(storageKey(restaurantId), newest);
}

export const reprintMessage = (since: string) =>
  `Reprint your table cards: cards printed before ${new Date(since).toLocaleDateString('en-US', { dateStyle: 'medium' })} don't let a party order together.`;
