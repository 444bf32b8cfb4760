/**
 * The owner's books page (issue 27 item 5), rendered for real (filters bar, results, Load more, an opened order's
 * details and timeline, the search api module) with the API answered at fetch: what the owner sees, what each search
 * asks the server, and the filters kept in the address.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order, OrderSearchPage, Refund } from '../../../shared/api';
import { OrdersHistory } from '../../../web/src/features/dashboard/history/orders-history-page';
import { mockApi, type ApiMock, type MockRequest } from '../support/fetch-mock';
import { renderWithClient } from '../support/render';

vi.mock('../../../web/src/lib/amplify/session', () => ({ getIdToken: async () => 'test-id-token' }));

const RID = 'rest-1';
const HISTORY = `/api/v1/restaurants/${RID}/orders/history`;
const TZ = 'Europe/Paris';

function order(over: Partial<Order> & Pick<Order, 'id' | 'orderCode'>): Order {
  return {
    restaurantId: RID,
    status: 'served',
    tableLabel: '12',
    note: null,
    subtotalCents: 2000,
    taxCents: 160,
    tipCents: 300,
    totalCents: 2460,
    feeCents: 108,
    currency: 'EUR',
    paymentState: 'paid',
    refundedCents: 0,
    createdAt: '2026-11-27T18:02:00.000Z',
    paidAt: '2026-11-27T18:03:00.000Z',
    prepStartedAt: '2026-11-27T18:05:00.000Z',
    readyAt: '2026-11-27T18:20:00.000Z',
    servedAt: '2026-11-27T18:24:00.000Z',
    lines: [{ itemId: 'i1', itemName: 'Risotto', qty: 2, unitPriceCents: 1000, lineTotalCents: 2000, options: [], removedIngredients: [], note: null }],
    ...over,
  };
}

const refund: Refund = {
  id: 'rf1',
  kind: 'items',
  reason: 'wrong_item',
  note: null,
  status: 'succeeded',
  amountCents: 1080,
  subtotalCents: 1000,
  taxCents: 80,
  tipCents: 0,
  feeCents: 50,
  lines: [{ position: 0, qty: 1, amountCents: 1080 }],
  canceledOrder: false,
  failureReason: null,
  createdAt: '2026-11-27T18:40:00.000Z',
  succeededAt: '2026-11-27T18:41:00.000Z',
  failedAt: null,
};

const served = order({ id: 'o1', orderCode: 'K7P2M' });
const refunded = order({ id: 'o2', orderCode: 'H3XQ9', tableLabel: 'Patio 2', paymentState: 'partially_refunded', refundedCents: 1080, createdAt: '2026-11-26T12:00:00.000Z' });
const disputed = order({
  id: 'o3',
  orderCode: 'Z9W8V',
  tableLabel: null,
  createdAt: '2026-11-25T12:00:00.000Z',
  dispute: { status: 'needs_response', amountCents: 2460, reason: 'fraudulent', evidenceDueBy: '2026-12-05T00:00:00.000Z', openedAt: '2026-11-27T09:00:00.000Z', closedAt: null },
});

const page = (orders: Order[], over: Partial<OrderSearchPage> = {}): OrderSearchPage => ({
  orders,
  nextCursor: null,
  from: '2026-11-22',
  to: '2026-11-28',
  timeZone: TZ,
  searchedTo: null,
  ...over,
});

/** The address the page is at, shown so a test can read what the filters put there. */
function Address() {
  const location = useLocation();
  return <div data-testid="address">{`${location.pathname}${location.search}`}</div>;
}

