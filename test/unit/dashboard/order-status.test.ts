import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '../../../shared/constants';
import {
  advanceLabel,
  canAdvance,
  invalidTransitionMessage,
  KITCHEN_LABELS,
  nextStatus,
  RUNNER_LABELS,
  staleOrderMessage,
} from '../../../shared/order-status';

describe('the staff order status machine', () => {
  it('moves paid -> in_progress -> ready -> served, one step at a time', () => {
    expect(nextStatus('paid')).toBe('in_progress');
    expect(nextStatus('in_progress')).toBe('ready');
    expect(nextStatus('ready')).toBe('served');
    expect(canAdvance('paid', 'in_progress')).toBe(true);
    expect(canAdvance('in_progress', 'ready')).toBe(true);
    expect(canAdvance('ready', 'served')).toBe(true);
  });

  it('allows exactly those three moves out of every pair of statuses', () => {
    const allowed: string[] = [];
    for (const from of ORDER_STATUSES) for (const to of ORDER_STATUSES) if (canAdvance(from, to)) allowed.push(`${from}>${to}`);
    expect(allowed.sort()).toEqual(['in_progress>ready', 'paid>in_progress', 'ready>served']);
  });

  it('refuses skipping, going back, standing still and leaving terminal or unpaid states', () => {
    expect(canAdvance('paid', 'ready')).toBe(false);
    expect(canAdvance('paid', 'served')).toBe(false);
    expect(canAdvance('ready', 'in_progress')).toBe(false);
    expect(canAdvance('ready', 'ready')).toBe(false);
    expect(canAdvance('pending_payment', 'paid')).toBe(false);
    expect(canAdvance('served', 'paid')).toBe(false);
    for (const status of ['served', 'pending_payment', 'canceled', 'expired'] as OrderStatus[]) expect(nextStatus(status)).toBeNull();
  });

  it("labels the ticket's advance button Start, Mark Ready, Mark Served, and shows none once served", () => {
    expect(advanceLabel('paid')).toBe('Start');
    expect(advanceLabel('in_progress')).toBe('Mark Ready');
    expect(advanceLabel('ready')).toBe('Mark Served');
    expect(advanceLabel('served')).toBeNull();
    expect(advanceLabel('pending_payment')).toBeNull();
  });

  it('gives the kitchen Start Preparation and Mark Ready, and the runner Mark Served', () => {
    expect(KITCHEN_LABELS).toEqual({ paid: 'Start Preparation', in_progress: 'Mark Ready' });
    expect(RUNNER_LABELS).toEqual({ ready: 'Mark Served' });
  });

  it('explains a refused move and a stale ticket in the board words', () => {
    expect(invalidTransitionMessage('paid', 'served')).toBe('An order cannot move from Paid to Served.');
    expect(staleOrderMessage('ready')).toBe('This order was already moved to Ready.');
    expect(staleOrderMessage('in_progress')).toBe('This order was already moved to In Progress.');
    expect(staleOrderMessage('served')).toBe('This order was already moved to Served.');
    expect(staleOrderMessage('canceled')).toBe('This order was canceled and is no longer on the board.');
  });
});
