/**
 * The refund's writes (issue 27). Each is ONE transaction, conditional on what it read, so refunds racing each other
 * (ten at once, a double click, a retry, a webhook) add up exactly and nothing is counted twice:
 *  - reserve: the refund record (pending; created only if its id is new) with the order's running sums and refunded
 *    quantities (conditional on the order's refundVersion, which every refund write bumps), the payment state, the
 *    order's cancel when a full refund comes before preparation (conditional on status paid), its day's analytics
 *    (the refund off the revenue, tips, fees and dishes) and, on a cancel, the tracked stock given back;
 *  - succeed: pending -> succeeded (nothing else moves: the money was counted out when it was reserved);
 *  - fail: pending or succeeded -> failed, giving its parts back to the order and the analytics, once. The stock and
 *    the cancel stay: the dishes were not made.
 */
import type { RefundRequest } from '../../payments/gateway';
import { moveAllowed } from '../../../../shared/order-lifecycle';
import { paymentStateAfterRefunds, withoutRefund, type RefundedSoFar, type RefundParts } from '../../../../shared/refunds';
import { withStockAdded, type StockState } from '../../../../shared/inventory';
import { nowIso } from '../../db/attributes';
import { conditionFailedAt, wasTransactionConflict } from '../../db/conditions';
import { hourCounters } from '../../db/entities/daily-sales';
import type { Db } from '../../db/service';
import { logger } from '../../logger';
import { DAY_ENTRY, itemEntry, orderSale } from '../analytics/daily';
import { MAX_TRANSACTION_ACTIONS } from '../orders/pay';
import { createSections } from '../sections';
import { storedPaymentState, storedRefunded, toOrder, type OrderItem, type OrderLineItem, type RefundItem } from '../orders/record';
import { untilProcessed } from '../../db/batch';

/** An order with its lines and refunds, read consistently: what every refund write starts from. */
export interface OrderDetails {
  item: OrderItem;
  lines: OrderLineItem[];
  refunds: RefundItem[];
}

export async function readOrderDetails(db: Db, orderId: string): Promise<OrderDetails | null> {
  const { data } = await db.collections.orderDetails({ orderId }).go({ pages: 'all', consistent: true });
  const [item] = data.order;
  return item ? { item, lines: data.orderLine, refunds: data.refund } : null;
}

export type WriteOutcome = 'written' | 'stale' | 'conflict';

/** A write's result: stale when a condition failed (someone else wrote first), conflict when only a race cancelled it. */
function outcomeOf(result: { canceled: boolean; data: { code?: string }[] }): WriteOutcome {
  if (!result.canceled) return 'written';
  const onlyConflicts = wasTransactionConflict(result as never) && !result.data.some((item) => item.code === 'ConditionalCheckFailed');
  return onlyConflicts ? 'conflict' : 'stale';
}

/** The day-row and item-row changes of a refund's parts (`sign` -1 takes them off, +1 puts them back). */
function analyticsChanges(details: OrderDetails, parts: Omit<RefundParts, 'lines'> & { lines: readonly { position: number; qty: number; amountCents: number }[] }, timeZone: string, sign: 1 | -1) {
  const order = toOrder(details.item, details.lines);
  const sale = orderSale({ ...order, refundedCents: 0, refunded: undefined, lines: order.lines.map((line) => ({ ...line, refundedQty: 0 })) }, timeZone);
  const day = { restaurantId: order.restaurantId, date: sale.date, timeZone: sale.timeZone };
  const hour = hourCounters(sale.hour);
  const items = new Map<string, { name: string; qty: number; cents: number }>();
  for (const { position, qty, amountCents } of parts.lines) {
    const line = order.lines[position];
    if (!line) continue;
    const entry = items.get(line.itemId) ?? { name: line.itemName, qty: 0, cents: 0 };
    entry.qty += qty;
    entry.cents += amountCents;
    items.set(line.itemId, entry);
  }
  return [
    {
      key: { ...day, entry: DAY_ENTRY },
      set: { kind: 'day' as const },
      add: { tipsCents: sign * parts.tipCents, feeCents: sign * parts.feeCents, [hour.revenueCents]: sign * parts.cents, refundsCents: -sign * parts.cents },
    },
    ...[...items].map(([itemId, { name, qty, cents }]) => ({
      key: { ...day, entry: itemEntry(itemId) },
      set: { kind: 'item' as const, itemId, name },
      add: { quantity: sign * qty, revenueCents: sign * cents },
    })),
  ];
}

