/**
 * Paid orders nobody started, e-mailed to the owner and managers (issue 30 item 1; the rules in
 * shared/order-escalation.ts). Run by a schedule (functions/order-escalation-sweep.ts):
 *  1. one query of the waiting list (entities/order-waiting.ts, written with each payment) for the entries paid at
 *     least MIN_ESCALATE_ORDER_MINUTES ago, oldest first: no scan of the orders;
 *  2. their orders in one batch read: an order started, canceled or gone leaves the list;
 *  3. per restaurant, the ones past its e-mail limit: the restaurant's mail window is claimed first (one mail per
 *     restaurant per ESCALATION_MAIL_GAP_MINUTES: a flood of late orders cannot spam; the ones found meanwhile stay
 *     listed and go together in the next mail), then each order is marked escalated by a conditional write (escalatedAt
 *     set only if unset and the order still paid) that also takes it off the list: a retry, an overlapping sweep or a
 *     second run sends nothing more for it;
 *  4. one mail to the owner and one to each manager who joined, listing the orders claimed. When no mail could be sent
 *     (no sender configured, SES refusing) the claims are given back, so the sweep after the mail window tries again;
 *     with nobody to tell (no owner's profile, no manager) the orders are marked and leave the list.
 */
import {
  ESCALATION_MAIL_GAP_MINUTES,
  DEFAULT_ESCALATE_ORDER_MINUTES,
  isEscalationDue,
  MIN_ESCALATE_ORDER_MINUTES,
} from '../../../../shared/order-escalation';
import type { Db } from '../../db/service';
import { isConditionFailure } from '../../db/conditions';
import { logger } from '../../logger';
import type { Mailer, MailMessage } from '../../mail/mailer';
import { escapeHtml, mailSafeName } from '../../mail/invitation';
import { createRateLimits } from '../rate-limits';
import { BEFORE_ANY_TIME } from '../../db/keys';

/**
 * Entries read a sweep at most (the oldest first). The list holds only paid orders still unstarted 2 minutes on, each
 * until it is mailed about (at most its restaurant's limit, 2 hours, plus a mail window) or found started: every one
 * of them a neglected order, so a sweep reads them all; past this many, the rest wait for the next sweep.
 */
export const ESCALATION_SWEEP_MAX = 2_000;
/** DynamoDB's BatchGetItem reads 100 keys a call. */
const BATCH_GET = 100;

export interface EscalationDeps {
  mailer: Mailer;
  /** The web app's address, for the link to the dashboard in the mail. */
  siteUrl: string;
}

export type RestaurantEscalation =
  /** Mailed: the orders listed and how many people got the mail. */
  | { outcome: 'mailed'; orderIds: string[]; recipients: number }
  /** Late orders, but this restaurant was mailed less than ESCALATION_MAIL_GAP_MINUTES ago: they go in the next mail. */
  | { outcome: 'held'; orderIds: string[] }
  /** Late orders, but no mail could be sent: SES refused or no sender (claims given back), or nobody to tell (marked). */
  | { outcome: 'not_sent'; orderIds: string[]; reason: string };

export interface LateOrderLine {
  orderId: string;
  orderCode: string;
  tableLabel: string | null;
  paidAt: string;
}

const mailWindowKey = (restaurantId: string) => `escalation-mail#${restaurantId}`;

