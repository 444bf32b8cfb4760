/**
 * The Floor tab (issue 28 item 4), rendered for real (FloorTab, its cards and dialogs, the floor api module,
 * apiRequest) with the API answered at fetch: each table's state in words, its party's figures, the phones waiting
 * with "Let in", and Seat, Clear (asked first when dishes or rounds are pending) and Move calling their routes; a
 * taken table's refusal said; the empty and failed floor.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Floor, FloorTable } from '../../../shared/api';
import { FloorTab } from '../../../web/src/features/dashboard/floor/floor-tab';
import { restaurant } from '../owner/owner-fixtures';
import { mockApi, type RouteHandler } from '../support/fetch-mock';
import { renderWithClient } from '../support/render';

vi.mock('../../../web/src/lib/amplify/session', () => ({ getIdToken: async () => 'test-id-token' }));

const RID = 'rest-1';
const BASE = `/api/v1/restaurants/${RID}`;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function table(id: string, name: string, over: Partial<FloorTable> = {}): FloorTable {
  return { id, name, section: null, seats: 4, state: 'free', session: null, ...over };
}
function party(over: Partial<NonNullable<FloorTable['session']>> = {}): NonNullable<FloorTable['session']> {
  return { id: 's-1', openedAt: minutesAgo(25), lastActivityAt: minutesAgo(2), guests: 3, waiting: [], cartLines: 0, rounds: 0, roundsInKitchen: 0, totalCents: 0, tab: null, ...over };
}

const free = table('t1', '1', { section: 'Inside' });
const nine = table('t9', '9', {
  section: 'Inside',
  state: 'waiting_for_food',
  session: party({ id: 's-9', guests: 2, cartLines: 1, rounds: 2, roundsInKitchen: 1, totalCents: 4820, waiting: [{ id: 'g-zed', name: 'Zed' }] }),
});
const patio = table('p2', 'Patio 2', { section: 'Patio', seats: 2, state: 'eating', session: party({ id: 's-p2', rounds: 1, totalCents: 1500 }) });
const floor: Floor = { tables: [free, nine, patio] };

function render(routes: Record<string, RouteHandler> = {}, canManage = false) {
  const api = mockApi({ [`GET ${BASE}`]: () => ({ body: restaurant() }), [`GET ${BASE}/floor`]: () => ({ body: floor }), ...routes });
  const rendered = renderWithClient(
    <MemoryRouter>
      <FloorTab restaurantId={RID} canManage={canManage} />
    </MemoryRouter>,
  );
  return { api, ...rendered };
}

const card = (name: string) => screen.getByRole('article', { name });
const posts = (api: ReturnType<typeof mockApi>) => api.calls.filter((c) => c.method === 'POST').map((c) => ({ path: c.path, body: c.body }));

describe('the floor tab', () => {
  it('shows every table by section with its state in words and its party', async () => {
    render();
    const inside = await screen.findByRole('region', { name: 'Inside 2' });
    expect(within(inside).getAllByRole('article').map((a) => a.getAttribute('data-state'))).toEqual(['free', 'waiting_for_food']);
    expect(within(screen.getByRole('region', { name: 'Patio 1' })).getByRole('heading', { name: 'Table Patio 2' })).toBeTruthy();
    expect(screen.getByTestId('floor-counts').textContent).toBe('Free: 1 · Waiting for food: 1 · Eating: 1');

    expect(within(card('Table 1')).getByText('Free')).toBeTruthy();
    expect(within(card('Table 1')).getByText('4 seats')).toBeTruthy();
    const t9 = card('Table 9');
    expect(within(t9).getByText('Waiting for food')).toBeTruthy();
    const facts = Object.fromEntries(within(t9).getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));
    expect(facts).toEqual({ Guests: '2', Seated: '25m', 'In cart': '1 dish', Rounds: '2 (1 in kitchen)', Total: '$48.20' });
    expect(within(card('Table Patio 2')).getByText('Eating')).toBeTruthy();
    expect(within(card('Table Patio 2')).getByText('2 seats')).toBeTruthy();

    // A free table can be seated; a seated one moved or cleared.
    expect(within(card('Table 1')).getByRole('button', { name: 'Seat a party at Table 1' })).toBeTruthy();
    expect(within(card('Table 1')).queryByRole('button', { name: /^Clear/ })).toBeNull();
    expect(within(t9).getByRole('button', { name: 'Move the party at Table 9' })).toBeTruthy();
    expect(within(t9).getByRole('button', { name: 'Clear Table 9' })).toBeTruthy();
  });

  it('lists the phones waiting to join and lets one in through the admit route', async () => {
    const { api, user } = render({ [`POST ${BASE}/table-sessions/s-9/admit`]: () => ({ body: {} }) });
    const waiting = await screen.findByRole('region', { name: 'Waiting to join Table 9' });
    expect(within(waiting).getByRole('listitem').textContent).toBe('ZedLet in Zed');
    await user.click(within(waiting).getByRole('button', { name: 'Let in Zed' }));
    await screen.findByText('Zed let in at Table 9');
    expect(posts(api)).toEqual([{ path: `${BASE}/table-sessions/s-9/admit`, body: { guestId: 'g-zed' } }]);
  });

  it('seats a party at a free table and reads the floor again', async () => {
    let seated = false;
    const { api, user } = render({
      [`GET ${BASE}/floor`]: () => ({ body: { tables: [seated ? { ...free, state: 'seated', session: party({ guests: 0 }) } : free, nine, patio] } }),
      [`POST ${BASE}/tables/t1/open`]: () => {
        seated = true;
        return { body: {} };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Seat a party at Table 1' }));
    await waitFor(() => expect(card('Table 1').getAttribute('data-state')).toBe('seated'));
    expect(within(card('Table 1')).getByText('Seated', { selector: '.floor-state' })).toBeTruthy();
    expect(posts(api)).toEqual([{ path: `${BASE}/tables/t1/open`, body: undefined }]);
  });

  it('clears a table with nothing pending at once; asks first when dishes or rounds are pending', async () => {
    const { api, user } = render({ [`POST ${BASE}/tables/p2/clear`]: () => ({ body: { cleared: true } }), [`POST ${BASE}/tables/t9/clear`]: () => ({ body: { cleared: true } }) });
    await user.click(await screen.findByRole('button', { name: 'Clear Table Patio 2' }));
    await screen.findByText('Table Patio 2 cleared');
    expect(posts(api)).toEqual([{ path: `${BASE}/tables/p2/clear`, body: undefined }]);

    await user.click(screen.getByRole('button', { name: 'Clear Table 9' }));
    const dialog = screen.getByRole('dialog', { name: 'Clear Table 9?' });
    expect(within(dialog).getByText('9 has 1 dish in the cart not sent (they will be dropped) and 1 round still in the kitchen.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts(api)).toHaveLength(1);

    // Escape closes it too, the focus back on the card's Clear.
    await user.click(screen.getByRole('button', { name: 'Clear Table 9' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Clear Table 9' }));
    expect(posts(api)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Clear Table 9' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Clear Table 9?' })).getByRole('button', { name: 'Clear table' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(api)[1]).toEqual({ path: `${BASE}/tables/t9/clear`, body: undefined });
  });

  it('moves a party to the free table chosen; a taken table is refused with the reason', async () => {
    const free5 = table('t5', '5', { section: 'Inside', seats: 6 });
    let answer: RouteHandler = () => ({ status: 409, body: { error: { code: 'table_taken', message: '5 is taken. Clear it first or choose a free table.' } } });
    const { api, user } = render({
      [`GET ${BASE}/floor`]: () => ({ body: { tables: [free, free5, nine, patio] } }),
      [`POST ${BASE}/tables/t9/move`]: (request) => answer(request),
    });
    await user.click(await screen.findByRole('button', { name: 'Move the party at Table 9' }));
    const dialog = screen.getByRole('dialog', { name: 'Move the party at Table 9' });
    const choices = within(dialog).getByRole('group', { name: 'Move to a free table' });
    expect(within(choices).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['Table 1 Inside · 4 seats', 'Table 5 Inside · 6 seats']);
    await user.click(within(choices).getByRole('radio', { name: /Table 5/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Move party' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', '5 is taken. Clear it first or choose a free table.');

    answer = () => ({ body: { tables: [] } });
    await user.click(within(dialog).getByRole('button', { name: 'Move party' }));
    await screen.findByText('Party moved to Table 5');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts(api)).toEqual([
      { path: `${BASE}/tables/t9/move`, body: { toTableId: 't5' } },
      { path: `${BASE}/tables/t9/move`, body: { toTableId: 't5' } },
    ]);
  });

  it('says why a seat was refused', async () => {
    const { user } = render({ [`POST ${BASE}/tables/t1/open`]: () => ({ status: 409, body: { error: { code: 'table_seated', message: '1 is already seated.' } } }) });
    await user.click(await screen.findByRole('button', { name: 'Seat a party at Table 1' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Could not seat Table 1: 1 is already seated.');
  });

  it('with no tables points owners and managers to the QR codes page', async () => {
    render({ [`GET ${BASE}/floor`]: () => ({ body: { tables: [] } }) }, true);
    expect(await screen.findByText('No tables yet: add them on the QR codes page.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to QR codes' }).getAttribute('href')).toBe('/owner/settings/qr');
  });

  it('with no tables tells a waiter whom to ask', async () => {
    render({ [`GET ${BASE}/floor`]: () => ({ body: { tables: [] } }) });
    expect(await screen.findByText('Ask an owner or manager to add them.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says when the floor cannot be read, with a way to try again', async () => {
    let fail = true;
    const { user } = render({ [`GET ${BASE}/floor`]: () => (fail ? { status: 500, body: { error: { code: 'internal', message: 'boom' } } } : { body: floor }) });
    expect((await screen.findByRole('alert')).textContent).toContain('Could not load the floor');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Table 9' })).toBeTruthy();
  });
});
