/** Orders (SPEC.md 3, DESIGN.md 5 and 7): created before checkout, then moved along by conditional updates. */
import type { Order } from '../../../shared/api';
import { withDb, type Db } from '../db/service';
import { advanceOrder, advanceTicket } from './orders/advance';
import { getTicket, listBoard, listHistory } from './orders/board';
import { createOrder } from './orders/create';
import { listOrdersByRestaurant, pageOrdersByStatus } from './orders/list';
import { readOrder } from './orders/record';
import { searchOrders } from './orders/search';

export type { NewOrder } from './orders/create';
export type { SettledStatus } from './orders/board';
export { MAX_ORDER_LINES } from './orders/create';

export function createOrders(db: Db) {
  return {
    create: withDb(db, createOrder),
    /** The order with its lines, in one query. */
    get: (orderId: string): Promise<Order | null> => readOrder(db, orderId),
    listByRestaurant: withDb(db, listOrdersByRestaurant),
    /** One status, newest first, a page at a time. */
    pageByStatus: withDb(db, pageOrdersByStatus),
    /** A move of the status alone, as the transitions table allows its actor: payments' closing moves, seeds, tests. */
    advance: withDb(db, advanceOrder),

    // The staff board, scoped to the member's restaurant.
    /** Active orders however old, settled ones from today. */
    board: withDb(db, listBoard),
    /** Settled orders before today, a page at a time. */
    history: withDb(db, listHistory),
    /** One ticket; another restaurant's order is "not found". */
    ticket: withDb(db, getTicket),
    /** Start / Mark Ready / Mark Served: read once, written once. */
    advanceTicket: withDb(db, advanceTicket),

    // The owner's books (owners and managers).
    /** Orders placed in a range of the restaurant's days, filtered and searched, newest first, a page at a time. */
    search: withDb(db, searchOrders),
  };
}

export type Orders = ReturnType<typeof createOrders>;