/** Runs one sweep at `now` (epoch ms): what happened per restaurant with late orders. */
export async function escalateWaitingOrders(db: Db, deps: EscalationDeps, now = Date.now()): Promise<Map<string, RestaurantEscalation>> {
  const cutoff = new Date(now - MIN_ESCALATE_ORDER_MINUTES * 60_000).toISOString();
  const entries: { orderId: string; restaurantId: string; paidAt: string }[] = [];
  let cursor: string | null = null;
  do {
    const page: { data: typeof entries; cursor: string | null } = await db.entities.orderWaiting.query.byPaidAt({}).between({ paidAt: BEFORE_ANY_TIME }, { paidAt: cutoff }).go({ cursor, limit: 500 });
    entries.push(...page.data);
    cursor = page.cursor;
  } while (cursor && entries.length < ESCALATION_SWEEP_MAX);
  const results = new Map<string, RestaurantEscalation>();
  if (entries.length === 0) return results;

  const orders = new Map<string, { status: string; paidAt?: string; escalatedAt?: string; orderCode: string; tableLabel?: string; restaurantId: string }>();
  for (let i = 0; i < entries.length; i += BATCH_GET) {
    const { data } = await db.entities.order.get(entries.slice(i, i + BATCH_GET).map(({ orderId }) => ({ orderId }))).go();
    for (const order of data) orders.set(order.orderId, order);
  }
  const byRestaurant = new Map<string, LateOrderLine[]>();
  for (const entry of entries) {
    const order = orders.get(entry.orderId);
    if (!order || order.status !== 'paid' || order.escalatedAt || order.restaurantId !== entry.restaurantId) {
      await db.entities.orderWaiting.delete({ orderId: entry.orderId }).go({ response: 'none' });
      continue;
    }
    const list = byRestaurant.get(entry.restaurantId) ?? [];
    list.push({ orderId: entry.orderId, orderCode: order.orderCode, tableLabel: order.tableLabel ?? null, paidAt: order.paidAt ?? entry.paidAt });
    byRestaurant.set(entry.restaurantId, list);
  }

  for (const [restaurantId, waiting] of byRestaurant) {
    const result = await escalateRestaurant(db, deps, restaurantId, waiting, now).catch((error: unknown) => {
      logger.error('Late orders could not be escalated; the next sweep tries again', { restaurantId, error: error as Error });
      return null;
    });
    if (result) results.set(restaurantId, result);
  }
  return results;
}

async function escalateRestaurant(db: Db, deps: EscalationDeps, restaurantId: string, waiting: LateOrderLine[], now: number): Promise<RestaurantEscalation | null> {
  const { data: restaurant } = await db.entities.restaurant.get({ restaurantId }).go();
  if (!restaurant) {
    for (const order of waiting) await db.entities.orderWaiting.delete({ orderId: order.orderId }).go({ response: 'none' });
    return null;
  }
  const limit = restaurant.escalateOrderMinutes ?? DEFAULT_ESCALATE_ORDER_MINUTES;
  const due = waiting.filter((order) => isEscalationDue({ status: 'paid', paidAt: order.paidAt }, limit, now));
  if (due.length === 0) return null;

  const window = await createRateLimits(db).claim({ key: mailWindowKey(restaurantId), restaurantId, windowSeconds: ESCALATION_MAIL_GAP_MINUTES * 60 });
  if (!window) return { outcome: 'held', orderIds: due.map((order) => order.orderId) };

  const escalatedAt = new Date(now).toISOString();
  const claimed: LateOrderLine[] = [];
  for (const order of due) if (await claimOrder(db, order.orderId, escalatedAt)) claimed.push(order);
  if (claimed.length === 0) {
    await releaseWindow(db, restaurantId);
    return null;
  }

  const recipients = await escalationRecipients(db, restaurantId, restaurant.ownerId);
  const orderIds = claimed.map((order) => order.orderId);
  // Nobody to tell (no owner's profile, no manager): the orders leave the list, marked, rather than wait for ever.
  if (recipients.length === 0) return { outcome: 'not_sent', orderIds, reason: 'nobody to tell' };
  let sent = 0;
  let reason = '';
  for (const to of recipients) {
    const result = await deps.mailer.send(lateOrdersMessage({ to, restaurantName: restaurant.name, orders: claimed, now, siteUrl: deps.siteUrl, lateMinutes: limit }));
    if (result.sent) sent++;
    else reason = result.reason;
  }
  if (sent === 0) {
    // SES refused (or no sender is configured): the orders go back on the list; the restaurant's window stays taken,
    // so the next try is a mail window later, not every minute.
    for (const order of claimed) await releaseOrder(db, order);
    logger.warn('Late orders found but no e-mail could be sent; tried again after the mail window', { restaurantId, orderIds, reason });
    return { outcome: 'not_sent', orderIds, reason };
  }
  logger.info('Owner and managers told of paid orders nobody started', { restaurantId, orderIds, recipients: sent });
  return { outcome: 'mailed', orderIds, recipients: sent };
}

