import { describe, expect, it } from 'vitest';
import type { CartLine } from '../../../../web/src/features/diner/cart/cart-line';
import { checkoutRequest, createAttemptTracker } from '../../../../web/src/features/diner/cart/checkout-request';
import { customTipCents, toTipChoice } from '../../../../web/src/features/diner/cart/tip';
import { createPaymentRequestSchema } from '../../../../shared/api';

const line: CartLine = {
  key: 'pizza|large,mushrooms|',
  itemId: 'pizza',
  optionIds: ['large', 'mushrooms'],
  comboChoices: [],
  name: 'Wood-fired Margherita',
  optionNames: ['Large (14")', 'Mushrooms'],
  unitPriceCents: 1950,
  qty: 2,
};

const input = { restaurantId: 'r1', lines: [line], tableLabel: ' 5 ', note: '  ', tip: toTipChoice({ kind: 'percent', percent: 18 }), lang: 'es' as const };

describe('the create-payment request', () => {
  it('sends the ingredients a line leaves out, which the API accepts', () => {
    const noBasil: CartLine = { ...line, key: 'pizza|large,mushrooms||-basil', removedIngredientIds: ['basil'], removedNames: ['Basil'] };
    const request = checkoutRequest({ ...input, lines: [noBasil, line] });
    expect(request.items.map((i) => i.removedIngredientIds)).toEqual([['basil'], []]);
    expect(JSON.stringify(request)).not.toContain('Basil');
    const attemptId = '5b0c4b6e-5a4f-4c1e-9f0a-0d6f2b1c3a4e';
    expect(createPaymentRequestSchema.safeParse({ ...request, attemptId }).success).toBe(true);
  });

  it('sends ids, quantities and choices - never prices - and is what the API accepts', () => {
    const request = checkoutRequest(input);
    expect(request).toEqual({
      restaurantId: 'r1',
      items: [{ itemId: 'pizza', qty: 2, optionIds: ['large', 'mushrooms'], comboChoices: [], note: null, removedIngredientIds: [] }],
      tableLabel: '5',
      note: null,
      tip: { kind: 'percent', percent: 18 },
      lang: 'es',
    });
    expect(JSON.stringify(request)).not.toContain('1950');
    const attemptId = '5b0c4b6e-5a4f-4c1e-9f0a-0d6f2b1c3a4e';
    expect(createPaymentRequestSchema.safeParse({ ...request, attemptId }).success).toBe(true);
  });

  it('keeps the attempt id for the same request (double click, retry) and makes a new one when anything changes', () => {
    let n = 0;
    const attempts = createAttemptTracker(() => `attempt-${++n}`);
    const first = checkoutRequest(input);
    expect(attempts.idFor(first)).toBe('attempt-1');
    expect(attempts.idFor(checkoutRequest(input))).toBe('attempt-1');
    expect(attempts.idFor(checkoutRequest({ ...input, tip: toTipChoice({ kind: 'percent', percent: 20 }) }))).toBe('attempt-2');
    expect(attempts.idFor(checkoutRequest({ ...input, tip: toTipChoice({ kind: 'percent', percent: 20 }) }))).toBe('attempt-2');
    attempts.end();
    expect(attempts.idFor(first)).toBe('attempt-3');
  });
});

describe('custom tip (SPEC.md 5)', () => {
  it('reads dollars as cents, rounding half up; anything non-numeric or negative is 0', () => {
    expect(customTipCents('5')).toBe(500);
    expect(customTipCents('2.5')).toBe(250);
    expect(customTipCents('0.295')).toBe(30);
    expect(customTipCents('3,75')).toBe(375);
    expect(customTipCents('')).toBe(0);
    expect(customTipCents('abc')).toBe(0);
    expect(customTipCents('-4')).toBe(0);
    expect(customTipCents('999999')).toBe(1_000_00);
    expect(toTipChoice({ kind: 'custom', amount: '4.20' })).toEqual({ kind: 'custom', cents: 420 });
  });
});
