/**
 * The sandbox's Connect pieces without the stack: the account state each set of steps gives, the account.updated
 * event it sends (verified and read exactly like Stripe's), and the hosted look-alike's HTML.
 */
import '../db/function-env';
import { describe, expect, it } from 'vitest';
import { SANDBOX_STEP_REQUIREMENTS } from '../../../shared/api/payments';
import { accountStateAfter, ALL_SANDBOX_REQUIREMENTS, sandboxAccountId, type SandboxAccount } from '../../../functions/lib/payments/sandbox/connect-accounts';
import { sandboxAccountEvent, signPayload } from '../../../functions/lib/payments/sandbox/events';
import { onboardingStepPage } from '../../../functions/lib/payments/sandbox/onboarding-page';
import { verifyStripeEvent } from '../../../functions/lib/payments/stripe-events';

describe('sandbox accounts', () => {
  it('derive their id from the idempotency key: the same key, the same account', () => {
    expect(sandboxAccountId('connect-account-r1')).toBe(sandboxAccountId('connect-account-r1'));
    expect(sandboxAccountId('connect-account-r1')).not.toBe(sandboxAccountId('connect-account-r2'));
    expect(sandboxAccountId('connect-account-r1')).toMatch(/^acct_sandbox_[0-9a-f]{24}$/);
  });

  it('start with every requirement due; each step clears its own; the last enables charges and payouts', () => {
    expect(accountStateAfter([])).toEqual({
      completedSteps: [],
      currentlyDue: [...ALL_SANDBOX_REQUIREMENTS],
      chargesEnabled: false,
      payoutsEnabled: false,
      detailsSubmitted: false,
    });
    expect(accountStateAfter(['business']).currentlyDue).toEqual([...SANDBOX_STEP_REQUIREMENTS.bank, ...SANDBOX_STEP_REQUIREMENTS.terms]);
    expect(accountStateAfter(['business', 'bank'])).toMatchObject({ currentlyDue: [...SANDBOX_STEP_REQUIREMENTS.terms], chargesEnabled: false });
    expect(accountStateAfter(['terms', 'business', 'bank'])).toEqual({
      completedSteps: ['business', 'bank', 'terms'],
      currentlyDue: [],
      chargesEnabled: true,
      payoutsEnabled: true,
      detailsSubmitted: true,
    });
  });
});

describe("the sandbox's account.updated", () => {
  const account = {
    accountId: 'acct_sandbox_0123456789abcdef01234567',
    restaurantId: 'rest-1',
    businessName: 'Chez Test',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...accountStateAfter(['business', 'bank', 'terms']),
  } as SandboxAccount;

  it('is a Connect endpoint event that the webhook verifies and reads as account_updated', () => {
    const event = sandboxAccountEvent(account);
    const body = JSON.parse(event.payload);
    expect(body).toMatchObject({
      id: event.id,
      object: 'event',
      type: 'account.updated',
      account: account.accountId,
      livemode: false,
      data: {
        object: {
          id: account.accountId,
          object: 'account',
          type: 'express',
          charges_enabled: true,
          payouts_enabled: true,
          details_submitted: true,
          metadata: { restaurantId: 'rest-1' },
          requirements: { currently_due: [], past_due: [] },
        },
      },
    });
    const verified = verifyStripeEvent(event.payload, signPayload(event.payload, 'whsec_unit'), ['whsec_unit']);
    expect(verified).toEqual({
      id: event.id,
      account: account.accountId,
      kind: 'account_updated',
      accountId: account.accountId,
      chargesEnabled: true,
      payoutsEnabled: true,
    });
  });
});

describe('the hosted onboarding look-alike', () => {
  it('is marked SANDBOX, escapes what was typed, shows the errors as an alert and posts to its step', () => {
    const html = onboardingStepPage({
      step: 'business',
      completed: [],
      action: '/sandbox/connect/onboarding/sandbox_link_1/business',
      values: { businessName: '<script>alert(1)</script>' },
      errors: ['Business website is required'],
    });
    expect(html).toContain('SANDBOX');
    expect(html).not.toContain('<script>');
    expect(html).toContain('value="&#60;script&#62;alert(1)&#60;/script&#62;"');
    expect(html).toContain('<div class="errors" role="alert"><ul><li>Business website is required</li></ul></div>');
    expect(html).toContain('action="/sandbox/connect/onboarding/sandbox_link_1/business"');
    expect(html).toContain('aria-current="step"');
  });

  it('starts the bank step with the only test numbers it accepts', () => {
    const html = onboardingStepPage({ step: 'bank', completed: ['business'], action: '/x' });
    expect(html).toContain('value="110000000"');
    expect(html).toContain('value="000123456789"');
  });
});
