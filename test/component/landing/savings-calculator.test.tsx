/**
 * The landing page's savings calculator (issue 12): SPEC's defaults give $3,696 a month, every input updates the
 * figures as the visitor types (unparsable counts as 0), and the currency (USD en-US, EUR de-DE) is remembered in
 * local storage, restored only when it is USD or EUR. Beside it, the same month on a $149 subscription and a $1.50
 * per-guest surcharge, with a verdict that follows the visitor's numbers.
 */
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CALCULATOR_CURRENCY_KEY, SavingsCalculator } from '../../../web/src/features/landing/components/savings-calculator';
import { renderWithClient } from '../support/render';

const figure = (testId: string) => screen.getByTestId(testId).textContent;
const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement).value;

beforeEach(() => localStorage.clear());

describe('SavingsCalculator', () => {
  it("opens on SPEC's defaults: $3,696 a month, with the breakdown worked out by hand", () => {
    renderWithClient(<SavingsCalculator />);
    expect(valueOf('Orders per day')).toBe('120');
    expect(valueOf('Average order value ($)')).toBe('20');
    expect(valueOf('Staff minutes saved per order')).toBe('2.5');
    expect(figure('calculator-total')).toBe('$3,696');
    expect(figure('calculator-upsell')).toBe('+$4,032');
    expect(figure('calculator-staff')).toBe('+$1,680');
    expect(figure('calculator-mistakes')).toBe('+$504');
    expect(figure('calculator-fee')).toBe('−$2,520');
    expect(screen.getByText(/Based on 2,520 QR orders a month\. Estimates only; results may vary\./)).toBeTruthy();
  });

  it('follows what the visitor types; an emptied field counts as 0', async () => {
    const { user } = renderWithClient(<SavingsCalculator />);
    const orders = screen.getByLabelText('Orders per day');
    await user.clear(orders);
    await user.type(orders, '60');
    // Half the orders: every figure halves. 3696 / 2 = 1848.
    expect(figure('calculator-total')).toBe('$1,848');
    await user.clear(screen.getByLabelText('Bigger orders with photos and options (%)'));
    // No upsell: 840 + 252 - 1260 = -168, shown as a loss.
    expect(figure('calculator-total')).toBe('-$168');
    await user.clear(orders);
    expect(figure('calculator-total')).toBe('$0');
  });

  it('shows euros in the German style and remembers the choice; an unknown stored currency falls back to USD', async () => {
    const { user, unmount } = renderWithClient(<SavingsCalculator />);
    await user.selectOptions(screen.getByLabelText('Currency'), 'EUR');
    expect(figure('calculator-total')).toBe('3.696\u00a0€');
    expect(valueOf('Average order value (€)')).toBe('20');
    expect(localStorage.getItem(CALCULATOR_CURRENCY_KEY)).toBe('EUR');
    unmount();

    const restored = renderWithClient(<SavingsCalculator />);
    expect(valueOf('Currency')).toBe('EUR');
    expect(figure('calculator-total')).toBe('3.696\u00a0€');
    restored.unmount();

    localStorage.setItem(CALCULATOR_CURRENCY_KEY, 'GBP');
    renderWithClient(<SavingsCalculator />);
    expect(valueOf('Currency')).toBe('USD');
    expect(figure('calculator-total')).toBe('$3,696');
  });

  it('compares the same month with a subscription and a per-guest surcharge, the cheapest named in text', () => {
    renderWithClient(<SavingsCalculator />);
    // 2,520 QR orders, 50,400 of sales: TableTap 5% = 2,520; surcharge 2520 x 2 x 1.50 = 7,560; subscription 149.
    expect(figure('calculator-compare-tabletap')).toBe('$2,520');
    expect(figure('calculator-compare-surcharge')).toBe('$7,560');
    expect(figure('calculator-compare-subscription')).toBe('$149');
    const table = screen.getByRole('table', { name: '2,520 QR orders, $50,400 of sales a month' });
    const cheapestRows = [...table.querySelectorAll('tbody tr')].filter((row) => row.textContent?.includes('Cheapest'));
    expect(cheapestRows.map((row) => row.querySelector('th')?.textContent)).toEqual(['Monthly subscription You pay, whatever you sell']);
    // 2520 - 149 = 2,371 more; break-even 149 / 5% = 2,980.
    expect(figure('calculator-verdict')).toBe(
      'With your numbers, 5% per order costs $2,371 more than a $149 monthly subscription; TableTap is the cheaper of the two below $2,980 of QR sales a month.',
    );
    expect(valueOf('Monthly subscription ($)')).toBe('149');
    expect(valueOf('Surcharge per guest ($)')).toBe('1.5');
    expect(valueOf('Guests per QR order')).toBe('2');
    expect(screen.getByText(/Card processing is not included/).textContent).toContain('raises what every guest pays');
  });

  it('a 5,000 subscription flips the verdict; the assumptions follow every keystroke and an emptied one is 0', async () => {
    const { user } = renderWithClient(<SavingsCalculator />);
    const subscription = screen.getByLabelText('Monthly subscription ($)');
    await user.clear(subscription);
    await user.type(subscription, '5000');
    // 2520 - 5000 = -2,480; break-even 5000 / 5% = 100,000.
    expect(figure('calculator-compare-subscription')).toBe('$5,000');
    expect(figure('calculator-verdict')).toBe(
      'With your numbers, 5% per order costs $2,480 less than a $5,000 monthly subscription, and stays cheaper up to $100,000 of QR sales a month.',
    );
    expect(screen.getByTestId('calculator-compare-tabletap').parentElement?.textContent).toBe('$2,520Cheapest');

    await user.clear(screen.getByLabelText('Guests per QR order'));
    expect(figure('calculator-compare-surcharge')).toBe('$0');
    // A free surcharge is now cheapest, and a subscription of 0 has no break-even.
    expect(screen.getByTestId('calculator-compare-surcharge').parentElement?.textContent).toBe('$0Cheapest');
    await user.clear(subscription);
    expect(figure('calculator-verdict')).toBe('With your numbers, 5% per order costs $2,520 more than a $0 monthly subscription.');

    // The restaurant's own numbers drive the comparison too: half the orders halve the 5%.
    const orders = screen.getByLabelText('Orders per day');
    await user.clear(orders);
    await user.type(orders, '60');
    expect(figure('calculator-compare-tabletap')).toBe('$1,260');
  });

  it('shows the comparison in euros, German style', async () => {
    const { user } = renderWithClient(<SavingsCalculator />);
    await user.selectOptions(screen.getByLabelText('Currency'), 'EUR');
    expect(figure('calculator-compare-tabletap')).toBe('2.520\u00a0€');
    expect(figure('calculator-compare-surcharge')).toBe('7.560\u00a0€');
    expect(figure('calculator-compare-subscription')).toBe('149\u00a0€');
    expect(valueOf('Monthly subscription (€)')).toBe('149');
    expect(screen.getByRole('table').querySelector('caption')?.textContent).toBe('2.520 QR orders, 50.400\u00a0€ of sales a month');
    expect(figure('calculator-verdict')).toBe(
      'With your numbers, 5% per order costs 2.371\u00a0€ more than a 149\u00a0€ monthly subscription; TableTap is the cheaper of the two below 2.980\u00a0€ of QR sales a month.',
    );
  });
});
