/**
 * What the savings calculator says, free of React: its fields and their labels, the comparison's plans, and every
 * sentence built from the figures. The React calculator (savings-calculator.tsx, savings-comparison.tsx) renders with
 * these, and so does the prerendered landing page's own small script (prerender/static-calculator.ts), which keeps
 * the page's HTML up to date without the app (issue 31 goal 4): one wording for both.
 */
import {
  CALCULATOR_CURRENCY_SYMBOLS,
  formatWholeAmount,
  type CalculatorCurrency,
  type CalculatorField,
  type ComparisonField,
  type ComparisonPlan,
  type MonthlyComparison,
} from '@shared/calculator';

/** SPEC.md 4: the calculator's currency is kept under a landing-page key and restored only if USD or EUR. */
export const CALCULATOR_CURRENCY_KEY = 'tabletap.landing.currency';

export interface FieldSpec {
  field: CalculatorField;
  label: string;
  /** 'money' fields are in the chosen currency; the unit is said in the label. */
  unit: 'money' | 'percent' | 'minutes' | 'orders' | 'days';
}

export const CALCULATOR_FIELD_SPECS: FieldSpec[] = [
  { field: 'ordersPerDay', label: 'Orders per day', unit: 'orders' },
  { field: 'avgTicket', label: 'Average order value', unit: 'money' },
  { field: 'openDays', label: 'Days open per month', unit: 'days' },
  { field: 'adoptionPct', label: 'Guests who order by QR', unit: 'percent' },
  { field: 'upsellPct', label: 'Bigger orders with photos and options', unit: 'percent' },
  { field: 'minutesSaved', label: 'Staff minutes saved per order', unit: 'minutes' },
  { field: 'staffWage', label: 'Staff hourly wage', unit: 'money' },
  { field: 'wrongRatePct', label: 'Orders that go wrong today', unit: 'percent' },
  { field: 'compPct', label: 'Share of a wrong order you give away', unit: 'percent' },
];

export function fieldLabel(spec: FieldSpec, currency: CalculatorCurrency): string {
  if (spec.unit === 'money') return `${spec.label} (${CALCULATOR_CURRENCY_SYMBOLS[currency]})`;
  if (spec.unit === 'percent') return `${spec.label} (%)`;
  return spec.label;
}

export interface AssumptionSpec {
  field: ComparisonField;
  label: string;
  money: boolean;
}

export const COMPARISON_ASSUMPTIONS: AssumptionSpec[] = [
  { field: 'subscriptionPerMonth', label: 'Monthly subscription', money: true },
  { field: 'surchargePerGuest', label: 'Surcharge per guest', money: true },
  { field: 'guestsPerOrder', label: 'Guests per QR order', money: false },
];

export function assumptionLabel(spec: AssumptionSpec, currency: CalculatorCurrency): string {
  return spec.money ? `${spec.label} (${CALCULATOR_CURRENCY_SYMBOLS[currency]})` : spec.label;
}

/** Each plan's name and who pays it: the surcharge lands on the guests' bills, the other two on the owner. */
export const COMPARISON_PLAN_ROWS: { plan: ComparisonPlan; name: string; payer: string; testId: string }[] = [
  { plan: 'tableTap', name: 'TableTap, 5% per order', payer: 'You pay; no monthly fee', testId: 'calculator-compare-tabletap' },
  { plan: 'subscription', name: 'Monthly subscription', payer: 'You pay, whatever you sell', testId: 'calculator-compare-subscription' },
  { plan: 'surcharge', name: 'Per-guest surcharge', payer: 'Your guests pay, on top of their bill', testId: 'calculator-compare-surcharge' },
];

/** Whole QR orders a month, in the currency's locale. */
export function ordersLabel(adoptedOrders: number, currency: CalculatorCurrency): string {
  return Math.round(adoptedOrders).toLocaleString(currency === 'EUR' ? 'de-DE' : 'en-US');
}

export function savingsNote(orders: string): string {
  return `Based on ${orders} QR orders a month. Estimates only; results may vary.`;
}

export function comparisonCaption(orders: string, compared: MonthlyComparison, currency: CalculatorCurrency): string {
  return `${orders} QR orders, ${formatWholeAmount(compared.qrSales, currency)} of sales a month`;
}

/** The plans marked cheapest: only when it tells something (when every plan costs the same, nobody orders), none. */
export function cheapestPlans(compared: MonthlyComparison): Set<ComparisonPlan> {
  return compared.cheapest.length < COMPARISON_PLAN_ROWS.length ? new Set(compared.cheapest) : new Set<ComparisonPlan>();
}

/**
 * The verdict for these numbers, TableTap's 5% against the subscription (both paid by the owner): how much less or
 * more, in whole units, and the monthly QR sales below which 5% is the cheaper of the two.
 */
export function comparisonVerdict(compared: MonthlyComparison, currency: CalculatorCurrency): string {
  const money = (amount: number) => formatWholeAmount(amount, currency);
  const subscription = `a ${money(compared.costs.subscription)} monthly subscription`;
  const difference = compared.tableTapVsSubscription;
  const breakEven = compared.breakEvenSales === null ? null : money(compared.breakEvenSales);
  if (Math.round(difference * 100) === 0) return `With your numbers, 5% per order costs the same as ${subscription}.`;
  if (Math.round(Math.abs(difference)) === 0) return `With your numbers, 5% per order costs about the same as ${subscription}.`;
  if (difference < 0) {
    const until = breakEven ? `, and stays cheaper up to ${breakEven} of QR sales a month` : '';
    return `With your numbers, 5% per order costs ${money(-difference)} less than ${subscription}${until}.`;
  }
  const below = breakEven ? `; TableTap is the cheaper of the two below ${breakEven} of QR sales a month` : '';
  return `With your numbers, 5% per order costs ${money(difference)} more than ${subscription}${below}.`;
}
