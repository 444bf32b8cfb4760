/**
 * The diner's cart page, rendered for real (CartPage, its lines, steppers and summary, the cart store on
 * localStorage, the menu request through apiFetch) with menu-public answered at fetch: the lines the diner put in,
 * their quantities, the totals (shared/pricing's priceOrder, which create-payment charges with), removing, and the
 * empty cart.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { priceOrder } from '../../../shared/pricing';
import en from '../../../web/src/features/diner/i18n/dictionaries/en';
import CartPage from '../../../web/src/features/diner/cart/cart-page';
import { cartStorageKey } from '../../../web/src/features/diner/cart/cart-storage';
import { activateLanguage } from '../../../web/src/features/diner/i18n/i18n-store';
import { menu } from '../../unit/web/diner/menu-fixture';
import { mockApi } from '../support/fetch-mock';
import { renderWithClient } from '../support/render';

const stored = (itemId: string, name: string, unitPriceCents: number, qty: number) => ({
  itemId,
  optionIds: [],
  comboChoices: [],
  name,
  optionNames: [],
  unitPriceCents,
  qty,
});

// The cart store and the public GETs are kept per restaurant for the page's life: a new restaurant id per test.
let restaurantId = '';
let run = 0;

function openCart(lines: ReturnType<typeof stored>[], restaurant: Partial<typeof menu.restaurant> = {}) {
  restaurantId = `r-cart-${++run}`;
  if (lines.length) localStorage.setItem(cartStorageKey(restaurantId), JSON.stringify({ version: 1, lines }));
  mockApi({ 'GET /functions/v1/menu-public': () => ({ body: { ...menu, restaurant: { ...menu.restaurant, ...restaurant, id: restaurantId } } }) });
  window.history.replaceState(null, '', `/cart/${restaurantId}?table=5&lang=en`);
  return renderWithClient(<CartPage restaurantId={restaurantId} />);
}

const line = (name: string) => screen.getByRole('group', { name: `Quantity: ${name}` }).closest('li')!;
const lineNames = () => within(screen.getByRole('region', { name: 'Your Order' })).getAllByRole('listitem').map((li) => li.querySelector('.cart-line__name')?.textContent);
const totals = () => ({
  subtotal: screen.getByTestId('cart-subtotal').textContent,
  tax: screen.getByTestId('cart-tax').textContent,
  tip: screen.getByTestId('cart-tip').textContent,
  total: screen.getByTestId('cart-total').textContent,
});

describe('cart page', () => {
  beforeAll(() => activateLanguage('en', en));
  beforeEach(() => {
    restaurantId = '';
  });

  it('lists each line with its quantity, unit price and line total, and the totals priced by shared/pricing', async () => {
    openCart([stored('lemonade', 'Homemade Lemonade', 450, 2), stored('espresso', 'Espresso', 300, 1)]);

    expect(await screen.findByRole('heading', { name: 'Your Cart' })).toBeTruthy();
    expect(lineNames()).toEqual(['Homemade Lemonade', 'Espresso']);
    const lemonade = line('Homemade Lemonade');
    expect(within(lemonade).getByText('$4.50 each')).toBeTruthy();
    expect(within(lemonade).getByText('2')).toBeTruthy();
    expect(within(lemonade).getByText('$9.00')).toBeTruthy();
    expect(within(line('Espresso')).getByText('$3.00')).toBeTruthy();

    // $12.00 + 8% tax + the preselected 15% tip of the subtotal.
    expect(totals()).toEqual({ subtotal: '$12.00', tax: '$0.96', tip: '$1.80', total: '$14.76' });
    const priced = priceOrder({ lines: [{ unitPriceCents: 450, qty: 2 }, { unitPriceCents: 300, qty: 1 }], taxRateBps: 800, tip: { kind: 'percent', percent: 15 } });
    expect(priced.totalCents).toBe(1476);
    expect(screen.getByRole('button', { name: 'Pay $14.76' })).toBeTruthy();
  });

  it('with the tax included in the prices, shows "Tax included (10%)" with its amount and does not add it', async () => {
    openCart([stored('lemonade', 'Homemade Lemonade', 450, 2), stored('espresso', 'Espresso', 300, 1)], { taxIncluded: true, taxRateBps: 1000 });

    expect(await screen.findByRole('heading', { name: 'Your Cart' })).toBeTruthy();
    // $12.00 holds 12.00 x 10/110 = $1.09 of tax; the total is the subtotal + the 15% tip, nothing added for tax.
    expect(screen.getByTestId('cart-subtotal').textContent).toBe('$12.00');
    expect(screen.getByTestId('cart-tip').textContent).toBe('$1.80');
    expect(screen.getByTestId('cart-total').textContent).toBe('$13.80');
    expect(screen.getByText('Tax included (10%)')).toBeTruthy();
    expect(screen.getByTestId('cart-tax-included').textContent).toBe('$1.09');
    expect(screen.queryByTestId('cart-tax')).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay $13.80' })).toBeTruthy();
  });

  it('changes a quantity with the stepper and prices the cart again', async () => {
    const { user } = openCart([stored('lemonade', 'Homemade Lemonade', 450, 2), stored('espresso', 'Espresso', 300, 1)]);

    await user.click(await screen.findByRole('button', { name: 'Add one Espresso' }));
    expect(within(line('Espresso')).getByText('2')).toBeTruthy();
    expect(totals()).toEqual({ subtotal: '$15.00', tax: '$1.20', tip: '$2.25', total: '$18.45' });

    await user.click(screen.getByRole('button', { name: 'Remove one Homemade Lemonade' }));
    expect(within(line('Homemade Lemonade')).getByText('1')).toBeTruthy();
    expect(totals().subtotal).toBe('$10.50');

    await user.click(screen.getByRole('radio', { name: '20%' }));
    expect(totals()).toEqual({ subtotal: '$10.50', tax: '$0.84', tip: '$2.10', total: '$13.44' });
  });

  it('removes a line with its bin button, and says so', async () => {
    const { user } = openCart([stored('lemonade', 'Homemade Lemonade', 450, 2), stored('espresso', 'Espresso', 300, 1)]);

    await user.click(await screen.findByRole('button', { name: 'Remove Homemade Lemonade' }));

    expect(lineNames()).toEqual(['Espresso']);
    expect(screen.getByText('Item removed from cart')).toBeTruthy();
    expect(totals().subtotal).toBe('$3.00');
    expect(JSON.parse(localStorage.getItem(cartStorageKey(restaurantId))!).lines).toHaveLength(1);
  });

  it('shows the empty cart, with the way back to the menu, when the last line goes', async () => {
    const { user } = openCart([stored('espresso', 'Espresso', 300, 1)]);

    await user.click(await screen.findByRole('button', { name: 'Remove one Espresso' }));

    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
    expect(screen.getByText('Add something from the menu to get started.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
    const back = screen.getAllByRole('link', { name: /Back to Menu/ }).map((link) => link.getAttribute('href'));
    expect(back).toContain(`/menu/${restaurantId}?table=5&lang=en`);
    expect(localStorage.getItem(cartStorageKey(restaurantId))).toBeNull();
  });

  it('opens on the empty state when nothing was added', async () => {
    openCart([]);
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
  });

  it('marks a sold-out line and holds payment until it is removed', async () => {
    const { user } = openCart([stored('espresso', 'Espresso', 300, 1), stored('tiramisu', 'Tiramisu', 750, 1)]);

    expect(within(await screen.findByRole('group', { name: 'Quantity: Tiramisu' }).then((g) => g.closest('li')!)).getByText('No longer available')).toBeTruthy();
    expect(totals().subtotal).toBe('$3.00');
    const pay = screen.getByRole('button', { name: 'Pay $3.69' }) as HTMLButtonElement;
    expect(pay.disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Remove Tiramisu' }));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Pay $3.69' }) as HTMLButtonElement).disabled).toBe(false));
  });
});
