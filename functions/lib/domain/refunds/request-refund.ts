/**
 * A refund asked for from the dashboard (owners and managers; the route checks the role, this checks the order is
 * the restaurant's). The order is read, the refund planned with the shared arithmetic (shared/refunds.ts), reserved
 * in one conditional transaction (refund-writes.ts), then sent to the payment gateway with the refund's id as the
 * idempotency key. The gateway's answer moves it: succeeded, failed (its parts given back, the owner told why), or
 * still pending (its events finish it). The same requestId is the same refund: a double click or a retry answers the
 * refund as it is, and one whose gateway call never answered is sent again (Stripe's idempotency makes it one).
 */
import { createHash } from 'node:crypto';
import type { Order, Refund } from '../../../../shared/api';
import { isDisputeOpen, planRefund, type RefundAsk, type RefundParts, type RefundReasonCode } from '../../../../shared/refunds';
import { BadGatewayError, BadRequestError, ConflictError, NotFoundError } from '../../errors';
import { logger } from '../../logger';
import type { PaymentGateway, RefundView } from '../../payments/gateway';
import { StripeApiError } from '../../payments/stripe-api';
import type { Db } from '../../db/service';
import { restaurantTimeZone } from '../analytics/sales-writes';
import { readOrder, storedPaymentState, storedRefunded, toOrder, type RefundItem } from '../orders/record';
import { failRefund, gatewayRequest, markRefundSucceeded, readOrderDetails, recordGatewayRefundId, reserveRefund, type OrderDetails, type Reservation } from './refund-writes';
import { sliceRefund, type CoveringPayment } from './split-refund';

export type RefundAskRequest = RefundAsk & { requestId: string; reason: RefundReasonCode; note?: string | undefined };

/** Each round of racing refunds lets one through; enough rounds for a burst of them. */
const MAX_ATTEMPTS = 30;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const refundIdFor = (orderId: string, requestId: string) =>
  `rf_${createHash('sha256').update(`${orderId}:${requestId}`).digest('hex').slice(0, 26)}`;

function askHashOf(request: RefundAskRequest): string {
  const { requestId: _id, ...ask } = request;
  const lines = 'lines' in ask ? [...ask.lines].sort((a, b) => a.position - b.position) : undefined;
  return createHash('sha256').update(JSON.stringify({ ...ask, ...(lines ? { lines } : {}), note: ask.note ?? null })).digest('hex').slice(0, 32);
}

/** The order as the arithmetic reads it. */
function refundable(details: OrderDetails) {
  const order = toOrder(details.item, details.lines);
  return {
    order,
    input: {
      subtotalCents: order.subtotalCents,
      taxCents: order.taxCents,
      taxIncluded: order.taxIncluded,
      tipCents: order.tipCents,
      totalCents: order.totalCents,
      feeCents: order.feeCents,
      lines: order.lines.map((line, position) => ({ position, qty: line.qty, lineTotalCents: line.lineTotalCents, refundedQty: line.refundedQty ?? 0 })),
      refunded: storedRefunded(details.item),
    },
  };
}

type Share = CoveringPayment & { sessionId: string; paymentIntentId: string; guestName: string; refundedBefore: number | undefined };

/** The paid payments of a table's bill (issue 29) that a refund of one of its rounds can come from. */
async function paidShares(db: Db, sessionId: string): Promise<Share[]> {
  const { data } = await db.entities.tabPayment.query.byId({ sessionId }).go({ pages: 'all', consistent: true });
  return data
    .filter((p) => p.state === 'paid' && p.paymentIntentId)
    .sort((a, b) => (a.paidAt ?? a.createdAt).localeCompare(b.paidAt ?? b.createdAt) || a.paymentId.localeCompare(b.paymentId))
    .map((p) => ({
      sessionId,
      paymentId: p.paymentId,
      paymentIntentId: p.paymentIntentId!,
      guestName: p.guestName,
      billCents: p.billCents,
      refundedCents: p.refundedCents ?? 0,
      refundedBefore: p.refundedCents,
      lineIds: p.lineIds ? (JSON.parse(p.lineIds) as string[]) : null,
    }));
}

/**
 * One refund of a round paid in shares: a refund per payment that covered it (./split-refund.ts), the first keeping
 * the ask's id (the others named by it), each from its payment and written on it.
 */
