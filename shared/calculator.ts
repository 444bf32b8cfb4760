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
 * The comparison beside it (issue 12: "what the same month costs with a per-guest surcharge or a monthly
 * subscription") takes the same month's adopted QR orders through three ways of charging, with the visitor's own
 * assumptions (`COMPARISON_DEFAULTS`, parsed like the rest), computed by `monthlyComparison`:
 *
 *   QR sales          = adopted orders x avgTicket
 *   TableTap          = QR sales x 5%                              (paid by the owner; the fee above)
 *   surcharge         = adopted orders x guestsPerOrder x surchargePerGuest   (paid by the guests, on top of the bill)
 *   subscription      = subscriptionPerMonth                       (paid by the owner, whatever the sales)
 *   break-even sales  = subscriptionPerMonth / 5%   (5% costs less than the subscription below it; none when it is 0)
 *
 * Card processing is left out of all three: every plan pays it alike. Plans are compared to the cent, so float noise
 * (0.1 x 3 is 0.30000000000000004) never decides which is cheapest; plans that tie are all cheapest.
 *
 * Figures are kept exact and rounded to whole units only when shown (SPEC: "Rounded to whole units").
 */
import { PLATFORM_FEE_BPS } from './constants';

export const CALCULATOR_CURRENCIES = ['USD', 'EUR'] as const;
export type CalculatorCurrency = (typeof CALCULATOR_CURRENCIES)[number];
/** The symbol a money field's label names ('Average order value ($)'). */
export const CALCULATOR_CURRENCY_SYMBOLS: Record<CalculatorCurrency, string> = { USD: '$', EUR: '€' };

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
interface FieldRule {
  integer: boolean;
  step: number;
  max?: number;
}

export const CALCULATOR_FIELDS: Record<CalculatorField, FieldRule> = {
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

/** The comparison's assumptions (ours, not SPEC's): what other QR platforms typically charge, editable by the visitor. */
export interface ComparisonInputs {
  /** A per-guest surcharge some QR platforms add to the bill, in the chosen currency. */
  surchargePerGuest: number;
  /** Guests covered by one QR order (a table of two orders once). */
  guestsPerOrder: number;
  /** A flat monthly subscription, in the chosen currency. */
  subscriptionPerMonth: number;
}
export type ComparisonField = keyof ComparisonInputs;

export const COMPARISON_DEFAULTS: ComparisonInputs = {
  surchargePerGuest: 1.5,
  guestsPerOrder: 2,
  subscriptionPerMonth: 149,
};

/** Read like the calculator's decimals: nothing negative; guests step by half a guest (a child, a shared order). */
export const COMPARISON_FIELDS: Record<ComparisonField, FieldRule> = {
  surchargePerGuest: { integer: false, step: 0.01 },
  guestsPerOrder: { integer: false, step: 0.5 },
  subscriptionPerMonth: { integer: false, step: 1 },
};

const FIELD_RULES: Record<CalculatorField | ComparisonField, FieldRule> = { ...CALCULATOR_FIELDS, ...COMPARISON_FIELDS };

/**
 * What the visitor typed, as the calculator counts it: whole fields by parseInt, the others by parseFloat (SPEC.md 5),
 * so '12.7' orders is 12 and '2,5' minutes is 2; anything unparsable or empty is 0; then held within the field's
 * bounds (a negative is 0, a percentage over 100 is 100).
 */
export function parseCalculatorField(field: CalculatorField | ComparisonField, text: string): number {
  const rule = FIELD_RULES[field];
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

export const COMPARISON_PLANS = ['tableTap', 'surcharge', 'subscription'] as const;
export type ComparisonPlan = (typeof COMPARISON_PLANS)[number];

export interface MonthlyComparison {
  /** The month's adopted QR orders x avgTicket: what all three plans are charged on. */
  qrSales: number;
  /** Each plan's cost for the month: TableTap's 5% and the subscription paid by the owner, the surcharge by guests. */
  costs: Record<ComparisonPlan, number>;
  /** The plan(s) costing least, to the cent, in COMPARISON_PLANS order; more than one on a tie. */
  cheapest: ComparisonPlan[];
  /** TableTap minus the surcharge: negative when 5% costs less than what guests would pay in surcharges. */
  tableTapVsSurcharge: number;
  /** TableTap minus the subscription: negative when 5% costs less than the subscription. */
  tableTapVsSubscription: number;
  /** Monthly QR sales at which 5% equals the subscription (5% is cheaper below it); null when the subscription is 0. */
  breakEvenSales: number | null;
}

const toCents = (amount: number) => Math.round(amount * 100);

export function monthlyComparison(inputs: Omit<CalculatorInputs, 'currency'> & ComparisonInputs): MonthlyComparison {
  const { adoptedOrders, fee } = monthlySavings(inputs);
  const costs: Record<ComparisonPlan, number> = {
    tableTap: fee,
    surcharge: adoptedOrders * inputs.guestsPerOrder * inputs.surchargePerGuest,
    subscription: inputs.subscriptionPerMonth,
  };
  const lowest = Math.min(...COMPARISON_PLANS.map((plan) => toCents(costs[plan])));
  return {
    qrSales: adoptedOrders * inputs.avgTicket,
    costs,
    cheapest: COMPARISON_PLANS.filter((plan) => toCents(costs[plan]) === lowest),
    tableTapVsSurcharge: costs.tableTap - costs.surcharge,
    tableTapVsSubscription: costs.tableTap - costs.subscription,
    breakEvenSales: inputs.subscriptionPerMonth > 0 ? (inputs.subscriptionPerMonth * 10_000) / PLATFORM_FEE_BPS : null,
  };
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
