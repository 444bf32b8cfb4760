/** Orders (SPEC.md 3, DESIGN.md 5 and 7): created before checkout, then moved along by conditional updates. */
import type { Order } from '../../../shared/api';
import { advanceOrder } from './orders/advance';
import { createOrder } from './orders/create';
import { listOrdersByRestaurant, pageOrdersByStatus } from './orders/list';
import { readOrder } from './orders/record';

export type { NewOrder } from './orders/create';
export { MAX_ORDER_LINES } from './orders/create';

export const Orders = {
  create: createOrder,
  /** The order with its lines, in one query. */
  get: (orderId: string): Promise<Order | null> => readOrder(orderId),
  listByRestaurant: listOrdersByRestaurant,
  /** One status, newest first, a page at a time. */
  pageByStatus: pageOrdersByStatus,
  advance: advanceOrder,
};
