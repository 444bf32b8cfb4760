/**
 * Rounds on a table's tab (issue 29, paying at the end). The first round reaches the kitchen only once a card is
 * secured: its order waits (pending_payment, like a pay-first round being paid) while the sender saves a card on
 * Stripe's Checkout in setup mode; once saved (checkout.session.completed, mode setup) the tab is open and the round
 * is placed. Later rounds are placed at once. A placed round is in the kitchen (status paid) with its payment state
 * unpaid until the bill is paid. A card not saved (the page left, the session expired) puts the round's lines back.
 *
 * Why a saved card and not a hold (DESIGN 7, README): a tab grows round by round, and a manual-capture authorization
 * can't be captured above what it authorized (and lapses after 7 days); a card saved for off-session use can be
 * charged the whole bill, however many rounds, and only if the table leaves it open. The diner authenticates once,
 * when saving (SCA), so the off-session charge usually needs nothing more; when the bank asks anyway
 * (authentication_required) the tab waits for its holder to pay it.
 */
import type { Order, Restaurant, TableRoundRequest } from '../../../../shared/api';
import { formatTableKey } from '../../../../shared/tables';
import type { LanguageCode } from '../../../../shared/languages';
import type { Db } from '../../db/service';
import { BadRequestError, ConflictError } from '../../errors';
import { logger } from '../../logger';
import type { CardSetupView, PaymentGateway } from '../../payments/gateway';
import { checkoutExpiry } from '../checkout/checkout-request';
import { closePending, placeOrder } from '../checkout/payment-outcomes';
import { readOrderForPayment } from '../orders/record';
import { tabChargeAt } from './tab';
import { readVisit, type SessionItem, type Visit } from './visit';

export const CHOOSE_HOW_TO_PAY = 'Choose how the table pays: now, round by round, or at the end on a tab.';
export const BILL_ASKED = 'The bill has been asked for, so no more rounds can be sent. Pay the bill, or ask a member of staff.';

/** How this round (and so the visit) pays: fixed by the first round, from the restaurant's setting or the table's choice. */
export function roundPayMode(session: Pick<SessionItem, 'payChoice' | 'payMode'>, chosen: TableRoundRequest['payMode']): 'pay_first' | 'pay_at_end' {
  if (session.payMode) return session.payMode;
  if (session.payChoice === 'pay_at_end') return 'pay_at_end';
  if (session.payChoice === 'table_chooses') {
    if (!chosen) throw new BadRequestError(CHOOSE_HOW_TO_PAY, { payMode: 'is required' }, 'pay_mode_required');
    return chosen;
  }
  return 'pay_first';
}

/** A round can't be added to a bill already asked for or paid. */
export function assertTabTakesRounds(session: Pick<SessionItem, 'tabState'>): void {
  if (session.tabState === 'bill' || session.tabState === 'paid') throw new ConflictError(BILL_ASKED, 'bill_asked');
}

/** The table card's key, for the way back to the table's menu from the gateway's page. */
async function tableKeyOf(db: Db, session: Pick<SessionItem, 'restaurantId' | 'tableId'>): Promise<string | null> {
  const { data } = await db.entities.table.get({ restaurantId: session.restaurantId, tableId: session.tableId }).go({ attributes: ['secret'] });
  return data ? formatTableKey({ tableId: session.tableId, secret: data.secret }) : null;
}

/** The table's menu, with its card's key and the diner's language, and what happened (`card=saved` ...). */
export async function tableMenuUrl(db: Db, siteUrl: string, session: Pick<SessionItem, 'restaurantId' | 'tableId'>, path: 'menu' | 'bill', extra: Record<string, string>, lang?: LanguageCode): Promise<string> {
  const tk = await tableKeyOf(db, session);
  const query = new URLSearchParams({ ...(tk ? { tk } : {}), ...(lang ? { lang } : {}) });
  const tail = Object.entries(extra).map(([name, value]) => `&${name}=${value}`).join('');
  return `${siteUrl}/${path}/${encodeURIComponent(session.restaurantId)}?${query.toString()}${tail}`;
}

/**
 * The first round's card-saving session: a Customer for the tab and Checkout in setup mode; the session's id is
 * kept on the visit (its outcome must be this one) and on the order (the round's take-back expires it).
 */
export function secureCardSession(db: Db, session: SessionItem, deps: { gateway: PaymentGateway; siteUrl: string; lang?: LanguageCode }) {
  return async (order: Order, context: { restaurant: Restaurant }): Promise<{ id: string; url: string }> => {
    const { expiresAt, idempotencyKey } = checkoutExpiry(order);
    const back = (extra: Record<string, string>) => tableMenuUrl(db, deps.siteUrl, session, 'menu', extra, deps.lang);
    const setup = await deps.gateway.createCardSetupSession({
      tabId: session.sessionId,
      restaurantId: session.restaurantId,
      restaurantName: context.restaurant.name,
      currency: context.restaurant.currency,
      successUrl: await back({ card: 'saved' }),
      cancelUrl: await back({ card: 'canceled', oid: encodeURIComponent(order.id) }),
      expiresAt,
      idempotencyKey: `card-${idempotencyKey}`,
      ...(deps.lang ? { locale: deps.lang } : {}),
    });
    await db.entities.tableSession
      .patch({ sessionId: session.sessionId })
      .set({ tabSetupSessionId: setup.id, tabCustomerId: setup.customerId })
      .where((a, { eq }) => eq(a.sendingOrderId, order.id))
      .go({ response: 'none' });
    return { id: setup.id, url: setup.url };
  };
}

