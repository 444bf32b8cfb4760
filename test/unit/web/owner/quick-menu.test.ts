import { describe, expect, it } from 'vitest';
import { quickMenuRequest } from '../../../../web/src/features/owner/onboarding/quick-menu';

// How a typed price becomes cents is money-input's rule (test/unit/web/money-input.test.ts).
describe('the quick menu price, typed in dollars', () => {
  it('is sent in whole cents, rounded half up on the digits as typed, a decimal comma read as a point', () => {
    const rows = ['8.50', ' 12 ', '12.345', '1.005', '8,50', ',5'].map((price, key) => ({ key, name: `Dish ${key}`, price, description: '' }));
    expect(quickMenuRequest('Mains', rows)?.items.map((i) => i.priceCents)).toEqual([850, 1200, 1235, 101, 850, 50]);
  });

  it('is 0 for anything that is not a price, so the row is not saved', () => {
    for (const price of ['', 'abc', '1,000.50', '1e3e2', 'Infinity', '1.2.3', '-5', '0']) {
      expect(quickMenuRequest('Mains', [{ key: 1, name: 'Soup', price, description: '' }]), price).toBeNull();
    }
  });
});