function fromShares(details: OrderDetails, shares: Share[], record: Reservation['refund'], parts: RefundParts, requestId: string): Pick<Reservation, 'refund' | 'more' | 'fromPayments'> {
  const sliced = sliceRefund(details.item.orderId, parts, details.item.taxIncluded === true, shares);
  if (!sliced.ok) throw new ConflictError(sliced.message, 'refund_not_possible');
  // The first carries the dishes (the slice with the lines), so the ask's id names the refund the books read them on.
  const [first, ...others] = [...sliced.slices]
    .sort((a, b) => b.lines.length - a.lines.length)
    .map((slice) => ({ slice, share: shares.find((s) => s.paymentId === slice.paymentId)! }));
  const part = ({ slice, share }: NonNullable<typeof first>, refundId: string) => ({
    ...record,
    refundId,
    amountCents: slice.cents,
    subtotalCents: slice.subtotalCents,
    taxCents: slice.taxCents,
    tipCents: slice.tipCents,
    feeCents: slice.feeCents,
    lines: slice.lines,
    canceledOrder: record.canceledOrder && slice.lines.length > 0,
    groupId: record.refundId,
    tabSessionId: share.sessionId,
    tabPaymentId: share.paymentId,
    paymentIntentId: share.paymentIntentId,
    payerName: share.guestName,
  });
  return {
    refund: part(first!, record.refundId),
    more: others.map((other) => part(other, refundIdFor(record.orderId, `${requestId}/${other.share.paymentId}`))),
    fromPayments: sliced.slices.map((slice) => {
      const share = shares.find((s) => s.paymentId === slice.paymentId)!;
      return { sessionId: share.sessionId, paymentId: share.paymentId, refundedBefore: share.refundedBefore, cents: slice.cents };
    }),
  };
}

export interface RefundDeps {
  gateway: PaymentGateway;
  /** Called once a refund has succeeded (the credit note to the diner); failures are logged, never thrown. */
  onSucceeded?: (orderId: string, refundId: string) => Promise<void>;
}

export async function requestRefund(
  db: Db,
  deps: RefundDeps,
  input: { restaurantId: string; orderId: string; userId: string; request: RefundAskRequest },
): Promise<{ order: Order; refund: Refund }> {
  const { restaurantId, orderId, request } = input;
  const refundId = refundIdFor(orderId, request.requestId);
  const askHash = askHashOf(request);
  const timeZone = await restaurantTimeZone(db, restaurantId);

  for (let attempt = 1; ; attempt++) {
    const details = await readOrderDetails(db, orderId);
    if (!details || details.item.restaurantId !== restaurantId) throw new NotFoundError('Order not found');
    const earlier = details.refunds.find((refund) => refund.refundId === refundId);
    if (earlier) {
      if (earlier.askHash !== askHash) {
        throw new ConflictError('This refund request was already used for a different refund. Start a new refund.', 'refund_request_reused');
      }
      return finish(db, deps, details, earlier, timeZone);
    }
    if (storedPaymentState(details.item) === 'unpaid') throw new ConflictError('This order has not been paid, so there is nothing to refund.', 'not_paid');
    const shares = !details.item.paymentIntentId && details.item.onTab && details.item.tableSessionId ? await paidShares(db, details.item.tableSessionId) : null;
    if (!details.item.paymentIntentId && !shares) {
      throw new ConflictError("This order's payment was taken before refunds were kept with it; refund it from the Stripe dashboard.", 'payment_unknown');
    }
    if (details.item.dispute && isDisputeOpen(details.item.dispute.status)) {
      throw new ConflictError('This payment is disputed by the card holder; it cannot be refunded while the dispute is open.', 'disputed');
    }
    const { input: order } = refundable(details);
    if (shares && request.kind === 'tip') {
      throw new BadRequestError("This round was paid with the table's bill, whose tips are each payer's: refund an amount or dishes instead.", undefined, 'refund_not_possible');
    }
    const plan = planRefund(order, request);
    if (!plan.ok) throw new BadRequestError(plan.message, undefined, 'refund_not_possible');
    const cancel = plan.after.cents === order.totalCents && details.item.status === 'paid';
    const record = {
      orderId,
      refundId,
      restaurantId,
      requestedBy: input.userId,
      kind: request.kind,
      reason: request.reason,
      ...(request.note ? { note: request.note } : {}),
      askHash,
      amountCents: plan.parts.cents,
      subtotalCents: plan.parts.subtotalCents,
      taxCents: plan.parts.taxCents,
      tipCents: plan.parts.tipCents,
      feeCents: plan.parts.feeCents,
      lines: plan.parts.lines,
      canceledOrder: cancel,
      status: 'pending' as const,
    };
    const reservation = shares
      ? fromShares(details, shares, record, plan.parts, request.requestId)
      : { refund: record };
    const outcome = await reserveRefund(db, details, { ...reservation, parts: plan.parts, after: plan.after, cancel }, timeZone);
    if (outcome === 'written') {
      const reserved = await readOrderDetails(db, orderId);
      const refund = reserved?.refunds.find((r) => r.refundId === refundId);
      if (!reserved || !refund) throw new Error('A reserved refund could not be read back');
      return finish(db, deps, reserved, refund, timeZone);
    }
    if (attempt >= MAX_ATTEMPTS) throw new ConflictError('The order kept changing while it was refunded; try again.', 'refund_busy');
    await pause(Math.min(400, 5 * 2 ** Math.min(attempt, 6)) * Math.random());
  }
}

