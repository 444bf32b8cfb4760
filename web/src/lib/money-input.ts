/**
 * Money typed by an owner (an item's price in the menu builder, the quick menu and the demo; an option's price change
 * and a combo's discount), read by one rule and stored as whole cents (SPEC.md 5):
 *
 *  - an amount is digits with a decimal point or a decimal comma ('12', '12.5', '12.50', '8,50', '.5', '5.'), spaces
 *    around it ignored, optionally written with a '$' ('$12.50');
 *  - a sign only where the amount may be below zero (`signed`: option price changes, combo discounts: '-0.50',
 *    '-$0.50', '+1'); a price refuses it;
 *  - more than two decimals is rounded half up to the cent ('4.255' is 426, SPEC.md 5 "stored as rounded cents") on
 *    the digits as typed, never in binary floating point, or refused where the form asks for cents
 *    (`extraDecimals: 'refuse'`, the demo form's "digits with up to two decimals");
 *  - refused: blank (unless `blank: 'zero'`, SPEC.md 5's "price delta ... default 0"), letters, exponents ('1e3'),
 *    thousands separators and several separators ('1,000', '1,000.50', '1.2.3'): '1,000' could be a thousand or one,
 *    so a comma takes at most two decimals.
 *
 * The caller says what a refusal is (its field's message, or 0 for the quick menu's rows that are then not saved).
 */

export interface MoneyInputRule {
  /** The amount may be below zero (a price change, a discount). */
  signed?: boolean;
  /** More than two decimals: rounded to the cent (the default) or refused. */
  extraDecimals?: 'round' | 'refuse';
  /** What a blank field is: refused (the default) or 0. */
  blank?: 'refuse' | 'zero';
}

/** Sign, '$', whole digits, one decimal separator and its digits. */
const AMOUNT = /^([+-])?\$?(\d*)(?:([.,])(\d*))?$/;

/** The typed amount in whole cents, or null when the rule refuses it. */
export function parseMoneyInput(typed: string, rule: MoneyInputRule = {}): number | null {
  const text = typed.trim();
  if (text === '') return rule.blank === 'zero' ? 0 : null;
  const match = AMOUNT.exec(text);
  if (!match) return null;
  const [, sign, whole = '', separator, fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  if (sign && !rule.signed) return null;
  if (separator === ',' && fraction.length > 2) return null;
  if (fraction.length > 2 && rule.extraDecimals === 'refuse') return null;
  const roundUp = Number(fraction[2] ?? '0') >= 5 ? 1 : 0;
  const cents = Number(whole || '0') * 100 + Number(fraction.slice(0, 2).padEnd(2, '0')) + roundUp;
  if (!Number.isSafeInteger(cents)) return null;
  return sign === '-' && cents !== 0 ? -cents : cents;
}

/** 1250 -> '12.50', -50 -> '-0.50', 0 -> '0.00': what an amount field shows, and reads back as the same cents. */
export function formatMoneyInput(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A signed amount's refusal, where the form has no message of its own (option price changes, combo discounts). */
export const AMOUNT_MESSAGE = 'Enter an amount in dollars, e.g. 1.50 or -0.50';

/** An option's price change or a combo's discount: may be below zero (the discount's own rule refuses that), blank is 0. */
export const SIGNED_AMOUNT: MoneyInputRule = { signed: true, blank: 'zero' };