/** A round placed on the open tab at once: into the kitchen, unpaid until the bill; the tab's charge time moves on. */
export function placeOnTab(db: Db) {
  return async (order: Order): Promise<null> => {
    const placed = await placeOrder(db, order, null, true);
    if (!placed) logger.info('A tab round was placed already', { orderId: order.id });
    await scheduleTabCharge(db, order.tableSessionId!);
    return null;
  };
}

/** The tab's automatic charge, due `tabChargeAfterMinutes` after its last activity (moved by every round). */
export async function scheduleTabCharge(db: Db, sessionId: string): Promise<void> {
  const { data: session } = await db.entities.tableSession.get({ sessionId }).go({ consistent: true });
  if (!session?.tabPaymentMethodId || (session.tabState !== 'open' && session.tabState !== 'bill')) return;
  await db.entities.tabDue.put({ sessionId, restaurantId: session.restaurantId, dueAt: tabChargeAt(session) }).go({ response: 'none' });
}

/**
 * The card is saved (the setup session completed): the tab opens with it, and the round that waited for it goes to
 * the kitchen. Only the visit's own setup session counts; a repeat (webhook and page alike) changes nothing more.
 */
export async function cardSaved(db: Db, setup: CardSetupView, gateway: Pick<PaymentGateway, 'retrieveCardSetupSession'>): Promise<void> {
  if (!setup.tabId || setup.status !== 'complete') return;
  const visit = await readVisit(db, setup.tabId);
  if (!visit || visit.session.tabSetupSessionId !== setup.id) {
    logger.warn('A saved card for a tab that did not ask for it; nothing changed', { tabId: setup.tabId, setupSessionId: setup.id });
    return;
  }
  const { session } = visit;
  if (session.tabState === 'securing') {
    // Events carry the SetupIntent's id only: the card itself is read from the session.
    const card = setup.paymentMethodId ? setup : await gateway.retrieveCardSetupSession(setup.id);
    if (!card?.paymentMethodId) throw new Error(`Setup session ${setup.id} completed without a payment method`);
    const holder = visit.rounds.find((r) => r.orderId === session.sendingOrderId)?.guestId;
    await db.entities.tableSession
      .patch({ sessionId: session.sessionId })
      .set({
        tabState: 'open',
        tabPaymentMethodId: card.paymentMethodId,
        ...(card.customerId ? { tabCustomerId: card.customerId } : {}),
        ...(card.cardLabel ? { tabCardLabel: card.cardLabel } : {}),
        ...(card.email ?? setup.email ? { tabHolderEmail: (card.email ?? setup.email)! } : {}),
        ...(holder ? { tabHolderGuestId: holder } : {}),
      })
      .add({ version: 1 })
      .where((a, { eq }) => `${eq(a.tabState, 'securing')} AND ${eq(a.tabSetupSessionId, setup.id)}`)
      .go({ response: 'none' })
      .catch((error: unknown) => {
        if (!String((error as Error).message).includes('onditional')) throw error;
      });
  }
  const held = session.sendingOrderId ? await readOrderForPayment(db, session.sendingOrderId) : null;
  if (held?.order.onTab && held.order.status === 'pending_payment' && held.checkoutSessionId === setup.id) await placeOnTab(db)(held.order);
  else await scheduleTabCharge(db, session.sessionId);
}

/**
 * The card was not saved (the setup session expired, or its saver took the round back): the round's order closes
 * unpaid and its lines go back in the cart (./round-outcomes.ts), and the tab waits for a card again.
 */
export async function cardNotSaved(db: Db, setup: Pick<CardSetupView, 'id' | 'tabId'>): Promise<Visit | null> {
  if (!setup.tabId) return null;
  const visit = await readVisit(db, setup.tabId);
  if (!visit || visit.session.tabSetupSessionId !== setup.id || visit.session.tabState !== 'securing') return visit;
  const orderId = visit.session.sendingOrderId;
  if (orderId) await closePending(db, orderId, 'expired');
  // A table that chose the tab with this round may choose again.
  const chosen = visit.session.payChoice === 'table_chooses' && visit.session.roundCount === 0;
  await db.entities.tableSession
    .patch({ sessionId: visit.session.sessionId })
    .remove(chosen ? ['tabState', 'tabSetupSessionId', 'payMode'] : ['tabState', 'tabSetupSessionId'])
    .add({ version: 1 })
    .where((a, { eq }) => `${eq(a.tabState, 'securing')} AND ${eq(a.tabSetupSessionId, setup.id)}`)
    .go({ response: 'none' })
    .catch((error: unknown) => {
      if (!String((error as Error).message).includes('onditional')) throw error;
    });
  return readVisit(db, visit.session.sessionId);
}
