/**
 * Refunds (issue 27): POST .../orders/{orderId}/refunds (owners and managers) and the refunds an order carries.
 * The arithmetic is shared/refunds.ts; the server refunds what it computes, never an amount the client sends
 * for items or the tax.
 */
import * as z from '../zod';
import { REFUND_REASONS } from '../refunds';
import { isoDate } from './common';

export const REFUND_NOTE_MAX = 500;
/** The most lines one refund by item may name (an order has at most 100 lines). */
const MAX_REFUND_LINES = 100;
const cents = z
  .number({ error: 'must be a number of cents' })
  .check(z.int('must be whole cents'), z.minimum(1, 'must be at least 1 cent'), z.maximum(99_999_999, 'is too large'));

/**
 * A refund request. `requestId` is the client's key for this one refund: the dialog makes it once and sends it again
 * on a retry, so a double click or a retry makes one refund.
 */
const refundRequestBase = {
  requestId: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8 to 64 letters, digits, _ or -')),
  reason: z.enum(REFUND_REASONS, `must be one of ${REFUND_REASONS.join(', ')}`),
  note: z.optional(
    z.string().check(z.trim(), z.maxLength(REFUND_NOTE_MAX, `must be at most ${REFUND_NOTE_MAX} characters`)),
  ),
};
export const refundRequestSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('items'),
      lines: z
        .array(
          z.strictObject({
            position: z.int().check(z.minimum(0), z.maximum(999)),
            qty: z.number().check(z.int('must be whole'), z.minimum(1, 'must be at least 1'), z.maximum(999)),
          }),
        )
        .check(z.minLength(1, 'choose at least one dish'), z.maxLength(MAX_REFUND_LINES)),
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
  note: z.nullable(z.string()),
  status: z.enum(REFUND_STATUSES),
  amountCents: z.int(),
  subtotalCents: z.int(),
  taxCents: z.int(),
  tipCents: z.int(),
  /** The platform fee given back with it. */
  feeCents: z.int(),
  lines: z.array(z.object({ position: z.int(), qty: z.int(), amountCents: z.int() })),
  /** This refund canceled the order (in full, before preparation started). */
  canceledOrder: z.boolean(),
  failureReason: z.nullable(z.string()),
  /** A round paid in shares of a table's bill: whose payment this part goes back to (absent otherwise). */
  payerName: z.optional(z.string()),
  createdAt: isoDate,
  succeededAt: z.nullable(isoDate),
  failedAt: z.nullable(isoDate),
});
export type Refund = z.infer<typeof refundSchema>;

/** What has been given back of each part so far (refunds pending or done). */
export const refundedPartsSchema = z.object({
  subtotalCents: z.int(),
  taxCents: z.int(),
  tipCents: z.int(),
  feeCents: z.int(),
});

/** A chargeback on the order's payment. */
export const orderDisputeSchema = z.object({
  status: z.string(),
  amountCents: z.int(),
  reason: z.string(),
  evidenceDueBy: z.nullable(isoDate),
  openedAt: isoDate,
  closedAt: z.nullable(isoDate),
});
export type OrderDispute = z.infer<typeof orderDisputeSchema>;

/** The diner's view of a refund: how much, and whether it went through. */
export const publicRefundSchema = z.pick(refundSchema, {
  id: true,
  status: true,
  amountCents: true,
  createdAt: true,
  lines: true,
  tipCents: true,
});
