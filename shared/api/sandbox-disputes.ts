/**
 * The sandbox's dispute control (local runs and sandbox stages only; 404 with Stripe): the owner opens a dispute on a
 * paid order as the card holder's bank would, then closes it won or lost, so the dispute can be tried and shown.
 */
import * as z from '../zod';

export const SANDBOX_DISPUTE_REASONS = ['fraudulent', 'product_not_received', 'product_unacceptable', 'duplicate', 'general'] as const;

export const sandboxDisputeRequestSchema = z.discriminatedUnion(
  'action',
  [
    z.strictObject({
      action: z.literal('open'),
      reason: z._default(
        z.enum(SANDBOX_DISPUTE_REASONS, `must be one of ${SANDBOX_DISPUTE_REASONS.join(', ')}`),
        'fraudulent',
      ),
    }),
    z.strictObject({ action: z.literal('won') }),
    z.strictObject({ action: z.literal('lost') }),
  ],
  { error: "action must be 'open', 'won' or 'lost'" },
);
export type SandboxDisputeRequest = z.infer<typeof sandboxDisputeRequestSchema>;
