/**
 * Issue 30 item 6: paper tickets from the kitchen screen. The Kitchen tab rendered for real with the API answered at
 * fetch and window.print stubbed (it records the ticket in print media at each call; the afterprint event is the
 * browser's "printed"): the Print button prints the ticket's paper view (lines, "NO X", allergens, notes, the tab's
 * badge), a second print says REPRINT; automatic printing prints each order arriving while it is on once, through a
 * reload, and none of those on the screen when it was turned on; the paper width is the device's choice.
 */
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order, OrderLine } from '../../../shared/api';
import { KitchenDisplay } from '../../../web/src/features/dashboard/orders/kitchen-display';
import { mockApi } from '../support/fetch-mock';
import { createTestQueryClient, renderWithClient } from '../support/render';

vi.mock('../../../web/src/lib/amplify/session', () => ({ getIdToken: async () => 'test-id-token' }));

const RID = 'rest-1';
const ORDERS = `/api/v1/restaurants/${RID}/orders`;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const today = { date: '2026-11-23', timeZone: 'UTC', from: new Date(Date.now() - 3_600_000).toISOString() };

const burger: OrderLine = {
  itemId: 'burger',
  itemName: 'Burger',
  qty: 2,
  unitPriceCents: 1000,
  lineTotalCents: 2000,
  options: [{ groupName: 'Doneness', optionName: 'Medium rare', priceDeltaCents: 0 }],
  removedIngredients: ['Onions'],
  allergens: ['gluten', 'milk'],
  note: 'Sauce on the side',
};

function order(id: string, orderCode: string, over: Partial<Order> = {}): Order {
  return {
    id,
    orderCode,
    status: 'paid',
    restaurantId: RID,
    tableLabel: '7',
    note: null,
    subtotalCents: 2000,
    taxCents: 160,
    tipCents: 0,
    totalCents: 2160,
    feeCents: 100,
    currency: 'USD',
    paymentState: 'paid',
    refundedCents: 0,
    createdAt: minutesAgo(4),
    paidAt: minutesAgo(3),
    prepStartedAt: null,
    readyAt: null,
    servedAt: null,
    lines: [burger],
    ...over,
  };
}

// A combo's part is stored as an option with its removals in brackets (price-cart.ts): on paper, "NO X" under the part.
const lunch: OrderLine = {
  ...burger,
  itemId: 'lunch',
  itemName: 'Lunch Combo',
  qty: 1,
  options: [{ groupName: 'Main', optionName: 'Pad Thai (No Peanuts)', priceDeltaCents: 0 }],
  removedIngredients: [],
  allergens: ['eggs'],
  note: null,
};
const first = order('o1', 'K7Q', { note: 'Severe peanut allergy', lines: [burger, lunch] });
const round = order('o2', 'T2B', { tableLabel: '9', tableSessionId: 'v1', roundNumber: 2, onTab: true, paymentState: 'unpaid' });
const third = order('o3', 'Z3C');

/** Each window.print(): the paper ticket's text then, and the page's width in its @page rule. */
let prints: { text: string; code: string; width: string | undefined }[] = [];

