/**
 * Sending a round (issue 28 item 3, pay-first): the whole shared cart becomes one order for the table, priced on the
 * server as create-payment prices a cart, and the phone that sends it pays it. The order's transaction also takes the
 * lines out of the cart, writes the round (with the lines, so an unpaid round can put them back) and marks the visit
 * as sending, on the condition that the visit is still at the version the cart was read at: of two phones sending at
 * once, one sends and the other is told who did. The round reaches the kitchen once paid (./round-outcomes.ts).
 */
import { cartLineChoiceSchema, type CreatePaymentRequest, type TableRoundCancelRequest, type TableRoundRequest, type TableSessionView } from '../../../../shared/api';
import { nowIso } from '../../db/attributes';
import { uniqueKeys } from '../../db/entities/uniqueness';
import type { Db } from '../../db/service';
import { BadRequestError, ConflictError, ForbiddenError } from '../../errors';
import type { PaymentGateway } from '../../payments/gateway';
import { markOrderExpired } from '../checkout/payment-outcomes';
import { readOrderForPayment } from '../orders/record';
import { startRoundCheckout, type CheckoutDeps, type StartedRound } from '../checkout/start-checkout';
import type { OrderWith } from '../orders/create';
import { visitOfGuest } from './cart';
import { assertTabTakesRounds, cardNotSaved, placeOnTab, roundPayMode, secureCardSession } from './tab-rounds';
import { readVisit, toView, type CartLineItem, type Visit } from './visit';

export const CART_EMPTY = "The table's cart is empty. Add something first.";

const choicesOf = (lines: readonly Pick<CartLineItem, 'choice' | 'qty'>[]) => lines.map((line) => ({ ...cartLineChoiceSchema.parse(JSON.parse(line.choice)), qty: line.qty }));

function paying(name: string, mine: boolean) {
  return new ConflictError(
    mine ? 'You are already paying for this round. Finish or close that payment page first.' : `${name} is paying for this round. It goes to the kitchen once it is paid.`,
    'round_in_progress',
  );
}

export async function sendRound(db: Db, input: TableRoundRequest, deps: CheckoutDeps): Promise<StartedRound> {
  const { visit, guest } = await visitOfGuest(db, input.guest);
  const { session } = visit;
  // Paying at the end (issue 29): the round goes on the tab, its tip given with the bill.
  const onTab = roundPayMode(session, input.payMode) === 'pay_at_end';
  const request = (items: CreatePaymentRequest['items']): CreatePaymentRequest => ({
    restaurantId: session.restaurantId,
    items,
    tableLabel: session.tableName,
    note: input.note,
    tip: onTab ? { kind: 'none' } : input.tip,
    attemptId: input.attemptId,
    ...(input.lang ? { lang: input.lang } : {}),
  });
  // A tab's first round waits for a card to be saved; later ones are placed at once.
  const tabDeps = (): Partial<CheckoutDeps> =>
    onTab
      ? { openSession: session.tabPaymentMethodId ? placeOnTab(db) : secureCardSession(db, session, { gateway: deps.gateway, siteUrl: deps.siteUrl, ...(input.lang ? { lang: input.lang } : {}) }) }
      : {};

  const sending = toView(visit).sending;
  if (sending) {
    // The sender asking again with the same attempt (a double click, a lost answer): the same order and checkout.
    const { data: claim } = await db.entities.uniqueness.get(uniqueKeys.checkoutAttempt(session.restaurantId, input.attemptId)).go({ consistent: true });
    const round = visit.rounds.find((r) => r.orderId === sending.orderId);
    if (claim?.claimedBy === sending.orderId && round) return startRoundCheckout(db, request(choicesOf(JSON.parse(round.lines) as CartLineItem[])), { ...deps, ...tabDeps() });
    throw paying(sending.guestName, sending.guestId === guest.guestId);
  }
  if (onTab) assertTabTakesRounds(session);
  if (visit.lines.length === 0) throw new BadRequestError(CART_EMPTY, undefined, 'cart_empty');

  const number = toView(visit).rounds.length + 1;
  try {
    return await startRoundCheckout(db, request(choicesOf(visit.lines)), {
      ...deps,
      ...tabDeps(),
      round: { tableSessionId: session.sessionId, roundNumber: number, with: takeLines(visit, guest.guestId, number, onTab), ...(onTab ? { onTab } : {}) },
    });
  } catch (error) {
    if (!(error instanceof ConflictError && error.code === 'cart_changed')) throw error;
    // Another phone sent first, or the cart changed under this one: say which.
    const now = await readVisit(db, session.sessionId);
    const other = now ? toView(now).sending : null;
    if (other) throw paying(other.guestName, other.guestId === guest.guestId);
    throw error;
  }
}

