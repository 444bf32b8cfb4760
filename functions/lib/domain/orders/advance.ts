/**
 * Order status moves only by conditional update (`status = from`), so two staff pressing the same button get one
 * success and one ConflictError carrying the status the order has now (DESIGN.md 5).
 * Which moves are allowed is the caller's rule (shared order status machine); this is the mechanism.
 */
import type { Order } from '../../../../shared/api';
import type { OrderStatus } from '../../../../shared/constants';
import { nowIso } from '../../db/attributes';
import { db } from '../../db/client';
import { ConflictError, NotFoundError } from '../../errors';
import { readOrder, STATUS_TIMESTAMP } from './record';

function statusConflict(current: OrderStatus | undefined): ConflictError {
  return new ConflictError(
    current ? `The order is already ${current.replace('_', ' ')}` : 'The order changed meanwhile',
    'status_conflict',
    { status: current },
  );
}

export async function advanceOrder(orderId: string, from: OrderStatus, to: OrderStatus): Promise<Order> {
  // The status index's sort key also holds createdAt, which a status change must restate; read it first.
  const order = await readOrder(orderId, true);
  if (!order) throw new NotFoundError('Order not found');
  if (order.status !== from) throw statusConflict(order.status);

  const timestamp = STATUS_TIMESTAMP[to];
  const changes = { status: to, ...(timestamp ? { [timestamp]: nowIso() } : {}) };
  const result = await db.entities.order
    .patch({ orderId })
    .set(changes)
    .composite({ restaurantId: order.restaurantId, createdAt: order.createdAt })
    .where((a, { eq }) => eq(a.status, from))
    .go({ response: 'none', returnOnConditionCheckFailure: 'all_old' });
  if (result.rejected) throw statusConflict(result.data?.status);
  // The write changed exactly `changes`; lines never change after creation.
  return { ...order, ...changes };
}