/**
 * Sends a pending refund to the gateway (again, for a retry of one never answered) and answers it as it stands. A
 * round paid in shares sends each payment's part from its own payment; one refused is failed alone (its reason shows
 * on it) and the others go on.
 */
async function finish(db: Db, deps: RefundDeps, details: OrderDetails, refund: RefundItem, timeZone: string): Promise<{ order: Order; refund: Refund }> {
  const group = details.refunds.filter((r) => r.refundId === refund.refundId || r.groupId === refund.refundId);
  let refused: BadRequestError | null = null;
  let refusals = 0;
  let sent = 0;
  let unanswered: BadGatewayError | null = null;
  for (const part of group) {
    const paymentIntentId = part.paymentIntentId ?? details.item.paymentIntentId;
    if (part.status !== 'pending' || part.gatewayRefundId || !paymentIntentId) continue;
    sent += 1;
    let view: RefundView;
    try {
      view = await deps.gateway.createRefund(gatewayRequest(part, paymentIntentId));
    } catch (error) {
      if (error instanceof StripeApiError && error.statusCode >= 400 && error.statusCode < 500 && error.statusCode !== 429 && error.statusCode !== 409) {
        // The gateway refused it: nothing was refunded, so its parts go back.
        await applyRefundFailure(db, part.orderId, part.refundId, error.message, timeZone);
        refused = new BadRequestError(`The payment provider refused the refund: ${error.message}`, undefined, 'refund_refused');
        refusals += 1;
        continue;
      }
      logger.error('A refund could not reach the payment gateway; it stays pending until it is retried', { orderId: part.orderId, refundId: part.refundId, error: error as Error });
      unanswered = new BadGatewayError('The payment provider did not answer. The refund is saved as pending: try again and it will be sent once.', 'refund_pending');
      continue;
    }
    await applyRefundView(db, deps, view, timeZone);
  }
  if (unanswered) throw unanswered;
  // One refund refused: the owner is told. Parts of a split refund: the others went through, and the refused one
  // shows as failed with its reason.
  if (refused && refusals === sent) throw refused;
  const order = await readOrder(db, refund.orderId, true);
  const current = order?.refunds?.find((r) => r.id === refund.refundId);
  if (!order || !current) throw new NotFoundError('Order not found');
  return { order, refund: current };
}

/**
 * A refund as the gateway has it now (its creation's answer, refund.updated/failed, charge.refunded's list): ours
 * follows, and a repeat or an older state changes nothing. Returns whether anything changed.
 */
export async function applyRefundView(db: Db, deps: Pick<RefundDeps, 'onSucceeded'>, view: RefundView, timeZone?: string): Promise<boolean> {
  if (!view.orderId || !view.refundId) {
    logger.warn('A refund made outside TableTap (no order in its metadata) was left out of the books', { gatewayRefundId: view.id, paymentIntentId: view.paymentIntentId });
    return false;
  }
  switch (view.status) {
    case 'succeeded': {
      const changed = await markRefundSucceeded(db, view.orderId, view.refundId, view.id);
      if (changed && deps.onSucceeded) {
        await deps.onSucceeded(view.orderId, view.refundId).catch((error: unknown) => logger.error('After a refund succeeded, its follow-up failed', { orderId: view.orderId, error: error as Error }));
      }
      return changed;
    }
    case 'failed':
    case 'canceled':
      return applyRefundFailure(db, view.orderId, view.refundId, view.failureReason ?? view.status, timeZone);
    case 'pending':
    case 'requires_action':
      await recordGatewayRefundId(db, view.orderId, view.refundId, view.id);
      return false;
  }
}

/** Fails the refund (once) and gives its parts back; false when it was failed already or is unknown. */
async function applyRefundFailure(db: Db, orderId: string, refundId: string, reason: string, timeZone?: string): Promise<boolean> {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const details = await readOrderDetails(db, orderId);
    const refund = details?.refunds.find((r) => r.refundId === refundId);
    if (!details || !refund) {
      logger.warn('A refund event for a refund we do not have', { orderId, refundId });
      return false;
    }
    if (refund.status === 'failed') return false;
    const outcome = await failRefund(db, details, refund, reason, timeZone ?? (await restaurantTimeZone(db, details.item.restaurantId)));
    if (outcome === 'written') {
      logger.warn('A refund failed; its amount is back on the order', { orderId, refundId, reason });
      return true;
    }
    await pause(Math.min(400, 5 * 2 ** Math.min(attempt, 6)) * Math.random());
  }
  throw new Error(`A failed refund could not be written back (order ${orderId})`);
}

