import { useId, useMemo, useState } from 'react';
import {
  COMPARISON_DEFAULTS,
  COMPARISON_FIELDS,
  formatWholeAmount,
  monthlyComparison,
  parseCalculatorField,
  type CalculatorCurrency,
  type CalculatorField,
  type ComparisonField,
} from '@shared/calculator';
import {
  COMPARISON_ASSUMPTIONS as ASSUMPTIONS,
  COMPARISON_PLAN_ROWS as PLANS,
  assumptionLabel,
  cheapestPlans,
  comparisonVerdict,
} from './calculator-text';

export { comparisonVerdict };

const initialTexts = () =>
  Object.fromEntries(ASSUMPTIONS.map(({ field }) => [field, String(COMPARISON_DEFAULTS[field])])) as Record<ComparisonField, string>;

interface SavingsComparisonProps {
  /** The restaurant's figures as parsed by the calculator above. */
  values: Record<CalculatorField, number>;
  currency: CalculatorCurrency;
  /** Whole QR orders a month, already formatted in the currency's locale. */
  ordersLabel: string;
}

/**
 * The comparison that makes the point (issue 12): the calculator's month on TableTap's 5%, a monthly subscription and
 * a per-guest surcharge, with the other platforms' prices editable, the cheapest named in text, and one sentence that
 * says whether 5% wins for these numbers. Card processing is left out; the surcharge is shown as what guests pay.
 */
export function SavingsComparison({ values, currency, ordersLabel }: SavingsComparisonProps) {
  const id = useId();
  const [texts, setTexts] = useState(initialTexts);
  const compared = useMemo(() => {
    const assumptions = Object.fromEntries(
      ASSUMPTIONS.map(({ field }) => [field, parseCalculatorField(field, texts[field])]),
    ) as Record<ComparisonField, number>;
    return monthlyComparison({ ...values, ...assumptions });
  }, [values, texts]);
  const money = (amount: number) => formatWholeAmount(amount, currency);
  const cheapest = cheapestPlans(compared);

  return (
    <section className="card calculator__compare" aria-labelledby={`${id}-compare`}>
      <h3 id={`${id}-compare`} className="calculator__heading">
        The same month, other ways to pay
      </h3>
      <p className="calculator__verdict" data-testid="calculator-verdict" aria-live="polite">
        {comparisonVerdict(compared, currency)}
      </p>
      <table className="calculator__table">
        {/* Words as comparisonCaption says them (prerender/static-calculator.ts writes that), in pieces: the same pixels. */}
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
                  {assumptionLabel(spec, currency)}
                </label>
                <input
                  id={`${id}-${spec.field}`}
                  name={spec.field}
                  className="input"
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step={rule.step}
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
