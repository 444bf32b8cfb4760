import { describe, expect, it } from 'vitest';
import {
  CALCULATOR_DEFAULTS,
  COMPARISON_DEFAULTS,
  COMPARISON_FIELDS,
  formatWholeAmount,
  monthlyComparison,
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

describe('the same month on three plans (issue 12: surcharge, subscription)', () => {
  const defaults = { ...CALCULATOR_DEFAULTS, ...COMPARISON_DEFAULTS };

  it('with the defaults, worked by hand: the $149 subscription is cheapest, 5% beats the surcharge', () => {
    // adopted 120 x 30 x 70% = 2520; QR sales 2520 x 20 = 50,400; TableTap 50,400 x 5% = 2,520;
    // surcharge 2520 x 2 guests x 1.50 = 7,560; subscription 149; break-even 149 / 5% = 2,980.
    // TableTap vs surcharge 2520 - 7560 = -5,040; vs subscription 2520 - 149 = 2,371.
    const compared = monthlyComparison(defaults);
    expect(compared.qrSales).toBeCloseTo(50_400, 9);
    expect(compared.costs.tableTap).toBeCloseTo(2520, 9);
    expect(compared.costs.surcharge).toBeCloseTo(7560, 9);
    expect(compared.costs.subscription).toBe(149);
    expect(compared.cheapest).toEqual(['subscription']);
    expect(compared.tableTapVsSurcharge).toBeCloseTo(-5040, 9);
    expect(compared.tableTapVsSubscription).toBeCloseTo(2371, 9);
    expect(compared.breakEvenSales).toBe(2980);
  });

  it('TableTap is cheapest when sales are small against the subscription', () => {
    // 10 orders x 30 days x 70% = 210; sales 210 x 20 = 4,200; TableTap 210; surcharge 210 x 2 x 1.50 = 630;
    // subscription 5000 (break-even 100,000): 210 - 5000 = -4,790.
    const compared = monthlyComparison({ ...defaults, ordersPerDay: 10, subscriptionPerMonth: 5000 });
    expect(compared.costs.tableTap).toBeCloseTo(210, 9);
    expect(compared.costs.surcharge).toBeCloseTo(630, 9);
    expect(compared.cheapest).toEqual(['tableTap']);
    expect(compared.tableTapVsSubscription).toBeCloseTo(-4790, 9);
    expect(compared.breakEvenSales).toBe(100_000);
  });

  it('the surcharge is cheapest on big tickets with no subscription in sight', () => {
    // ticket 100: sales 2520 x 100 = 252,000; TableTap 12,600; surcharge 7,560; subscription 20,000.
    // 5% costs less than 2 x 1.50 = 3 per order only below a 60 ticket.
    const compared = monthlyComparison({ ...defaults, avgTicket: 100, subscriptionPerMonth: 20_000 });
    expect(compared.cheapest).toEqual(['surcharge']);
    expect(compared.tableTapVsSurcharge).toBeCloseTo(5040, 9);
    expect(compared.tableTapVsSubscription).toBeCloseTo(-7400, 9);
  });

  it('a free subscription: no break-even, and it is the cheapest unless nobody orders', () => {
    const compared = monthlyComparison({ ...defaults, subscriptionPerMonth: 0 });
    expect(compared.breakEvenSales).toBeNull();
    expect(compared.cheapest).toEqual(['subscription']);
    expect(compared.tableTapVsSubscription).toBeCloseTo(2520, 9);
    // No orders: every plan costs 0, all three tie.
    expect(monthlyComparison({ ...defaults, subscriptionPerMonth: 0, ordersPerDay: 0 }).cheapest).toEqual(['tableTap', 'surcharge', 'subscription']);
  });

  it('compares to the cent: exactly at break-even 5% and the subscription tie, float noise aside', () => {
    // 2,980 of sales: 149 orders a day x 1 day x 100% = 149 orders x 20.
    const atBreakEven = monthlyComparison({ ...defaults, ordersPerDay: 149, openDays: 1, adoptionPct: 100, subscriptionPerMonth: 149, surchargePerGuest: 0.6 });
    // TableTap 149 x 20 x 5% = 149; surcharge 149 x 2 x 0.60 = 178.80.
    expect(atBreakEven.qrSales).toBe(2980);
    expect(atBreakEven.cheapest).toEqual(['tableTap', 'subscription']);
    // 0.1 x 3 is 0.30000000000000004 in floating point; that subscription still ties the 0.30 fee (3 orders x 2 x 5%).
    const tiny = monthlyComparison({ ...defaults, ordersPerDay: 3, openDays: 1, adoptionPct: 100, avgTicket: 2, subscriptionPerMonth: 0.1 * 3, surchargePerGuest: 1 });
    expect(tiny.cheapest).toEqual(['tableTap', 'subscription']);
  });

  it('rounds the comparison to whole units only when shown, like the rest', () => {
    const compared = monthlyComparison({ ...defaults, surchargePerGuest: 1.49, guestsPerOrder: 2.5 });
    // 2520 x 2.5 x 1.49 = 9,387; 2520 - 9387 = -6,867.
    expect(formatWholeAmount(compared.costs.surcharge, 'USD')).toBe('$9,387');
    expect(formatWholeAmount(compared.tableTapVsSurcharge, 'EUR')).toBe('-6.867\u00a0€');
    // 149.50 subscription: 2520 - 149.50 = 2370.50, rounded half away from zero to 2,371.
    expect(formatWholeAmount(monthlyComparison({ ...defaults, subscriptionPerMonth: 149.5 }).tableTapVsSubscription, 'USD')).toBe('$2,371');
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

  it("reads the comparison's assumptions as decimals, unparsable or negative as 0", () => {
    expect(parseCalculatorField('surchargePerGuest', '1.50')).toBe(1.5);
    expect(parseCalculatorField('guestsPerOrder', '2.5')).toBe(2.5);
    expect(parseCalculatorField('subscriptionPerMonth', '149.99')).toBe(149.99);
    for (const field of Object.keys(COMPARISON_FIELDS) as (keyof typeof COMPARISON_FIELDS)[]) {
      for (const text of ['', 'abc', '-', '-3', '-0.5']) expect(parseCalculatorField(field, text), `${field} ${JSON.stringify(text)}`).toBe(0);
    }
    // No upper bound: a big subscription is a real one.
    expect(parseCalculatorField('subscriptionPerMonth', '5000')).toBe(5000);
  });

  it('restores a stored currency only when it is USD or EUR', () => {
    expect(storedCalculatorCurrency('EUR')).toBe('EUR');
    expect(storedCalculatorCurrency('USD')).toBe('USD');
    expect(storedCalculatorCurrency('GBP')).toBe('USD');
    expect(storedCalculatorCurrency(null)).toBe('USD');
  });
});
