/**
 * A table's tab (issue 29): the bill its rounds make, how it is split, and what each share comes to. Pure: the view
 * every phone shows and the amounts the server charges come from the same functions, so a share shown is a share
 * charged, to the cent.
 *
 * The bill's lines are the placed rounds' order lines. A line's tax (when added on top) is its order's tax shared
 * by the order's lines in proportion (shared/split.ts apportion), so the lines' items and taxes add up to the orders'
 * totals exactly. By items, a line claimed by several guests is divided evenly between them, items and tax alike, its
 * odd cents going to the first claimants: shares of claimed lines are then fixed whatever the others claim.
 */
import type { BillLine, BillSplit, TabPayment, TabView, TipChoice } from '../../../../shared/api';
import { billSplitSchema } from '../../../../shared/api';
import { platformFeeCents, tipCents } from '../../../../shared/pricing';
import { apportion, claimedPart, splitEvenly, type Share } from '../../../../shared/split';
import { DEFAULT_TAB_CHARGE_AFTER_MINUTES } from '../../../../shared/tab';
import type { Order } from '../../../../shared/api';
import type { SessionItem, TabPaymentItem, Visit } from './visit';

/** Payments that count: being paid or paid (a share given up or a refused automatic charge does not). */
export const liveTabPayments = (payments: readonly TabPaymentItem[]) => payments.filter((p) => p.state === 'paying' || p.state === 'paid');

/**
 * The rounds that are on the bill: placed on the tab (in the kitchen or done), not closed unpaid. A round canceled
 * before the bill was paid leaves it; one canceled by a refund after the bill was paid stays on it (it was paid; its
 * money went back by refund, which the bill does not redo).
 */
export const billOrders = (orders: readonly Order[]) =>
  orders.filter((o) => o.onTab && o.status !== 'pending_payment' && o.status !== 'expired' && (o.status !== 'canceled' || o.paymentState !== 'unpaid'));

export interface BillPart {
  id: string;
  round: number;
  name: string;
  qty: number;
  itemsCents: number;
  taxCents: number;
}

/** The bill's lines, round by round, each with its part of its order's added tax. */
export function billParts(orders: readonly Order[]): BillPart[] {
  return billOrders(orders)
    .sort((a, b) => (a.roundNumber ?? 0) - (b.roundNumber ?? 0))
    .flatMap((order) => {
      const totals = order.lines.map((line) => line.lineTotalCents);
      const taxes = order.taxIncluded || order.taxCents === 0 ? totals.map(() => 0) : apportion(order.taxCents, totals.some((t) => t > 0) ? totals : totals.map(() => 1));
      return order.lines.map((line, position) => ({
        id: `${order.id}:${position}`,
        round: order.roundNumber ?? 1,
        name: line.dinerItemName ?? line.itemName,
        qty: line.qty,
        itemsCents: line.lineTotalCents,
        taxCents: taxes[position]!,
      }));
    });
}

export interface BillTotals {
  subtotalCents: number;
  taxCents: number;
  /** Items + tax added on top: what the shares add up to, before tips. */
  billCents: number;
  taxIncluded: boolean;
}

export function billTotals(orders: readonly Order[]): BillTotals {
  const placed = billOrders(orders);
  const subtotalCents = placed.reduce((sum, o) => sum + o.subtotalCents, 0);
  const taxCents = placed.reduce((sum, o) => sum + o.taxCents, 0);
  const taxIncluded = placed.length > 0 && placed.every((o) => o.taxIncluded === true);
  return { subtotalCents, taxCents, taxIncluded, billCents: subtotalCents + (taxIncluded ? 0 : taxCents) };
}

export const parseSplit = (json: string | undefined): BillSplit | null => (json ? billSplitSchema.parse(JSON.parse(json)) : null);
export const parseClaims = (json: string | undefined): Record<string, string[]> => (json ? (JSON.parse(json) as Record<string, string[]>) : {});

/** One guest's share by items: their part of each line they claimed (items and tax), and those lines. */
export function itemsShare(parts: readonly BillPart[], claims: Readonly<Record<string, readonly string[]>>, guestId: string): Share & { lineIds: string[] } {
  let subtotalCents = 0;
  let billCents = 0;
  const lineIds: string[] = [];
  for (const part of parts) {
    const claimedBy = claims[part.id] ?? [];
    if (!claimedBy.includes(guestId)) continue;
    const mine = claimedPart({ ...part, claimedBy }, guestId);
    subtotalCents += mine.itemsCents;
    billCents += mine.billCents;
    lineIds.push(part.id);
  }
  return { subtotalCents, billCents, lineIds };
}