function renderPage(path = '/owner/orders') {
  return renderWithClient(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/owner/orders"
          element={
            <>
              <OrdersHistory restaurantId={RID} />
              <Address />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

const searches = (api: ApiMock) => api.calls.filter((call) => call.path === HISTORY).map((call) => Object.fromEntries(call.query));
const address = () => new URL(screen.getByTestId('address').textContent!, 'http://app.test');
const rows = () => screen.queryAllByTestId('history-result');
const codes = () => rows().map((row) => within(row).getByRole('button').textContent?.replace(/^(Open|Hide) order /, ''));

let api: ApiMock;
let answer: (request: MockRequest) => { status?: number; body: unknown };

beforeEach(() => {
  answer = () => ({ body: page([served, refunded, disputed]) });
  api = mockApi({ [`GET ${HISTORY}`]: (request) => answer(request) });
});

describe('orders history page', () => {
  it('lists the last 7 days by default: code, time, table, total, refunded, payment state, status, dispute', async () => {
    renderPage();
    await waitFor(() => expect(codes()).toEqual(['K7P2M', 'H3XQ9', 'Z9W8V']));
    expect(searches(api)).toEqual([{}]);
    expect(screen.getByRole('status').textContent).toMatch(/^3 orders placed from Sun, (22 Nov|Nov 22,) 2026 to Sat, (28 Nov|Nov 28,) 2026$/);
    // The date fields show the range the server searched.
    expect(screen.getByLabelText<HTMLInputElement>('From').value).toBe('2026-11-22');
    expect(screen.getByLabelText<HTMLInputElement>('To').value).toBe('2026-11-28');

    const [first, second, third] = rows();
    // 18:02 UTC is 19:02 in Paris: times are on the restaurant's clock.
    expect(within(first!).getByText(/19:02/)).toBeTruthy();
    expect(within(first!).getByText('€24.60')).toBeTruthy();
    expect(within(first!).getByText('Paid')).toBeTruthy();
    expect(within(first!).getByText('Served')).toBeTruthy();
    expect(within(second!).getByText('Patio 2')).toBeTruthy();
    expect(within(second!).getByText('€10.80')).toBeTruthy();
    expect(within(second!).getByText('Partially refunded')).toBeTruthy();
    expect(within(third!).getByText('No table')).toBeTruthy();
    expect(within(third!).getByText('Disputed')).toBeTruthy();
  });

  it('searches with every filter set, and keeps them in the address', async () => {
    const { user } = renderPage();
    await waitFor(() => expect(rows()).toHaveLength(3));
    answer = () => ({ body: page([refunded], { from: '2026-11-01', to: '2026-11-30' }) });

    await user.type(screen.getByLabelText('Order code or table'), 'h3xq9');
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-11-30');
    await user.selectOptions(screen.getByLabelText('Status'), 'Served');
    await user.selectOptions(screen.getByLabelText('Payment'), 'Partially refunded');
    await user.selectOptions(screen.getByLabelText('Disputes'), 'Not disputed');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(codes()).toEqual(['H3XQ9']));
    const asked = { q: 'h3xq9', from: '2026-11-01', to: '2026-11-30', status: 'served', payment: 'partially_refunded', disputed: 'false' };
    expect(searches(api).at(-1)).toEqual(asked);
    expect(Object.fromEntries(address().searchParams)).toEqual(asked);
    expect(screen.getByRole('status').textContent).toMatch(/^1 order placed from Sun, (1 Nov|Nov 1,) 2026 to Mon, (30 Nov|Nov 30,) 2026$/);
  });

  it('opens with the filters an address holds, and Clear filters goes back to the last 7 days', async () => {
    const { user } = renderPage('/owner/orders?payment=refunded&q=12&status=bogus');
    await waitFor(() => expect(rows()).toHaveLength(3));
    // A status that is not one reads as "any".
    expect(searches(api)).toEqual([{ payment: 'refunded', q: '12' }]);
    expect(screen.getByLabelText<HTMLInputElement>('Order code or table').value).toBe('12');
    expect(screen.getByLabelText<HTMLSelectElement>('Payment').value).toBe('refunded');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(searches(api).at(-1)).toEqual({}));
    expect(address().search).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>('Order code or table').value).toBe('');
  });

  it('tells a range that runs backwards or is too long before asking the server', async () => {
    const { user } = renderPage();
    await waitFor(() => expect(rows()).toHaveLength(3));
    const asked = api.calls.length;

    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-11-29');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert').textContent).toBe('"To" must be on or after "From".');
    expect(screen.getByLabelText('To').getAttribute('aria-invalid')).toBe('true');

    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-08-01');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose at most 92 days (this range is 120).');
    expect(api.calls.length).toBe(asked);
  });

  it("shows the server's refusal with a way back, and an empty result as such", async () => {
    answer = () => ({ status: 400, body: { error: { code: 'validation_failed', message: 'Invalid request - from: must be a date written YYYY-MM-DD' } } });
    const { user } = renderPage('/owner/orders?from=2026-02-30&q=7');
    expect((await screen.findByRole('alert')).textContent).toContain('from: must be a date written YYYY-MM-DD');

    answer = () => ({ body: page([]) });
    await user.click(screen.getByRole('button', { name: 'Search the last 7 days' }));
    expect(await screen.findByText('No orders match these filters in these days.')).toBeTruthy();
    expect(searches(api).at(-1)).toEqual({ q: '7' });
    await user.click(screen.getByRole('button', { name: 'Clear the filters, keep the days' }));
    expect(await screen.findByText('No orders were placed in these days.')).toBeTruthy();
  });

  it('loads more with the cursor, keeping the filters, and keeps searching past pages with no match', async () => {
    answer = (request) => {
      if (!request.query.get('cursor')) return { body: page([], { nextCursor: 'c1', searchedTo: '2026-11-26T08:00:00.000Z' }) };
      if (request.query.get('cursor') === 'c1') return { body: page([served], { nextCursor: 'c2' }) };
      return { body: page([refunded]) };
    };
    const { user } = renderPage('/owner/orders?status=served');
    expect(await screen.findByText(/^Searched back to Thu, (26 Nov|Nov 26), 09:00 so far\.$/)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/^Showing 0 orders placed from .*; more to load$/);
    await user.click(screen.getByRole('button', { name: 'Keep searching' }));
    await waitFor(() => expect(codes()).toEqual(['K7P2M']));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(codes()).toEqual(['K7P2M', 'H3XQ9']));
    expect(searches(api)).toEqual([{ status: 'served' }, { status: 'served', cursor: 'c1' }, { status: 'served', cursor: 'c2' }]);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    // The keyboard lands on the first order the last page brought.
    expect(document.activeElement?.textContent).toContain('H3XQ9');
  });

  it("opens an order: its details and its timeline, from the order's own read", async () => {
    const withRefund = { ...refunded, refunds: [refund] };
    api.on(`GET /api/v1/restaurants/${RID}/orders/o2`, () => ({ body: { order: withRefund } }));
    const { user } = renderPage();
    await waitFor(() => expect(rows()).toHaveLength(3));

    await user.click(screen.getByRole('button', { name: 'Open order H3XQ9' }));
    const timeline = await screen.findByRole('region', { name: 'Timeline of order H3XQ9' });
    const events = within(timeline).getAllByRole('listitem').map((item) => item.textContent);
    expect(events).toEqual([
      expect.stringMatching(/13:00.*Placed.*€24\.60 · Table Patio 2/),
      expect.stringMatching(/19:03.*Paid/),
      expect.stringMatching(/19:05.*Preparation started/),
      expect.stringMatching(/19:20.*Ready/),
      expect.stringMatching(/19:24.*Served/),
      expect.stringMatching(/19:40.*Refund of €10\.80 asked for.*Wrong item.*Now refunded/),
      expect.stringMatching(/19:41.*Refund of €10\.80 went through/),
    ]);
    expect(screen.getByRole('region', { name: 'Order details' })).toBeTruthy();
    expect(address().searchParams.get('order')).toBe('o2');

    await user.click(screen.getByRole('button', { name: 'Hide order H3XQ9' }));
    expect(screen.queryByRole('region', { name: 'Timeline of order H3XQ9' })).toBeNull();
    expect(address().searchParams.get('order')).toBeNull();
  });
});
