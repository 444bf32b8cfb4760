/**
 * The staff side of an order (SPEC.md 2 and 4): read one ticket with its lines, and move it one step along the
 * status machine. Scoped to the member's restaurant: another restaurant's order is "not found", never shown.
 */
import type { Order } from '../../../../shared/api';
import type { OrderStatus } from '../../../../shared/constants';
import { canAdvance, invalidTransitionMessage, staleOrderMessage } from '../../../../shared/order-status';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import { Orders } from '../orders';

async function getOrder(restaurantId: string, orderId: string): Promise<Order> {
  const order = await Orders.get(orderId);
  if (!order || order.restaurantId !== restaurantId) throw new NotFoundError('Order not found');
  return order;
}

/**
 * `from` is the status the member's ticket showed. The move is a conditional update on it, so of two members
 * pressing the same button one wins and the other gets 409 with the status the order really has now.
 */
async function advanceOrder(restaurantId: string, orderId: string, from: OrderStatus, to: OrderStatus): Promise<Order> {
  if (!canAdvance(from, to)) throw new BadRequestError(invalidTransitionMessage(from, to), undefined, 'invalid_transition');
  await getOrder(restaurantId, orderId);
  try {
    return await Orders.advance(orderId, from, to);
  } catch (error) {
    throw isStatusConflict(error) ? staleTicket(error) : error;
  }
}

function isStatusConflict(error: unknown): error is ConflictError {
  return error instanceof ConflictError && error.code === 'status_conflict';
}

/** The same conflict in the board's words ('This order was already moved to Ready.'). */
function staleTicket(conflict: ConflictError): ConflictError {
  const current = conflict.details?.status as OrderStatus | undefined;
  if (!current) return conflict;
  return new ConflictError(staleOrderMessage(current), 'status_conflict', { status: current });
}

export const OrderBoard = {
  get: getOrder,
  advance: advanceOrder,
};
