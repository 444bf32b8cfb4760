import '../db/function-env';
import { beforeEach, describe, expect, it, vi } from 'vitest';

process.env.LOG_LEVEL = 'SILENT';

const claim = vi.fn();
const release = vi.fn();
vi.mock('../../../functions/lib/domain/stripe-events', () => ({ ProcessedEvents: { claim: (...a: unknown[]) => claim(...a), release: (...a: unknown[]) => release(...a) } }));
const advance = vi.fn();
vi.mock('../../../functions/lib/domain/orders', () => ({ Orders: { advance: (...a: unknown[]) => advance(...a) } }));
const byStripeAccount = vi.fn();
const setPaymentStatus = vi.fn();
vi.mock('../../../functions/lib/domain/restaurants', () => ({
  Restaurants: { byStripeAccount: (...a: unknown[]) => byStripeAccount(...a), setPaymentStatus: (...a: unknown[]) => setPaymentStatus(...a) },
}));

const { handlePaymentEvent } = await import('../../../functions/lib/domain/checkout/payment-events');
const { ConflictError, NotFoundError } = await import('../../../functions/lib/errors');

const session = { id: 'cs_1', orderId: 'order-1', status: 'complete' as const, paymentStatus: 'paid' as const, amountTotalCents: 2000 };

beforeEach(() => {
  vi.resetAllMocks();
  claim.mockResolvedValue(true);
  advance.mockResolvedValue({ id: 'order-1', status: 'paid' });
});

describe('handlePaymentEvent', () => {
  it('claims the event id, then moves the order pending_payment -> paid', async () => {
    expect(await handlePaymentEvent({ id: 'evt_1', kind: 'checkout_completed', session })).toBe('processed');
    expect(claim).toHaveBeenCalledWith('evt_1');
    expect(advance).toHaveBeenCalledWith('order-1', 'pending_payment', 'paid');
    expect(release).not.toHaveBeenCalled();
  });

  it('does nothing for an event id seen before', async () => {
    claim.mockResolvedValue(false);
    expect(await handlePaymentEvent({ id: 'evt_1', kind: 'checkout_completed', session })).toBe('duplicate');
    expect(advance).not.toHaveBeenCalled();
  });

  it('gives the claim back when acting fails, so Stripe retries the event', async () => {
    advance.mockRejectedValue(new Error('DynamoDB is down'));
    await expect(handlePaymentEvent({ id: 'evt_2', kind: 'checkout_completed', session })).rejects.toThrow('DynamoDB is down');
    expect(release).toHaveBeenCalledWith('evt_2');
  });

  it('keeps the claim for an unknown or already-final order: acknowledged, nothing to retry', async () => {
    advance.mockRejectedValueOnce(new NotFoundError('Order not found'));
    expect(await handlePaymentEvent({ id: 'evt_3', kind: 'checkout_completed', session })).toBe('processed');
    advance.mockRejectedValueOnce(new ConflictError('The order is already paid', 'status_conflict', { status: 'paid' }));
    expect(await handlePaymentEvent({ id: 'evt_4', kind: 'checkout_expired', session: { ...session, paymentStatus: 'unpaid' } })).toBe('processed');
    expect(advance).toHaveBeenLastCalledWith('order-1', 'pending_payment', 'expired');
    expect(release).not.toHaveBeenCalled();
  });

  it('leaves an unpaid completed session alone', async () => {
    await handlePaymentEvent({ id: 'evt_5', kind: 'checkout_completed', session: { ...session, paymentStatus: 'unpaid' } });
    expect(advance).not.toHaveBeenCalled();
  });

  it("updates the restaurant's flags on account.updated, and ignores an unknown account", async () => {
    byStripeAccount.mockResolvedValueOnce({ id: 'rest-1' }).mockResolvedValueOnce(null);
    await handlePaymentEvent({ id: 'evt_6', kind: 'account_updated', accountId: 'acct_1', chargesEnabled: true, payoutsEnabled: false });
    expect(setPaymentStatus).toHaveBeenCalledWith('rest-1', { chargesEnabled: true, payoutsEnabled: false });
    await handlePaymentEvent({ id: 'evt_7', kind: 'account_updated', accountId: 'acct_x', chargesEnabled: true, payoutsEnabled: true });
    expect(setPaymentStatus).toHaveBeenCalledTimes(1);
  });

  it('ignores other event types without claiming them', async () => {
    expect(await handlePaymentEvent({ id: 'evt_8', kind: 'other', type: 'payment_intent.created' })).toBe('ignored');
    expect(claim).not.toHaveBeenCalled();
  });
});