/** The stock a canceled order gives back: its tracked items' quantities, compare-and-set like a sale. */
async function planReturn(db: Db, details: OrderDetails): Promise<{ itemId: string; current: StockState; next: StockState }[]> {
  const quantities = new Map<string, number>();
  for (const line of details.lines) quantities.set(line.itemId, (quantities.get(line.itemId) ?? 0) + line.qty);
  if (quantities.size === 0) return [];
  const keys = [...quantities.keys()].map((itemId) => ({ restaurantId: details.item.restaurantId, itemId }));
  const rounds = await untilProcessed(keys, (pending) => db.entities.menuItem.get(pending).go({ consistent: true }));
  return rounds
    .flatMap((round) => round.data)
    .filter((item) => item.stockCount !== undefined && item.stockCount !== null)
    .map((item) => {
      const current: StockState = { stockCount: item.stockCount ?? null, soldOut: item.soldOut };
      return { itemId: item.itemId, current, next: withStockAdded(current, quantities.get(item.itemId) ?? 0) };
    });
}

const versionCondition = (version: number | undefined) => (a: { refundVersion: unknown }, { eq, notExists }: { eq: (a: unknown, v: unknown) => string; notExists: (a: unknown) => string }) =>
  version === undefined ? notExists(a.refundVersion) : eq(a.refundVersion, version);

export interface Reservation {
  refund: Omit<RefundItem, 'createdAt' | 'updatedAt'>;
  parts: RefundParts;
  after: RefundedSoFar;
  /** A full refund before preparation: the order is canceled with it. */
  cancel: boolean;
  /**
   * A round paid in shares of a table's bill (issue 29): the refunds of the other payments' parts (`refund` is the
   * first), and what each payment gives back, written on it on the condition that it gave back what was read.
   */
  more?: Omit<RefundItem, 'createdAt' | 'updatedAt'>[];
  fromPayments?: { sessionId: string; paymentId: string; refundedBefore: number | undefined; cents: number }[];
}

