import { describe, expect, it } from 'vitest';
import { formatMoneyInput, parseMoneyInput } from '../../../web/src/lib/money-input';

describe('money typed by an owner (one rule: web/src/lib/money-input.ts)', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.50', 1250],
    [' 7 ', 700],
    ['0.99', 99],
    ['0', 0],
    ['8,50', 850],
    [',5', 50],
    ['.5', 50],
    ['5.', 500],
    ['$12.50', 1250],
    ['19.9', 1990],
  ])('accepts %j as %i cents', (typed, cents) => {
    expect(parseMoneyInput(typed)).toBe(cents);
    expect(parseMoneyInput(typed, { extraDecimals: 'refuse' })).toBe(cents);
  });

  it('rounds more than two decimals half up on the digits as typed (not in binary floating point)', () => {
    expect(parseMoneyInput('4.255')).toBe(426);
    expect(parseMoneyInput('12.345')).toBe(1235);
    // Math.round(1.005 * 100) would give 100.
    expect(parseMoneyInput('1.005')).toBe(101);
    expect(parseMoneyInput('12.3449')).toBe(1234);
    expect(parseMoneyInput('0.015')).toBe(2);
  });

  it('refuses more than two decimals where the form asks for cents', () => {
    for (const typed of ['12.505', '1.005', '0.001']) expect(parseMoneyInput(typed, { extraDecimals: 'refuse' }), typed).toBeNull();
  });

  it.each(['', '   ', 'abc', '1e3', '1e3e2', 'Infinity', 'NaN', '1.2.3', '1,000', '1,000.50', '1 000', '.', ',', '$', '12$', '$ 5', '0x10', '--1'])(
    'refuses %j as a price',
    (typed) => {
      expect(parseMoneyInput(typed)).toBeNull();
    },
  );

  it('refuses a sign on a price, and takes it on a signed amount (a price change, a discount)', () => {
    for (const typed of ['-3', '+3', '-$0.50', '-0']) expect(parseMoneyInput(typed), typed).toBeNull();
    expect(parseMoneyInput('-1.50', { signed: true })).toBe(-150);
    expect(parseMoneyInput('-0.5', { signed: true })).toBe(-50);
    expect(parseMoneyInput('-$2', { signed: true })).toBe(-200);
    expect(parseMoneyInput('+1', { signed: true })).toBe(100);
    expect(parseMoneyInput('-0', { signed: true })).toBe(0);
    expect(parseMoneyInput('-0.125', { signed: true })).toBe(-13);
    expect(parseMoneyInput('-', { signed: true })).toBeNull();
  });

  it('reads a blank field as 0 only where the form says so', () => {
    expect(parseMoneyInput('  ', { signed: true, blank: 'zero' })).toBe(0);
    expect(parseMoneyInput('  ', { signed: true })).toBeNull();
    expect(parseMoneyInput('abc', { blank: 'zero' })).toBeNull();
  });

  it('refuses an amount too large to be exact', () => {
    expect(parseMoneyInput('99999999999999999')).toBeNull();
  });

  it('formats cents as an amount field shows them, which reads back as the same cents', () => {
    expect(formatMoneyInput(1250)).toBe('12.50');
    expect(formatMoneyInput(5)).toBe('0.05');
    expect(formatMoneyInput(0)).toBe('0.00');
    expect(formatMoneyInput(-50)).toBe('-0.50');
    expect(formatMoneyInput(-1234)).toBe('-12.34');
    for (const cents of [0, 1, 99, 100, 1999, 123456]) expect(parseMoneyInput(formatMoneyInput(cents))).toBe(cents);
    for (const cents of [-1, -99, -1999]) expect(parseMoneyInput(formatMoneyInput(cents), { signed: true })).toBe(cents);
  });
});
