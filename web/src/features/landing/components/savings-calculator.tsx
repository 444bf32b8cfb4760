import { useId, useMemo, useState } from 'react';
import {
  CALCULATOR_CURRENCIES,
  CALCULATOR_DEFAULTS,
  CALCULATOR_FIELDS,
  formatWholeAmount,
  monthlySavings,
  parseCalculatorField,
  storedCalculatorCurrency,
  type CalculatorCurrency,
  type CalculatorField,
} from '@shared/calculator';
import { readLocalValue, writeLocalValue } from '@/lib/browser-storage';
import { CALCULATOR_CURRENCY_KEY, CALCULATOR_FIELD_SPECS as FIELDS, fieldLabel, ordersLabel as ordersIn } from './calculator-text';
import { SavingsComparison } from './savings-comparison';
import { useHydrated } from './use-hydrated';

export { CALCULATOR_CURRENCY_KEY };

const initialTexts = () =>
  Object.fromEntries(FIELDS.map(({ field }) => [field, String(CALCULATOR_DEFAULTS[field])])) as Record<CalculatorField, string>;

/**
 * The landing page's savings calculator (#calculator): the ten inputs with SPEC's defaults, the monthly estimate with
 * its breakdown, and the same month against a subscription and a per-guest surcharge; figures in whole units (en-US
 * for USD, de-DE for EUR) that follow every keystroke.
 */
export function SavingsCalculator() {
  const id = useId();
  // The build renders the page for every visitor (prerender/), so a remembered currency shows once hydrated (or once
  // the page's own script has run: prerender/static-calculator.ts). The fields are editable from the first paint: the
  // script reads what was typed before it came.
  const hydrated = useHydrated();
  const [chosen, setCurrency] = useState<CalculatorCurrency | null>(null);
  const currency = chosen ?? storedCalculatorCurrency(hydrated ? readLocalValue(CALCULATOR_CURRENCY_KEY) : null);
  const [texts, setTexts] = useState(initialTexts);

  const values = useMemo(
    () => Object.fromEntries(FIELDS.map(({ field }) => [field, parseCalculatorField(field, texts[field])])) as Record<CalculatorField, number>,
    [texts],
  );
  const figures = useMemo(() => monthlySavings(values), [values]);
  const money = (amount: number) => formatWholeAmount(amount, currency);
  const ordersLabel = ordersIn(figures.adoptedOrders, currency);

  const chooseCurrency = (next: CalculatorCurrency) => {
    setCurrency(next);
    writeLocalValue(CALCULATOR_CURRENCY_KEY, next);
  };

  return (
    <div className="calculator">
      <form className="card calculator__inputs" aria-labelledby={`${id}-inputs`} onSubmit={(event) => event.preventDefault()}>
        <h3 id={`${id}-inputs`} className="calculator__heading">
          Your restaurant
        </h3>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-currency`}>
            Currency
          </label>
          <select
            id={`${id}-currency`}
            name="currency"
            className="input"
            value={currency}
            onChange={(event) => chooseCurrency(storedCalculatorCurrency(event.target.value))}
          >
            {CALCULATOR_CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {code === 'USD' ? 'US dollar ($)' : 'Euro (€)'}
              </option>
            ))}
          </select>
        </div>
        <div className="calculator__fields">
          {FIELDS.map((spec) => {
            const rule = CALCULATOR_FIELDS[spec.field];
            return (
              <div className="field" key={spec.field}>
                <label className="field__label" htmlFor={`${id}-${spec.field}`}>
                  {fieldLabel(spec, currency)}
                </label>
                <input
                  id={`${id}-${spec.field}`}
                  name={spec.field}
                  className="input"
                  type="number"
                  inputMode={rule.integer ? 'numeric' : 'decimal'}
                  min={0}
                  max={rule.max}
                  step={rule.step}
                  value={texts[spec.field]}
                  onChange={(event) => setTexts((current) => ({ ...current, [spec.field]: event.target.value }))}
                />
              </div>
            );
          })}
        </div>
      </form>

      <section className="card calculator__result" aria-labelledby={`${id}-result`} aria-live="polite">
        <h3 id={`${id}-result`} className="calculator__heading">
          Estimated monthly savings
        </h3>
        <p className={figures.savings < 0 ? 'calculator__total calculator__total--loss' : 'calculator__total'} data-testid="calculator-total">
          {money(figures.savings)}
        </p>
        <dl className="calculator__breakdown">
          <div>
            <dt>Bigger orders</dt>
            <dd data-testid="calculator-upsell">+{money(figures.upsellGain)}</dd>
          </div>
          <div>
            <dt>Staff time saved</dt>
            <dd data-testid="calculator-staff">+{money(figures.staffTimeSaved)}</dd>
          </div>
          <div>
            <dt>Fewer mistakes</dt>
            <dd data-testid="calculator-mistakes">+{money(figures.fewerMistakes)}</dd>
          </div>
          <div>
            <dt>TableTap fee (5% per order, no monthly fee)</dt>
            <dd data-testid="calculator-fee">−{money(figures.fee)}</dd>
          </div>
        </dl>
        {/* Words as savingsNote says them (prerender/static-calculator.ts writes that), in pieces as before: the same pixels. */}
        <p className="muted calculator__note" data-testid="calculator-note">
          Based on {ordersLabel} QR orders a month. Estimates only; results may vary.
        </p>
      </section>

      <SavingsComparison values={values} currency={currency} ordersLabel={ordersLabel} />
    </div>
  );
}
