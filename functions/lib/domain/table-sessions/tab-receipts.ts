/**
 * Receipts per payer (issue 29 item 4). Each payment of a table's bill has its own receipt, mailed in the diner's
 * language with the order receipt's layout (mail/receipt.ts): what that payment paid, from the bill as it was paid:
 *  - the whole bill (one payer, or the automatic charge of a tab left open): the rounds' dishes, tax, tip, total;
 *  - by items: the payer's dishes, a dish shared by several at their part ("shared by 3");
 *  - an even share or an amount: one line saying which ("Share 2 of 3 of the bill"), its tax, its tip.
 * A payer asks for theirs at the table (POST table-receipt: their own payment only, bounded per payment and per
 * client address like order receipts, and the address used only to send it). The card holder of a tab charged
 * automatically gets theirs unasked, at the address the card's checkout asked for, once.
 */
import { RECEIPT_SENDS_PER_ORDER, type Order, type OrderReceiptResponse, type TableReceiptRequest } from '../../../../shared/api';
import type { LanguageCode } from '../../../../shared/languages';
import { apportion, claimedPart } from '../../../../shared/split';
import { conditionFailedAt, wasTransactionConflict } from '../../db/conditions';
import type { Db } from '../../db/service';
import { BadGatewayError, ConflictError, ForbiddenError, NotFoundError, RateLimitedError } from '../../errors';
import { logger } from '../../logger';
import { receiptMessage, type ReceiptOrder } from '../../mail/receipt';
import { fill, RECEIPT_WORDS } from '../../mail/receipt-words';
import { RATE_LIMITS, transactionWrite, type LimitCheck } from '../rate-limits';
import type { ReceiptDeps } from '../receipts/send-receipt';
import { MAIL_FAILED, TOO_MANY_FROM_CLIENT } from '../receipts/send-receipt';
import { createRestaurants } from '../restaurants';
import { billOrders, billTotals, parseClaims } from './tab';
import { guestOf, readVisit, type TabPaymentItem, type Visit } from './visit';

export const TOO_MANY_FOR_PAYMENT = `This payment's receipt has been sent ${RECEIPT_SENDS_PER_ORDER} times already, the most one payment can send. Please ask a member of staff if you need another copy.`;

/** What `payment` paid, as a receipt reads an order: its lines, tax, tip and total. */
export function paymentReceipt(visit: Pick<Visit, 'session' | 'tabOrders'>, payment: TabPaymentItem, lang: LanguageCode): ReceiptOrder {
  const words = RECEIPT_WORDS[lang];
  const orders = billOrders(visit.tabOrders).sort((a, b) => (a.roundNumber ?? 0) - (b.roundNumber ?? 0));
  const totals = billTotals(visit.tabOrders);
  const one = (name: string): Order['lines'][number] => ({ itemId: 'bill', itemName: name, qty: 1, unitPriceCents: payment.subtotalCents, lineTotalCents: payment.subtotalCents, options: [], removedIngredients: [], note: null });
  let lines: Order['lines'];
  switch (payment.kind) {
    case 'whole':
    case 'auto':
      lines = orders.flatMap((order) => order.lines);
      break;
    case 'items': {
      const claims = parseClaims(visit.session.tabClaims);
      const ids = payment.lineIds ? (JSON.parse(payment.lineIds) as string[]) : [];
      lines = ids.flatMap((id) => {
        const [orderId, position] = id.split(':');
        const line = orders.find((o) => o.id === orderId)?.lines[Number(position)];
        if (!line) return [];
        const by = claims[id] ?? [];
        const part = claimedPart({ itemsCents: line.lineTotalCents, taxCents: 0, claimedBy: by }, payment.guestId ?? '').itemsCents;
        const shared = by.length > 1 ? ` (${fill(words.sharedBy, { n: String(by.length) })})` : '';
        return [{ ...line, itemName: `${line.itemName}${shared}`, ...(line.dinerItemName ? { dinerItemName: `${line.dinerItemName}${shared}` } : {}), lineTotalCents: part }];
      });
      break;
    }
    case 'even': {
      const ways = Number(payment.paymentId.split(':')[1]);
      lines = [one(fill(words.shareOfBill, { n: String((payment.index ?? 0) + 1), ways: String(ways) }))];
      break;
    }
    case 'amount':
      lines = [one(words.partOfBill)];
      break;
  }
  // The tax in this payment: added on top, its bill part over its items; in the prices, its share of the bill's.
  const taxCents = totals.taxIncluded
    ? totals.billCents > 0 ? apportion(totals.taxCents, [payment.billCents, totals.billCents - payment.billCents])[0]! : 0
    : payment.billCents - payment.subtotalCents;
  return {
    id: `${visit.session.sessionId}:${payment.paymentId}`,
    orderCode: orders.map((o) => o.orderCode).join(', ') || words.tableBill,
    tableLabel: visit.session.tableName,
    createdAt: payment.createdAt,
    paidAt: payment.paidAt ?? null,
    subtotalCents: payment.subtotalCents,
    taxCents,
    taxIncluded: totals.taxIncluded,
    taxRateBps: orders[0]?.taxRateBps ?? null,
    tipCents: payment.tipCents,
    totalCents: payment.totalCents,
    currency: payment.currency,
    lines,
  };
}

