/**
 * A phone at a table that pays at the end (issue 29), for the component tests of the bill page, the table's bar and
 * the cart page: the visit's views as the server would send them, the API mocked at fetch (joining answers with the
 * view), and the visit's live line replaced by one the test pushes views down (`pushView`), as the socket would.
 */
import type { BillLine, TabPayment, TableSessionView, TabView } from '../../../shared/api';
import { menu } from '../../unit/web/diner/menu-fixture';
import { mockApi, type ApiMock, type RouteHandler } from './fetch-mock';

type ViewListener = (message: { type: string; session: TableSessionView }) => void;
const lines: ViewListener[] = [];

/** The visit store's live line (web/src/lib/live-socket.ts), as a fake the test speaks through. */
export const liveSocketMock = {
  createLiveSocket(options: { onMessage(message: unknown): void }) {
    return {
      start: () => void lines.push(options.onMessage as ViewListener),
      stop: () => undefined,
    };
  },
};

/** A new view arriving over the visit's line (a payment made on another phone). */
export function pushView(view: TableSessionView) {
  lines.forEach((listener) => listener({ type: 'table_session.view', session: view }));
}

export const GUESTS = { me: 'g-me', ana: 'g-ana', ben: 'g-ben' } as const;

/** A table card's key (shared/tables.ts): a 12-character table id and a 22-character secret. */
export const TABLE_ID = 'tbl000000009';
export const TABLE_KEY = `${TABLE_ID}.abcdefghijklmnopqrstuv`;

export const line = (id: string, round: number, name: string, qty: number, itemsCents: number, taxCents: number, over: Partial<BillLine> = {}): BillLine => ({
  id,
  round,
  name,
  qty,
  itemsCents,
  taxCents,
  claimedBy: [],
  locked: false,
  ...over,
});

export const payment = (over: Partial<TabPayment> & Pick<TabPayment, 'id' | 'kind' | 'billCents'>): TabPayment => ({
  guestId: GUESTS.ana,
  guestName: 'Ana',
  index: null,
  tipCents: 0,
  state: 'paying',
  paidAt: null,
  ...over,
});

/** A tab in its bill state, its totals made from its lines and payments. */
export function billTab(over: Partial<TabView> & { lines: BillLine[] }): TabView {
  const subtotalCents = over.lines.reduce((sum, l) => sum + l.itemsCents, 0);
  const taxIncluded = over.taxIncluded ?? false;
  const taxCents = over.taxCents ?? over.lines.reduce((sum, l) => sum + l.taxCents, 0);
  const billCents = subtotalCents + (taxIncluded ? 0 : taxCents);
  const payments = over.payments ?? [];
  const paidCents = payments.filter((p) => p.state === 'paid').reduce((sum, p) => sum + p.billCents, 0);
  const payingCents = payments.filter((p) => p.state === 'paying').reduce((sum, p) => sum + p.billCents, 0);
  return {
    choosable: false,
    mode: 'pay_at_end',
    state: 'bill',
    holder: { guestId: GUESTS.ana, guestName: 'Ana' },
    cardLabel: 'Visa ending 4242',
    chargeAt: null,
    currency: 'usd',
    taxIncluded,
    subtotalCents,
    taxCents,
    billCents,
    split: { kind: 'whole' },
    payments,
    paidCents,
    payingCents,
    leftCents: billCents - paidCents - payingCents,
    ...over,
  };
}

let versions = 10;

export function visitView(restaurantId: string, tab: TabView | null, over: Partial<TableSessionView> = {}): TableSessionView {
  return {
    id: 'visit-1',
    restaurantId,
    table: { id: TABLE_ID, name: '9' },
    status: 'open',
    version: ++versions,
    joinCode: '482913',
    guests: [
      { id: GUESTS.me, name: 'Cleo', state: 'in', joinedAt: '2026-11-28T20:00:00.000Z' },
      { id: GUESTS.ana, name: 'Ana', state: 'in', joinedAt: '2026-11-28T20:00:00.000Z' },
      { id: GUESTS.ben, name: 'Ben', state: 'in', joinedAt: '2026-11-28T20:00:00.000Z' },
    ],
    lines: [],
    rounds: [
      { number: 1, orderId: 'o-1', orderCode: 'A1', status: 'in_progress', sentBy: 'Ana', sentAt: '2026-11-28T20:10:00.000Z', totalCents: 2000 },
    ],
    sending: null,
    openedAt: '2026-11-28T20:00:00.000Z',
    lastActivityAt: '2026-11-28T20:30:00.000Z',
    tab,
    ...over,
  };
}

const TOKEN = 'tok_abcdefghijklmnopqrstuvwx';

/** The API as the table's server answers it: the menu, joining (with `view`), and any further routes. */
export function mockTableApi(restaurantId: string, view: TableSessionView, routes: Record<string, RouteHandler> = {}): ApiMock {
  localStorage.setItem(`tabletap.table-guest.${restaurantId}.${TABLE_ID}`, JSON.stringify({ sessionId: view.id, guestId: GUESTS.me, token: TOKEN }));
  return mockApi({
    'GET /functions/v1/menu-public': () => ({ body: { ...menu, restaurant: { ...menu.restaurant, id: restaurantId } } }),
    'POST /functions/v1/table-session': () => ({ body: { state: 'in', guest: { id: GUESTS.me, name: 'Cleo', token: TOKEN }, session: view } }),
    'GET /functions/v1/table-session': () => ({ body: { state: 'in', guest: { id: GUESTS.me, name: 'Cleo', token: TOKEN }, session: view } }),
    ...routes,
  });
}

export const credentials = (view: TableSessionView) => ({ sessionId: view.id, guestId: GUESTS.me, token: TOKEN });

