/**
 * Order status moves only by conditional update (`status = from`), so two staff pressing the same button get one
 * success and one ConflictError carrying the status the order has now (DESIGN.md 5).
 *  - advanceOrder: the mechanism (payments move pending_payment -> paid with it);
 *  - advanceTicket: a member's Start / Mark Ready / Mark Served: the status machine's rule, the member's restaurant
 *    only, a stale ticket answered in the board's words. The order is read once, then written once.
 */
import type { Order } from '../../../../shared/api';
import type { OrderStatus } from '../../../../shared/constants';
import { canAdvance, invalidTransitionMessage, staleOrderMessage } from '../../../../shared/order-status';
import { nowIso } from '../../db/attributes';
import type { Db } from '../../db/service';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import { readOrder, STATUS_TIMESTAMP } from './record';

function statusConflict(current: OrderStatus | undefined, message?: string): ConflictError {
  const fallback = current ? `The order is already ${current.replace('_', ' ')}` : 'The order changed meanwhile';
  return new ConflictError(message ?? fallback, 'status_conflict', { status: current });
}

/** `restaurantId`, when given, scopes the move: another restaurant's order is "not found". */
export async function advanceOrder(db: Db, orderId: string, from: OrderStatus, to: OrderStatus, restaurantId?: string): Promise<Order> {
  // The status index's sort key also holds createdAt, which a status change must restate; read it first.
  const order = await readOrder(db, orderId, true);
  if (!order || (restaurantId !== undefined && order.restaurantId !== restaurantId)) throw new NotFoundError('Order not found');
  const conflict = (current: OrderStatus | undefined) => statusConflict(current, restaurantId && current ? staleOrderMessage(current) : undefined);
  if (order.status !== from) throw conflict(order.status);

  const timestamp = STATUS_TIMESTAMP[to];
  const changes = { status: to, ...(timestamp ? { [timestamp]: nowIso() } : {}) };
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
 * `from` is the status the member's ticket showed: 400 invalid_transition for a move the status machine refuses,
 * 409 status_conflict ('This order was already moved to Ready.') when the order has moved on meanwhile.
 */
export async function advanceTicket(db: Db, restaurantId: string, orderId: string, from: OrderStatus, to: OrderStatus): Promise<Order> {
  if (!canAdvance(from, to)) throw new BadRequestError(invalidTransitionMessage(from, to), undefined, 'invalid_transition');
  return advanceOrder(db, orderId, from, to, restaurantId);
}
