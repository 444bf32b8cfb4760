/**
 * E-mail receipts (issue 27 item 4). The confirmation page's "Email me a receipt" sends the paid order's receipt to
 * the address typed there, and keeps that address ONLY for this order's receipt (the receipt record, removed by TTL
 * RECEIPT_KEEP_DAYS after the last ask), so each refund that goes through sends a credit note to it.
 *
 * Bounded twice, in one transaction (a refused ask counts against nothing): per order (RECEIPT_SENDS_PER_ORDER on the
 * record: each ask counts, another address too) and per client address (RATE_LIMITS.receipts), never per
 * restaurant, so strangers elsewhere cannot spend a diner's allowance; an order's id is only on its diner's pages.
 * A credit note goes once per refund: its id is added to the record on the condition that it is not there yet.
 */
import { RECEIPT_SENDS_PER_ORDER, type OrderReceiptResponse } from '../../../../shared/api';
import type { LanguageCode } from '../../../../shared/languages';
import { epochSecondsFromNow } from '../../db/attributes';
import { conditionFailedAt, isConditionFailure, wasTransactionConflict } from '../../db/conditions';
import { RECEIPT_KEEP_DAYS } from '../../db/entities/receipt';
import type { Db } from '../../db/service';
import { BadGatewayError, ConflictError, NotFoundError, RateLimitedError } from '../../errors';
import { logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';
import { receiptLinkFor, receiptMessage } from '../../mail/receipt';
import { storedPaymentState, toOrder } from '../orders/record';
import { RATE_LIMITS, transactionWrite, type LimitCheck } from '../rate-limits';
import { createRestaurants } from '../restaurants';

export interface ReceiptDeps {
  mailer: Mailer;
  /** The web app's base URL: the mail links to the printable receipt page. */
  siteUrl: string;
}

export const TOO_MANY_FOR_ORDER = `This order's receipt has been sent ${RECEIPT_SENDS_PER_ORDER} times already, the most one order can send. Please ask a member of staff if you need another copy.`;
export const TOO_MANY_FROM_CLIENT = 'Too many receipts were sent from this network in the last hour. Please try again later.';
export const MAIL_FAILED = "We couldn't send your receipt just now. Please try again in a moment.";

const CONFLICT_RETRIES = 6;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The order, its lines, refunds and receipt record: one consistent query of the orderDetails collection. */
async function readDetails(db: Db, orderId: string) {
  const { data } = await db.collections.orderDetails({ orderId }).go({ pages: 'all', consistent: true });
  const [item] = data.order;
  if (!item) return null;
  const receipt = data.receipt[0];
  const live = receipt && receipt.expiresAt > Math.floor(Date.now() / 1000) ? receipt : null;
  return { item, order: toOrder(item, data.orderLine, data.refund), receipt: live };
}

type Details = NonNullable<Awaited<ReturnType<typeof readDetails>>>;

/** The mail for an order's receipt (or, with `creditNoteFor`, a refund's credit note), in the diner's language. */
async function messageFor(db: Db, deps: ReceiptDeps, details: Details, to: string, creditNoteFor?: string) {
  const restaurant = await createRestaurants(db).get(details.item.restaurantId);
  // Orders from before the diner's language was kept: the restaurant's default.
  const lang: LanguageCode = details.item.dinerLanguage ?? restaurant?.defaultLanguage ?? 'en';
  return {
    lang,
    message: receiptMessage({
      to,
      lang,
      restaurantName: restaurant?.name ?? '',
      timeZone: restaurant?.timeZone ?? 'UTC',
      order: details.order,
      receiptLink: receiptLinkFor(deps.siteUrl, details.order.id, lang),
      ...(creditNoteFor ? { creditNoteFor } : {}),
    }),
  };
}

export async function sendReceipt(db: Db, deps: ReceiptDeps, input: { orderId: string; email: string; client: string }): Promise<OrderReceiptResponse> {
  const details = await readDetails(db, input.orderId);
  if (!details) throw new NotFoundError('Order not found');
  if (storedPaymentState(details.item) === 'unpaid') {
    throw new ConflictError('A receipt can be sent once the order is paid.', 'not_paid');
  }
  const { restaurantId } = details.item;
  const { lang, message } = await messageFor(db, deps, details, input.email);
  const perClient: LimitCheck = { kind: 'counter', key: `receipt#client#${input.client}`, ...RATE_LIMITS.receipts.perClientHour };
  for (let tries = 0; ; tries++) {
    const now = Math.floor(Date.now() / 1000);
    const result = await db.transaction
      .write((entities) => [
        entities.receipt
          .update({ orderId: input.orderId })
          .set({ restaurantId, email: input.email, lang, expiresAt: epochSecondsFromNow(RECEIPT_KEEP_DAYS * 86_400) })
          .add({ sends: 1 })
          .where((a, { notExists, lt }) => `(${notExists(a.sends)} OR ${lt(a.sends, RECEIPT_SENDS_PER_ORDER)})`)
          .commit(),
        transactionWrite(entities, perClient, restaurantId, now),
      ])
      .go();
    if (!result.canceled) break;
    if (conditionFailedAt(result, 0)) throw new RateLimitedError(TOO_MANY_FOR_ORDER, 'too_many_receipts');
    if (conditionFailedAt(result, 1)) throw new RateLimitedError(TOO_MANY_FROM_CLIENT);
    if (!wasTransactionConflict(result) || tries >= CONFLICT_RETRIES) throw new ConflictError('The receipt could not be saved; please try again.');
    await pause(Math.random() * 20 * 2 ** tries);
  }
  const sent = await deps.mailer.send(message);
  if (!sent.sent) {
    logger.warn('A receipt mail was not sent; its send is given back', { orderId: input.orderId, reason: sent.reason });
    await db.entities.receipt.patch({ orderId: input.orderId }).add({ sends: -1 }).go({ response: 'none' });
    throw new BadGatewayError(MAIL_FAILED, 'mail_failed');
  }
  const sends = (details.receipt?.sends ?? 0) + 1;
  return { sent: true, sendsLeft: Math.max(0, RECEIPT_SENDS_PER_ORDER - sends) };
}

/**
 * A refund went through: its credit note goes to the address kept for the order's receipt, if any, once (the refund's
 * id is claimed on the record first; a mail that fails gives it back). Returns whether a credit note was sent.
 */
export async function sendCreditNote(db: Db, deps: ReceiptDeps, orderId: string, refundId: string): Promise<boolean> {
  const details = await readDetails(db, orderId);
  if (!details?.receipt) return false;
  const refund = details.order.refunds?.find((r) => r.id === refundId);
  if (refund?.status !== 'succeeded') return false;
  try {
    await db.entities.receipt
      .patch({ orderId })
      .add({ sentRefundIds: [refundId] })
      .where((a, { notContains }) => notContains(a.sentRefundIds, refundId))
      .go({ response: 'none' });
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
  const { message } = await messageFor(db, deps, details, details.receipt.email, refundId);
  const sent = await deps.mailer.send(message);
  if (!sent.sent) {
    logger.warn('A credit note mail was not sent', { orderId, refundId, reason: sent.reason });
    await db.entities.receipt.patch({ orderId }).delete({ sentRefundIds: [refundId] }).go({ response: 'none' });
    return false;
  }
  return true;
}
