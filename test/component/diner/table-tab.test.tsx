/**
 * A table that pays at the end (issue 29) on the phone, rendered for real against views as the server sends them:
 * the table's bar saying where the tab stands (a card being saved, open with its card and when it would be charged,
 * the bill asked, paid) and asking for the bill; the cart page's first round choosing how the table pays (its
 * payMode sent, no tip on a tab) and a later round going straight to the kitchen; the menu back from saving a card.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionCartLine, TabView, TableSessionView } from '../../../shared/api';
import { formatTime } from '../../../web/src/lib/format';
import en from '../../../web/src/features/diner/i18n/dictionaries/en';
import { activateLanguage } from '../../../web/src/features/diner/i18n/i18n-store';
import TableCartView from '../../../web/src/features/diner/table/table-cart-page';
import TableMenu from '../../../web/src/features/diner/table/table-menu';
import { menu } from '../../unit/web/diner/menu-fixture';
import { renderWithClient } from '../support/render';
import { GUESTS, TABLE_KEY, billTab, credentials, line, mockTableApi, payment, visitView } from '../support/table-tab';

vi.mock('../../../web/src/lib/live-socket', async () => (await import('../support/table-tab')).liveSocketMock);

let restaurantId = '';
let run = 0;
let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;

const lemonade: SessionCartLine = {
  id: 'l-1',
  guestId: GUESTS.me,
  itemId: 'lemonade',
  qty: 2,
  optionIds: [],
  comboChoices: [],
  removedIngredientIds: [],
  note: null,
  addedAt: '2026-11-28T20:20:00.000Z',
};

async function open(
  page: 'cart' | 'menu' | 'bill',
  tab: TabView | null,
  over: Partial<TableSessionView> = {},
  routes: Parameters<typeof mockTableApi>[2] = {},
  query = '',
) {
  restaurantId = `r-tab-${++run}`;
  const view = visitView(restaurantId, tab, over);
  const api = mockTableApi(restaurantId, view, routes);
  const restaurantMenu = { ...menu, restaurant: { ...menu.restaurant, id: restaurantId } };
  window.history.replaceState(null, '', `/${page}/${restaurantId}?tk=${TABLE_KEY}&lang=en${query}`);
  const Page = page === 'cart' ? TableCartView : TableMenu; // at /bill/ the table menu shows the bill
  const ui: ReactElement = (
    <Suspense fallback={<p>loading</p>}>
      <Page menu={restaurantMenu} restaurantId={restaurantId} tableKey={TABLE_KEY} />
    </Suspense>
  );
  // In an awaited act: the table's words are a promise the page suspends on (use-table-words.ts).
  let rendered!: ReturnType<typeof renderWithClient>;
  await act(async () => {
    rendered = renderWithClient(ui);
  });
  if (page !== 'bill') await screen.findByTestId('table-people');
  return { ...rendered, api, view };
}

const tabLine = () => screen.getByTestId('tab-state');
const tabText = () => within(tabLine()).getByRole('status').textContent;
const openTab = (over: Partial<TabView> = {}) => billTab({ state: 'open', split: null, lines: [], ...over });

describe("the table's bar at a table that pays at the end", () => {
  beforeAll(() => activateLanguage('en', en));

  it('says who is saving the card that opens the tab', async () => {
    await open('cart', openTab({ state: 'securing', cardLabel: null }), { rounds: [] });
    expect(tabText()).toBe('Ana is saving a card to open the tab');
    expect(within(tabLine()).queryByRole('button')).toBeNull();
  });

  it('open: the card, who saved it, when it is charged if left open, and "Ask for the bill" taking the table to its bill', async () => {
    const chargeAt = '2026-11-28T23:40:00.000Z';
    const { user, api, view } = await open('cart', openTab({ chargeAt }), {}, {
      'POST /functions/v1/table-bill': () => ({ body: { ...visitView(restaurantId, billTab({ lines: [line('o-1:0', 1, 'Fries', 1, 700, 56)] })), version: 500 } }),
    });

    expect(tabText()).toBe(`Tab open · Visa ending 4242 · saved by Ana Charged to that card at ${formatTime(chargeAt, { locale: 'en', hour: 'numeric' })} if left open.`);
    await user.click(within(tabLine()).getByRole('button', { name: 'Ask for the bill' }));
    await waitFor(() => expect(window.location.pathname).toBe(`/bill/${restaurantId}`));
    expect(new URLSearchParams(window.location.search).get('tk')).toBe(TABLE_KEY);
    expect(api.calls.find((c) => c.path === '/functions/v1/table-bill')!.body).toEqual({ guest: credentials(view), split: { kind: 'whole' } });
  });

  it('has no "Ask for the bill" before the first round', async () => {
    await open('cart', openTab(), { rounds: [] });
    expect(tabText()).toBe('Tab open · Visa ending 4242 · saved by Ana');
    expect(within(tabLine()).queryByRole('button')).toBeNull();
  });

  it('bill asked: the total and what is paid, with the way to the bill; then paid', async () => {
    const lines = [line('o-1:0', 1, 'Smash burger', 1, 1850, 148), line('o-1:1', 1, 'Fries', 2, 700, 56)];
    await open('cart', billTab({ lines, payments: [payment({ id: 'p-1', kind: 'amount', billCents: 1000, state: 'paid' })] }));
    expect(within(tabLine()).getByText('Bill asked · $27.54 · $10.00 paid')).toBeTruthy();
    const link = within(tabLine()).getByRole('link', { name: 'See the bill' });
    expect(link.getAttribute('href')).toBe(`/bill/${restaurantId}?lang=en&tk=${encodeURIComponent(TABLE_KEY)}`);
  });

  it('paid: thanks the table', async () => {
    await open('cart', billTab({ state: 'paid', lines: [line('o-1:0', 1, 'Fries', 1, 700, 56)] }));
    expect(within(tabLine()).getByText('Bill paid. Thank you!')).toBeTruthy();
  });
});

describe("the cart page's round at a table that pays at the end", () => {
  beforeAll(() => activateLanguage('en', en));
  beforeEach(() => {
    assign = vi.fn<(url: string | URL) => void>();
    vi.spyOn(window.location, 'assign').mockImplementation(assign);
  });

  it('where the table chooses: the first sender picks, and a tab sends payMode with no tip', async () => {
    const { user, api } = await open('cart', openTab({ choosable: true, mode: null, state: 'none', holder: null, cardLabel: null }), { rounds: [], lines: [lemonade] }, {
      'POST /functions/v1/table-round': () => ({ body: { url: 'https://pay.test/setup_1', orderId: 'o-1', orderCode: 'A1' } }),
    });

    const choice = await screen.findByRole('group', { name: 'How does the table pay?' });
    // Nothing chosen yet: sending asks for the choice first.
    await user.click(screen.getByRole('button', { name: /^Send to kitchen/ }));
    expect(within(choice).getByRole('alert').textContent).toBe('Choose how the table pays first.');
    expect(api.calls.some((c) => c.path === '/functions/v1/table-round')).toBe(false);

    // Paying now keeps the tip; a tab has none (it is given with the bill).
    await user.click(within(choice).getByRole('radio', { name: /^Pay now/ }));
    expect(screen.getByRole('radio', { name: '15%' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send to kitchen · Pay $11.07' })).toBeTruthy();
    await user.click(within(choice).getByRole('radio', { name: /^Open a tab, pay at the end/ }));
    expect(screen.queryByRole('radio', { name: '15%' })).toBeNull();
    expect(screen.queryByTestId('cart-tip')).toBeNull();
    expect(screen.getByTestId('cart-total').textContent).toBe('$9.72');
    await user.click(screen.getByRole('button', { name: 'Send to kitchen · Save a card' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.test/setup_1'));
    expect(api.calls.find((c) => c.path === '/functions/v1/table-round')!.body).toMatchObject({ payMode: 'pay_at_end', tip: { kind: 'none' } });
  });

  it('where the table chooses to pay now: payMode pay_first with the tip', async () => {
    const { user, api } = await open('cart', openTab({ choosable: true, mode: null, state: 'none', holder: null, cardLabel: null }), { rounds: [], lines: [lemonade] }, {
      'POST /functions/v1/table-round': () => ({ body: { url: 'https://pay.test/cs_round', orderId: 'o-1', orderCode: 'A1' } }),
    });

    await user.click(await screen.findByRole('radio', { name: /^Pay now/ }));
    await user.click(screen.getByRole('button', { name: 'Send to kitchen · Pay $11.07' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.test/cs_round'));
    expect(api.calls.find((c) => c.path === '/functions/v1/table-round')!.body).toMatchObject({ payMode: 'pay_first', tip: { kind: 'percent', percent: 15 } });
  });

  it('on an open tab: no choice, no tip, and the round goes straight to the kitchen', async () => {
    const placed = { number: 1, orderId: 'o-1', orderCode: 'A1', status: 'paid' as const, sentBy: 'Ana', sentAt: '2026-11-28T20:10:00.000Z', totalCents: 1188 };
    const { user, api } = await open('cart', openTab(), { lines: [lemonade], rounds: [placed] }, {
      'POST /functions/v1/table-round': () => ({ body: { url: null, orderId: 'o-2', orderCode: 'A2' } }),
    });

    expect(screen.queryByRole('group', { name: 'How does the table pay?' })).toBeNull();
    // A round on the tab is not paid yet: it is on the tab.
    expect(within(screen.getByRole('region', { name: 'Sent to the kitchen' })).getByText(/On the tab/)).toBeTruthy();
    expect(screen.queryByRole('radio', { name: '15%' })).toBeNull();
    expect(screen.getByText('Nothing is charged now: the table pays the bill at the end, with the tip.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send to kitchen · Add to the tab' }));

    expect(await screen.findByText('Round 2 sent to the kitchen.')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
    const body = api.calls.find((c) => c.path === '/functions/v1/table-round')!.body as Record<string, unknown>;
    expect(body).toMatchObject({ tip: { kind: 'none' } });
    expect(body).not.toHaveProperty('payMode');
  });

  it('once the bill is asked: no more rounds', async () => {
    await open('cart', billTab({ lines: [line('o-1:0', 1, 'Fries', 1, 700, 56)] }), { lines: [lemonade] });
    expect(screen.getByText('The bill has been asked for: no more rounds can be sent.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send to kitchen · Add to the tab' }).matches(':disabled')).toBe(true);
  });
});

describe('/bill/ is the table menu page showing the bill', () => {
  beforeAll(() => activateLanguage('en', en));

  it('at /bill/{restaurantId}?tk= the table menu shows the bill, its code loaded on demand', async () => {
    await open('bill', billTab({ lines: [line('o-1:0', 1, 'Fries', 2, 700, 56)] }));
    expect(await screen.findByRole('heading', { level: 1, name: 'The bill' })).toBeTruthy();
    expect(await screen.findByTestId('bill-total')).toBeTruthy();
    expect(screen.getByTestId('bill-total').textContent).toBe('$7.56');
    expect(screen.queryByRole('button', { name: /^Add .* to cart$/ })).toBeNull();
  });
});

describe('the menu back from saving a card for the first round', () => {
  beforeAll(() => activateLanguage('en', en));

  it('card saved: says the round is on its way, once', async () => {
    await open('menu', openTab(), {}, {}, '&card=saved');
    expect(screen.getByText('Card saved. Your round is on its way to the kitchen.')).toBeTruthy();
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('card')).toBeNull());
    expect(new URLSearchParams(window.location.search).get('tk')).toBe(TABLE_KEY);
  });

  it('card canceled: the round is taken back (table-round-cancel) and said to be back in the cart', async () => {
    const cancel = vi.fn();
    const { view } = await open('menu', openTab({ state: 'securing' }), { rounds: [] }, {
      'POST /functions/v1/table-round-cancel': (request) => (cancel(request.body), { body: { ...visitView(restaurantId, openTab({ state: 'none' }), { rounds: [] }), version: 800 } }),
    }, '&card=canceled&oid=o-1');

    expect(await screen.findByText("No card was saved, so the round didn't go. It is back in the table's order.")).toBeTruthy();
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(cancel).toHaveBeenCalledWith({ guest: credentials(view), orderId: 'o-1' });
    expect(new URLSearchParams(window.location.search).get('oid')).toBeNull();
  });
});