async function mailFor(db: Db, visit: Visit, payment: TabPaymentItem, to: string, lang: LanguageCode | undefined, charged: boolean) {
  const restaurant = await createRestaurants(db).get(visit.session.restaurantId);
  const language: LanguageCode = lang ?? restaurant?.defaultLanguage ?? 'en';
  return receiptMessage({
    to,
    lang: language,
    restaurantName: restaurant?.name ?? '',
    timeZone: restaurant?.timeZone ?? 'UTC',
    order: paymentReceipt(visit, payment, language),
    tab: { charged },
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A payer's "Email me a receipt" for their own paid payment of the bill. */
export async function sendShareReceipt(db: Db, deps: ReceiptDeps, input: TableReceiptRequest & { client: string }): Promise<OrderReceiptResponse> {
  const visit = await readVisit(db, input.guest.sessionId);
  const guest = visit ? guestOf(visit, input.guest.guestId, input.guest.token) : null;
  if (!visit || !guest) throw new ForbiddenError('This phone is not at this table.');
  const payment = visit.payments.find((p) => p.paymentId === input.paymentId);
  if (!payment) throw new NotFoundError('There is no such payment of this bill.', 'payment_not_found');
  const payer = payment.guestId ?? visit.session.tabHolderGuestId;
  if (payer !== guest.guestId) throw new ForbiddenError(`This is ${payment.guestName}'s payment: only they can have its receipt sent.`);
  if (payment.state !== 'paid') throw new ConflictError('A receipt can be sent once the payment has gone through.', 'not_paid');
  const message = await mailFor(db, visit, payment, input.email, input.lang, false);
  const perClient: LimitCheck = { kind: 'counter', key: `receipt#client#${input.client}`, ...RATE_LIMITS.receipts.perClientHour };
  for (let tries = 0; ; tries++) {
    const result = await db.transaction
      .write((entities) => [
        entities.tabPayment
          .patch({ sessionId: payment.sessionId, paymentId: payment.paymentId })
          .add({ receiptSends: 1 })
          .where((a, { notExists, lt }) => `(${notExists(a.receiptSends)} OR ${lt(a.receiptSends, RECEIPT_SENDS_PER_ORDER)})`)
          .commit(),
        transactionWrite(entities, perClient, payment.restaurantId, Math.floor(Date.now() / 1000)),
      ])
      .go();
    if (!result.canceled) break;
    if (conditionFailedAt(result, 0)) throw new RateLimitedError(TOO_MANY_FOR_PAYMENT, 'too_many_receipts');
    if (conditionFailedAt(result, 1)) throw new RateLimitedError(TOO_MANY_FROM_CLIENT);
    if (!wasTransactionConflict(result) || tries >= 6) throw new ConflictError('The receipt could not be saved; please try again.');
    await pause(Math.random() * 20 * 2 ** tries);
  }
  const sent = await deps.mailer.send(message);
  if (!sent.sent) {
    logger.warn("A bill payment's receipt mail was not sent; its send is given back", { sessionId: payment.sessionId, paymentId: payment.paymentId, reason: sent.reason });
    await db.entities.tabPayment.patch({ sessionId: payment.sessionId, paymentId: payment.paymentId }).add({ receiptSends: -1 }).go({ response: 'none' });
    throw new BadGatewayError(MAIL_FAILED, 'mail_failed');
  }
  return { sent: true, sendsLeft: Math.max(0, RECEIPT_SENDS_PER_ORDER - (payment.receiptSends ?? 0) - 1) };
}

/**
 * The automatic charge went through: its receipt goes to the card holder's address (when the card's checkout had
 * one), once — the send is claimed on the payment first (a repeat event or sweep sends nothing), and a mail that
 * fails gives it back for the next try. Returns whether a receipt was sent.
 */
export async function sendHolderReceipt(db: Db, deps: ReceiptDeps, sessionId: string): Promise<boolean> {
  const visit = await readVisit(db, sessionId);
  const payment = visit?.payments.find((p) => p.paymentId === 'auto');
  const to = visit?.session.tabHolderEmail;
  if (!visit || !payment || payment.state !== 'paid' || !to) return false;
  const key = { sessionId, paymentId: 'auto' };
  const claimed = await db.entities.tabPayment
    .patch(key)
    .set({ receiptSends: 1 })
    .where((a, { notExists }) => notExists(a.receiptSends))
    .go({ response: 'none' })
    .then(() => true)
    .catch((error: unknown) => {
      if (String((error as Error).message).includes('onditional')) return false;
      throw error;
    });
  if (!claimed) return false;
  const sent = await deps.mailer.send(await mailFor(db, visit, payment, to, undefined, true));
  if (!sent.sent) {
    logger.warn("The card holder's receipt of a tab charged automatically was not sent", { sessionId, reason: sent.reason });
    await db.entities.tabPayment.patch(key).remove(['receiptSends']).go({ response: 'none' });
    return false;
  }
  return true;
}
