/**
 * The landing page's savings calculator (issue 12): SPEC's defaults give $3,696 a month, every input updates the
 * figures as the visitor types (unparsable counts as 0), and the currency (USD en-US, EUR de-DE) is remembered in
 * local storage, restored only when it is USD or EUR.
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
});
