/**
 * The prerendered landing page's savings calculator without the app (issue 31 goal 4): the build rendered it with
 * React on its defaults in dollars (components/savings-calculator.tsx); this keeps that HTML up to date as the visitor
 * types, with the same figures and words (calculator-text.ts, @shared/calculator), and no React: hydrating the whole
 * app for a marketing page kept Lighthouse's performance under 100 (total blocking time on a 4x slower phone CPU).
 *
 * The fields are the page's state: what the visitor typed before this script came is read, not lost. A remembered
 * currency (SPEC.md 4) is shown once it runs, as the hydrated calculator shows it; a currency the visitor picked
 * before that wins and is remembered.
 */
import {
  COMPARISON_FIELDS,
  CALCULATOR_FIELDS,
  formatWholeAmount,
  monthlyComparison,
  monthlySavings,
  parseCalculatorField,
  storedCalculatorCurrency,
  type CalculatorCurrency,
  type CalculatorField,
  type ComparisonField,
} from '@shared/calculator';
import { readLocalValue, writeLocalValue } from '@/lib/browser-storage';
import {
  CALCULATOR_CURRENCY_KEY,
  CALCULATOR_FIELD_SPECS,
  COMPARISON_ASSUMPTIONS,
  COMPARISON_PLAN_ROWS,
  assumptionLabel,
  cheapestPlans,
  comparisonCaption,
  comparisonVerdict,
  fieldLabel,
  ordersLabel,
  savingsNote,
} from '../components/calculator-text';

const CHEAPEST_CLASS = 'calculator__cheapest';

function setText(element: Element | null, text: string): void {
  if (element && element.textContent !== text) element.textContent = text;
}

/**
 * Makes the calculator under `root` (the page's `.calculator`) follow its fields. Returns false when there is none
 * (nothing to do), true once it follows them.
 */
export function runStaticCalculator(root: ParentNode = document): boolean {
  const found = root.querySelector<HTMLElement>('.calculator');
  const select = found?.querySelector<HTMLSelectElement>('select[name="currency"]');
  if (!found || !select) return false;
  const calculator: HTMLElement = found;
  const currencySelect: HTMLSelectElement = select;
  const byTestId = (id: string) => calculator.querySelector(`[data-testid="${id}"]`);
  const field = (name: CalculatorField | ComparisonField) => calculator.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  const labelOf = (name: CalculatorField | ComparisonField) => {
    const input = field(name);
    return input ? calculator.querySelector(`label[for="${CSS.escape(input.id)}"]`) : null;
  };

  function update(): void {
    const currency: CalculatorCurrency = storedCalculatorCurrency(currencySelect.value);
    const money = (amount: number) => formatWholeAmount(amount, currency);
    const values = Object.fromEntries(
      (Object.keys(CALCULATOR_FIELDS) as CalculatorField[]).map((name) => [name, parseCalculatorField(name, field(name)?.value ?? '')]),
    ) as Record<CalculatorField, number>;
    const assumptions = Object.fromEntries(
      (Object.keys(COMPARISON_FIELDS) as ComparisonField[]).map((name) => [name, parseCalculatorField(name, field(name)?.value ?? '')]),
    ) as Record<ComparisonField, number>;
    const figures = monthlySavings(values);
    const compared = monthlyComparison({ ...values, ...assumptions });
    const orders = ordersLabel(figures.adoptedOrders, currency);

    for (const spec of CALCULATOR_FIELD_SPECS) setText(labelOf(spec.field), fieldLabel(spec, currency));
    for (const spec of COMPARISON_ASSUMPTIONS) setText(labelOf(spec.field), assumptionLabel(spec, currency));
    const total = byTestId('calculator-total');
    setText(total, money(figures.savings));
    total?.classList.toggle('calculator__total--loss', figures.savings < 0);
    setText(byTestId('calculator-upsell'), `+${money(figures.upsellGain)}`);
    setText(byTestId('calculator-staff'), `+${money(figures.staffTimeSaved)}`);
    setText(byTestId('calculator-mistakes'), `+${money(figures.fewerMistakes)}`);
    setText(byTestId('calculator-fee'), `−${money(figures.fee)}`);
    setText(byTestId('calculator-note'), savingsNote(orders));
    setText(byTestId('calculator-verdict'), comparisonVerdict(compared, currency));
    setText(calculator.querySelector('.calculator__table caption'), comparisonCaption(orders, compared, currency));
    const cheapest = cheapestPlans(compared);
    for (const { plan, testId } of COMPARISON_PLAN_ROWS) {
      const cost = byTestId(testId);
      setText(cost, money(compared.costs[plan]));
      const cell = cost?.parentElement;
      const badge = cell?.querySelector(`.${CHEAPEST_CLASS}`);
      if (cheapest.has(plan) && cell && !badge) {
        const mark = document.createElement('span');
        mark.className = `badge badge--accent ${CHEAPEST_CLASS}`;
        mark.textContent = 'Cheapest';
        cell.append(mark);
      } else if (!cheapest.has(plan)) badge?.remove();
    }
  }

  // A currency picked before this ran is the visitor's choice; otherwise the one remembered, if any.
  if (currencySelect.value !== 'USD') writeLocalValue(CALCULATOR_CURRENCY_KEY, storedCalculatorCurrency(currencySelect.value));
  else currencySelect.value = storedCalculatorCurrency(readLocalValue(CALCULATOR_CURRENCY_KEY));
  currencySelect.addEventListener('change', () => {
    writeLocalValue(CALCULATOR_CURRENCY_KEY, storedCalculatorCurrency(currencySelect.value));
    update();
  });
  calculator.addEventListener('input', update);
  update();
  return true;
}
