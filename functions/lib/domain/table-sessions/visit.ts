/**
 * Reading a visit (issue 28): the session, its guests and its shared cart in one query (the tableVisit collection),
 * and the view every phone at the table is shown (shared/api/table-sessions.ts), with its rounds' orders.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { EntityItem } from 'electrodb';
import { cartLineChoiceSchema, type SessionCartLine, type TableSessionView } from '../../../../shared/api';
import { JOIN_CODE_LENGTH, TABLE_SESSION_IDLE_MINUTES } from '../../../../shared/tables';
import type { Db } from '../../db/service';
import type { tableSessionEntity } from '../../db/entities/table-session';
import type { tableSessionGuestEntity } from '../../db/entities/table-session-guest';
import type { tableCartLineEntity } from '../../db/entities/table-cart-line';
import type { tableRoundEntity } from '../../db/entities/table-round';
import type { tabPaymentEntity } from '../../db/entities/tab-payment';
import type { Order } from '../../../../shared/api';
import { readOrder } from '../orders/record';
import { toTabView } from './tab';

export type SessionItem = EntityItem<ReturnType<typeof tableSessionEntity>>;
export type GuestItem = EntityItem<ReturnType<typeof tableSessionGuestEntity>>;
export type CartLineItem = EntityItem<ReturnType<typeof tableCartLineEntity>>;
export type RoundItem = EntityItem<ReturnType<typeof tableRoundEntity>>;
export type TabPaymentItem = EntityItem<ReturnType<typeof tabPaymentEntity>>;

/** What the view shows of a round's order. */
export interface RoundOrder {
  orderId: string;
  orderCode: string;
  status: TableSessionView['rounds'][number]['status'];
  totalCents: number;
}

export interface Visit {
  session: SessionItem;
  guests: GuestItem[];
  lines: CartLineItem[];
  /** The rounds sent (not those put back), in order, with their orders. */
  rounds: RoundItem[];
  orders: Map<string, RoundOrder>;
  /** Paying at the end (issue 29): the bill's payments, and the rounds' whole orders (their lines make the bill). */
  payments: TabPaymentItem[];
  tabOrders: Order[];
}

/** The whole visit, read strongly (a phone that just wrote reads what it wrote). */
export async function readVisit(db: Db, sessionId: string): Promise<Visit | null> {
  const { data } = await db.collections.tableVisit({ sessionId }).go({ pages: 'all', consistent: true });
  const [session] = data.tableSession;
  if (!session) return null;
  const rounds = data.tableRound.filter((r) => r.state !== 'returned').sort((a, b) => a.number - b.number);
  const orders = rounds.length
    ? (await db.entities.order.get(rounds.map((r) => ({ orderId: r.orderId }))).go({ attributes: ['orderId', 'orderCode', 'status', 'totalCents'], consistent: true })).data
    : [];
  // A tab's bill is made of its rounds' lines: their orders read whole (a visit sends a handful of rounds).
  const tabOrders = session.payMode === 'pay_at_end' ? (await Promise.all(rounds.map((r) => readOrder(db, r.orderId, true)))).filter((o): o is Order => o !== null) : [];
  return {
    session,
    guests: [...data.tableSessionGuest].sort((a, b) => a.number - b.number),
    lines: [...data.tableCartLine].sort((a, b) => a.addedAt.localeCompare(b.addedAt) || a.lineId.localeCompare(b.lineId)),
    rounds,
    orders: new Map(orders.map((o) => [o.orderId, o])),
    payments: [...data.tabPayment].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.paymentId.localeCompare(b.paymentId)),
    tabOrders,
  };
}

/**
 * Whether the visit ran out: nothing happened for TABLE_SESSION_IDLE_MINUTES, no round is being paid and no tab is
 * left to pay (an open tab ends paid: by the table, or charged to its card when left, issue 29).
 */
export function isIdle(session: Pick<SessionItem, 'lastActivityAt' | 'sendingOrderId' | 'tabState'>, now: number): boolean {
  const tabUnpaid = session.tabState !== undefined && session.tabState !== 'paid';
  return !session.sendingOrderId && !tabUnpaid && now - Date.parse(session.lastActivityAt) > TABLE_SESSION_IDLE_MINUTES * 60_000;
}

/** Whether joining needs proof of presence: the visit has orders (a round sent or on its way). */
export const hasOrders = (session: Pick<SessionItem, 'roundCount' | 'sendingOrderId'>) => session.roundCount > 0 || Boolean(session.sendingOrderId);

export const newId = () => randomBytes(12).toString('base64url');
export const newGuestToken = () => randomBytes(24).toString('base64url');
export const newJoinCode = () => String(randomInt(0, 10 ** JOIN_CODE_LENGTH)).padStart(JOIN_CODE_LENGTH, '0');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Compares two secrets in constant time (a card's secret, a join code). */
export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The guest these credentials name, when the token is theirs. */
export function guestOf(visit: Visit, guestId: string, token: string): GuestItem | null {
  const guest = visit.guests.find((g) => g.guestId === guestId);
  return guest && sameSecret(guest.tokenHash, hashToken(token)) ? guest : null;
}

function toCartLine(line: CartLineItem): SessionCartLine {
  const choice = cartLineChoiceSchema.parse(JSON.parse(line.choice));
  return { ...choice, qty: line.qty, id: line.lineId, guestId: line.guestId, addedAt: line.addedAt };
}

/** The view the phones at the table share. */
export function toView(visit: Visit): TableSessionView {
  const { session, guests, lines } = visit;
  const nameOf = (guestId: string) => guests.find((g) => g.guestId === guestId)?.name ?? 'A guest';
  const sending = visit.rounds.find((r) => r.state === 'sending' && visit.orders.get(r.orderId)?.status === 'pending_payment');
  return {
    id: session.sessionId,
    restaurantId: session.restaurantId,
    table: { id: session.tableId, name: session.tableName },
    status: session.status,
    version: session.version,
    joinCode: session.joinCode,
    guests: guests.map((g) => ({ id: g.guestId, name: g.name, state: g.state, joinedAt: g.joinedAt })),
    lines: lines.map(toCartLine),
    rounds: visit.rounds.flatMap((round) => {
      const order = visit.orders.get(round.orderId);
      // A round still being paid is `sending`; one whose order closed unpaid is on its way back to the cart.
      if (!order || order.status === 'pending_payment' || order.status === 'expired' || (order.status === 'canceled' && round.state !== 'paid')) return [];
      return [{ number: round.number, orderId: round.orderId, orderCode: order.orderCode, status: order.status, sentBy: nameOf(round.guestId), sentAt: round.sentAt, totalCents: order.totalCents }];
    }),
    sending: sending ? { orderId: sending.orderId, guestId: sending.guestId, guestName: nameOf(sending.guestId), since: sending.sentAt } : null,
    openedAt: session.openedAt,
    lastActivityAt: session.lastActivityAt,
    tab: toTabView(visit, nameOf),
  };
}
