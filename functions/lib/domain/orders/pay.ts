/**
 * pending_payment -> paid, together with the sale's stock changes and its day's analytics rows, in one transaction:
 * the order's move is conditional on its status, each stock change on the count it was planned from
 * (compare-and-set). So the day's figures count each paid order exactly once, whatever the webhook repeats. The same
 * write moves the order's payment state (unpaid -> paid) and keeps the payment intent, so a refund needs no lookup,
 * and credits the order's tip to the members serving its table (issue 30 item 4), so the tips report counts it once.
 */
import type { Order } from '../../../../shared/api';
import { moveAllowed } from '../../../../shared/order-lifecycle';
import { nowIso } from '../../db/attributes';
import type { Db } from '../../db/service';
import { conditionFailedAt, wasTransactionConflict } from '../../db/conditions';
import { uniqueKeys } from '../../db/entities/uniqueness';
import { logger } from '../../logger';
import { orderSale } from '../analytics/daily';
import { restaurantTimeZone, saleActionCount, saleOrderRow, saleRowChanges } from '../analytics/sales-writes';
import { usableTimeZone } from '../analytics/time-zone';
import type { StockSale } from '../inventory/sales';
import type { TipCreditRow } from '../sections';

export type PayOutcome =
  /** The order is paid now, and the stock changes are written. */
  | { kind: 'paid'; order: Order }
  /** The order had left pending_payment already (paid by a duplicate, expired): nothing was written. */
  | { kind: 'not_pending' }
  /** A planned stock count changed meanwhile (or a concurrent write touched an item): nothing was written. */
  | { kind: 'stock_changed' };

/** DynamoDB's limit of actions in one transaction. */
export const MAX_TRANSACTION_ACTIONS = 100;
/** Payments of one restaurant add to the same day and item rows: a concurrent one cancels ours, which tries again. */
const MAX_CONFLICT_RETRIES = 6;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The payment's moves, as the transitions table has them: both must be there for an order to be paid. */
function assertPaymentMoves(): void {
  if (!moveAllowed('status', 'pending_payment', 'paid', 'payment') || !moveAllowed('payment', 'unpaid', 'paid', 'payment')) {
    throw new Error('The order transitions table has no payment move into paid');
  }
}

/**
 * `timeZone` is the restaurant's, to put the order on its local day; read here when not given (one GetItem).
 * `paymentIntentId` is the completed session's (null when the gateway did not say).
 * The day's rows are the day row (the order's tip and hour) and one row per item when they fit in the transaction
 * beside the order and its stock changes; else the whole sale is one row of its own (created once). Only an order
 * whose stock changes alone fill the transaction (99 distinct tracked items) writes that row just after: a crash in
 * between would leave it out of the figures until `npm run analytics:rebuild`, and a repeat cannot count it twice.
 */
export async function payOrder(
  db: Db,
  order: Order,
  sales: readonly StockSale[],
  timeZone?: string,
  paymentIntentId: string | null = null,
  /** A round placed on a table's tab (issue 29): into the kitchen (status paid) with its payment still to come. */
  onTab = false,
  /** The tip's credits to the members serving the table (issue 30 item 4, ../sections.ts): written with the payment. */
  tipCredits: readonly TipCreditRow[] = [],
): Promise<PayOutcome> {
  assertPaymentMoves();
  const sale = orderSale(order, timeZone === undefined ? await restaurantTimeZone(db, order.restaurantId) : usableTimeZone(timeZone));
  // The order's write, and the payment intent's claim (how a refund or dispute event without our metadata finds it).
  // ...and the order's place on the list of paid orders waiting to be started (issue 30 item 1, the e-mail's sweep),
  // in the transaction when it fits, else just after (a crash in between leaves the order out of the e-mail only).
  const fixed = (paymentIntentId ? 2 : 1) + tipCredits.length + sales.length;
  const waitingInside = fixed < MAX_TRANSACTION_ACTIONS;
  const room = MAX_TRANSACTION_ACTIONS - fixed - (waitingInside ? 1 : 0);
  const layout = saleActionCount(sale) <= room ? 'rows' : room >= 1 ? 'orderRow' : 'afterwards';
  const paidAt = nowIso();
  for (let attempt = 1; ; attempt++) {
    const result = await db.transaction
      .write(({ order: orders, menuItem, dailySales, uniqueness, orderWaiting, tipCredit }) => [
        orders
          .patch({ orderId: order.id })
          .set({ status: 'paid', paidAt, paymentState: onTab ? 'unpaid' : 'paid', ...(paymentIntentId ? { paymentIntentId } : {}) })
          // The status index's sort key holds createdAt too, so the change restates it.
          .composite({ restaurantId: order.restaurantId, createdAt: order.createdAt })
          .where((a, { eq }) => eq(a.status, 'pending_payment'))
          .commit(),
        ...(paymentIntentId ? [uniqueness.put({ ...uniqueKeys.paymentIntent(paymentIntentId), claimedBy: order.id }).commit()] : []),
        ...tipCredits.map((credit) => tipCredit.put(credit).commit()),
        ...sales.map(({ restaurantId, itemId, current, next }) => {
          const patch = menuItem.patch({ restaurantId, itemId });
          const changed =
            next.stockCount === null
              ? patch.set({ soldOut: next.soldOut }).remove(['stockCount'])
              : patch.set({ soldOut: next.soldOut, stockCount: next.stockCount });
          return changed
            .where((a, { eq, notExists }) => {
              const sameCount = current.stockCount === null ? notExists(a.stockCount) : eq(a.stockCount, current.stockCount);
              return `(${sameCount} AND ${eq(a.soldOut, current.soldOut)})`;
            })
            .commit();
        }),
        ...(layout === 'rows'
          ? saleRowChanges(order.restaurantId, sale).map(({ key, set, add }) => dailySales.update(key).set(set).add(add).commit())
          : []),
        ...(layout === 'orderRow' ? [dailySales.create(saleOrderRow(order.restaurantId, order.id, sale)).commit()] : []),
        ...(waitingInside ? [orderWaiting.put({ orderId: order.id, restaurantId: order.restaurantId, paidAt }).commit()] : []),
      ])
      .go();
    if (!result.canceled) break;
    if (conditionFailedAt(result, 0)) return { kind: 'not_pending' };
    const onlyConflicts = wasTransactionConflict(result) && !result.data.some((item) => item.code === 'ConditionalCheckFailed');
    if (!onlyConflicts || attempt > MAX_CONFLICT_RETRIES) return { kind: 'stock_changed' };
    await pause(10 * 2 ** attempt * Math.random());
  }
  if (!waitingInside) {
    await db.entities.orderWaiting
      .put({ orderId: order.id, restaurantId: order.restaurantId, paidAt })
      .go({ response: 'none' })
      .catch((error: unknown) => logger.error('A paid order left off the waiting list (no e-mail if nobody starts it)', { orderId: order.id, error }));
  }
  if (layout === 'afterwards') {
    logger.warn('An order with too many stock changes had its analytics written after its payment', { orderId: order.id });
    await db.entities.dailySales
      .create(saleOrderRow(order.restaurantId, order.id, sale))
      .go()
      .catch((error: unknown) => logger.error('An order paid but left out of analytics (run analytics:rebuild)', { orderId: order.id, error }));
  }
  return { kind: 'paid', order: { ...order, status: 'paid', paidAt, paymentState: onTab ? 'unpaid' : 'paid' } };
}
