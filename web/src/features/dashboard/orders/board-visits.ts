/**
 * Rounds of a table's visit on the board (issue 28 item 3): each ticket says "Table 9 · Round 2", and in a column the
 * rounds of one visit stand together under their table ("Table 9 — 2 rounds"), saying where the visit's other rounds
 * are. Pure, so the tests read it as the board does.
 */
import { ORDER_STATUS_LABELS } from '@shared/order-status';
import type { BoardOrder } from '../realtime/live-cache';

/** The ticket's table line: "Table 9 · Round 2", "Table 5", or "No table". */
export function tableLine(order: Pick<BoardOrder, 'tableLabel' | 'tableSessionId' | 'roundNumber'>): string {
  const table = order.tableLabel ? `Table ${order.tableLabel}` : 'No table';
  return order.tableSessionId && order.roundNumber ? `${table} · Round ${order.roundNumber}` : table;
}

export type ColumnEntry =
  | { kind: 'order'; order: BoardOrder }
  | {
      kind: 'visit';
      sessionId: string;
      /** "Table 9 — 2 rounds": the visit's table and its rounds on the whole board. */
      title: string;
      /** This column's rounds of the visit, by round number. */
      orders: BoardOrder[];
      /** The visit's rounds in other columns: "Round 1: Ready". */
      elsewhere: string[];
    };

const byRound = (a: BoardOrder, b: BoardOrder) => (a.roundNumber ?? 0) - (b.roundNumber ?? 0);

/**
 * A column's tickets with each visit of two or more rounds (on the whole board) gathered where its first ticket in
 * the column stands; everything else as it was.
 */
export function columnEntries(column: readonly BoardOrder[], board: readonly BoardOrder[]): ColumnEntry[] {
  const rounds = new Map<string, BoardOrder[]>();
  for (const order of board) {
    if (order.tableSessionId) rounds.set(order.tableSessionId, [...(rounds.get(order.tableSessionId) ?? []), order]);
  }
  const entries: ColumnEntry[] = [];
  const placed = new Set<string>();
  for (const order of column) {
    const visit = order.tableSessionId ? rounds.get(order.tableSessionId) : undefined;
    if (!order.tableSessionId || !visit || visit.length < 2) {
      entries.push({ kind: 'order', order });
      continue;
    }
    if (placed.has(order.tableSessionId)) continue;
    placed.add(order.tableSessionId);
    const all = [...visit].sort(byRound);
    const here = column.filter((o) => o.tableSessionId === order.tableSessionId).sort(byRound);
    const latest = all[all.length - 1]!;
    entries.push({
      kind: 'visit',
      sessionId: order.tableSessionId,
      title: `${latest.tableLabel ? `Table ${latest.tableLabel}` : 'A table'} — ${all.length} rounds`,
      orders: here,
      elsewhere: all.filter((o) => !here.includes(o)).map((o) => `Round ${o.roundNumber ?? '?'}: ${ORDER_STATUS_LABELS[o.status]}`),
    });
  }
  return entries;
}
