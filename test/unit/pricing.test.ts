import { describe, expect, it } from 'vitest';
import {
  basisPointsOf,
  comboPriceCents,
  estimatedPrepMinutes,
  platformFeeCents,
  priceOrder,
  roundHalfUp,
  tipCents,
  unchargeableTotal,
  unitPriceCents,
} from '../../shared/pricing';
import { isOrderCode, newOrderCode, ORDER_CODE_ALPHABET } from '../../shared/order-code';

const noTip = { kind: 'none' } as const;

describe('the platform fee (SPEC example: the diner pays 20, the owner gets 19, the fee is 1)', () => {
  it('takes 5% of the amount charged', () => {
    const totals = priceOrder({ lines: [{ unitPriceCents: 2000, qty: 1 }], taxRateBps: 0, tip: noTip });
    expect(totals.totalCents).toBe(2000);
    expect(totals.feeCents).toBe(100);
    expect(totals.restaurantCents).toBe(1900);
  });

  it('is taken from the bill before the tip (items and tax) and rounds half up', () => {
    // 1610 x 5% = 80.5 -> 81
    expect(platformFeeCents(1610)).toBe(81);
    expect(platformFeeCents(1609)).toBe(80);
    const totals = priceOrder({ lines: [{ unitPriceCents: 1000, qty: 1 }], taxRateBps: 800, tip: { kind: 'percent', percent: 15 } });
    // 5% of 1080 (items 1000 + tax 80), not of the 1230 charged with the tip.
    expect(totals).toMatchObject({ subtotalCents: 1000, taxCents: 80, tipCents: 150, totalCents: 1230, feeCents: 54, restaurantCents: 1176 });
  });
});

describe('rounding', () => {
  it('rounds half up in exact integer arithmetic', () => {
    expect(roundHalfUp(5, 10)).toBe(1);
    expect(roundHalfUp(4, 10)).toBe(0);
    expect(roundHalfUp(15, 10)).toBe(2);
    expect(roundHalfUp(25, 10)).toBe(3); // not banker's rounding
  });

  it('rounds tax half up: 8% of $0.25 is 2 cents, 8% of $0.06 is 0 cents', () => {
    expect(basisPointsOf(25, 800)).toBe(2); // 2.0
    expect(basisPointsOf(1_256, 800)).toBe(100); // 100.48
    expect(basisPointsOf(1_269, 800)).toBe(102); // 101.52
    expect(basisPointsOf(6, 800)).toBe(0); // 0.48
    expect(basisPointsOf(1_875, 800)).toBe(150); // exactly 150
    expect(basisPointsOf(1_881, 800)).toBe(150); // 150.48
    expect(basisPointsOf(1_882, 800)).toBe(151); // 150.56
  });

  it('rounds an exact half-cent tax up', () => {
    expect(basisPointsOf(1_005, 1_000)).toBe(101); // 10% of $10.05 = 100.5
    expect(basisPointsOf(1_000, 875)).toBe(88); // 8.75% of $10.00 = 87.5
    const totals = priceOrder({ lines: [{ unitPriceCents: 1_000, qty: 1 }], taxRateBps: 875, tip: noTip });
    expect(totals).toMatchObject({ taxCents: 88, totalCents: 1_088 });
  });

  it('rounds percent tips half up on the subtotal', () => {
    expect(tipCents(1_250, { kind: 'percent', percent: 18 })).toBe(225); // 225.0
    expect(tipCents(1_003, { kind: 'percent', percent: 15 })).toBe(150); // 150.45
    expect(tipCents(1_010, { kind: 'percent', percent: 15 })).toBe(152); // 151.5 -> 152
    expect(tipCents(1_010, { kind: 'percent', percent: 20 })).toBe(202);
    expect(tipCents(1_010, { kind: 'percent', percent: 18 })).toBe(182); // 181.8
  });

  it('takes a custom tip as given, and no tip as 0', () => {
    expect(tipCents(1_010, { kind: 'custom', cents: 333 })).toBe(333);
    expect(tipCents(1_010, { kind: 'custom', cents: 0 })).toBe(0);
    expect(tipCents(1_010, noTip)).toBe(0);
  });
});

