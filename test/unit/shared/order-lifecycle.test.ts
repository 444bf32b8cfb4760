/** The order's transitions table: every move of its status and payment state, and who may make it. */
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../../../shared/constants';
import { moveAllowed, movesBy, PAYMENT_STATES, paymentStateFromStatus, type OrderActor } from '../../../shared/order-lifecycle';
import { NEXT_STATUS } from '../../../shared/order-status';

const ACTORS: OrderActor[] = ['staff', 'payment', 'refund'];

/** Every allowed move of a kind, as "from>to by actor", found by asking about every pair and actor. */
function allowed(kind: 'status' | 'payment'): string[] {
  const states: readonly string[] = kind === 'status' ? ORDER_STATUSES : PAYMENT_STATES;
  const found: string[] = [];
  for (const actor of ACTORS) {
    for (const from of states) {
      for (const to of states) {
        if (moveAllowed(kind, from as never, to as never, actor)) found.push(`${from}>${to} by ${actor}`);
      }
    }
  }
  return found.sort();
}

describe('status moves', () => {
  it('are exactly the staff, payment and refund moves, each for its own actor', () => {
    expect(allowed('status')).toEqual(
      [
        // Staff at the board.
        'paid>in_progress by staff',
        'in_progress>ready by staff',
        'ready>served by staff',
        // The checkout's outcome.
        'pending_payment>paid by payment',
        'pending_payment>expired by payment',
        'pending_payment>canceled by payment',
        // A full refund before preparation starts.
        'paid>canceled by refund',
      ].sort(),
    );
  });

  it('refuses a served order going back to paid, whoever asks', () => {
    for (const actor of ACTORS) expect(moveAllowed('status', 'served', 'paid', actor)).toBe(false);
  });

  it('refuses staff canceling a paid order (only a refund cancels it), and a payment moving the kitchen on', () => {
    expect(moveAllowed('status', 'paid', 'canceled', 'staff')).toBe(false);
    expect(moveAllowed('status', 'paid', 'canceled', 'payment')).toBe(false);
    expect(moveAllowed('status', 'paid', 'in_progress', 'payment')).toBe(false);
    expect(moveAllowed('status', 'pending_payment', 'paid', 'staff')).toBe(false);
  });

  it('refuses a refund canceling an order already in preparation, or one never paid', () => {
    for (const from of ['in_progress', 'ready', 'served', 'pending_payment'] as const) expect(moveAllowed('status', from, 'canceled', 'refund')).toBe(false);
  });

  it("give the board's next status: one staff move out of each status at most, the table's staff moves", () => {
    const staff = movesBy('status', 'staff');
    expect(new Set(staff.map((move) => move.from)).size).toBe(staff.length);
    expect(NEXT_STATUS).toEqual({ paid: 'in_progress', in_progress: 'ready', ready: 'served' });
  });
});

describe('payment state moves', () => {
  it('are a payment into paid, then any number of refunds until refunded', () => {
    expect(allowed('payment')).toEqual(
      [
        'unpaid>paid by payment',
        'paid>partially_refunded by refund',
        'paid>refunded by refund',
        'partially_refunded>partially_refunded by refund',
        'partially_refunded>refunded by refund',
        'partially_refunded>paid by refund',
        'refunded>partially_refunded by refund',
        'refunded>paid by refund',
      ].sort(),
    );
  });

  it('refuses a refund of an unpaid order; out of refunded only a failed refund moves, and never to unpaid', () => {
    expect(moveAllowed('payment', 'unpaid', 'refunded', 'refund')).toBe(false);
    expect(moveAllowed('payment', 'unpaid', 'partially_refunded', 'refund')).toBe(false);
    for (const to of PAYMENT_STATES) for (const actor of ['staff', 'payment'] as const) expect(moveAllowed('payment', 'refunded', to, actor)).toBe(false);
    expect(moveAllowed('payment', 'refunded', 'unpaid', 'refund')).toBe(false);
  });

  it('refuses staff any payment move, and a payment moving money back', () => {
    for (const from of PAYMENT_STATES) for (const to of PAYMENT_STATES) expect(moveAllowed('payment', from, to, 'staff')).toBe(false);
    expect(moveAllowed('payment', 'paid', 'refunded', 'payment')).toBe(false);
    expect(moveAllowed('payment', 'paid', 'unpaid', 'refund')).toBe(false);
  });
});

describe('the payment state of an order stored before it was kept', () => {
  it('is unpaid for a checkout never paid: pending, expired, or canceled without a payment', () => {
    expect(paymentStateFromStatus('pending_payment', null)).toBe('unpaid');
    expect(paymentStateFromStatus('expired', null)).toBe('unpaid');
    expect(paymentStateFromStatus('canceled', null)).toBe('unpaid');
  });

  it('is paid for every status reached through a payment', () => {
    for (const status of ['paid', 'in_progress', 'ready', 'served'] as const) expect(paymentStateFromStatus(status, '2026-01-01T12:00:00.000Z')).toBe('paid');
    expect(paymentStateFromStatus('canceled', '2026-01-01T12:00:00.000Z')).toBe('paid');
  });
});
