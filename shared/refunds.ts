/**
 * THE refund arithmetic (issue 27): what a refund gives back, part by part, in whole cents. The dashboard previews
 * with it and the server refunds with it, so what the owner sees is what goes back.
 *
 * Every part is kept on the order as a running sum (refunded so far), and each refund's share of a part is the
 * difference of two roundings of the SAME proportion: round(part x after / whole) - round(part x before / whole). So
 * any sequence of refunds that gives everything back gives back each part exactly (the last share is what is left),
 * every share is a whole cent, and none is more than a cent off its exact proportion.
 *  - By item: each line's share is its total in proportion to the quantity refunded (running per line); the tax
 *    follows the subtotal refunded (running per order); no tip.
 *  - The tip: that amount of the tip.
 *  - An amount: split over what is left of the goods (with their added tax) and of the tip, in proportion; the
 *    goods' part then splits into subtotal and added tax in proportion to what is left of each.
 *  - Everything left: each part's remainder.
 * The platform fee goes back in proportion to the money refunded (Stripe's refund_application_fee): we keep no fee
 * on money returned.
 */
import { roundHalfUp } from './pricing';

export const REFUND_REASONS = ['wrong_item', 'quality', 'not_delivered', 'other'] as const;
export type RefundReasonCode = (typeof REFUND_REASONS)[number];
export const REFUND_REASON_LABELS: Record<RefundReasonCode, string> = {
  wrong_item: 'Wrong item',
  quality: 'Quality',
  not_delivered: 'Not delivered',
  other: 'Other',
};

/** Stripe's dispute statuses while the card holder's chargeback is open: the payment cannot be refunded meanwhile. */
const OPEN_DISPUTE_STATUSES: ReadonlySet<string> = new Set([
  'warning_needs_response',
  'warning_under_review',
  'needs_response',
  'under_review',
  'appeal_needs_response',
  'appeal_under_review',
]);
export const isDisputeOpen = (status: string) => OPEN_DISPUTE_STATUSES.has(status);

/** What the owner asks to give back. */
export type RefundAsk =
  | { kind: 'items'; lines: readonly { position: number; qty: number }[] }
  | { kind: 'tip'; amountCents: number }
  | { kind: 'amount'; amountCents: number }
  | { kind: 'full' };

/** The running sums of what was given back (failed refunds excluded). */
export interface RefundedSoFar {
  cents: number;
  subtotalCents: number;
  taxCents: number;
  tipCents: number;
  feeCents: number;
}

export const NOTHING_REFUNDED: RefundedSoFar = { cents: 0, subtotalCents: 0, taxCents: 0, tipCents: 0, feeCents: 0 };

/** The order as the arithmetic needs it. */
export interface RefundableOrder {
  subtotalCents: number;
  taxCents: number;
  /** The tax is inside the subtotal (not added to the total). */
  taxIncluded: boolean | null | undefined;
  tipCents: number;
  totalCents: number;
  feeCents: number;
  lines: readonly { position: number; qty: number; lineTotalCents: number; refundedQty: number }[];
  refunded: RefundedSoFar;
}

/** One refund's parts. `cents` is the money; taxCents is part of it only when the tax was added. */
export interface RefundParts {
  cents: number;
  subtotalCents: number;
  taxCents: number;
  tipCents: number;
  feeCents: number;
  /** Lines given back (by item or in full): quantity and that quantity's share of the line's total. */
  lines: { position: number; qty: number; amountCents: number }[];
}

export type RefundPlan = { ok: true; parts: RefundParts; after: RefundedSoFar } | { ok: false; message: string };

/** `part`'s share between running sums `before` and `after` of `whole`: whole cents, exact over a full sequence. */
export function shareBetween(part: number, before: number, after: number, whole: number): number {
  if (whole <= 0) return 0;
  return roundHalfUp(part * after, whole) - roundHalfUp(part * before, whole);
}

/** What is left to give back, in money. */
export const refundableCents = (order: Pick<RefundableOrder, 'totalCents' | 'refunded'>) => order.totalCents - order.refunded.cents;

const formatCents = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * The parts of one refund of `ask` on `order` as it stands, and the running sums after it; or why it cannot be made
 * (a message for the owner).
 */
