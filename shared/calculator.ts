/**
 * The landing page's savings calculator (SPEC.md 3 'Calculator inputs', 5 'Calculator', 9 'Calculator'; issue 12).
 * Pure: the page parses what the visitor types with `parseCalculatorField`, computes with `monthlySavings`, and shows
 * the figures with `formatWholeAmount`. Monthly figures, in the visitor's currency:
 *
 *   adopted orders   = ordersPerDay x openDays x adoptionPct/100
 *   upsell gain      = adopted orders x avgTicket x upsellPct/100
 *   staff time saved = minutesSaved/60 x adopted orders x staffWage
 *   fewer mistakes   = adopted orders x avgTicket x wrongRatePct/100 x compPct/100
 *   fee              = adopted orders x avgTicket x 5%            (the platform's fee; no monthly fee)
 *   savings          = upsell gain + staff time saved + fewer mistakes - fee
 *
 * Figures are kept exact and rounded to whole units only when shown (SPEC: "Rounded to whole units").
 */
import { PLATFORM_FEE_BPS } from './constants';

export const CALCULATOR_CURRENCIES = ['USD', 'EUR'] as const;
export type CalculatorCurrency = (typeof CALCULATOR_CURRENCIES)[number];

export interface CalculatorInputs {
  currency: CalculatorCurrency;
  ordersPerDay: number;
  avgTicket: number;
  staffWage: number;
  minutesSaved: number;
  upsellPct: number;
  wrongRatePct: number;
  compPct: number;
  openDays: number;
  adoptionPct: number;
}
export type CalculatorField = Exclude<keyof CalculatorInputs, 'currency'>;

/** SPEC.md 3: USD, 120, 20, 16, 2.5, 8, 2, 50, 30, 70. */
export const CALCULATOR_DEFAULTS: CalculatorInputs = {
  currency: 'USD',
  ordersPerDay: 120,
  avgTicket: 20,
  staffWage: 16,
  minutesSaved: 2.5,
  upsellPct: 8,
  wrongRatePct: 2,
  compPct: 50,
  openDays: 30,
  adoptionPct: 70,
};

/**
 * How each field is read and bounded. SPEC.md 5: ordersPerDay and openDays are whole numbers, the others decimals;
 * minutesSaved steps by 0.5, wrongRatePct by 0.1. The bounds are ours: nothing is negative, a percentage is at most
 * 100, a month has at most 31 open days.
 */
export const CALCULATOR_FIELDS: Record<CalculatorField, { integer: boolean; step: number; max?: number }> = {
  ordersPerDay: { integer: true, step: 1 },
  avgTicket: { integer: false, step: 0.01 },
  staffWage: { integer: false, step: 0.01 },
  minutesSaved: { integer: false, step: 0.5 },
  upsellPct: { integer: false, step: 1, max: 100 },
  wrongRatePct: { integer: false, step: 0.1, max: 100 },
  compPct: { integer: false, step: 1, max: 100 },
  openDays: { integer: true, step: 1, max: 31 },
  adoptionPct: { integer: false, step: 1, max: 100 },
};

/**
 * What the visitor typed, as the calculator counts it: whole fields by parseInt, the others by parseFloat (SPEC.md 5),
 * so '12.7' orders is 12 and '2,5' minutes is 2; anything unparsable or empty is 0; then held within the field's
 * bounds (a negative is 0, a percentage over 100 is 100).
 */
export function parseCalculatorField(field: CalculatorField, text: string): number {
  const rule = CALCULATOR_FIELDS[field];
  const value = rule.integer ? Number.parseInt(text, 10) : Number.parseFloat(text);
  if (!Number.isFinite(value) || value < 0) return 0;
  return rule.max !== undefined ? Math.min(value, rule.max) : value;
}

export interface MonthlySavings {
  adoptedOrders: number;
  upsellGain: number;
  staffTimeSaved: number;
  fewerMistakes: number;
  fee: number;
  /** The three gains minus the fee: negative when the fee outweighs them. */
  savings: number;
}

export function monthlySavings(inputs: Omit<CalculatorInputs, 'currency'>): MonthlySavings {
  const adoptedOrders = (inputs.ordersPerDay * inputs.openDays * inputs.adoptionPct) / 100;
  const sales = adoptedOrders * inputs.avgTicket;
  const upsellGain = (sales * inputs.upsellPct) / 100;
  const staffTimeSaved = (inputs.minutesSaved / 60) * adoptedOrders * inputs.staffWage;
  const fewerMistakes = (sales * inputs.wrongRatePct * inputs.compPct) / 10_000;
  const fee = (sales * PLATFORM_FEE_BPS) / 10_000;
  return { adoptedOrders, upsellGain, staffTimeSaved, fewerMistakes, fee, savings: upsellGain + staffTimeSaved + fewerMistakes - fee };
}

const FORMATS: Record<CalculatorCurrency, Intl.NumberFormat> = {
  USD: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0, minimumFractionDigits: 0 }),
  EUR: new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0, minimumFractionDigits: 0 }),
};

/** A figure rounded to whole units (half away from zero) in the currency's style: '$3,696', '3.696 €', '-$12'. */
export function formatWholeAmount(amount: number, currency: CalculatorCurrency): string {
  const whole = Math.sign(amount) * Math.round(Math.abs(amount));
  return FORMATS[currency].format(whole === 0 ? 0 : whole);
}

/** The currency kept in local storage, restored only when it is one the calculator knows (SPEC.md 4). */
export function storedCalculatorCurrency(stored: string | null | undefined): CalculatorCurrency {
  return (CALCULATOR_CURRENCIES as readonly string[]).includes(stored ?? '') ? (stored as CalculatorCurrency) : CALCULATOR_DEFAULTS.currency;
}