/** The round's writes in its order's transaction: the visit sending it, the lines out of the cart, the round. */
function takeLines(visit: Visit, guestId: string, number: number, onTab: boolean): OrderWith {
  const { session } = visit;
  const at = nowIso();
  const sent = visit.lines.map(({ lineId, guestId: by, choice, qty, addedAt }) => ({ lineId, guestId: by, choice, qty, addedAt }));
  // A tab's first round (issue 29): the visit pays at the end from now on, and waits for the sender's card.
  const tab = onTab ? { payMode: 'pay_at_end' as const, ...(session.tabState ? {} : { tabState: 'securing' as const }) } : session.payMode ? {} : { payMode: 'pay_first' as const };
  return {
    writes: (entities, orderId) => [
      entities.tableSession
        .patch({ sessionId: session.sessionId })
        .set({ sendingOrderId: orderId, lastActivityAt: at, ...tab })
        .add({ version: 1 })
        .where((a, { eq }) => `${eq(a.status, 'open')} AND ${eq(a.version, session.version)}`)
        .commit(),
      ...visit.lines.map((line) => entities.tableCartLine.delete({ sessionId: session.sessionId, lineId: line.lineId }).commit()),
      entities.tableRound
        .create({ sessionId: session.sessionId, orderId, restaurantId: session.restaurantId, guestId, number, state: 'sending', sentAt: at, lines: JSON.stringify(sent) })
        .commit(),
    ],
    refused: () => new ConflictError("The table's cart changed just now. Check it and send again.", 'cart_changed'),
  };
}

/**
 * The payer takes a round back (issue 28): back from the payment page, or changed their mind. Its checkout is ended
 * unpaid at the gateway (Stripe's expire) and the order closed as expired there and then, as the gateway's own
 * checkout.session.expired will do again (a repeat changes nothing), so the round's lines are back in the table's
 * cart at once instead of when the checkout would have run out (30 minutes at least). Only the payer can; a round
 * paid meanwhile stays paid (409). Nothing being paid (or another round than the one named): the visit as it is.
 */
export async function takeBackRound(db: Db, request: TableRoundCancelRequest, gateway: Pick<PaymentGateway, 'expireCheckoutSession'>): Promise<TableSessionView> {
  const { visit, guest } = await visitOfGuest(db, request.guest);
  const sending = toView(visit).sending;
  if (!sending || (request.orderId && request.orderId !== sending.orderId)) return toView(visit);
  if (sending.guestId !== guest.guestId) throw new ForbiddenError(`${sending.guestName} is paying for this round; only they can take it back.`);
  const found = await readOrderForPayment(db, sending.orderId);
  const session = found?.checkoutSessionId ? await gateway.expireCheckoutSession(found.checkoutSessionId) : null;
  if (session?.status === 'complete') throw new ConflictError('This round was just paid: it is on its way to the kitchen.', 'round_paid');
  // A tab's first round (issue 29): its card-saving session ended unsaved, so the round comes back.
  if (session?.status === 'expired' && visit.session.tabState === 'securing') await cardNotSaved(db, { id: session.id, tabId: visit.session.sessionId });
  else if (session?.status === 'expired') await markOrderExpired(db, session);
  const after = await readVisit(db, visit.session.sessionId);
  return toView(after ?? visit);
}
