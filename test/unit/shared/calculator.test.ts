import { describe, expect, it } from 'vitest';
import {
  CALCULATOR_DEFAULTS,
  formatWholeAmount,
  monthlySavings,
  parseCalculatorField,
  storedCalculatorCurrency,
} from '../../../shared/calculator';

describe('monthly savings (SPEC.md 9 Calculator)', () => {
  it("with SPEC's defaults, worked by hand", () => {
    // adopted 120 x 30 x 70% = 2520; upsell 2520 x 20 x 8% = 4032; staff 2.5/60 x 2520 x 16 = 1680;
    // mistakes 2520 x 20 x 2% x 50% = 504; fee 2520 x 20 x 5% = 2520; savings 4032 + 1680 + 504 - 2520 = 3696.
    const figures = monthlySavings(CALCULATOR_DEFAULTS);
    expect(figures.adoptedOrders).toBe(2520);
    expect(figures.upsellGain).toBeCloseTo(4032, 9);
    expect(figures.staffTimeSaved).toBeCloseTo(1680, 9);
    expect(figures.fewerMistakes).toBeCloseTo(504, 9);
    expect(figures.fee).toBeCloseTo(2520, 9);
    expect(figures.savings).toBeCloseTo(3696, 9);
  });

  it('goes negative when the fee outweighs the gains (no upsell, no time saved, no mistakes)', () => {
    const figures = monthlySavings({ ...CALCULATOR_DEFAULTS, upsellPct: 0, minutesSaved: 0, wrongRatePct: 0 });
    expect(figures.savings).toBeCloseTo(-2520, 9);
    expect(formatWholeAmount(figures.savings, 'USD')).toBe('-$2,520');
  });

  it('is all zero when nobody orders', () => {
    expect(monthlySavings({ ...CALCULATOR_DEFAULTS, ordersPerDay: 0 })).toEqual({
      adoptedOrders: 0,
      upsellGain: 0,
      staffTimeSaved: 0,
      fewerMistakes: 0,
      fee: 0,
      savings: 0,
    });
  });
});

describe('rounding and formats', () => {
  it('rounds to whole units, halves away from zero, en-US for USD and de-DE for EUR', () => {
    expect(formatWholeAmount(3696, 'USD')).toBe('$3,696');
    expect(formatWholeAmount(3696, 'EUR')).toBe('3.696\u00a0€');
    expect(formatWholeAmount(1234.5, 'USD')).toBe('$1,235');
    expect(formatWholeAmount(-1234.5, 'EUR')).toBe('-1.235\u00a0€');
    expect(formatWholeAmount(1234.49, 'USD')).toBe('$1,234');
    expect(formatWholeAmount(-0.4, 'USD')).toBe('$0');
    expect(formatWholeAmount(1_250_000.2, 'EUR')).toBe('1.250.000\u00a0€');
  });

  it('a mid-sized case: 3.5 minutes, 12.5% upsell, 0.3% mistakes, 22 days', () => {
    // adopted 80 x 22 x 60% = 1056; sales 1056 x 18.40 = 19430.40; upsell 12.5% = 2428.80;
    // staff 3.5/60 x 1056 x 14.75 = 908.60; mistakes 19430.40 x 0.3% x 40% = 23.31648; fee 5% = 971.52;
    // savings 2428.80 + 908.60 + 23.31648 - 971.52 = 2389.19648 -> $2,389.
    const figures = monthlySavings({ ...CALCULATOR_DEFAULTS, ordersPerDay: 80, avgTicket: 18.4, staffWage: 14.75, minutesSaved: 3.5, upsellPct: 12.5, wrongRatePct: 0.3, compPct: 40, openDays: 22, adoptionPct: 60 });
    expect(figures.savings).toBeCloseTo(2389.19648, 6);
    expect(formatWholeAmount(figures.savings, 'USD')).toBe('$2,389');
    expect(formatWholeAmount(figures.savings, 'EUR')).toBe('2.389\u00a0€');
  });
});

describe('parsing what the visitor types (SPEC.md 5)', () => {
  it('reads orders per day and open days as whole numbers, the rest as decimals', () => {
    expect(parseCalculatorField('ordersPerDay', '12.7')).toBe(12);
    expect(parseCalculatorField('openDays', '26')).toBe(26);
    expect(parseCalculatorField('minutesSaved', '2.5')).toBe(2.5);
    expect(parseCalculatorField('avgTicket', '18.40')).toBe(18.4);
    expect(parseCalculatorField('wrongRatePct', '0.3')).toBe(0.3);
    expect(parseCalculatorField('avgTicket', '12abc')).toBe(12);
  });

  it('counts unparsable or empty input as 0', () => {
    for (const text of ['', '   ', 'abc', '-', '.']) {
      expect(parseCalculatorField('avgTicket', text), JSON.stringify(text)).toBe(0);
      expect(parseCalculatorField('ordersPerDay', text), JSON.stringify(text)).toBe(0);
    }
  });

  it('holds values in range: nothing negative, percentages at most 100, at most 31 open days', () => {
    expect(parseCalculatorField('ordersPerDay', '-5')).toBe(0);
    expect(parseCalculatorField('adoptionPct', '140')).toBe(100);
    expect(parseCalculatorField('openDays', '45')).toBe(31);
    expect(parseCalculatorField('avgTicket', 'Infinity')).toBe(0);
  });

  it('restores a stored currency only when it is USD or EUR', () => {
    expect(storedCalculatorCurrency('EUR')).toBe('EUR');
    expect(storedCalculatorCurrency('USD')).toBe('USD');
    expect(storedCalculatorCurrency('GBP')).toBe('USD');
    expect(storedCalculatorCurrency(null)).toBe('USD');
  });
});
