/**
 * The order status machine as staff drive it (SPEC.md 4): paid -> in_progress -> ready -> served, one step at a
 * time, forward only: the staff moves of the order's transitions table (./order-lifecycle.ts), which the server
 * checks every write against. The dashboard reads its buttons and words from here, so the board never offers a move
 * the server would refuse.
 */
import type { OrderStatus } from './constants';
import { moveAllowed, movesBy, type MoveBy } from './order-lifecycle';

/** The statuses a dashboard board shows, in column order. */
export type BoardStatus = 'paid' | 'in_progress' | 'ready' | 'served';

type StaffMove = MoveBy<'status', 'staff'>;
/** Each status staff can move an order out of, and where it goes (the table's staff moves). `served` is terminal. */
export const NEXT_STATUS = Object.freeze(Object.fromEntries(movesBy('status', 'staff').map((move) => [move.from, move.to]))) as {
  readonly [M in StaffMove as M['from']]: M['to'];
};

/** Column titles and status badges. */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending_payment: 'Awaiting Payment',
  paid: 'Paid',
  in_progress: 'In Progress',
  ready: 'Ready',
  served: 'Served',
  canceled: 'Canceled',
  expired: 'Expired',
};

/**
 * How an order's status reads to staff. A round on a table's tab (issue 29) is in the kitchen before it is paid: its
 * first status reads "New" there, not "Paid" (its payment badge says "On the tab").
 */
export function orderStatusLabel(order: { status: OrderStatus; onTab?: boolean | undefined }): string {
  return order.onTab && order.status === 'paid' ? 'New' : ORDER_STATUS_LABELS[order.status];
}

/** The advance button on an Orders ticket (SPEC.md 2). */
export const ADVANCE_LABELS: Readonly<Record<keyof typeof NEXT_STATUS, string>> = {
  paid: 'Start',
  in_progress: 'Mark Ready',
  ready: 'Mark Served',
};

/** The kitchen display's buttons; it shows only paid and in-progress tickets. */
export const KITCHEN_LABELS: Readonly<Record<'paid' | 'in_progress', string>> = {
  paid: 'Start Preparation',
  in_progress: 'Mark Ready',
};

/** The runner queue's button; it shows only ready orders. */
export const RUNNER_LABELS: Readonly<Record<'ready', string>> = { ready: 'Mark Served' };

function hasNext(status: OrderStatus): status is keyof typeof NEXT_STATUS {
  return Object.hasOwn(NEXT_STATUS, status);
}

/** Where staff can move an order next; null when they cannot move it at all (served, unpaid, canceled...). */
export function nextStatus(status: OrderStatus): BoardStatus | null {
  return hasNext(status) ? NEXT_STATUS[status] : null;
}

/** Whether staff may move an order from `from` to `to` (the transitions table's answer for a member). */
export function canAdvance(from: OrderStatus, to: OrderStatus): boolean {
  return moveAllowed('status', from, to, 'staff');
}

/** The advance button's label for an order in `status`; null when there is no button. */
export function advanceLabel(status: OrderStatus): string | null {
  return hasNext(status) ? ADVANCE_LABELS[status] : null;
}

/** Why a move is refused outright, for the 400 answer. */
export function invalidTransitionMessage(from: OrderStatus, to: OrderStatus): string {
  return `An order cannot move from ${ORDER_STATUS_LABELS[from]} to ${ORDER_STATUS_LABELS[to]}.`;
}

/**
 * What a member sees when someone else moved the order first (a stale ticket): the state it is really in, so the
 * board can show it without a guess.
 */
export function staleOrderMessage(current: OrderStatus): string {
  switch (current) {
    case 'in_progress':
    case 'ready':
    case 'served':
      return `This order was already moved to ${ORDER_STATUS_LABELS[current]}.`;
    case 'paid':
      return 'This order is still Paid: it has not been started yet.';
    case 'pending_payment':
      return 'This order has not been paid yet.';
    case 'canceled':
    case 'expired':
      return `This order was ${ORDER_STATUS_LABELS[current].toLowerCase()} and is no longer on the board.`;
  }
}
