/**
 * Order creation: the order and all its lines in one transaction. The server makes the order id (random, never the
 * client's); the client's attempt id is only the idempotency key of the attempt: claimed in the same transaction,
 * so a retried checkout (same attempt) returns the first order instead of writing a second one.
 */
import type { Order, OrderLine } from '../../../../shared/api';
import { DEFAULT_CURRENCY, type OrderStatus } from '../../../../shared/constants';
import type { LanguageCode } from '../../../../shared/languages';
import { paymentStateFromStatus } from '../../../../shared/order-lifecycle';
import { randomUUID } from 'node:crypto';
import type { CommittedTransactionResult, TransactWriteItem } from 'electrodb';
import { nowIso } from '../../db/attributes';
import type { Db } from '../../db/service';
import { conditionFailedAt, wasTransactionConflict } from '../../db/conditions';
import { uniqueKeys } from '../../db/entities/uniqueness';
import { BadRequestError, ConflictError } from '../../errors';
import { transactionWrite, type LimitCheck } from '../rate-limits';
import { readOrder, toOrder, type OrderItem, type OrderLineItem } from './record';

/** DynamoDB transactions hold at most 100 items: the order and 99 lines. */
export const MAX_ORDER_LINES = 99;

export interface NewOrder {
  /** The client's idempotency key for this checkout attempt (never the order's id). */
  attemptId: string;
  orderCode: string;
  restaurantId: string;
  /** Defaults to pending_payment: written before the diner is sent to checkout (DESIGN.md 7). */
  status?: OrderStatus;
  tableLabel: string | null;
  note: string | null;
  subtotalCents: number;
  taxCents: number;
  /** The tax mode and rate the totals were priced with (kept on the order). */
  taxIncluded?: boolean;
  taxRateBps?: number;
  tipCents: number;
  totalCents: number;
  feeCents: number;
  currency?: string;
  checkoutSessionId?: string | null;
  /** The language the diner ordered in (their receipt's). */
  dinerLanguage?: LanguageCode;
  /** A round of a table's visit (issue 28): the visit and the round's number. */
  tableSessionId?: string;
  roundNumber?: number;
  /** A round on a table's tab (issue 29): placed now, paid with the bill. */
  onTab?: boolean;
}

type TransactionEntities = Parameters<Parameters<Db['transaction']['write']>[0]>[0];

/**
 * More writes in the order's transaction (a table's round takes its lines out of the shared cart, issue 28), after
 * the order, its lines and its claims; when one is refused the order is not written and `refused()` is thrown.
 */
export interface OrderWith {
  writes(entities: TransactionEntities, orderId: string): CommittedTransactionResult<unknown, TransactWriteItem>[];
  refused(): Error;
}

/**
 * A limit the order's creation counts against, in the same transaction: an order it refuses is not written, and one
 * not written is not counted. `refused` is what the caller is told then.
 */
export interface OrderClaim {
  check: LimitCheck;
  refused: () => Error;
}

/** Transactions on one counter at once conflict; a few quick retries (backing off) sort them out. */
const CONFLICT_RETRIES = 6;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function createOrder(db: Db, order: NewOrder, lines: OrderLine[], claims: readonly OrderClaim[] = [], withOrder?: OrderWith): Promise<Order> {
  if (lines.length === 0) throw new BadRequestError('Your cart is empty');
  if (lines.length > MAX_ORDER_LINES) throw new BadRequestError(`An order can hold at most ${MAX_ORDER_LINES} lines`);

  const orderId = randomUUID();
  const status = order.status ?? 'pending_payment';
  const orderItem: OrderItem = {
    orderId,
    orderCode: order.orderCode,
    restaurantId: order.restaurantId,
    status,
    paymentState: paymentStateFromStatus(status, null),
    refundedCents: 0,
    subtotalCents: order.subtotalCents,
    taxCents: order.taxCents,
    tipCents: order.tipCents,
    totalCents: order.totalCents,
    feeCents: order.feeCents,
    ...(order.taxIncluded !== undefined ? { taxIncluded: order.taxIncluded } : {}),
    ...(order.taxRateBps !== undefined ? { taxRateBps: order.taxRateBps } : {}),
    currency: order.currency ?? DEFAULT_CURRENCY,
    lineCount: lines.length,
    createdAt: nowIso(),
    ...(order.tableLabel ? { tableLabel: order.tableLabel } : {}),
    ...(order.note ? { note: order.note } : {}),
    ...(order.checkoutSessionId ? { checkoutSessionId: order.checkoutSessionId } : {}),
    ...(order.dinerLanguage ? { dinerLanguage: order.dinerLanguage } : {}),
    ...(order.tableSessionId ? { tableSessionId: order.tableSessionId, roundNumber: order.roundNumber ?? 1 } : {}),
    ...(order.onTab ? { onTab: true } : {}),
  };
  const lineItems: OrderLineItem[] = lines.map((line, position) => ({
    orderId,
    position,
    restaurantId: order.restaurantId,
    itemId: line.itemId,
    itemName: line.itemName,
    ...(line.dinerItemName ? { dinerItemName: line.dinerItemName } : {}),
    qty: line.qty,
    unitPriceCents: line.unitPriceCents,
    lineTotalCents: line.lineTotalCents,
    options: line.options.map((o) => ({ ...o })),
    removedIngredients: [...line.removedIngredients],
    ...(line.allergens?.length ? { allergens: [...line.allergens] } : {}),
    ...(line.note ? { note: line.note } : {}),
  }));

  const attempt = uniqueKeys.checkoutAttempt(order.restaurantId, order.attemptId);
  const firstClaim = 2 + lineItems.length;
  for (let tries = 0; ; tries++) {
    const now = Math.floor(Date.now() / 1000);
    const result = await db.transaction
      .write((entities) => [
        entities.uniqueness.create({ ...attempt, claimedBy: orderId }).commit(),
        entities.order.create(orderItem).commit(),
        ...lineItems.map((line) => entities.orderLine.create(line).commit()),
        ...claims.map(({ check }) => transactionWrite(entities, check, order.restaurantId, now)),
        ...(withOrder ? withOrder.writes(entities, orderId) : []),
      ])
      .go();
    if (!result.canceled) return toOrder(orderItem, lineItems);
    // The same attempt again is its first order, whatever the limits say now.
    if (conditionFailedAt(result, 0)) {
      const existing = await orderOfAttempt(db, attempt);
      if (existing) return existing;
    }
    const refused = claims.find((_, i) => conditionFailedAt(result, firstClaim + i));
    if (refused) throw refused.refused();
    if (withOrder && result.data.slice(firstClaim + claims.length).some((item) => item.code === 'ConditionalCheckFailed')) throw withOrder.refused();
    if (!wasTransactionConflict(result) || tries >= CONFLICT_RETRIES) throw new ConflictError('The order could not be saved; please try again');
    await pause(Math.random() * 20 * 2 ** tries);
  }
}

/** The order an earlier call of the same attempt wrote. */
async function orderOfAttempt(db: Db, attempt: ReturnType<typeof uniqueKeys.checkoutAttempt>): Promise<Order | null> {
  const { data: claim } = await db.entities.uniqueness.get(attempt).go({ consistent: true });
  return claim ? readOrder(db, claim.claimedBy, true) : null;
}
