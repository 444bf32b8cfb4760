/**
 * Issue 25 items 1 and 5, as people read them: the diner's receipt says the tax was included (not added) when the
 * order was charged that way, and the staff's order Details show gross, the platform fee and the restaurant's net
 * (gross - fee, the whole tip in it).
 */
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order, PublicOrder } from '../../../shared/api';
import { OrderMoney } from '../../../web/src/features/dashboard/orders/order-money';
import en from '../../../web/src/features/diner/i18n/dictionaries/en';
import { activateLanguage } from '../../../web/src/features/diner/i18n/i18n-store';
import { OrderReceipt } from '../../../web/src/features/diner/order/order-receipt';

// $50.50 of dishes (10% VAT inside: $4.59), $9.09 tip: the diner paid $59.59; the fee is 5% of $50.50 = $2.53.
const included = { subtotalCents: 5050, taxCents: 459, taxIncluded: true, taxRateBps: 1000, tipCents: 909, totalCents: 5959 };
// The same dishes with 8% added: $4.04 tax, $63.63 paid; the fee is 5% of $54.54 = $2.73.
const added = { subtotalCents: 5050, taxCents: 404, taxIncluded: false, taxRateBps: 800, tipCents: 909, totalCents: 6363 };

function publicOrder(money: typeof included | typeof added): PublicOrder {
  return {
    id: 'o-1',
    orderCode: 'K7Q2M',
    restaurantId: 'r-1',
    restaurantName: 'Osteria',
    status: 'paid',
    tableLabel: '5',
    note: null,
    createdAt: '2026-11-28T09:00:00.000Z',
    paidAt: '2026-11-28T09:01:00.000Z',
    currency: 'USD',
    lines: [],
    estimatedPrepMinutes: { min: 15, max: 20 },
    refunds: [],
    refundedCents: 0,
    ...money,
  };
}

function staffOrder(money: typeof included | typeof added, feeCents: number): Order {
  const { restaurantName: _name, estimatedPrepMinutes: _prep, refunds: _refunds, ...rest } = publicOrder(money);
  return { ...rest, feeCents, paymentState: 'paid', refundedCents: 0, prepStartedAt: null, readyAt: null, servedAt: null };
}

describe("the diner's receipt", () => {
  beforeAll(() => activateLanguage('en', en));

  it('says "Tax included (10%)" with the amount after the total, and adds no tax line, when the prices held it', () => {
    render(<OrderReceipt order={publicOrder(included)} />);
    expect(screen.getByTestId('order-total').textContent).toBe('$59.59');
    expect(screen.getByText('Tax included (10%)')).toBeTruthy();
    expect(screen.getByTestId('order-tax-included').textContent).toBe('$4.59');
    expect(screen.queryByTestId('order-tax')).toBeNull();
  });

  it('shows an added tax as a line with its rate, as before', () => {
    render(<OrderReceipt order={publicOrder(added)} />);
    expect(screen.getByText('Tax (8%)')).toBeTruthy();
    expect(screen.getByTestId('order-tax').textContent).toBe('$4.04');
    expect(screen.queryByTestId('order-tax-included')).toBeNull();
  });

  it('shows an order from before the rate was kept as "Tax", added', () => {
    render(<OrderReceipt order={{ ...publicOrder(added), taxIncluded: null, taxRateBps: null }} />);
    expect(screen.getByText('Tax')).toBeTruthy();
    expect(screen.getByTestId('order-tax').textContent).toBe('$4.04');
  });
});

describe("the staff's order money", () => {
  const rows = () =>
    Object.fromEntries(
      within(screen.getByRole('region', { name: 'Money' }))
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );

  it('shows gross, the platform fee and the net (gross - fee) with the tip in the net; the tax as included', () => {
    render(<OrderMoney order={staffOrder(included, 253)} />);
    expect(rows()).toEqual({
      Subtotal: '$50.50',
      'Tax incl. (10%)': '$4.59',
      Tip: '$9.09',
      'Gross (paid by the diner)': '$59.59',
      'Platform fee': '−$2.53',
      'Net to the restaurant': '$57.06',
    });
    expect(screen.getByText('The net includes the $9.09 tip (no fee on tips).')).toBeTruthy();
  });

  it('shows an added tax with its rate', () => {
    render(<OrderMoney order={staffOrder(added, 273)} />);
    expect(rows()).toMatchObject({ 'Tax (8%)': '$4.04', 'Gross (paid by the diner)': '$63.63', 'Platform fee': '−$2.73', 'Net to the restaurant': '$60.90' });
  });
});
