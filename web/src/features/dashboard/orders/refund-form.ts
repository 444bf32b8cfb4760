/**
 * The refund dialog's reading of what the owner chose: the order as shared/refunds.ts reads it (a line's index is
 * its position), the ask the form makes (or why it is not one yet), the request the API takes, and when an order may
 * be refunded at all. The preview and the server use the same planRefund, so what is shown is what goes back.
 */
import type { Order, RefundRequestBody } from '@shared/api';
import { isDisputeOpen, NOTHING_REFUNDED, type RefundableOrder, type RefundAsk, type RefundReasonCode } from '@shared/refunds';
import { parseMoneyInput } from '@/lib/money-input';

export type RefundMode = RefundAsk['kind'];

export interface RefundChoice {
  mode: RefundMode;
  /** Quantity to refund per line position (by dishes). */
  qty: Readonly<Record<number, number>>;
  /** The tip or the amount as typed. */
  tip: string;
  amount: string;
}

export const AMOUNT_HINT = 'Enter an amount in dollars, e.g. 5.00';

/** The order as the refund arithmetic reads it. */
export function refundableOf(order: Order): RefundableOrder {
  const parts = order.refunded ?? NOTHING_REFUNDED;
  return {
    subtotalCents: order.subtotalCents,
    taxCents: order.taxCents,
    taxIncluded: order.taxIncluded,
    tipCents: order.tipCents,
    totalCents: order.totalCents,
    feeCents: order.feeCents,
    lines: order.lines.map((line, position) => ({ position, qty: line.qty, lineTotalCents: line.lineTotalCents, refundedQty: line.refundedQty ?? 0 })),
    refunded: { cents: order.refundedCents, subtotalCents: parts.subtotalCents, taxCents: parts.taxCents, tipCents: parts.tipCents, feeCents: parts.feeCents },
  };
}

/** How many of a line can still be refunded by item. */
export const openQty = (line: Order['lines'][number]) => line.qty - (line.refundedQty ?? 0);

/** What is left of the tip to refund. */
export const tipLeft = (order: Order) => order.tipCents - (order.refunded?.tipCents ?? 0);

/** The ask the form makes, or why it is not one yet. */
export function askOf(choice: RefundChoice): { ok: true; ask: RefundAsk } | { ok: false; message: string } {
  switch (choice.mode) {
    case 'items': {
      const lines = Object.entries(choice.qty)
        .map(([position, qty]) => ({ position: Number(position), qty }))
        .filter((line) => line.qty > 0)
        .sort((a, b) => a.position - b.position);
      return { ok: true, ask: { kind: 'items', lines } };
    }
    case 'tip':
    case 'amount': {
      const cents = parseMoneyInput(choice.mode === 'tip' ? choice.tip : choice.amount);
      if (cents === null) return { ok: false, message: AMOUNT_HINT };
      return { ok: true, ask: { kind: choice.mode, amountCents: cents } };
    }
    case 'full':
      return { ok: true, ask: { kind: 'full' } };
  }
}

/** The request for an ask: the same requestId on every retry of one submission. */
export function requestOf(ask: RefundAsk, requestId: string, reason: RefundReasonCode, note: string): RefundRequestBody {
  const trimmed = note.trim();
  const base = { requestId, reason, ...(trimmed ? { note: trimmed } : {}) };
  switch (ask.kind) {
    case 'items':
      return { kind: 'items', lines: ask.lines.map(({ position, qty }) => ({ position, qty })), ...base };
    case 'tip':
    case 'amount':
      return { kind: ask.kind, amountCents: ask.amountCents, ...base };
    case 'full':
      return { kind: 'full', ...base };
  }
}

/** A new key for one refund: 32 hex digits (the API takes 8 to 64 of [A-Za-z0-9_-]). */
export const newRequestId = () => crypto.randomUUID().replaceAll('-', '');

/**
 * Whether the Refund button shows on the order, and if not, why (null: nothing to say, e.g. an unpaid order never
 * refundable). Staff are never told anything: the button is not theirs.
 */
export function refundAvailability(order: Order): { canRefund: true } | { canRefund: false; why: string | null } {
  if (order.paymentState === 'unpaid') return { canRefund: false, why: 'Not paid: there is nothing to refund.' };
  if (order.dispute && isDisputeOpen(order.dispute.status)) {
    return { canRefund: false, why: 'Refunds are paused while the card holder’s dispute is open.' };
  }
  if (order.totalCents - order.refundedCents <= 0) return { canRefund: false, why: 'Refunded in full: nothing is left to refund.' };
  return { canRefund: true };
}
