/**
 * Paying a table's bill (issue 29): asking for it, choosing how to split it, claiming lines (by items), and paying
 * one share at a time, each on its own Checkout Session with its own tip and the platform's fee of its bill part.
 *
 * Money stays right by construction: a share's id names it (./tab.ts, entities/tab-payment.ts), so a share is
 * started once (a second payer is told who is paying it, or takes an abandoned one over); every payment is written
 * in a transaction with the visit's version, so two phones starting payments at once are serialized and the shares
 * being paid and paid never exceed the bill; the bill is paid when the paid shares add up to it exactly, and only then
 * do its rounds' orders read paid.
 */
import { randomUUID } from 'node:crypto';
import type { TableBillRequest, TableClaimRequest, TablePayCancelRequest, TablePayRequest, TablePayResponse, TableSessionView } from '../../../../shared/api';
import { unchargeableTotal } from '../../../../shared/pricing';
import { nowIso } from '../../db/attributes';
import type { Db } from '../../db/service';
import { AppError, BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../errors';
import { logger } from '../../logger';
import type { CheckoutSessionView, PaymentGateway } from '../../payments/gateway';
import { TABLE_PAYMENT_METHOD_TYPES } from '../../payments/gateway';
import { createRestaurants } from '../restaurants';
import { visitOfGuest } from './cart';
import { laterMoneyChange, restaurantTimeZone } from '../analytics/sales-writes';
import { createSections } from '../sections';
import { amountShare, billOrders, billParts, billTotals, evenShare, itemsShare, leftOf, liveTabPayments, parseClaims, parseSplit, shareMoney } from './tab';
import { tableMenuUrl } from './tab-rounds';
import { readVisit, toView, type GuestItem, type TabPaymentItem, type Visit } from './visit';

/** A share being paid for this long by someone who has not finished may be taken over by another guest. */
export const TAKE_OVER_AFTER_SECONDS = 2 * 60;
/** Stripe's checkout lives at least 30 minutes: the share's session is made to last 31. */
const SHARE_CHECKOUT_SECONDS = 31 * 60;

export const NO_BILL_YET = 'There is nothing on the tab yet: send a round first.';
export const ASK_FOR_THE_BILL = 'Ask for the bill first.';
export const SPLIT_FIXED = 'Someone is already paying a share, so the split can no longer change.';

const tabConflict = (message: string, code: string) => new ConflictError(message, code);

function tabOf(visit: Visit) {
  const view = toView(visit).tab;
  if (!view || view.mode !== 'pay_at_end') throw tabConflict('This table pays as it orders: there is no tab to pay.', 'no_tab');
  return view;
}

type Entities = Parameters<Parameters<Db['transaction']['write']>[0]>[0];

/** The visit's change, on the condition that it is still at the version read (every change bumps it). */
function sessionPatch(visit: Visit, set: { tabState?: 'bill'; tabSplit?: string; tabClaims?: string; lastActivityAt: string }) {
  return (entities: Entities) =>
    entities.tableSession
      .patch({ sessionId: visit.session.sessionId })
      .set(set)
      .add({ version: 1 })
      .where((a, { eq }) => eq(a.version, visit.session.version))
      .commit();
}

const changedMeanwhile = () => tabConflict('The bill changed just now. Check it and try again.', 'bill_changed');

/** "Ask for the bill" (and how it is split). No more rounds after; the split is fixed once a share is being paid. */
export async function askForBill(db: Db, request: TableBillRequest): Promise<TableSessionView> {
  const { visit } = await visitOfGuest(db, request.guest);
  const tab = tabOf(visit);
  if (tab.state === 'paid') return toView(visit);
  if (tab.state !== 'open' && tab.state !== 'bill') throw tabConflict(NO_BILL_YET, 'no_bill');
  if (tab.lines.length === 0) throw tabConflict(NO_BILL_YET, 'no_bill');
  if (visit.session.sendingOrderId) throw tabConflict('A round is on its way to the kitchen. Ask for the bill once it is there.', 'round_in_progress');
  const split = JSON.stringify(request.split);
  if (tab.state === 'bill' && visit.session.tabSplit === split) return toView(visit);
  if (liveTabPayments(visit.payments).length > 0) throw tabConflict(SPLIT_FIXED, 'split_fixed');
  const result = await db.transaction
    .write((entities) => [
      sessionPatch(visit, { tabState: 'bill', tabSplit: split, lastActivityAt: nowIso() })(entities),
    ])
    .go();
  if (result.canceled) throw changedMeanwhile();
  return toView((await readVisit(db, visit.session.sessionId)) ?? visit);
}

/** By items: this guest claims a line of the bill (a part of it, when others claim it too) or lets it go. */
export async function claimLine(db: Db, request: TableClaimRequest): Promise<TableSessionView> {
  for (let attempt = 1; attempt <= 5; attempt++) {
    const { visit, guest } = await visitOfGuest(db, request.guest);
    const tab = tabOf(visit);
    if (tab.state !== 'bill' || tab.split?.kind !== 'items') throw tabConflict('Choose to split the bill by items first.', 'not_by_items');
    const line = tab.lines.find((l) => l.id === request.lineId);
    if (!line) throw new NotFoundError('That line is not on the bill.', 'line_not_found');
    if (line.locked) throw tabConflict('That line is paid already.', 'line_paid');
    const mine = liveTabPayments(visit.payments).find((p) => p.paymentId === `items:${guest.guestId}`);
    if (mine) throw tabConflict('You are paying your items already. Finish or go back from that payment first.', 'share_in_progress');
    const claims = parseClaims(visit.session.tabClaims);
    const by = claims[line.id] ?? [];
    const next = request.claim ? (by.includes(guest.guestId) ? by : [...by, guest.guestId]) : by.filter((id) => id !== guest.guestId);
    if (next.length === by.length && next.every((id, i) => id === by[i])) return toView(visit);
    const { [line.id]: _, ...others } = claims;
    const tabClaims = JSON.stringify(next.length ? { ...others, [line.id]: next } : others);
    const result = await db.transaction.write((entities) => [sessionPatch(visit, { tabClaims, lastActivityAt: nowIso() })(entities)]).go();
    if (!result.canceled) return toView((await readVisit(db, visit.session.sessionId)) ?? visit);
  }
  throw changedMeanwhile();
}

interface PlannedShare {
  paymentId: string;
  kind: TabPaymentItem['kind'];
  index?: number;
  lineIds?: string[];
  billCents: number;
  subtotalCents: number;
}

/** The share this request pays, as the bill stands: its id and its part of the bill. */
function planShare(visit: Visit, guest: GuestItem, request: TablePayRequest): PlannedShare {
  const tab = tabOf(visit);
  if (tab.state === 'paid') throw tabConflict('The bill is paid. Thank you!', 'bill_paid');
  if (tab.state !== 'bill') throw tabConflict(ASK_FOR_THE_BILL, 'bill_not_asked');
  const split = parseSplit(visit.session.tabSplit) ?? { kind: 'whole' as const };
  const parts = billParts(visit.tabOrders);
  const totals = billTotals(visit.tabOrders);
  const others = liveTabPayments(visit.payments);
  const { share } = request;
  const wrongSplit = () => new BadRequestError(`The bill is split ${split.kind === 'even' ? 'evenly' : split.kind === 'items' ? 'by items' : split.kind === 'amounts' ? 'by amounts' : 'as one'}: pay a share of that kind.`, { share: 'does not match the split' }, 'wrong_share');
  switch (share.kind) {
    case 'whole': {
      if (split.kind !== 'whole' && split.kind !== 'amounts') throw wrongSplit();
      const left = leftOf(totals, others.filter((p) => p.paymentId !== 'whole'));
      return { paymentId: split.kind === 'whole' ? 'whole' : `amount:${request.attemptId}`, kind: split.kind === 'whole' ? 'whole' : 'amount', ...left };
    }
    case 'even': {
      if (split.kind !== 'even') throw wrongSplit();
      if (share.index >= split.ways) throw new BadRequestError(`There are ${split.ways} shares.`, { 'share.index': `must be below ${split.ways}` }, 'no_such_share');
      return { paymentId: `even:${split.ways}:${share.index}`, kind: 'even', index: share.index, ...evenShare(parts, totals, split.ways, share.index) };
    }
    case 'items': {
      if (split.kind !== 'items') throw wrongSplit();
      const mine = itemsShare(parts, parseClaims(visit.session.tabClaims), guest.guestId);
      if (mine.lineIds.length === 0) throw new BadRequestError('Tick the dishes you had first.', { share: 'no lines claimed' }, 'nothing_claimed');
      return { paymentId: `items:${guest.guestId}`, kind: 'items', lineIds: mine.lineIds, billCents: mine.billCents, subtotalCents: mine.subtotalCents };
    }
    case 'amount': {
      if (split.kind !== 'amounts') throw wrongSplit();
      const left = leftOf(totals, others);
      if (share.cents > left.billCents) throw new BadRequestError(`That is more than is left to pay (${left.billCents} cents).`, { 'share.cents': 'is more than is left' }, 'amount_too_large');
      return { paymentId: `amount:${request.attemptId}`, kind: 'amount', ...amountShare(left, share.cents, totals.taxIncluded) };
    }
  }
}

/**
 * Pays a share: the payment is written (being paid) with the visit's version, then its Checkout Session made. The
 * same attempt again (a double click, a retry) gets the same session back.
 */
export async function payShare(db: Db, request: TablePayRequest, deps: { gateway: PaymentGateway; siteUrl: string }): Promise<TablePayResponse> {
  const { visit, guest } = await visitOfGuest(db, request.guest);
  const planned = planShare(visit, guest, request);
  const existing = visit.payments.find((p) => p.paymentId === planned.paymentId);
  if (existing?.state === 'paid') throw tabConflict(existing.guestId === guest.guestId ? 'You have paid this share.' : `${existing.guestName} has paid this share.`, 'share_paid');
  if (existing?.state === 'paying' && existing.attemptId === request.attemptId && existing.checkoutSessionId) {
    const open = await deps.gateway.retrieveCheckoutSession(existing.checkoutSessionId);
    if (open?.status === 'open' && open.url) return { url: open.url, paymentId: existing.paymentId };
  }
  if (existing?.state === 'paying' && existing.guestId !== guest.guestId) {
    const since = (Date.now() - Date.parse(existing.createdAt)) / 1000;
    if (!request.takeOver) throw tabConflict(`${existing.guestName} is paying this share.`, 'share_in_progress');
    if (since < TAKE_OVER_AFTER_SECONDS) throw tabConflict(`${existing.guestName} started paying this share a moment ago. Give them a minute, then take it over.`, 'share_in_progress');
  }
  if (existing?.state === 'paying' && existing.checkoutSessionId) {
    // Taken over, or the same payer again: the old checkout ends first, so it can't be paid as well.
    const ended = await deps.gateway.expireCheckoutSession(existing.checkoutSessionId);
    if (ended?.status === 'complete') {
      await sharePaid(db, ended);
      throw tabConflict('This share was just paid.', 'share_paid');
    }
    // Given up now (its expiry's event may have done so already): started afresh on the visit as it is now.
    await releaseShare(db, visit.session.sessionId, existing.paymentId, existing.checkoutSessionId);
    return payShare(db, { ...request, takeOver: false }, deps);
  }

  const money = shareMoney(planned, request.tip);
  const unchargeable = unchargeableTotal(money.totalCents);
  if (unchargeable) throw new BadRequestError(unchargeable === 'total_too_small' ? 'This share is below the smallest amount a card can be charged.' : 'This share is above the largest amount a card can be charged.', undefined, unchargeable);
  const restaurant = await createRestaurants(db).withStripeAccount(visit.session.restaurantId);
  if (!restaurant?.stripeAccountId || !restaurant.restaurant.chargesEnabled) throw tabConflict('This restaurant is not accepting payments right now. Ask a member of staff.', 'payments_not_enabled');
  const currency = restaurant.restaurant.currency;

  const createdAt = nowIso();
  const payment: TabPaymentItem = {
    sessionId: visit.session.sessionId,
    paymentId: planned.paymentId,
    restaurantId: visit.session.restaurantId,
    guestId: guest.guestId,
    guestName: guest.name,
    kind: planned.kind,
    ...(planned.index !== undefined ? { index: planned.index } : {}),
    ...(planned.lineIds ? { lineIds: JSON.stringify(planned.lineIds) } : {}),
    subtotalCents: money.subtotalCents,
    billCents: money.billCents,
    tipCents: money.tipCents,
    totalCents: money.totalCents,
    feeCents: money.feeCents,
    currency,
    state: 'paying',
    attemptId: request.attemptId,
    createdAt,
  };
  const result = await db.transaction
    .write((entities) => [
      sessionPatch(visit, { lastActivityAt: createdAt })(entities),
      entities.tabPayment.put(payment).commit(),
    ])
    .go();
  if (result.canceled) throw changedMeanwhile();

  const back = (extra: Record<string, string>) => tableMenuUrl(db, deps.siteUrl, visit.session, 'bill', { pid: encodeURIComponent(planned.paymentId), ...extra }, request.lang);
  const label = planned.kind === 'whole' ? 'The bill' : planned.kind === 'even' ? `Share ${planned.index! + 1}` : planned.kind === 'items' ? 'Your dishes' : 'Your part';
  const session = await deps.gateway
    .createCheckoutSession({
      orderId: planned.paymentId,
      orderCode: `T${visit.session.tableName}`.slice(0, 20),
      restaurantId: visit.session.restaurantId,
      restaurantName: restaurant.restaurant.name,
      destinationAccountId: restaurant.stripeAccountId,
      currency,
      lines: [{ name: `${label}, table ${visit.session.tableName}`, description: null, unitAmountCents: money.subtotalCents, quantity: 1 }],
      taxCents: money.billCents - money.subtotalCents,
      tipCents: money.tipCents,
      totalCents: money.totalCents,
      feeCents: money.feeCents,
      successUrl: await back({ paid: '1', session_id: '{CHECKOUT_SESSION_ID}' }),
      cancelUrl: await back({ canceled: '1' }),
      expiresAt: Math.floor(Date.now() / 1000) + SHARE_CHECKOUT_SECONDS,
      paymentMethodTypes: TABLE_PAYMENT_METHOD_TYPES,
      idempotencyKey: `tabpay-${visit.session.sessionId}-${planned.paymentId}-${request.attemptId}`,
      ...(request.lang ? { locale: request.lang } : {}),
      tabId: visit.session.sessionId,
    })
    .catch(async (error: unknown) => {
      logger.error('The payment gateway refused a share of a bill', { tabId: visit.session.sessionId, paymentId: planned.paymentId, error: error as Error });
      await releaseShare(db, visit.session.sessionId, planned.paymentId, null);
      throw new AppError(502, 'payment_provider_error', 'Failed to start the payment. Please try again.');
    });
  await db.entities.tabPayment
    .patch({ sessionId: visit.session.sessionId, paymentId: planned.paymentId })
    .set({ checkoutSessionId: session.id })
    .where((a, { eq }) => `${eq(a.attemptId, request.attemptId)} AND ${eq(a.state, 'paying')}`)
    .go({ response: 'none' });
  return { url: session.url, paymentId: planned.paymentId };
}

/** Back from a share's payment page: its checkout ends unpaid and the share is open again (only its payer may). */
export async function cancelShare(db: Db, request: TablePayCancelRequest, gateway: Pick<PaymentGateway, 'expireCheckoutSession'>): Promise<TableSessionView> {
  const { visit, guest } = await visitOfGuest(db, request.guest);
  const payment = visit.payments.find((p) => p.paymentId === request.paymentId);
  if (!payment || payment.state !== 'paying') return toView(visit);
  if (payment.guestId !== guest.guestId) throw new ForbiddenError(`${payment.guestName} is paying this share; only they can go back from it.`);
  const ended = payment.checkoutSessionId ? await gateway.expireCheckoutSession(payment.checkoutSessionId) : null;
  if (ended?.status === 'complete') {
    await sharePaid(db, ended);
    throw tabConflict('This share was just paid.', 'share_paid');
  }
  await releaseShare(db, visit.session.sessionId, payment.paymentId, payment.checkoutSessionId ?? null);
  return toView((await readVisit(db, visit.session.sessionId)) ?? visit);
}

/** A share being paid is given up (its checkout expired or was left): open again, and the phones told. */
async function releaseShare(db: Db, sessionId: string, paymentId: string, checkoutSessionId: string | null): Promise<void> {
  const result = await db.transaction
    .write(({ tabPayment, tableSession }) => [
      tabPayment
        .patch({ sessionId, paymentId })
        .set({ state: 'released' })
        .where((a, { eq, notExists }) => `${eq(a.state, 'paying')} AND ${checkoutSessionId ? eq(a.checkoutSessionId, checkoutSessionId) : notExists(a.checkoutSessionId)}`)
        .commit(),
      tableSession.patch({ sessionId }).add({ version: 1 }).commit(),
    ])
    .go();
  if (result.canceled) logger.info('A share was not being paid any more; nothing changed', { sessionId, paymentId });
}

/** A share's checkout expired unpaid (checkout.session.expired with metadata.tabId). */
export async function shareExpired(db: Db, session: CheckoutSessionView): Promise<void> {
  if (!session.tabId || !session.orderId || session.paymentStatus === 'paid') return;
  await releaseShare(db, session.tabId, session.orderId, session.id);
}

/**
 * A share's checkout completed (the webhook, or a payer going back just as it was paid): the share is paid when the
 * session is its own and took its exact amount in its currency; then the bill is settled if that was the last one.
 */
export async function sharePaid(db: Db, session: CheckoutSessionView): Promise<void> {
  if (!session.tabId || !session.orderId) return;
  const { data: payment } = await db.entities.tabPayment.get({ sessionId: session.tabId, paymentId: session.orderId }).go({ consistent: true });
  const mismatch = !payment
    ? 'payment'
    : payment.checkoutSessionId !== session.id
      ? 'session'
      : session.paymentStatus !== 'paid'
        ? 'payment_status'
        : session.amountTotalCents !== payment.totalCents
          ? 'amount'
          : session.currency?.toUpperCase() !== payment.currency.toUpperCase()
            ? 'currency'
            : null;
  if (mismatch || !payment) {
    logger.warn('Payment mismatch: a completed checkout does not match its share of a bill, nothing changed', { mismatch, tabId: session.tabId, paymentId: session.orderId, sessionId: session.id });
    return;
  }
  if (payment.state !== 'paid') {
    const paidAt = Date.now();
    // The payer's tip joins the day's takings with their payment (once: the payment's condition below).
    const timeZone = payment.tipCents > 0 ? await restaurantTimeZone(db, payment.restaurantId) : null;
    const tip = timeZone ? laterMoneyChange(payment.restaurantId, timeZone, paidAt, { tipsCents: payment.tipCents }) : null;
    // ...and is credited to the members serving the table's section now (issue 30 item 4), once with the payment.
    const credits = timeZone
      ? await createSections(db).tipCredits({
          restaurantId: payment.restaurantId,
          sourceId: payment.paymentId,
          tableName: (await db.entities.tableSession.get({ sessionId: payment.sessionId }).go({ attributes: ['tableName'] })).data?.tableName ?? null,
          tipCents: payment.tipCents,
          currency: payment.currency,
          paidAt: new Date(paidAt).toISOString(),
          timeZone,
        })
      : [];
    const result = await db.transaction
      .write(({ tabPayment, tableSession, dailySales, tipCredit }) => [
        tabPayment
          .patch({ sessionId: payment.sessionId, paymentId: payment.paymentId })
          .set({ state: 'paid', paidAt: new Date(paidAt).toISOString(), ...(session.paymentIntentId ? { paymentIntentId: session.paymentIntentId } : {}) })
          .where((a, { eq }) => `${eq(a.checkoutSessionId, session.id)} AND (${eq(a.state, 'paying')} OR ${eq(a.state, 'released')})`)
          .commit(),
        tableSession.patch({ sessionId: payment.sessionId }).add({ version: 1 }).commit(),
        ...(tip ? [dailySales.update(tip.key).set(tip.set).add(tip.add).commit()] : []),
        ...credits.map((credit) => tipCredit.put(credit).commit()),
      ])
      .go();
    if (result.canceled) logger.info('A share was paid already; nothing changed', { tabId: payment.sessionId, paymentId: payment.paymentId });
  }
  await settleTab(db, payment.sessionId);
}

/**
 * The bill is paid when its paid shares add up to it exactly: the tab is closed as paid (no automatic charge any
 * more) and its rounds' orders read paid, each with the payment intent when one payment paid them all.
 */
export async function settleTab(db: Db, sessionId: string): Promise<boolean> {
  const visit = await readVisit(db, sessionId);
  if (!visit || visit.session.payMode !== 'pay_at_end') return false;
  const totals = billTotals(visit.tabOrders);
  const paid = visit.payments.filter((p) => p.state === 'paid');
  const paidCents = paid.reduce((sum, p) => sum + p.billCents, 0);
  if (totals.billCents === 0 || paidCents < totals.billCents) return false;
  if (paidCents > totals.billCents) logger.error('A bill was paid more than its amount', { sessionId, paidCents, billCents: totals.billCents });
  if (visit.session.tabState !== 'paid') {
    // The fees the payments were charged, against those the rounds were counted with: the day's fees made exact.
    const feeGap = paid.reduce((sum, p) => sum + p.feeCents, 0) - billOrders(visit.tabOrders).reduce((sum, o) => sum + o.feeCents, 0);
    const fees = feeGap !== 0 ? laterMoneyChange(visit.session.restaurantId, await restaurantTimeZone(db, visit.session.restaurantId), Date.now(), { feeCents: feeGap }) : null;
    const result = await db.transaction
      .write(({ tableSession, tabDue, dailySales }) => [
        tableSession
          .patch({ sessionId })
          .set({ tabState: 'paid', lastActivityAt: nowIso() })
          .add({ version: 1 })
          .where((a, { eq }) => `${eq(a.tabState, 'bill')} OR ${eq(a.tabState, 'open')}`)
          .commit(),
        tabDue.delete({ sessionId }).commit(),
        ...(fees ? [dailySales.update(fees.key).set(fees.set).add(fees.add).commit()] : []),
      ])
      .go();
    if (result.canceled) logger.info('A tab was settled already', { sessionId });
  }
  const single = paid.length === 1 ? paid[0]!.paymentIntentId : undefined;
  for (const order of visit.tabOrders.filter((o) => o.onTab && o.paymentState === 'unpaid' && o.status !== 'pending_payment' && o.status !== 'expired')) {
    await db.entities.order
      .patch({ orderId: order.id })
      .set({ paymentState: 'paid', ...(single ? { paymentIntentId: single } : {}) })
      .where((a, { eq }) => eq(a.paymentState, 'unpaid'))
      .go({ response: 'none' })
      .catch((error: unknown) => {
        if (!String((error as Error).message).includes('onditional')) throw error;
      });
  }
  return true;
}

export const newAttemptId = () => randomUUID();