export function planRefund(order: RefundableOrder, ask: RefundAsk): RefundPlan {
  const done = order.refunded;
  const left = {
    cents: order.totalCents - done.cents,
    subtotalCents: order.subtotalCents - done.subtotalCents,
    taxCents: order.taxCents - done.taxCents,
    tipCents: order.tipCents - done.tipCents,
  };
  if (left.cents <= 0) return { ok: false, message: 'This order has been refunded in full already.' };
  let subtotalCents = 0;
  let taxCents = 0;
  let tipCents = 0;
  let lines: RefundParts['lines'] = [];

  switch (ask.kind) {
    case 'items': {
      if (ask.lines.length === 0) return { ok: false, message: 'Choose at least one dish to refund.' };
      const seen = new Set<number>();
      for (const { position, qty } of ask.lines) {
        const line = order.lines.find((l) => l.position === position);
        if (!line) return { ok: false, message: `The order has no line ${position + 1}.` };
        if (seen.has(position)) return { ok: false, message: `Line ${position + 1} is named twice.` };
        seen.add(position);
        if (!Number.isInteger(qty) || qty < 1) return { ok: false, message: 'Each quantity must be a whole number from 1.' };
        const open = line.qty - line.refundedQty;
        if (qty > open) {
          return { ok: false, message: open === 0 ? `Line ${position + 1} has been refunded already.` : `Only ${open} of line ${position + 1} can still be refunded.` };
        }
        const amountCents = shareBetween(line.lineTotalCents, line.refundedQty, line.refundedQty + qty, line.qty);
        lines.push({ position, qty, amountCents });
        subtotalCents += amountCents;
      }
      if (subtotalCents > left.subtotalCents) {
        return { ok: false, message: `Those dishes come to ${formatCents(subtotalCents)}, but only ${formatCents(left.subtotalCents)} of the dishes' value is left to refund. Refund an amount instead.` };
      }
      // The tax follows the subtotal given back, on the order's running sums (clamped to what is left of it).
      const target = roundHalfUp(order.taxCents * (done.subtotalCents + subtotalCents), Math.max(1, order.subtotalCents));
      taxCents = Math.min(left.taxCents, Math.max(0, target - done.taxCents));
      break;
    }
    case 'tip': {
      if (!Number.isInteger(ask.amountCents) || ask.amountCents < 1) return { ok: false, message: 'The tip to refund must be at least $0.01.' };
      if (left.tipCents <= 0) return { ok: false, message: 'There is no tip left to refund.' };
      if (ask.amountCents > left.tipCents) return { ok: false, message: `Only ${formatCents(left.tipCents)} of the tip is left to refund.` };
      tipCents = ask.amountCents;
      break;
    }
    case 'amount': {
      if (!Number.isInteger(ask.amountCents) || ask.amountCents < 1) return { ok: false, message: 'The amount to refund must be at least $0.01.' };
      if (ask.amountCents > left.cents) return { ok: false, message: `Only ${formatCents(left.cents)} is left to refund on this order.` };
      const amount = ask.amountCents;
      if (amount === left.cents) return planRefund(order, { kind: 'full' });
      tipCents = roundHalfUp(amount * left.tipCents, left.cents);
      const goods = amount - tipCents;
      const goodsLeft = left.cents - left.tipCents;
      subtotalCents = goodsLeft > 0 ? roundHalfUp(goods * left.subtotalCents, goodsLeft) : 0;
      if (order.taxIncluded) {
        const target = roundHalfUp(order.taxCents * (done.subtotalCents + subtotalCents), Math.max(1, order.subtotalCents));
        taxCents = Math.min(left.taxCents, Math.max(0, target - done.taxCents));
      } else {
        taxCents = goods - subtotalCents;
      }
      break;
    }
    case 'full': {
      subtotalCents = left.subtotalCents;
      taxCents = left.taxCents;
      tipCents = left.tipCents;
      lines = order.lines
        .filter((line) => line.qty > line.refundedQty)
        .map((line) => ({
          position: line.position,
          qty: line.qty - line.refundedQty,
          amountCents: shareBetween(line.lineTotalCents, line.refundedQty, line.qty, line.qty),
        }));
      break;
    }
  }

  const cents = subtotalCents + (order.taxIncluded ? 0 : taxCents) + tipCents;
  if (cents <= 0) return { ok: false, message: 'Nothing to refund: the amount comes to $0.00.' };
  if (cents > left.cents) return { ok: false, message: `Only ${formatCents(left.cents)} is left to refund on this order.` };
  const afterCents = done.cents + cents;
  const feeTarget = afterCents === order.totalCents ? order.feeCents : roundHalfUp(order.feeCents * afterCents, order.totalCents);
  const feeCents = Math.min(order.feeCents - done.feeCents, Math.max(0, feeTarget - done.feeCents));
  const parts: RefundParts = { cents, subtotalCents, taxCents, tipCents, feeCents, lines };
  return {
    ok: true,
    parts,
    after: {
      cents: afterCents,
      subtotalCents: done.subtotalCents + subtotalCents,
      taxCents: done.taxCents + taxCents,
      tipCents: done.tipCents + tipCents,
      feeCents: done.feeCents + feeCents,
    },
  };
}

/** Takes a refund's parts back off the running sums (a refund that failed gives its amount back). */
export function withoutRefund(done: RefundedSoFar, parts: Omit<RefundParts, 'lines'>): RefundedSoFar {
  return {
    cents: done.cents - parts.cents,
    subtotalCents: done.subtotalCents - parts.subtotalCents,
    taxCents: done.taxCents - parts.taxCents,
    tipCents: done.tipCents - parts.tipCents,
    feeCents: done.feeCents - parts.feeCents,
  };
}

/** The payment state the running refunded sum puts a paid order in. */
export function paymentStateAfterRefunds(totalCents: number, refundedCents: number): 'paid' | 'partially_refunded' | 'refunded' {
  if (refundedCents <= 0) return 'paid';
  return refundedCents >= totalCents ? 'refunded' : 'partially_refunded';
}

/** Net to the restaurant: what was charged, less the fee kept, less the money given back (the fee back returns). */
export function netToRestaurantCents(order: { totalCents: number; feeCents: number }, refunded: RefundedSoFar): number {
  return order.totalCents - refunded.cents - (order.feeCents - refunded.feeCents);
}
