/**
 * Issue 25 item 3: the kitchen ticket says what to cook. The Kitchen tab rendered for real (KitchenDisplay, its
 * tickets, the orders api module) with the API answered at fetch: a paid order's lines, options, combo parts, "No X"
 * under the line or part it belongs to, the line's note and the order's note are on the ticket, Details unopened.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Order, OrderLine } from '../../../shared/api';
import { KitchenDisplay } from '../../../web/src/features/dashboard/orders/kitchen-display';
import { mockApi } from '../support/fetch-mock';
import { renderWithClient } from '../support/render';

vi.mock('../../../web/src/lib/amplify/session', () => ({ getIdToken: async () => 'test-id-token' }));

const RID = 'rest-1';
const ORDERS = `/api/v1/restaurants/${RID}/orders`;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const today = { date: '2026-11-23', timeZone: 'UTC', from: new Date(Date.now() - 3_600_000).toISOString() };

const line = (over: Partial<OrderLine> & Pick<OrderLine, 'itemId' | 'itemName' | 'qty'>): OrderLine => ({
  unitPriceCents: 1000,
  lineTotalCents: 1000 * over.qty,
  options: [],
  removedIngredients: [],
  note: null,
  ...over,
});

const burger = line({
  itemId: 'burger',
  itemName: 'Burger',
  qty: 2,
  options: [{ groupName: 'Doneness', optionName: 'Medium rare', priceDeltaCents: 0 }],
  removedIngredients: ['Onions'],
  allergens: ['gluten', 'milk', 'sesame'],
  note: 'Sauce on the side',
});
// A combo's parts are stored as its options (price-cart.ts): the part's own removals in brackets.
const lunch = line({
  itemId: 'lunch',
  itemName: 'Lunch Combo',
  qty: 1,
  options: [
    { groupName: 'Main', optionName: 'Pad Thai (No Peanuts, No Chili)', priceDeltaCents: 0 },
    { groupName: 'Side', optionName: '2 x Spring Rolls', priceDeltaCents: 0 },
  ],
});

function order(over: Partial<Order> & Pick<Order, 'id' | 'orderCode' | 'status'>): Order {
  return {
    restaurantId: RID,
    tableLabel: '7',
    note: null,
    subtotalCents: 3000,
    taxCents: 240,
    tipCents: 0,
    totalCents: 3240,
    feeCents: 162,
    currency: 'USD',
    paymentState: 'paid',
    refundedCents: 0,
    createdAt: minutesAgo(4),
    paidAt: minutesAgo(3),
    prepStartedAt: null,
    readyAt: null,
    servedAt: null,
    lines: [],
    ...over,
  };
}

const paid = order({ id: 'o1', orderCode: 'K7Q', status: 'paid', note: 'Severe peanut allergy', lines: [burger, lunch] });

const itemsOf = (ticket: HTMLElement) => within(ticket).getByRole('list', { name: 'Items' });
const textsOf = (list: HTMLElement) => Array.from(list.children).map((li) => li.textContent);

describe('the kitchen ticket', () => {
  it("shows a paid order's lines, options, combo parts, removals and notes without opening Details", async () => {
    const api = mockApi({ [`GET ${ORDERS}`]: () => ({ body: { orders: [paid], today } }) });
    renderWithClient(<KitchenDisplay restaurantId={RID} />);

    const ticket = await screen.findByRole('article', { name: 'Order K7Q' });
    // The allergy note is on the ticket, labelled, not behind Details.
    const note = within(ticket).getByRole('note', { name: 'Order note' });
    expect(note.textContent).toBe('NoteSevere peanut allergy');

    const items = itemsOf(ticket);
    const [burgerLine, lunchLine] = Array.from(items.children) as HTMLElement[];
    expect(within(burgerLine!).getByText('2×')).toBeTruthy();
    expect(within(burgerLine!).getByText('Burger').className).toContain('ticket__item-name');
    expect(textsOf(burgerLine!.querySelector('ul')!)).toEqual(['Doneness: Medium rare', '⊘ No Onions']);
    // "NO Onions": bold, its No in capitals on screen (CSS), read as the words "No Onions".
    const removal = within(burgerLine!).getByText('Onions', { exact: false }).closest('li')!;
    expect(removal.className).toBe('ticket__removal');
    expect(removal.querySelector('.ticket__no')!.textContent).toBe('No');
    // Issue 30 item 5: the allergens the server fixed on the line, in words, labelled, under the dish.
    const allergens = burgerLine!.querySelector('.ticket__allergens')!;
    expect(allergens.textContent).toBe('⚠ Allergens: Gluten, Milk, Sesame');
    expect(allergens.querySelector('[aria-hidden="true"]')!.textContent).toBe('⚠');
    // A line without allergens known shows no row.
    expect(lunchLine!.querySelector('.ticket__allergens')).toBeNull();
    expect(within(burgerLine!).getByText('Sauce on the side', { exact: false }).textContent).toBe('Note: Sauce on the side');

    // The combo's parts are sub-lines; what was left out of a part is under that part, not the combo.
    expect(within(lunchLine!).getByText('1×')).toBeTruthy();
    expect(textsOf(lunchLine!.querySelector('ul')!)).toEqual(['Main: Pad Thai⊘ No Peanuts⊘ No Chili', 'Side: 2 x Spring Rolls']);
    const padThai = within(lunchLine!).getByText('Pad Thai', { exact: false }).closest('li')!;
    expect(textsOf(padThai.querySelector('ul')!)).toEqual(['⊘ No Peanuts', '⊘ No Chili']);

    // Details was not opened, and no order was read beyond the board.
    expect(within(ticket).getByRole('button', { name: 'Details' }).getAttribute('aria-expanded')).toBe('false');
    expect(api.calls.map((call) => call.path)).toEqual([ORDERS]);
    // The kitchen cooks: no money on its ticket.
    expect(within(ticket).queryByText('Total')).toBeNull();
  });

  it('reads the lines of an order that arrived without them (a live message) and shows them', async () => {
    const { lines: _lines, ...summary } = paid;
    mockApi({
      [`GET ${ORDERS}`]: () => ({ body: { orders: [paid], today } }),
      [`GET ${ORDERS}/o1`]: () => ({ body: { order: paid } }),
    });
    const { queryClient } = renderWithClient(<KitchenDisplay restaurantId={RID} />);
    await screen.findByRole('article', { name: 'Order K7Q' });
    // The board as a live message leaves it: the order without its lines.
    queryClient.setQueryData(['dashboard', RID, 'orders'], { orders: [summary], today });
    queryClient.removeQueries({ queryKey: ['dashboard', RID, 'order', 'o1'] });

    const ticket = await screen.findByRole('article', { name: 'Order K7Q' });
    expect(await within(ticket).findByRole('list', { name: 'Items' })).toBeTruthy();
    expect(within(ticket).getByText('Burger')).toBeTruthy();
  });
});
