/**
 * The steps a paid order goes through as the diner sees them (SPEC.md 4: paid -> in_progress -> ready -> served).
 * Statuses only move forward, so of two reports (a live message and a fetch that crossed it) the later step wins.
 */
import type { OrderStatus } from '@shared/constants';
import type { MessageKey } from '../i18n/dictionaries/en';

export const PROGRESS_STEPS = [
  { status: 'paid', label: 'statusPaid' },
  { status: 'in_progress', label: 'statusPreparing' },
  { status: 'ready', label: 'statusReady' },
  { status: 'served', label: 'statusServed' },
] as const satisfies readonly { status: OrderStatus; label: MessageKey }[];

/** The step's position, or -1 for a status that is not one of the steps (pending_payment, expired...). */
export function progressIndex(status: OrderStatus): number {
  return PROGRESS_STEPS.findIndex((step) => step.status === status);
}

/** Of the status shown and one just reported, the one further along. */
export function furtherStatus(shown: OrderStatus, reported: OrderStatus): OrderStatus {
  return progressIndex(reported) > progressIndex(shown) ? reported : shown;
}

export const FINAL_STATUS: OrderStatus = 'served';

/** What the confirmation says about a paid order where it is now: no "in the kitchen queue" once it has moved on. */
export const PAID_STATUS_TEXT = {
  paid: 'paymentConfirmedText',
  in_progress: 'paymentConfirmedPreparing',
  ready: 'paymentConfirmedReady',
  served: 'paymentConfirmedServed',
} as const satisfies Partial<Record<OrderStatus, MessageKey>>;

export function paidStatusText(status: OrderStatus): MessageKey {
  return status in PAID_STATUS_TEXT ? PAID_STATUS_TEXT[status as keyof typeof PAID_STATUS_TEXT] : PAID_STATUS_TEXT.paid;
}
