import { useId, useMemo, useState } from 'react';
import {
  CALCULATOR_CURRENCY_SYMBOLS,
  COMPARISON_DEFAULTS,
  COMPARISON_FIELDS,
  formatWholeAmount,
  monthlyComparison,
  parseCalculatorField,
  type CalculatorCurrency,
  type CalculatorField,
  type ComparisonField,
  type ComparisonPlan,
  type MonthlyComparison,
} from '@shared/calculator';

interface AssumptionSpec {
  field: ComparisonField;
  label: string;
  money: boolean;
}

const ASSUMPTIONS: AssumptionSpec[] = [
  { field: 'subscriptionPerMonth', label: 'Monthly subscription', money: true },
  { field: 'surchargePerGuest', label: 'Surcharge per guest', money: true },
  { field: 'guestsPerOrder', label: 'Guests per QR order', money: false },
];

/** Each plan's name and who pays it: the surcharge lands on the guests' bills, the other two on the owner. */
const PLANS: { plan: ComparisonPlan; name: string; payer: string; testId: string }[] = [
  { plan: 'tableTap', name: 'TableTap, 5% per order', payer: 'You pay; no monthly fee', testId: 'calculator-compare-tabletap' },
  { plan: 'subscription', name: 'Monthly subscription', payer: 'You pay, whatever you sell', testId: 'calculator-compare-subscription' },
  { plan: 'surcharge', name: 'Per-guest surcharge', payer: 'Your guests pay, on top of their bill', testId: 'calculator-compare-surcharge' },
];

const initialTexts = () =>
  Object.fromEntries(ASSUMPTIONS.map(({ field }) => [field, String(COMPARISON_DEFAULTS[field])])) as Record<ComparisonField, string>;

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

interface SavingsComparisonProps {
  /** The restaurant's figures as parsed by the calculator above. */
  values: Record<CalculatorField, number>;
  currency: CalculatorCurrency;
  /** Whole QR orders a month, already formatted in the currency's locale. */
  ordersLabel: string;
  /** False until the app has taken the prerendered page over: the fields are read-only until then. */
  hydrated: boolean;
}

/**
 * The comparison that makes the point (issue 12): the calculator's month on TableTap's 5%, a monthly subscription and
 * a per-guest surcharge, with the other platforms' prices editable, the cheapest named in text, and one sentence that
 * says whether 5% wins for these numbers. Card processing is left out; the surcharge is shown as what guests pay.
 */
export function SavingsComparison({ values, currency, ordersLabel, hydrated }: SavingsComparisonProps) {
  const id = useId();
  const [texts, setTexts] = useState(initialTexts);
  const compared = useMemo(() => {
    const assumptions = Object.fromEntries(
      ASSUMPTIONS.map(({ field }) => [field, parseCalculatorField(field, texts[field])]),
    ) as Record<ComparisonField, number>;
    return monthlyComparison({ ...values, ...assumptions });
  }, [values, texts]);
  const money = (amount: number) => formatWholeAmount(amount, currency);
  // Marked only when it tells something: when every plan costs the same (nobody orders), none is.
  const cheapest = compared.cheapest.length < PLANS.length ? new Set(compared.cheapest) : new Set<ComparisonPlan>();

  return (
    <section className="card calculator__compare" aria-labelledby={`${id}-compare`}>
      <h3 id={`${id}-compare`} className="calculator__heading">
        The same month, other ways to pay
      </h3>
      <p className="calculator__verdict" data-testid="calculator-verdict" aria-live="polite">
        {comparisonVerdict(compared, currency)}
      </p>
      <table className="calculator__table">
        <caption className="muted">
          {ordersLabel} QR orders, {money(compared.qrSales)} of sales a month
        </caption>
        <thead>
          <tr>
            <th scope="col">Plan</th>
            <th scope="col">Per month</th>
          </tr>
        </thead>
        <tbody>
          {PLANS.map(({ plan, name, payer, testId }) => (
            <tr key={plan}>
              <th scope="row">
                {name}{' '}
                <span className="muted calculator__payer">{payer}</span>
              </th>
              <td>
                <span data-testid={testId}>{money(compared.costs[plan])}</span>
                {cheapest.has(plan) && <span className="badge badge--accent calculator__cheapest">Cheapest</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <fieldset className="calculator__assumptions">
        <legend className="field__label">Other platforms' prices</legend>
        <div className="calculator__fields">
          {ASSUMPTIONS.map((spec) => {
            const rule = COMPARISON_FIELDS[spec.field];
            return (
              <div className="field" key={spec.field}>
                <label className="field__label" htmlFor={`${id}-${spec.field}`}>
                  {spec.money ? `${spec.label} (${CALCULATOR_CURRENCY_SYMBOLS[currency]})` : spec.label}
                </label>
                <input
                  id={`${id}-${spec.field}`}
                  className="input"
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step={rule.step}
                  readOnly={!hydrated}
                  value={texts[spec.field]}
                  onChange={(event) => setTexts((current) => ({ ...current, [spec.field]: event.target.value }))}
                />
              </div>
            );
          })}
        </div>
      </fieldset>
      <p className="muted calculator__note">
        Card processing is not included: all three pay it alike. A surcharge costs you nothing directly, but it raises
        what every guest pays.
      </p>
    </section>
  );
}