/** Even share `index` of `ways`: shared/split.ts splitEvenly over the bill. */
export function evenShare(parts: readonly BillPart[], totals: BillTotals, ways: number, index: number): Share {
  const bill = { lines: parts.map((p) => ({ id: p.id, totalCents: p.itemsCents })), taxCents: totals.taxCents, taxIncluded: totals.taxIncluded };
  return splitEvenly(bill, ways)[index]!;
}

/** What is left of the bill (and of its items) once the counted payments are taken off. */
export function leftOf(totals: BillTotals, payments: readonly TabPaymentItem[]): Share {
  const live = liveTabPayments(payments);
  return {
    billCents: totals.billCents - live.reduce((sum, p) => sum + p.billCents, 0),
    subtotalCents: totals.subtotalCents - live.reduce((sum, p) => sum + p.subtotalCents, 0),
  };
}

/** A custom amount of what is left: its items' part in proportion (all of it when the prices include the tax). */
export function amountShare(left: Share, cents: number, taxIncluded: boolean): Share {
  if (taxIncluded || left.billCents <= 0) return { billCents: cents, subtotalCents: taxIncluded ? cents : 0 };
  return { billCents: cents, subtotalCents: apportion(left.subtotalCents, [cents, left.billCents - cents])[0]! };
}

/** A share's money: its tip (of its items' part), the fee (5% of its bill part, never of the tip) and its total. */
export function shareMoney(share: Share, tip: TipChoice) {
  const tip_ = tipCents(share.subtotalCents, tip);
  return { ...share, tipCents: tip_, feeCents: platformFeeCents(share.billCents), totalCents: share.billCents + tip_ };
}

/** When an open tab is charged to its card if nothing happens first. */
export function tabChargeAt(session: Pick<SessionItem, 'lastActivityAt' | 'tabChargeAfterMinutes'>): string {
  return new Date(Date.parse(session.lastActivityAt) + (session.tabChargeAfterMinutes ?? DEFAULT_TAB_CHARGE_AFTER_MINUTES) * 60_000).toISOString();
}

/** Whether the visit pays at the end (or may still choose to); false: it pays as it orders. */
export function hasTab(session: Pick<SessionItem, 'payChoice' | 'payMode'>): boolean {
  if (session.payMode) return session.payMode === 'pay_at_end';
  return session.payChoice === 'pay_at_end' || session.payChoice === 'table_chooses';
}

function toPayment(payment: TabPaymentItem, nameOf: (guestId: string) => string): TabPayment {
  return {
    id: payment.paymentId,
    guestId: payment.guestId ?? null,
    guestName: payment.guestId ? nameOf(payment.guestId) : payment.guestName,
    kind: payment.kind,
    index: payment.index ?? null,
    billCents: payment.billCents,
    tipCents: payment.tipCents,
    state: payment.state === 'paid' ? 'paid' : 'paying',
    paidAt: payment.paidAt ?? null,
  };
}

/** The tab as the phones show it; null for a visit that pays as it orders. */
export function toTabView(visit: Pick<Visit, 'session' | 'payments' | 'tabOrders'>, nameOf: (guestId: string) => string): TabView | null {
  const { session } = visit;
  if (!hasTab(session)) return null;
  const parts = billParts(visit.tabOrders);
  const totals = billTotals(visit.tabOrders);
  const claims = parseClaims(session.tabClaims);
  const live = liveTabPayments(visit.payments);
  const lockedBy = new Set(live.filter((p) => p.kind === 'items' && p.lineIds).flatMap((p) => JSON.parse(p.lineIds!) as string[]));
  const lines: BillLine[] = parts.map((part) => ({ ...part, claimedBy: claims[part.id] ?? [], locked: lockedBy.has(part.id) }));
  const paidCents = live.filter((p) => p.state === 'paid').reduce((sum, p) => sum + p.billCents, 0);
  const payingCents = live.filter((p) => p.state === 'paying').reduce((sum, p) => sum + p.billCents, 0);
  const state = session.tabState ?? 'none';
  const currency = visit.tabOrders[0]?.currency ?? 'USD';
  return {
    choosable: session.payChoice === 'table_chooses' && !session.payMode,
    mode: session.payMode ?? (session.payChoice === 'pay_at_end' ? 'pay_at_end' : null),
    state,
    holder: session.tabHolderGuestId ? { guestId: session.tabHolderGuestId, guestName: nameOf(session.tabHolderGuestId) } : null,
    cardLabel: session.tabCardLabel ?? null,
    chargeAt: (state === 'open' || state === 'bill') && session.tabPaymentMethodId ? tabChargeAt(session) : null,
    currency,
    taxIncluded: totals.taxIncluded,
    lines,
    subtotalCents: totals.subtotalCents,
    taxCents: totals.taxCents,
    billCents: totals.billCents,
    split: parseSplit(session.tabSplit),
    payments: live.map((p) => toPayment(p, nameOf)),
    paidCents,
    payingCents,
    leftCents: totals.billCents - paidCents - payingCents,
  };
}