/** The conditional write that makes the mail once-only: escalatedAt set if unset while still paid, the entry removed. */
async function claimOrder(db: Db, orderId: string, escalatedAt: string): Promise<boolean> {
  const result = await db.transaction
    .write(({ order, orderWaiting }) => [
      order
        .patch({ orderId })
        .set({ escalatedAt })
        .where((a, { eq, notExists }) => `${eq(a.status, 'paid')} AND ${notExists(a.escalatedAt)}`)
        .commit(),
      orderWaiting.delete({ orderId }).commit(),
    ])
    .go();
  if (!result.canceled) return true;
  // Started or escalated meanwhile: nothing to mail; its entry goes (a started order's, at the next look).
  return false;
}

/** Nothing was sent: the order is waiting again, for the next sweep. */
async function releaseOrder(db: Db, order: LateOrderLine): Promise<void> {
  try {
    await db.entities.order.patch({ orderId: order.orderId }).remove(['escalatedAt']).go({ response: 'none' });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  const { data } = await db.entities.order.get({ orderId: order.orderId }).go();
  if (data) await db.entities.orderWaiting.put({ orderId: order.orderId, restaurantId: data.restaurantId, paidAt: order.paidAt }).go({ response: 'none' });
}

async function releaseWindow(db: Db, restaurantId: string): Promise<void> {
  await db.entities.rateLimit.delete({ key: mailWindowKey(restaurantId) }).go({ response: 'none' });
}

/** The owner's address (their profile) and every manager who joined the team; pending invitations get nothing. */
export async function escalationRecipients(db: Db, restaurantId: string, ownerId: string): Promise<string[]> {
  const [{ data: owner }, { data: team }] = await Promise.all([
    db.entities.profile.get({ userId: ownerId }).go(),
    db.entities.staff.query.byId({ restaurantId }).go({ pages: 'all' }),
  ]);
  const managers = team.filter((member) => member.role === 'manager' && member.userId).map((member) => member.email);
  return [...new Set([...(owner?.email ? [owner.email] : []), ...managers].map((email) => email.trim().toLowerCase()))];
}

/** How long, in whole minutes, for the mail. */
const waitedMinutes = (paidAt: string, now: number) => Math.max(0, Math.floor((now - Date.parse(paidAt)) / 60_000));

export function lateOrdersMessage(input: {
  to: string;
  restaurantName: string;
  orders: readonly LateOrderLine[];
  now: number;
  siteUrl: string;
  lateMinutes: number;
}): MailMessage {
  const name = mailSafeName(input.restaurantName);
  const count = input.orders.length;
  const subject = count === 1 ? `${name}: a paid order has not been started` : `${name}: ${count} paid orders have not been started`;
  const lines = input.orders.map((order) => {
    const table = order.tableLabel ? `table ${mailSafeName(order.tableLabel)}` : 'no table';
    return { code: mailSafeName(order.orderCode), table, minutes: waitedMinutes(order.paidAt, input.now) };
  });
  const link = `${input.siteUrl.replace(/\/+$/, '')}/dashboard/orders?tab=kitchen`;
  const intro = `${count === 1 ? 'This order was' : 'These orders were'} paid more than ${input.lateMinutes} minutes ago and nobody has started ${count === 1 ? 'it' : 'them'} yet:`;
  const text = [
    intro,
    '',
    ...lines.map((line) => `- Order ${line.code}, ${line.table}: waiting ${line.minutes} min`),
    '',
    `Open the kitchen screen: ${link}`,
    '',
    `You get this as the owner or a manager of ${name} on TableTap. The limit is in the restaurant's settings.`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif;color:#0B3D2E">
<p>${escapeHtml(intro)}</p>
<ul>${lines.map((line) => `<li>Order <strong>${escapeHtml(line.code)}</strong>, ${escapeHtml(line.table)}: waiting ${line.minutes} min</li>`).join('')}</ul>
<p><a href="${escapeHtml(link)}">Open the kitchen screen</a></p>
<p style="color:#555">You get this as the owner or a manager of ${escapeHtml(name)} on TableTap. The limit is in the restaurant's settings.</p>
</body></html>`;
  return { to: input.to, subject, text, html };
}
