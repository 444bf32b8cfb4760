/**
 * The fee rule (issue 25 item 5: 5% of the bill before the tip, never of the tip; whole cents, half up) and
 * tax-included pricing (issue 25 item 1: menu prices hold the tax; it is shown, not added).
 */
import { describe, expect, it } from 'vitest';
import { includedTaxCents, platformFeeCents, priceOrder } from '../../../shared/pricing';

const noTip = { kind: 'none' } as const;

describe('the platform fee: 5% of the bill before the tip', () => {
  it('takes no fee on the tip: the same cart with any tip pays the same fee, and the tip goes to the restaurant whole', () => {
    const lines = [{ unitPriceCents: 2_000, qty: 1 }];
    const without = priceOrder({ lines, taxRateBps: 800, tip: noTip });
    const custom = priceOrder({ lines, taxRateBps: 800, tip: { kind: 'custom', cents: 1_000 } });
    const percent = priceOrder({ lines, taxRateBps: 800, tip: { kind: 'percent', percent: 20 } });
    // The bill: 20.00 + 8% tax = 21.60; 5% = 1.08.
    expect([without.feeCents, custom.feeCents, percent.feeCents]).toEqual([108, 108, 108]);
    expect(custom.totalCents).toBe(2_160 + 1_000);
    expect(custom.restaurantCents - without.restaurantCents).toBe(1_000);
  });

  it('is of the items and the tax as charged: subtotal + tax when added, the subtotal when included', () => {
    const lines = [{ unitPriceCents: 1_100, qty: 2 }];
    const added = priceOrder({ lines, taxRateBps: 1_000, tip: { kind: 'custom', cents: 300 } });
    expect(added).toMatchObject({ subtotalCents: 2_200, taxCents: 220, totalCents: 2_720, feeCents: 121 }); // 5% of 2,420
    const included = priceOrder({ lines, taxRateBps: 1_000, taxIncluded: true, tip: { kind: 'custom', cents: 300 } });
    expect(included).toMatchObject({ subtotalCents: 2_200, taxCents: 200, totalCents: 2_500, feeCents: 110 }); // 5% of 2,200
  });

  it('is whole cents, rounded half up at the half cent', () => {
    expect(platformFeeCents(1_010)).toBe(51); // 50.5 -> 51
    expect(platformFeeCents(1_009)).toBe(50); // 50.45 -> 50
    expect(platformFeeCents(1_030)).toBe(52); // 51.5 -> 52 (half up, not to even)
    expect(platformFeeCents(10)).toBe(1); // 0.5 -> 1
    expect(platformFeeCents(9)).toBe(0); // 0.45 -> 0
    for (const bill of [1, 49, 333, 1_999, 123_457]) expect(Number.isInteger(platformFeeCents(bill))).toBe(true);
  });

  it('leaves the restaurant the total less the fee', () => {
    const totals = priceOrder({ lines: [{ unitPriceCents: 1_010, qty: 1 }], taxRateBps: 0, tip: { kind: 'custom', cents: 200 } });
    expect(totals).toMatchObject({ totalCents: 1_210, feeCents: 51, restaurantCents: 1_159 });
  });
});

describe('tax included in the menu prices', () => {
  it('is subtotal x rate / (1 + rate), rounded half up to the cent', () => {
    expect(includedTaxCents(1_100, 1_000)).toBe(100); // exactly 1.00
    expect(includedTaxCents(1_000, 1_000)).toBe(91); // 90.909 -> 91
    expect(includedTaxCents(1_190, 1_900)).toBe(190); // 19% VAT in 11.90
    expect(includedTaxCents(1_000, 2_100)).toBe(174); // 173.55 -> 174
    expect(includedTaxCents(231, 1_000)).toBe(21); // exactly 21.0
    expect(includedTaxCents(11, 1_000)).toBe(1); // exactly 1.0
    expect(includedTaxCents(1_155, 1_000)).toBe(105); // exactly 105.0
    expect(includedTaxCents(385, 1_000)).toBe(35); // exactly 35.0
    expect(includedTaxCents(1_001, 1_000)).toBe(91); // 91.0
    expect(includedTaxCents(1_007, 1_000)).toBe(92); // 91.545 -> 92
    expect(includedTaxCents(1_006, 1_000)).toBe(91); // 91.45 -> 91
    expect(includedTaxCents(0, 1_000)).toBe(0);
    expect(includedTaxCents(1_000, 0)).toBe(0);
  });

  it('rounds an exact half cent up', () => {
    // 20% included is a sixth of the amount: 10.05 / 6 = 1.675 -> 1.68.
    expect(includedTaxCents(1_005, 2_000)).toBe(168);
    expect(includedTaxCents(1_004, 2_000)).toBe(167); // 167.33
    expect(includedTaxCents(1_003, 2_000)).toBe(167); // 167.17
  });

  it('is not added: the total is the subtotal plus the tip, and the order keeps the mode and rate', () => {
    const totals = priceOrder({
      lines: [
        { unitPriceCents: 1_250, qty: 2 },
        { unitPriceCents: 450, qty: 1 },
      ],
      taxRateBps: 1_000,
      taxIncluded: true,
      tip: { kind: 'percent', percent: 20 },
    });
    expect(totals).toEqual({
      lineTotalsCents: [2_500, 450],
      subtotalCents: 2_950,
      taxCents: 268, // 2,950 x 10 / 110 = 268.18
      taxIncluded: true,
      taxRateBps: 1_000,
      tipCents: 590,
      totalCents: 3_540,
      feeCents: 148, // 5% of 2,950 = 147.5 -> 148
      restaurantCents: 3_392,
    });
  });

  it('leaves tax-added pricing as it was when the mode is not given or false', () => {
    const lines = [{ unitPriceCents: 1_000, qty: 1 }];
    const implicit = priceOrder({ lines, taxRateBps: 800, tip: noTip });
    const explicit = priceOrder({ lines, taxRateBps: 800, taxIncluded: false, tip: noTip });
    expect(implicit).toEqual(explicit);
    expect(implicit).toMatchObject({ subtotalCents: 1_000, taxCents: 80, totalCents: 1_080, taxIncluded: false, taxRateBps: 800 });
  });
});
