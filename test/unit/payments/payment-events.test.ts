import '../db/function-env';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../../functions/lib/db/service';

process.env.LOG_LEVEL = 'SILENT';

const claim = vi.fn();
const release = vi.fn();
vi.mock('../../../functions/lib/domain/stripe-events', () => ({ createProcessedEvents: () => ({ claim: (...a: unknown[]) => claim(...a), release: (...a: unknown[]) => release(...a) }) }));
const markOrderPaid = vi.fn();
const markOrderExpired = vi.fn();
vi.mock('../../../functions/lib/domain/checkout/payment-outcomes', () => ({
  markOrderPaid: (...a: unknown[]) => markOrderPaid(...a),
  markOrderExpired: (...a: unknown[]) => markOrderExpired(...a),
}));
const byStripeAccount = vi.fn();
const setPaymentStatus = vi.fn();
vi.mock('../../../functions/lib/domain/restaurants', () => ({
  createRestaurants: () => ({ byStripeAccount: (...a: unknown[]) => byStripeAccount(...a), setPaymentStatus: (...a: unknown[]) => setPaymentStatus(...a) }),
}));

const { handlePaymentEvent: handleWith } = await import('../../../functions/lib/domain/checkout/payment-events');
/** The service is never reached: everything that would use it is mocked above. */
const db = {} as Db;
const handlePaymentEvent = (event: Parameters<typeof handleWith>[1]) => handleWith(db, event);

const session = {
  id: 'cs_1',
  orderId: 'order-1',
  status: 'complete' as const,
  paymentStatus: 'paid' as const,
  amountTotalCents: 2000,
  currency: 'USD',
  url: null,
  expiresAt: null,
  paymentIntentId: 'pi_1',
};

beforeEach(() => {
  vi.resetAllMocks();
  claim.mockResolvedValue(true);
  markOrderPaid.mockResolvedValue({ id: 'order-1', status: 'paid' });
});

describe('handlePaymentEvent', () => {
  it("claims the event id, then pays the session's order, naming the event's account", async () => {
    expect(await handlePaymentEvent({ id: 'evt_1', account: null, kind: 'checkout_completed', session })).toBe('processed');
    expect(claim).toHaveBeenCalledWith('evt_1');
    expect(markOrderPaid).toHaveBeenCalledWith(db, session, { account: null });
    await handlePaymentEvent({ id: 'evt_1b', account: 'acct_9', kind: 'checkout_completed', session });
    expect(markOrderPaid).toHaveBeenLastCalledWith(db, session, { account: 'acct_9' });
    expect(release).not.toHaveBeenCalled();
  });

  it('does nothing for an event id seen before', async () => {
    claim.mockResolvedValue(false);
    expect(await handlePaymentEvent({ id: 'evt_1', account: null, kind: 'checkout_completed', session })).toBe('duplicate');
    expect(markOrderPaid).not.toHaveBeenCalled();
  });

  it('gives the claim back when acting fails, so Stripe retries the event', async () => {
    markOrderPaid.mockRejectedValue(new Error('DynamoDB is down'));
    await expect(handlePaymentEvent({ id: 'evt_2', account: null, kind: 'checkout_completed', session })).rejects.toThrow('DynamoDB is down');
    expect(release).toHaveBeenCalledWith('evt_2');
  });

  it('keeps the claim when nothing changed (unknown, final or mismatched order): acknowledged, nothing to retry', async () => {
    markOrderPaid.mockResolvedValue(null);
    expect(await handlePaymentEvent({ id: 'evt_3', account: null, kind: 'checkout_completed', session })).toBe('processed');
    markOrderExpired.mockResolvedValue(null);
    const expired = { ...session, paymentStatus: 'unpaid' as const };
    expect(await handlePaymentEvent({ id: 'evt_4', account: null, kind: 'checkout_expired', session: expired })).toBe('processed');
    expect(markOrderExpired).toHaveBeenCalledWith(db, expired);
    expect(release).not.toHaveBeenCalled();
  });

  it("updates the restaurant's flags on account.updated, and ignores an unknown account", async () => {
    byStripeAccount.mockResolvedValueOnce({ id: 'rest-1' }).mockResolvedValueOnce(null);
    await handlePaymentEvent({ id: 'evt_6', account: 'acct_1', kind: 'account_updated', accountId: 'acct_1', chargesEnabled: true, payoutsEnabled: false });
    expect(setPaymentStatus).toHaveBeenCalledWith('rest-1', { chargesEnabled: true, payoutsEnabled: false });
    await handlePaymentEvent({ id: 'evt_7', account: null, kind: 'account_updated', accountId: 'acct_x', chargesEnabled: true, payoutsEnabled: true });
    expect(setPaymentStatus).toHaveBeenCalledTimes(1);
  });

  it("takes the flags from the account as the gateway has it now, when it can read it (events come out of order)", async () => {
    byStripeAccount.mockResolvedValue({ id: 'rest-1' });
    const currentAccount = vi.fn().mockResolvedValueOnce({ chargesEnabled: true, payoutsEnabled: true }).mockResolvedValueOnce(null);
    const stale = { account: 'acct_1', kind: 'account_updated' as const, accountId: 'acct_1', chargesEnabled: false, payoutsEnabled: false };
    await handleWith(db, { id: 'evt_10', ...stale }, { currentAccount });
    expect(currentAccount).toHaveBeenCalledWith('acct_1');
    expect(setPaymentStatus).toHaveBeenCalledWith('rest-1', { chargesEnabled: true, payoutsEnabled: true });
    // An account the gateway does not know changes nothing.
    await handleWith(db, { id: 'evt_11', ...stale }, { currentAccount });
    expect(setPaymentStatus).toHaveBeenCalledTimes(1);
  });

  it('gives the claim back when the account cannot be read, so Stripe retries', async () => {
    byStripeAccount.mockResolvedValue({ id: 'rest-1' });
    const currentAccount = vi.fn().mockRejectedValue(new Error('Stripe is down'));
    await expect(
      handleWith(db, { id: 'evt_12', account: null, kind: 'account_updated', accountId: 'acct_1', chargesEnabled: true, payoutsEnabled: true }, { currentAccount }),
    ).rejects.toThrow('Stripe is down');
    expect(release).toHaveBeenCalledWith('evt_12');
    expect(setPaymentStatus).not.toHaveBeenCalled();
  });

  it('ignores an account.updated sent on one connected account about another', async () => {
    byStripeAccount.mockResolvedValue({ id: 'rest-1' });
    await handlePaymentEvent({ id: 'evt_9', account: 'acct_evil', kind: 'account_updated', accountId: 'acct_1', chargesEnabled: true, payoutsEnabled: true });
    expect(setPaymentStatus).not.toHaveBeenCalled();
  });

  it('ignores other event types without claiming them', async () => {
    expect(await handlePaymentEvent({ id: 'evt_8', account: null, kind: 'other', type: 'payment_intent.created' })).toBe('ignored');
    expect(claim).not.toHaveBeenCalled();
  });
});
