import { describe, expect, it } from 'vitest';
import { kitchenUrgency, paidAge } from '../../../../web/src/features/dashboard/orders/order-age';
import { formatElapsedMinutes as formatAge } from '../../../../web/src/lib/format';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const MIN = 60_000;

describe('ticket age', () => {
  it("says '<1m' under a minute, then whole minutes", () => {
    expect(formatAge(ago(0), NOW)).toBe('<1m');
    expect(formatAge(ago(59_999), NOW)).toBe('<1m');
    expect(formatAge(ago(MIN), NOW)).toBe('1m');
    expect(formatAge(ago(14 * MIN + 59_000), NOW)).toBe('14m');
    expect(formatAge(ago(125 * MIN), NOW)).toBe('125m');
  });

  it("never counts backwards when a clock is ahead, and says '<1m' without a time", () => {
    expect(formatAge(new Date(NOW + 5 * MIN).toISOString(), NOW)).toBe('<1m');
    expect(formatAge(null, NOW)).toBe('<1m');
  });

  it('counts the Orders board from payment', () => {
    expect(paidAge({ paidAt: ago(3 * MIN), createdAt: ago(9 * MIN) }, NOW)).toBe('3m');
  });
});

describe('kitchen colours', () => {
  const waiting = (paidMsAgo: number) => ({ paidAt: ago(paidMsAgo), prepStartedAt: null, createdAt: ago(paidMsAgo + MIN) });

  it('is normal up to 10 minutes, yellow over 10, red over 20', () => {
    expect(kitchenUrgency(waiting(10 * MIN), NOW)).toBe('normal');
    expect(kitchenUrgency(waiting(10 * MIN + 1000), NOW)).toBe('warn');
    expect(kitchenUrgency(waiting(20 * MIN), NOW)).toBe('warn');
    expect(kitchenUrgency(waiting(20 * MIN + 1000), NOW)).toBe('late');
  });

  it('counts from the start of preparation once it started, not from payment', () => {
    const started = { paidAt: ago(25 * MIN), prepStartedAt: ago(5 * MIN), createdAt: ago(26 * MIN) };
    expect(kitchenUrgency(started, NOW)).toBe('normal');
    expect(kitchenUrgency({ ...started, prepStartedAt: ago(15 * MIN) }, NOW)).toBe('warn');
  });
});
