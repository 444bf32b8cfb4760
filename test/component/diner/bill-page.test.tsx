/**
 * The bill page of a table that pays at the end (issue 29), rendered for real (BillPage with the table visit's store,
 * its words, apportioning with shared/split.ts) against views as the server sends them: the shares' amounts to the
 * cent with the odd cents stated, who paid or is paying each, taking over an abandoned share (and the server's
 * refusal shown), a line shared by three, the split chooser fixed once a share is paid, the payment's tip and its one
 * attempt across a retry, the way back from the payment page, and the bill filling as others pay.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TabView } from '../../../shared/api';
import en from '../../../web/src/features/diner/i18n/dictionaries/en';
import { activateLanguage } from '../../../web/src/features/diner/i18n/i18n-store';
import BillPage from '../../../web/src/features/diner/table/bill-page';
import { menu } from '../../unit/web/diner/menu-fixture';
import { renderWithClient } from '../support/render';
import { GUESTS, TABLE_KEY, billTab, credentials, line, mockTableApi, payment, pushView, visitView } from '../support/table-tab';

vi.mock('../../../web/src/lib/live-socket', async () => (await import('../support/table-tab')).liveSocketMock);

// The visit's store is kept per restaurant and card for the page's life: a new restaurant per test.
let restaurantId = '';
let run = 0;
let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;

async function openBill(tab: TabView | null, routes: Parameters<typeof mockTableApi>[2] = {}, query = '') {
  restaurantId = `r-bill-${++run}`;
  const view = visitView(restaurantId, tab);
  const api = mockTableApi(restaurantId, view, routes);
  window.history.replaceState(null, '', `/bill/${restaurantId}?tk=${TABLE_KEY}&lang=en${query}`);
  // Rendered in an awaited act: the table's words are a promise the page suspends on (use-table-words.ts).
  let rendered!: ReturnType<typeof renderWithClient>;
  await act(async () => {
    rendered = renderWithClient(
      <Suspense fallback={<p>loading</p>}>
        <BillPage menu={{ ...menu, restaurant: { ...menu.restaurant, id: restaurantId } }} restaurantId={restaurantId} tableKey={TABLE_KEY} />
      </Suspense>,
    );
  });
  await screen.findByRole('heading', { level: 1, name: 'The bill' });
  return { ...rendered, api, view };
}

/** $30.01 of items and $2.40 of tax: $32.41, which three cannot share evenly. */
const dinner = () => [
  line('o-1:0', 1, 'Smash burger', 1, 1850, 148),
  line('o-1:1', 1, 'Fries', 2, 700, 56),
  line('o-2:0', 2, 'Lemon soda', 1, 451, 36),
];

const share = (n: number) => screen.getByTestId(`even-share-${n}`);

