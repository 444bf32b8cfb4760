/**
 * The live messages applied to the lists the dashboard caches (SPEC.md 7): an order in a board status is inserted
 * or replaced, one that left the board (canceled, expired, still unpaid) is removed, and so is one served that was
 * placed before the restaurant's today (the board keeps today's served orders; older ones are history); a service
 * request is inserted or replaced. Pure functions, so react-query's setQueryData can use them as they are.
 */
import type { OrderLine, OrdersBoard, ServiceRequest } from '@shared/api';
import { DASHBOARD_ORDER_STATUSES } from '@shared/constants';
import type { OrderSummary } from '@shared/api/realtime';

/** A ticket on the board: the list call sends lines, a live message does not. */
export type BoardOrder = OrderSummary & { lines?: OrderLine[] };

export function isBoardStatus(status: OrderSummary['status']): boolean {
  return DASHBOARD_ORDER_STATUSES.includes(status);
}

/** Oldest first, as the server lists them. */
function byCreatedAt(a: BoardOrder, b: BoardOrder): number {
  return a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);
}

export function applyOrderChange(orders: readonly BoardOrder[] | undefined, changed: BoardOrder): BoardOrder[] {
  const list = orders ?? [];
  const current = list.find((o) => o.id === changed.id);
  const others = list.filter((o) => o.id !== changed.id);
  if (!isBoardStatus(changed.status)) return others;
  // Lines never change after payment: keep the ones we have when the message brings none.
  const next: BoardOrder = changed.lines || !current?.lines ? changed : { ...changed, lines: current.lines };
  return [...others, next].sort(byCreatedAt);
}

/** The board as cached: its tickets, and the restaurant's day that bounds its served ones. */
export interface BoardList {
  orders: BoardOrder[];
  today: OrdersBoard['today'];
}

/** Served (or otherwise settled) and placed before today: it belongs to the history, not the board. */
export function isPastTheBoard(order: Pick<BoardOrder, 'status' | 'createdAt'>, today: BoardList['today']): boolean {
  return order.status === 'served' && Date.parse(order.createdAt) < Date.parse(today.from);
}

/** A change applied to the cached board; nothing cached yet stays so (the list's own fetch brings it). */
export function applyOrderChangeToBoard(board: BoardList | undefined, changed: BoardOrder): BoardList | undefined {
  if (!board) return undefined;
  const orders = applyOrderChange(board.orders, changed);
  return { ...board, orders: isPastTheBoard(changed, board.today) ? orders.filter((o) => o.id !== changed.id) : orders };
}

/** Newest first, as the server lists them. */
export function applyServiceRequestChange(requests: readonly ServiceRequest[] | undefined, changed: ServiceRequest): ServiceRequest[] {
  const others = (requests ?? []).filter((r) => r.id !== changed.id);
  return [changed, ...others].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
}

/**
 * What is new since the last look: ids in `items` that `known` has not seen and that match `isWanted`. `known`
 * is updated, so each item counts once, however it arrived (live message, 10 s refetch, catch-up on reconnect).
 */
export function takeNew<T extends { id: string }>(known: Set<string>, items: readonly T[], isWanted: (item: T) => boolean): T[] {
  const fresh = items.filter((item) => !known.has(item.id) && isWanted(item));
  for (const item of items) known.add(item.id);
  return fresh;
}