beforeEach(() => {
  localStorage.clear();
  prints = [];
  // happy-dom has no print(); the page's is replaced as the e2e does.
  window.print = vi.fn(() => {
    const root = document.querySelector('[data-testid="paper-root"]')!;
    prints.push({
      text: root.querySelector('.paper-ticket')!.textContent ?? '',
      code: root.querySelector('.paper-ticket__code')!.firstChild!.textContent ?? '',
      width: root.querySelector('.paper-ticket')?.getAttribute('data-paper-width') ?? undefined });
    expect(document.documentElement.classList.contains('paper-printing')).toBe(true);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  document.documentElement.classList.remove('paper-printing');
});

/** The browser's print is over: the ticket went to the printer. */
const afterPrint = () => act(() => void window.dispatchEvent(new Event('afterprint')));

function kitchenWith(orders: Order[]) {
  const answer = { body: { orders, today } };
  mockApi({
    [`GET ${ORDERS}`]: () => answer,
    // The kitchen reads its restaurant too (issue 30 item 1's limit): the default applies.
    [`GET /api/v1/restaurants/${RID}`]: () => ({ status: 404, body: { error: 'not here' } }),
  });
  return answer;
}

describe('paper tickets from the kitchen screen', () => {
  it("prints a ticket's paper view with Print, and marks a second print REPRINT", async () => {
    kitchenWith([first, round]);
    const { user } = renderWithClient(<KitchenDisplay restaurantId={RID} />);
    const ticket = await screen.findByRole('article', { name: 'Order K7Q' });
    await user.click(within(ticket).getByRole('button', { name: 'Print' }));
    expect(prints).toHaveLength(1);
    const paper = prints[0]!.text;
    expect(paper).toContain('Table 7');
    expect(paper).toContain('#K7Q');
    expect(paper).toContain('NOTE: Severe peanut allergy');
    expect(paper).toContain('2 x Burger');
    expect(paper).toContain('Doneness: Medium rare');
    expect(paper).toContain('NO Onions');
    expect(paper).toContain('Allergens: Gluten, Milk');
    expect(paper).toContain('Note: Sauce on the side');
    expect(paper).toContain('1 x Lunch ComboMain: Pad ThaiNO Peanuts⚠ Allergens: Eggs');
    expect(paper).toMatch(/Received \d\d:\d\d/);
    expect(paper).not.toContain('REPRINT');
    expect(paper).not.toContain('ON THE TAB');
    // The paper view is out of the way of assistive technology, and leaves once printed.
    expect(document.querySelector('[data-testid="paper-root"]')!.getAttribute('aria-hidden')).toBe('true');
    afterPrint();
    expect(document.querySelector('[data-testid="paper-root"]')).toBeNull();
    expect(document.documentElement.classList.contains('paper-printing')).toBe(false);
    expect(within(ticket).getByRole('button', { name: 'Print (printed)' })).toBeTruthy();

    await user.click(within(ticket).getByRole('button', { name: 'Print (printed)' }));
    expect(prints).toHaveLength(2);
    expect(prints[1]!.text).toContain('*** REPRINT ***');
    expect(prints[1]!.text).toContain('Reprinted');
    afterPrint();

    // A round on a tab carries its badge and round.
    await user.click(within(screen.getByRole('article', { name: 'Order T2B' })).getByRole('button', { name: 'Print' }));
    expect(prints[2]!.text).toContain('ON THE TAB');
    expect(prints[2]!.text).toContain('#T2B Round 2');
    expect(prints[2]!.text).not.toContain('REPRINT');
  });

  it("prints on this device's paper width, remembered", async () => {
    kitchenWith([first]);
    const { user, unmount } = renderWithClient(<KitchenDisplay restaurantId={RID} />);
    const controls = await screen.findByRole('region', { name: 'Paper tickets' });
    expect(within(controls).getByRole('radio', { name: '80 mm' })).toHaveProperty('checked', true);
    await user.click(within(controls).getByRole('radio', { name: '58 mm' }));
    await user.click(within(screen.getByRole('article', { name: 'Order K7Q' })).getByRole('button', { name: 'Print' }));
    expect(prints.map((p) => p.width)).toEqual(['58']);
    afterPrint();
    unmount();
    renderWithClient(<KitchenDisplay restaurantId={RID} />);
    expect(within(await screen.findByRole('region', { name: 'Paper tickets' })).getByRole('radio', { name: '58 mm' })).toHaveProperty('checked', true);
  });

  it('prints each order arriving while automatic printing is on once, through a reload, and none already on screen', async () => {
    const answer = kitchenWith([first]);
    const { user, queryClient, unmount } = renderWithClient(<KitchenDisplay restaurantId={RID} />);
    await screen.findByRole('article', { name: 'Order K7Q' });
    await user.click(screen.getByRole('switch', { name: 'Print new tickets automatically on this device' }));
    expect(screen.getByRole('switch', { name: 'Print new tickets automatically on this device' })).toHaveProperty('checked', true);
    expect(prints).toHaveLength(0); // K7Q was on the screen already

    // A round arrives (a live message puts it on the board): it prints, once, and the next waits for the first.
    act(() => queryClient.setQueryData(['dashboard', RID, 'orders'], { orders: [first, round, third], today }));
    await vi.waitFor(() => expect(prints).toHaveLength(1));
    expect(prints[0]!.text).toContain('#T2B');
    afterPrint();
    await vi.waitFor(() => expect(prints).toHaveLength(2));
    expect(prints[1]!.text).toContain('#Z3C');
    afterPrint();
    // The board changes again (T2B started): nothing prints twice.
    act(() => queryClient.setQueryData(['dashboard', RID, 'orders'], { orders: [first, { ...round, status: 'in_progress' }, third], today }));
    await vi.waitFor(() => expect(screen.getByRole('article', { name: 'Order T2B' }).getAttribute('data-status')).toBe('in_progress'));
    expect(prints).toHaveLength(2);

    // A reload: what was printed is not printed again; an order paid meanwhile prints once; the switch stays on.
    unmount();
    const later = order('o4', 'W4D');
    answer.body = { orders: [first, round, third, later], today };
    const queryClient2 = createTestQueryClient();
    renderWithClient(<KitchenDisplay restaurantId={RID} />, queryClient2);
    await vi.waitFor(() => expect(prints).toHaveLength(3));
    expect(prints[2]!.text).toContain('#W4D');
    expect(prints[2]!.text).not.toContain('REPRINT');
    afterPrint();
    expect(screen.getByRole('switch', { name: 'Print new tickets automatically on this device' })).toHaveProperty('checked', true);
    expect(screen.getByRole('article', { name: 'Order W4D' })).toBeTruthy();
    expect(prints.map((p) => p.code)).toEqual(['#T2B', '#Z3C', '#W4D']);

    // Off: a new order does not print by itself.
    await user.click(screen.getByRole('switch', { name: 'Print new tickets automatically on this device' }));
    act(() => queryClient2.setQueryData(['dashboard', RID, 'orders'], { orders: [first, round, third, later, order('o5', 'V5E')], today }));
    expect(await screen.findByRole('article', { name: 'Order V5E' })).toBeTruthy();
    expect(prints).toHaveLength(3);
  });
});