describe('lines and totals', () => {
  it('adds option deltas to the unit price and multiplies by the quantity', () => {
    // Margherita $14.00 + Large $4.00 + Olives $1.00 + Basil $0.50 = $19.50, x2 = $39.00
    const unit = unitPriceCents(1_400, [400, 100, 50]);
    expect(unit).toBe(1_950);
    const totals = priceOrder({
      lines: [
        { unitPriceCents: unit, qty: 2 },
        { unitPriceCents: 1_250, qty: 1 },
      ],
      taxRateBps: 800,
      tip: { kind: 'percent', percent: 18 },
    });
    expect(totals.lineTotalsCents).toEqual([3_900, 1_250]);
    expect(totals.subtotalCents).toBe(5_150);
    expect(totals.taxCents).toBe(412); // 412.0
    expect(totals.tipCents).toBe(927); // 927.0
    expect(totals.totalCents).toBe(5_150 + 412 + 927);
    expect(totals.feeCents).toBe(roundHalfUp(5_562 * 5, 100)); // 5% of 5,150 + 412 (not of the tip): 278.1 -> 278
    expect(totals.feeCents).toBe(278);
  });

  it('never prices a line below zero, whatever the discount options', () => {
    expect(unitPriceCents(300, [-500])).toBe(0);
    expect(unitPriceCents(300, [])).toBe(300);
  });

  it('adds a custom tip to the total', () => {
    const totals = priceOrder({ lines: [{ unitPriceCents: 999, qty: 3 }], taxRateBps: 800, tip: { kind: 'custom', cents: 500 } });
    expect(totals).toMatchObject({ subtotalCents: 2_997, taxCents: 240, tipCents: 500, totalCents: 3_737 }); // tax 239.76
  });
});

describe('combos', () => {
  const choices = [
    { priceCents: 900, quantity: 1 }, // burger
    { priceCents: 350, quantity: 2 }, // two sodas
  ];

  it("fixed: the combo item's own price, whatever is chosen", () => {
    expect(comboPriceCents({ pricingMode: 'fixed', discountCents: 200 }, 1_299, choices)).toBe(1_299);
  });

  it("dynamic: the chosen items' prices times the component quantity, less the discount", () => {
    expect(comboPriceCents({ pricingMode: 'dynamic', discountCents: 200 }, 1_299, choices)).toBe(900 + 700 - 200);
  });

  it('dynamic: never below zero', () => {
    expect(comboPriceCents({ pricingMode: 'dynamic', discountCents: 5_000 }, 1_299, choices)).toBe(0);
  });
});

describe('estimated preparation time', () => {
  it('is 3 minutes per item, clamped to 15-30, shown as a 5-minute range', () => {
    expect(estimatedPrepMinutes(1)).toEqual({ min: 15, max: 20 });
    expect(estimatedPrepMinutes(5)).toEqual({ min: 15, max: 20 });
    expect(estimatedPrepMinutes(6)).toEqual({ min: 15, max: 20 }); // 18
    expect(estimatedPrepMinutes(7)).toEqual({ min: 20, max: 25 }); // 21
    expect(estimatedPrepMinutes(9)).toEqual({ min: 25, max: 30 }); // 27
    expect(estimatedPrepMinutes(10)).toEqual({ min: 30, max: 35 });
    expect(estimatedPrepMinutes(40)).toEqual({ min: 30, max: 35 });
  });
});

describe('order codes', () => {
  it('are 5 characters without 0, O, 1 or I', () => {
    for (let i = 0; i < 200; i++) {
      const code = newOrderCode();
      expect(code).toMatch(/^[A-HJ-NP-Z2-9]{5}$/);
      expect(isOrderCode(code)).toBe(true);
    }
    expect(ORDER_CODE_ALPHABET).toHaveLength(32);
    expect(isOrderCode('AB0CD')).toBe(false);
    expect(isOrderCode('ABCD')).toBe(false);
  });

  it('map random bytes onto the alphabet without bias, using every character', () => {
    expect(newOrderCode(() => Uint8Array.from([0, 1, 31, 32, 255]))).toBe('AB9A9');
    const all = new Set(Array.from({ length: 64 }, (_, i) => newOrderCode(() => new Uint8Array(5).fill(i))[0]));
    expect(all.size).toBe(32);
  });
});

describe('unchargeableTotal: what a card can be charged (Stripe, USD)', () => {
  it('refuses below 50 cents and above $999,999.99, and takes everything between', () => {
    expect([0, 49, 50, 99_999_999, 100_000_000, 534_600_000_00].map(unchargeableTotal)).toEqual([
      'total_too_small',
      'total_too_small',
      null,
      null,
      'total_too_large',
      'total_too_large',
    ]);
  });
});
