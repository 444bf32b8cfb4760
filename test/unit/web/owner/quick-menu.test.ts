import { describe, expect, it } from 'vitest';
import { dollarsToCents, quickMenuRequest } from '../../../../web/src/features/owner/onboarding/quick-menu';

describe('the quick menu price, typed in dollars', () => {
  it('becomes whole cents, rounded half up on the digits as typed', () => {
    expect(dollarsToCents('8.50')).toBe(850);
    expect(dollarsToCents(' 12 ')).toBe(1200);
    expect(dollarsToCents('12.345')).toBe(1235);
    // Math.round(1.005 * 100) would give 100 (binary floating point).
    expect(dollarsToCents('1.005')).toBe(101);
  });

  it('takes a decimal comma as a point, as many owners type it', () => {
    expect(dollarsToCents('8,50')).toBe(850);
    expect(dollarsToCents(',5')).toBe(50);
  });

  it('is 0 for anything that is not a price, so the row is not saved', () => {
    for (const typed of ['', 'abc', '1,000.50', '1e3e2', 'Infinity', '1.2.3']) expect(dollarsToCents(typed), typed).toBe(0);
    expect(quickMenuRequest('Mains', [{ key: 1, name: 'Soup', price: 'abc', description: '' }])).toBeNull();
  });
});
