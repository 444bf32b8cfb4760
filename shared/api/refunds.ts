/**
 * Refunds (issue 27): POST .../orders/{orderId}/refunds (owners and managers) and the refunds an order carries.
 * The arithmetic is shared/refunds.ts; the server refunds what it computes, never an amount the client sends
 * for items or the tax.
 */
import * as z from 'zod';
import { REFUND_REASONS } from '../refunds';
import { isoDate } from './common';

export const REFUND_NOTE_MAX = 500;
/** The most lines one refund by item may name (an order has at most 100 lines). */
const MAX_REFUND_LINES = 100;
const cents = z.number({ error: 'must be a number of cents' }).int('must be whole cents').min(1, 'must be at least 1 cent').max(99_999_999, 'is too large');

/**
 * A refund request. `requestId` is the client's key for this one refund: the dialog makes it once and sends it again
 * on a retry, so a double click or a retry makes one refund.
 */
const refundRequestBase = {
  requestId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8 to 64 letters, digits, _ or -'),
  reason: z.enum(REFUND_REASONS, `must be one of ${REFUND_REASONS.join(', ')}`),
  note: z.string().trim().max(REFUND_NOTE_MAX, `must be at most ${REFUND_NOTE_MAX} characters`).optional(),
};
export const refundRequestSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('items'),
      lines: z
        .array(z.strictObject({ position: z.number().int().min(0).max(999), qty: z.number().int('must be whole').min(1, 'must be at least 1').max(999) }))
        .min(1, 'choose at least one dish')
        .max(MAX_REFUND_LINES),
      ...refundRequestBase,
    }),
    z.strictObject({ kind: z.literal('tip'), amountCents: cents, ...refundRequestBase }),
    z.strictObject({ kind: z.literal('amount'), amountCents: cents, ...refundRequestBase }),
    z.strictObject({ kind: z.literal('full'), ...refundRequestBase }),
  ],
  { error: "kind must be 'items', 'tip', 'amount' or 'full'" },
);
export type RefundRequestBody = z.infer<typeof refundRequestSchema>;

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;

/** One refund as staff see it. */
export const refundSchema = z.object({
  id: z.string(),
  kind: z.enum(['items', 'tip', 'amount', 'full']),
  reason: z.enum(REFUND_REASONS),
  note: z.string().nullable(),
  status: z.enum(REFUND_STATUSES),
  amountCents: z.number().int(),
  subtotalCents: z.number().int(),
  taxCents: z.number().int(),
  tipCents: z.number().int(),
  /** The platform fee given back with it. */
  feeCents: z.number().int(),
  lines: z.array(z.object({ position: z.number().int(), qty: z.number().int(), amountCents: z.number().int() })),
  /** This refund canceled the order (in full, before preparation started). */
  canceledOrder: z.boolean(),
  failureReason: z.string().nullable(),
  /** A round paid in shares of a table's bill: whose payment this part goes back to (absent otherwise). */
  payerName: z.string().optional(),
  createdAt: isoDate,
  succeededAt: isoDate.nullable(),
  failedAt: isoDate.nullable(),
});
export type Refund = z.infer<typeof refundSchema>;

/** What has been given back of each part so far (refunds pending or done). */
export const refundedPartsSchema = z.object({
  subtotalCents: z.number().int(),
  taxCents: z.number().int(),
  tipCents: z.number().int(),
  feeCents: z.number().int(),
});

/** A chargeback on the order's payment. */
export const orderDisputeSchema = z.object({
  status: z.string(),
  amountCents: z.number().int(),
  reason: z.string(),
  evidenceDueBy: isoDate.nullable(),
  openedAt: isoDate,
  closedAt: isoDate.nullable(),
});
export type OrderDispute = z.infer<typeof orderDisputeSchema>;

/** The diner's view of a refund: how much, and whether it went through. */
export const publicRefundSchema = refundSchema.pick({ id: true, status: true, amountCents: true, createdAt: true, lines: true, tipCents: true });