describe('the bill page', () => {
  beforeAll(() => activateLanguage('en', en));
  beforeEach(() => {
    assign = vi.fn<(url: string | URL) => void>();
    vi.spyOn(window.location, 'assign').mockImplementation(assign);
  });
  afterEach(() => {
    restaurantId = '';
  });

  it('lists the lines by round with the items, the tax added and the total', async () => {
    await openBill(billTab({ lines: dinner() }));

    expect(await screen.findByRole('heading', { name: 'Round 1' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Round 2' })).toBeTruthy();
    const burger = screen.getByText('Smash burger').closest('li')!;
    expect(within(burger).getByText('× 1')).toBeTruthy();
    expect(within(burger).getByText('$18.50')).toBeTruthy();
    expect(within(screen.getByText('Fries').closest('li')!).getByText('$7.00')).toBeTruthy();
    expect(screen.getByTestId('bill-items').textContent).toBe('$30.01');
    expect(screen.getByText('Tax')).toBeTruthy();
    expect(screen.getByTestId('bill-tax').textContent).toBe('$2.40');
    expect(screen.getByTestId('bill-total').textContent).toBe('$32.41');
    expect(screen.getByTestId('bill-progress').textContent).toBe('$0.00 paid · $0.00 being paid · $32.41 left');
  });

  it('says "incl." when the tax is in the prices, and does not add it', async () => {
    await openBill(billTab({ taxIncluded: true, lines: [line('o-1:0', 1, 'Smash burger', 1, 1850, 0)], taxCents: 308 }));

    expect(await screen.findByText('Tax (incl.)')).toBeTruthy();
    expect(screen.getByTestId('bill-tax').textContent).toBe('$3.08');
    expect(screen.getByTestId('bill-total').textContent).toBe('$18.50');
  });

  it('splits evenly to the cent, the odd cent to the first share, with who paid or is paying each', async () => {
    const tab = billTab({
      lines: dinner(),
      split: { kind: 'even', ways: 3 },
      payments: [
        payment({ id: 'p-1', kind: 'even', index: 0, billCents: 1081, tipCents: 162, state: 'paid', paidAt: '2026-11-28T21:00:00.000Z' }),
        payment({ id: 'p-2', kind: 'even', index: 1, billCents: 1080, guestId: GUESTS.ben, guestName: 'Ben' }),
      ],
    });
    await openBill(tab);

    expect(await screen.findByText('Odd cents go to the first shares.')).toBeTruthy();
    // $32.41 / 3 = $10.80 each and one cent over: the first share pays it. The shares add up to the bill.
    expect(share(1).textContent).toContain('Share 1 · $10.81 · paid by Ana');
    expect(share(2).textContent).toContain('Share 2 · $10.80 · being paid by Ben');
    expect(share(3).textContent).toContain('Share 3 · $10.80 · open');
    expect(1081 + 1080 + 1080).toBe(tab.billCents);
    // Paid: nothing to do; being paid by someone else: take it over; open: pay it.
    expect(within(share(1)).queryByRole('button')).toBeNull();
    expect(within(share(2)).getByRole('button', { name: 'Take over' })).toBeTruthy();
    expect(within(share(3)).getByRole('button', { name: 'Pay this share' })).toBeTruthy();
    expect(screen.getByTestId('bill-progress').textContent).toBe('$10.81 paid · $10.80 being paid · $10.80 left');
  });

  it('fixes the split once a share is paid or being paid, and says why', async () => {
    await openBill(billTab({ lines: dinner(), split: { kind: 'even', ways: 2 }, payments: [payment({ id: 'p-1', kind: 'even', index: 0, billCents: 1621, state: 'paid' })] }));

    const chooser = await screen.findByRole('group', { name: 'How do you split it?' });
    expect(within(chooser).getByRole('radio', { name: 'Split evenly' })).toHaveProperty('checked', true);
    for (const radio of within(chooser).getAllByRole('radio')) expect(radio.matches(':disabled')).toBe(true);
    expect(within(chooser).getByRole('button', { name: 'More people' }).matches(':disabled')).toBe(true);
    expect(chooser.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(chooser.getAttribute('aria-describedby')!)!.textContent).toBe("The split can't change once a share is paid or being paid.");
  });

  it('changes the split while nothing is paid: evenly, then one more person', async () => {
    const split = vi.fn();
    const { user, view } = await openBill(billTab({ lines: dinner() }), {
      'POST /functions/v1/table-bill': (request) => {
        const body = request.body as { split: TabView['split'] };
        split(body);
        return { body: { ...visitView(restaurantId, billTab({ lines: dinner(), split: body.split })), version: 1000 + split.mock.calls.length } };
      },
    });

    await user.click(await screen.findByRole('radio', { name: 'Split evenly' }));
    expect(await screen.findByText('2 people')).toBeTruthy();
    expect(share(1).textContent).toContain('$16.21');
    expect(share(2).textContent).toContain('$16.20');
    await user.click(screen.getByRole('button', { name: 'More people' }));
    expect(await screen.findByText('3 people')).toBeTruthy();
    expect(split.mock.calls.map(([body]) => body)).toEqual([
      { guest: credentials(view), split: { kind: 'even', ways: 2 } },
      { guest: credentials(view), split: { kind: 'even', ways: 3 } },
    ]);
  });

  it('pays a share with its own tip of its items, one attempt across a retry, then goes to the payment page', async () => {
    let calls = 0;
    const { user, api } = await openBill(billTab({ lines: dinner(), split: { kind: 'even', ways: 3 } }), {
      'POST /functions/v1/table-pay': () => (++calls === 1 ? { status: 502, body: { error: { code: 'gateway', message: 'Bad gateway' } } } : { body: { url: 'https://pay.test/cs_1', paymentId: 'p-9' } }),
    });

    await user.click(within(await screen.findByTestId('even-share-2')).getByRole('button', { name: 'Pay this share' }));
    // Share 2: $10.80, of which $10.00 of items (the subtotal $30.01 in the shares' proportion): 18% of that is $1.80.
    expect(screen.getByTestId('pay-share').textContent).toBe('$10.80');
    await user.click(screen.getByRole('radio', { name: '18%' }));
    expect(screen.getByTestId('pay-tip').textContent).toBe('$1.80');
    await user.click(screen.getByRole('button', { name: 'Pay $12.60' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Pay $12.60' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.test/cs_1'));

    const pays = api.calls.filter((c) => c.path === '/functions/v1/table-pay').map((c) => c.body as Record<string, unknown>);
    expect(pays).toHaveLength(2);
    expect(pays[0]).toMatchObject({ share: { kind: 'even', index: 1 }, tip: { kind: 'percent', percent: 18 }, takeOver: false, lang: 'en' });
    expect(pays[0]!.attemptId).toMatch(/^[0-9a-f-]{36}$/);
    expect(pays[1]!.attemptId).toBe(pays[0]!.attemptId);
  });

  it('offers no tip as a choice, and shows the server refusing a take-over of a share its payer is still on', async () => {
    const { user, api } = await openBill(
      billTab({ lines: dinner(), split: { kind: 'even', ways: 3 }, payments: [payment({ id: 'p-2', kind: 'even', index: 1, billCents: 1080, guestId: GUESTS.ben, guestName: 'Ben' })] }),
      { 'POST /functions/v1/table-pay': () => ({ status: 409, body: { error: { code: 'share_being_paid', message: 'Ben is still paying this share. Try again in a few minutes.' } } }) },
    );

    await user.click(within(await screen.findByTestId('even-share-2')).getByRole('button', { name: 'Take over' }));
    expect(screen.getByRole('heading', { name: 'Take over this share' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'No tip' }));
    expect(screen.getByTestId('pay-tip').textContent).toBe('$0.00');
    await user.click(screen.getByRole('button', { name: 'Pay $10.80' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Ben is still paying this share. Try again in a few minutes.');
    expect(api.calls.find((c) => c.path === '/functions/v1/table-pay')!.body).toMatchObject({ share: { kind: 'even', index: 1 }, takeOver: true, tip: { kind: 'none' } });
    expect(assign).not.toHaveBeenCalled();
  });

  it('by items: a line shared by three is divided between them (the odd cent to the first claimants), and each pays their part', async () => {
    const items = [
      // $13.01 and $1.04 of tax between Ana, me and Ben, each divided as the server does: items $4.34, $4.34, $4.33
      // and tax $0.35, $0.35, $0.34 (odd cents to the first claimants), so my part is $4.69 (not $14.05 / 3 rounded).
      line('o-1:0', 1, 'Sharing platter', 1, 1301, 104, { claimedBy: [GUESTS.ana, GUESTS.me, GUESTS.ben] }),
      line('o-1:1', 1, 'Lemon soda', 1, 450, 36, { claimedBy: [GUESTS.me] }),
      line('o-2:0', 2, 'Fries', 1, 700, 56),
      line('o-2:1', 2, 'Espresso', 1, 300, 24, { claimedBy: [GUESTS.ana], locked: true }),
    ];
    const { user, api, view } = await openBill(billTab({ lines: items, split: { kind: 'items' } }), {
      'POST /functions/v1/table-claim': () => ({
        body: { ...visitView(restaurantId, billTab({ lines: items.map((l) => (l.id === 'o-2:0' ? { ...l, claimedBy: [GUESTS.me] } : l)), split: { kind: 'items' } })), version: 5000 },
      }),
      'POST /functions/v1/table-pay': () => ({ body: { url: 'https://pay.test/cs_items', paymentId: 'p-7' } }),
    });

    const platter = await screen.findByTestId('item-o-1:0');
    expect(within(platter).getByText('shared by Ana, you, Ben: your part $4.69')).toBeTruthy();
    expect(within(platter).getByRole('checkbox', { name: 'I had this: Sharing platter' })).toHaveProperty('checked', true);
    expect(within(screen.getByTestId('item-o-2:0')).getByText('Not claimed yet')).toBeTruthy();
    const espresso = screen.getByTestId('item-o-2:1');
    expect(within(espresso).getByText('Paid · claimed by Ana')).toBeTruthy();
    expect(within(espresso).getByRole('checkbox')).toHaveProperty('disabled', true);
    // $4.69 of the platter + $4.86 of my soda.
    expect(screen.getByTestId('items-my-share').textContent).toBe('Your share: $9.55');

    await user.click(within(screen.getByTestId('item-o-2:0')).getByRole('checkbox', { name: 'I had this: Fries' }));
    await waitFor(() => expect(screen.getByTestId('items-my-share').textContent).toBe('Your share: $17.11'));
    expect(api.calls.find((c) => c.path === '/functions/v1/table-claim')!.body).toEqual({ guest: credentials(view), lineId: 'o-2:0', claim: true });

    await user.click(screen.getByRole('button', { name: 'Pay my items' }));
    // The tip's base is my items alone: $4.34 of the platter + $4.50 + $7.00 = $15.84; 15% is $2.38.
    expect(screen.getByTestId('pay-share').textContent).toBe('$17.11');
    expect(screen.getByTestId('pay-tip').textContent).toBe('$2.38');
    await user.click(screen.getByRole('button', { name: 'Pay $19.49' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.test/cs_items'));
    expect(api.calls.find((c) => c.path === '/functions/v1/table-pay')!.body).toMatchObject({ share: { kind: 'items' }, tip: { kind: 'percent', percent: 15 } });
  });

  it('a custom amount: at most what is left, said clearly', async () => {
    const { user, api } = await openBill(
      billTab({ lines: dinner(), split: { kind: 'amounts' }, payments: [payment({ id: 'p-1', kind: 'amount', billCents: 2000, state: 'paid' })] }),
      { 'POST /functions/v1/table-pay': () => ({ body: { url: 'https://pay.test/cs_amount', paymentId: 'p-3' } }) },
    );

    const amount = await screen.findByLabelText('Amount to pay');
    expect(screen.getByText('At most $12.41, what is left to pay.')).toBeTruthy();
    await user.type(amount, '12.42');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Only $12.41 is left to pay: enter that or less.');
    await user.clear(amount);
    await user.type(amount, 'ten');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter an amount, like 12.50.');
    await user.clear(amount);
    await user.type(amount, '12.41');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await user.click(screen.getByRole('radio', { name: 'No tip' }));
    await user.click(screen.getByRole('button', { name: 'Pay $12.41' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.test/cs_amount'));
    expect(api.calls.find((c) => c.path === '/functions/v1/table-pay')!.body).toMatchObject({ share: { kind: 'amount', cents: 1241 }, tip: { kind: 'none' } });
  });

  it('fills as the others pay (views over the live line), up to the paid bill with each payment', async () => {
    const lines = dinner();
    const paying = billTab({ lines, split: { kind: 'even', ways: 2 }, payments: [payment({ id: 'p-1', kind: 'even', index: 0, billCents: 1621 })] });
    const { view } = await openBill(paying);
    expect(await screen.findByTestId('bill-progress')).toBeTruthy();
    expect(screen.getByTestId('bill-progress').textContent).toBe('$0.00 paid · $16.21 being paid · $16.20 left');

    const firstPaid = [payment({ id: 'p-1', kind: 'even', index: 0, billCents: 1621, tipCents: 243, state: 'paid' })];
    act(() => pushView({ ...view, version: view.version + 1, tab: billTab({ lines, split: { kind: 'even', ways: 2 }, payments: firstPaid }) }));
    expect(screen.getByTestId('bill-progress').textContent).toBe('$16.21 paid · $0.00 being paid · $16.20 left');
    expect(share(1).textContent).toContain('paid by Ana');

    const allPaid = [...firstPaid, payment({ id: 'p-2', kind: 'even', index: 1, billCents: 1620, tipCents: 0, state: 'paid', guestId: GUESTS.me, guestName: 'Cleo' })];
    act(() => pushView({ ...view, version: view.version + 2, tab: billTab({ state: 'paid', lines, split: { kind: 'even', ways: 2 }, payments: allPaid }) }));
    expect(screen.getByRole('heading', { name: 'The bill is paid' })).toBeTruthy();
    expect(screen.getByText('$34.84 paid in all, $2.43 of it in tips. Thank you!')).toBeTruthy();
    const payments = screen.getAllByTestId('bill-payment').map((li) => li.textContent);
    expect(payments).toEqual(['Ana · $16.21 + $2.43 tippaid', 'you · $16.20paid']);
    expect(screen.queryByRole('group', { name: 'How do you split it?' })).toBeNull();
  });

  it('back from a payment page unpaid: the payment is called off once and the address is the bill again', async () => {
    const cancel = vi.fn();
    const tab = billTab({ lines: dinner(), split: { kind: 'even', ways: 2 } });
    const { view } = await openBill(tab, { 'POST /functions/v1/table-pay-cancel': (request) => (cancel(request.body), { body: { ...visitView(restaurantId, tab), version: 9000 } }) }, '&pid=p-5&canceled=1');

    expect(await screen.findByText('Payment canceled: nothing was charged. The share is open again.')).toBeTruthy();
    await waitFor(() => expect(cancel).toHaveBeenCalledTimes(1));
    expect(cancel).toHaveBeenCalledWith({ guest: credentials(view), paymentId: 'p-5' });
    expect(`${window.location.pathname}${window.location.search}`).toBe(`/bill/${restaurantId}?lang=en&tk=${encodeURIComponent(TABLE_KEY)}`);
  });

  it('back from a payment page paid: confirming until the view says it is paid', async () => {
    const lines = dinner();
    const { view } = await openBill(billTab({ lines, split: { kind: 'whole' }, payments: [payment({ id: 'p-8', kind: 'whole', billCents: 3241, guestId: GUESTS.me, guestName: 'Cleo' })] }), {}, '&pid=p-8&paid=1&session_id=cs_8');

    expect(await screen.findByText('Confirming your payment...')).toBeTruthy();
    act(() => pushView({ ...view, version: view.version + 1, tab: billTab({ state: 'paid', lines, payments: [payment({ id: 'p-8', kind: 'whole', billCents: 3241, state: 'paid', guestId: GUESTS.me, guestName: 'Cleo' })] }) }));
    expect(screen.getByText('Your payment went through. Thank you!')).toBeTruthy();
  });

  it('before the bill is asked: says so, and asks for it', async () => {
    const open = billTab({ state: 'open', split: null, lines: dinner() });
    const { user, api } = await openBill(open, {
      'POST /functions/v1/table-bill': () => ({ body: { ...visitView(restaurantId, billTab({ lines: dinner() })), version: 7000 } }),
    });

    expect(await screen.findByText('Nobody has asked for the bill yet.')).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: 'Ask for the bill' })[0]!);
    expect(await screen.findByTestId('bill-total')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/functions/v1/table-bill')!.body).toMatchObject({ split: { kind: 'whole' } });
  });
});