/** The refund's first write (see the top of this file). */
export async function reserveRefund(db: Db, details: OrderDetails, reservation: Reservation, timeZone: string): Promise<WriteOutcome> {
  const { item } = details;
  const { parts, after, cancel } = reservation;
  const from = storedPaymentState(item);
  const to = paymentStateAfterRefunds(item.totalCents, after.cents);
  if (!moveAllowed('payment', from, to, 'refund') || (cancel && !moveAllowed('status', item.status, 'canceled', 'refund'))) return 'stale';
  const lineQty = Array.from({ length: item.lineCount }, (_, position) => item.lineRefundedQty?.[position] ?? 0);
  for (const line of parts.lines) lineQty[line.position] = (lineQty[line.position] ?? 0) + line.qty;
  const rows = analyticsChanges(details, parts, timeZone, -1);
  const stock = cancel ? await planReturn(db, details) : [];
  const more = reservation.more ?? [];
  const fromPayments = reservation.fromPayments ?? [];
  // A tip given back is taken off whoever it was credited to (issue 30 item 4), in the same write.
  const tipBack = await createSections(db).tipRefundCredits({
    restaurantId: item.restaurantId,
    orderId: item.orderId,
    refundId: reservation.refund.refundId,
    paidAt: item.paidAt,
    tipCents: parts.tipCents,
    sign: -1,
    at: Date.now(),
    timeZone,
  });
  const fits = 2 + more.length + fromPayments.length + tipBack.length + rows.length + stock.length <= MAX_TRANSACTION_ACTIONS;
  if (!fits) logger.warn('A refund touches too many rows for one transaction: its dish rows and stock are left out (run analytics:rebuild)', { orderId: item.orderId });
  const now = nowIso();
  const result = await db.transaction
    .write(({ refund, order, dailySales, menuItem, tabPayment, tipCredit }) => [
      refund.create(reservation.refund).commit(),
      ...more.map((part) => refund.create(part).commit()),
      ...tipBack.map((credit) => tipCredit.put(credit).commit()),
      ...fromPayments.map(({ sessionId, paymentId, refundedBefore, cents }) =>
        tabPayment
          .patch({ sessionId, paymentId })
          .set({ refundedCents: (refundedBefore ?? 0) + cents })
          .where((a, { eq, notExists }) => (refundedBefore === undefined ? notExists(a.refundedCents) : eq(a.refundedCents, refundedBefore)))
          .commit(),
      ),
      order
        .patch({ orderId: item.orderId })
        .set({
          refundedCents: after.cents,
          refundedSubtotalCents: after.subtotalCents,
          refundedTaxCents: after.taxCents,
          refundedTipCents: after.tipCents,
          refundedFeeCents: after.feeCents,
          refundVersion: (item.refundVersion ?? 0) + 1,
          lineRefundedQty: lineQty,
          paymentState: to,
          ...(cancel ? { status: 'canceled' as const, canceledAt: now } : {}),
        })
        .composite({ restaurantId: item.restaurantId, createdAt: item.createdAt })
        .where((a, ops) => {
          const version = versionCondition(item.refundVersion)(a, ops as never);
          return cancel ? `${version} AND ${ops.eq(a.status, 'paid')}` : version;
        })
        .commit(),
      ...(fits ? rows : rows.slice(0, 1)).map(({ key, set, add }) => dailySales.update(key).set(set).add(add).commit()),
      ...(fits ? stock : []).map(({ itemId, current, next }) =>
        menuItem
          .patch({ restaurantId: item.restaurantId, itemId })
          .set({ soldOut: next.soldOut, stockCount: next.stockCount ?? 0 })
          .where((a, { eq }) => `(${eq(a.stockCount, current.stockCount ?? 0)} AND ${eq(a.soldOut, current.soldOut)})`)
          .commit(),
      ),
    ])
    .go();
  if (result.canceled && conditionFailedAt(result, 0)) return 'stale';
  return outcomeOf(result);
}

/** pending -> succeeded, with the gateway's refund id. */
export async function markRefundSucceeded(db: Db, orderId: string, refundId: string, gatewayRefundId: string): Promise<boolean> {
  const result = await db.entities.refund
    .patch({ orderId, refundId })
    .set({ status: 'succeeded', succeededAt: nowIso(), gatewayRefundId })
    .where((a, { eq }) => eq(a.status, 'pending'))
    .go({ response: 'none' })
    .then(() => true)
    .catch((error: { name?: string; cause?: { name?: string } }) => {
      if (isConditionalFailure(error)) return false;
      throw error;
    });
  return result;
}

/** Keeps the gateway's id on a refund still pending (its outcome comes later, by event). */
export async function recordGatewayRefundId(db: Db, orderId: string, refundId: string, gatewayRefundId: string): Promise<void> {
  await db.entities.refund
    .patch({ orderId, refundId })
    .set({ gatewayRefundId })
    .where((a, { eq, notExists }) => `${eq(a.status, 'pending')} AND ${notExists(a.gatewayRefundId)}`)
    .go({ response: 'none' })
    .catch((error: unknown) => {
      if (!isConditionalFailure(error)) throw error;
    });
}

function isConditionalFailure(error: unknown): boolean {
  const text = String((error as Error)?.message ?? '') + String(((error as { cause?: Error }).cause)?.name ?? '');
  return text.includes('ConditionalCheckFailed') || text.includes('conditional request failed');
}

