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
import { startCheckout, type CheckoutDeps, type StartedCheckout } from '../checkout/start-checkout';
import type { OrderWith } from '../orders/create';
import { visitOfGuest } from './cart';
import { readVisit, toView, type CartLineItem, type Visit } from './visit';

export const CART_EMPTY = "The table's cart is empty. Add something first.";

const choicesOf = (lines: readonly Pick<CartLineItem, 'choice' | 'qty'>[]) => lines.map((line) => ({ ...cartLineChoiceSchema.parse(JSON.parse(line.choice)), qty: line.qty }));

function paying(name: string, mine: boolean) {
  return new ConflictError(
    mine ? 'You are already paying for this round. Finish or close that payment page first.' : `${name} is paying for this round. It goes to the kitchen once it is paid.`,
    'round_in_progress',
  );
}

export async function sendRound(db: Db, input: TableRoundRequest, deps: CheckoutDeps): Promise<StartedCheckout> {
  const { visit, guest } = await visitOfGuest(db, input.guest);
  const { session } = visit;
  const request = (items: CreatePaymentRequest['items']): CreatePaymentRequest => ({
    restaurantId: session.restaurantId,
    items,
    tableLabel: session.tableName,
    note: input.note,
    tip: input.tip,
    attemptId: input.attemptId,
    ...(input.lang ? { lang: input.lang } : {}),
  });

  const sending = toView(visit).sending;
  if (sending) {
    // The sender asking again with the same attempt (a double click, a lost answer): the same order and checkout.
    const { data: claim } = await db.entities.uniqueness.get(uniqueKeys.checkoutAttempt(session.restaurantId, input.attemptId)).go({ consistent: true });
    const round = visit.rounds.find((r) => r.orderId === sending.orderId);
    if (claim?.claimedBy === sending.orderId && round) return startCheckout(db, request(choicesOf(JSON.parse(round.lines) as CartLineItem[])), deps);
    throw paying(sending.guestName, sending.guestId === guest.guestId);
  }
  if (visit.lines.length === 0) throw new BadRequestError(CART_EMPTY, undefined, 'cart_empty');

  const number = toView(visit).rounds.length + 1;
  try {
    return await startCheckout(db, request(choicesOf(visit.lines)), {
      ...deps,
      round: { tableSessionId: session.sessionId, roundNumber: number, with: takeLines(visit, guest.guestId, number) },
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
function takeLines(visit: Visit, guestId: string, number: number): OrderWith {
  const { session } = visit;
  const at = nowIso();
  const sent = visit.lines.map(({ lineId, guestId: by, choice, qty, addedAt }) => ({ lineId, guestId: by, choice, qty, addedAt }));
  return {
    writes: (entities, orderId) => [
      entities.tableSession
        .patch({ sessionId: session.sessionId })
        .set({ sendingOrderId: orderId, lastActivityAt: at })
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
  if (session?.status === 'expired') await markOrderExpired(db, session);
  const after = await readVisit(db, visit.session.sessionId);
  return toView(after ?? visit);
}
