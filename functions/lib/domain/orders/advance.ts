/**
 * Order status moves only by conditional update (`status = from`), so two staff pressing the same button get one
 * success and one ConflictError carrying the status the order has now (DESIGN.md 5). Every move is one the order's
 * transitions table (shared/order-lifecycle.ts) allows its actor; any other is a 400 invalid_transition, unwritten.
 *  - advanceOrder: the mechanism (staff moves; an unpaid checkout closing). A payment is payOrder's, which writes
 *    the sale's stock and analytics and the payment intent with it; a move into paid here (seeds and tests) moves
 *    the payment state too, and nothing else;
 *  - advanceTicket: a member's Start / Mark Ready / Mark Served: the staff moves, the member's restaurant only, a
 *    stale ticket answered in the board's words. The order is read once, then written once.
 */
import type { Order } from '../../../../shared/api';
import type { OrderStatus } from '../../../../shared/constants';
import { moveAllowed, type OrderActor } from '../../../../shared/order-lifecycle';
import { invalidTransitionMessage, staleOrderMessage } from '../../../../shared/order-status';
import { nowIso } from '../../db/attributes';
import type { Db } from '../../db/service';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import { readOrder, STATUS_TIMESTAMP } from './record';

function statusConflict(current: OrderStatus | undefined, message?: string): ConflictError {
  const fallback = current ? `The order is already ${current.replace('_', ' ')}` : 'The order changed meanwhile';
  return new ConflictError(message ?? fallback, 'status_conflict', { status: current });
}

/** Who moves an order here: a refund's cancel is written with its refunded amount, by the refund. */
export type StatusActor = Exclude<OrderActor, 'refund'>;

/** `restaurantId`, when given, scopes the move: another restaurant's order is "not found". */
export async function advanceOrder(db: Db, orderId: string, from: OrderStatus, to: OrderStatus, actor: StatusActor, restaurantId?: string): Promise<Order> {
  if (!moveAllowed('status', from, to, actor)) throw new BadRequestError(invalidTransitionMessage(from, to), undefined, 'invalid_transition');
  // The status index's sort key also holds createdAt, which a status change must restate; read it first.
  const order = await readOrder(db, orderId, true);
  if (!order || (restaurantId !== undefined && order.restaurantId !== restaurantId)) throw new NotFoundError('Order not found');
  const conflict = (current: OrderStatus | undefined) => statusConflict(current, restaurantId && current ? staleOrderMessage(current) : undefined);
  if (order.status !== from) throw conflict(order.status);

  const timestamp = STATUS_TIMESTAMP[to];
  // Into paid, the payment state moves with the status (unpaid -> paid: the only payment move out of unpaid).
  const paying = to === 'paid' && moveAllowed('payment', 'unpaid', 'paid', actor);
  const changes = { status: to, ...(timestamp ? { [timestamp]: nowIso() } : {}), ...(paying ? { paymentState: 'paid' as const } : {}) };
  const result = await db.entities.order
    .patch({ orderId })
    .set(changes)
    .composite({ restaurantId: order.restaurantId, createdAt: order.createdAt })
    .where((a, { eq }) => eq(a.status, from))
    .go({ response: 'none', returnOnConditionCheckFailure: 'all_old' });
  if (result.rejected) throw conflict(result.data?.status);
  // The write changed exactly `changes`; lines never change after creation.
  return { ...order, ...changes };
}

/**
 * `from` is the status the member's ticket showed: 400 invalid_transition for a move the table refuses staff (before
 * any read), 409 status_conflict ('This order was already moved to Ready.') when the order has moved on meanwhile.
 */
export async function advanceTicket(db: Db, restaurantId: string, orderId: string, from: OrderStatus, to: OrderStatus): Promise<Order> {
  return advanceOrder(db, orderId, from, to, 'staff', restaurantId);
}