/**
 * pending or succeeded -> failed: gives the refund's parts back to the order's running sums and its day's analytics,
 * once (conditional on the refund not failed yet and the order's refundVersion). The caller retries on 'conflict' and
 * re-reads on 'stale'.
 */
export async function failRefund(db: Db, details: OrderDetails, refund: RefundItem, failureReason: string, timeZone: string): Promise<WriteOutcome> {
  const { item } = details;
  const back = withoutRefund(storedRefunded(item), { cents: refund.amountCents, subtotalCents: refund.subtotalCents, taxCents: refund.taxCents, tipCents: refund.tipCents, feeCents: refund.feeCents });
  const from = storedPaymentState(item);
  const to = paymentStateAfterRefunds(item.totalCents, back.cents);
  const lineQty = Array.from({ length: item.lineCount }, (_, position) => item.lineRefundedQty?.[position] ?? 0);
  for (const line of refund.lines ?? []) lineQty[line.position] = Math.max(0, (lineQty[line.position] ?? 0) - line.qty);
  const rows = analyticsChanges(details, { ...refund, cents: refund.amountCents, lines: refund.lines ?? [] }, timeZone, 1);
  // The tip it took off its server's credits goes back to them (issue 30 item 4).
  const tipAgain = await createSections(db).tipRefundCredits({
    restaurantId: item.restaurantId,
    orderId: item.orderId,
    refundId: refund.refundId,
    paidAt: item.paidAt,
    tipCents: refund.tipCents,
    sign: 1,
    at: Date.now(),
    timeZone,
  });
  const fits = 2 + tipAgain.length + rows.length <= MAX_TRANSACTION_ACTIONS;
  const payment = refund.tabSessionId && refund.tabPaymentId ? { sessionId: refund.tabSessionId, paymentId: refund.tabPaymentId } : null;
  const result = await db.transaction
    .write(({ refund: refunds, order, dailySales, tabPayment, tipCredit }) => [
      // A share's payment gets its part back to give again (the refund is failed once, by the condition below).
      ...(payment ? [tabPayment.patch(payment).add({ refundedCents: -refund.amountCents }).commit()] : []),
      refunds
        .patch({ orderId: refund.orderId, refundId: refund.refundId })
        .set({ status: 'failed', failedAt: nowIso(), failureReason })
        .where((a, { ne }) => ne(a.status, 'failed'))
        .commit(),
      order
        .patch({ orderId: item.orderId })
        .set({
          refundedCents: back.cents,
          refundedSubtotalCents: back.subtotalCents,
          refundedTaxCents: back.taxCents,
          refundedTipCents: back.tipCents,
          refundedFeeCents: back.feeCents,
          refundVersion: (item.refundVersion ?? 0) + 1,
          lineRefundedQty: lineQty,
          ...(from !== to && moveAllowed('payment', from, to, 'refund') ? { paymentState: to } : {}),
        })
        .composite({ restaurantId: item.restaurantId, createdAt: item.createdAt })
        .where((a, ops) => versionCondition(item.refundVersion)(a, ops as never))
        .commit(),
      ...(fits ? rows : rows.slice(0, 1)).map(({ key, set, add }) => dailySales.update(key).set(set).add(add).commit()),
      ...tipAgain.map((credit) => tipCredit.put(credit).commit()),
    ])
    .go();
  return outcomeOf(result);
}

/** The gateway request for a reserved refund: the refund's own id is the idempotency key. */
export function gatewayRequest(refund: Pick<RefundItem, 'orderId' | 'refundId' | 'amountCents'>, paymentIntentId: string): RefundRequest {
  return {
    paymentIntentId,
    amountCents: refund.amountCents,
    idempotencyKey: `refund_${refund.refundId}`,
    reason: 'requested_by_customer',
    metadata: { orderId: refund.orderId, refundId: refund.refundId },
  };
}
