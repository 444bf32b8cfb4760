/**
 * The menu builder's Options & Variants tab, rendered for real (OptionsTab, its group editors and option rows, the
 * builder's data module and apiRequest) over the builder read answered at fetch: Add Group creates then attaches, an
 * option with a negative price change saves its cents, a refusal rolls back with SPEC's toast, min/max rules said
 * before anything is sent, attach an existing (shared) group, order by keyboard, delete a shared group after a
 * confirmation that says how many items use it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MenuBuilder } from '../../../shared/api/menu-builder';
import { MENU_OPTION_MESSAGES } from '../../../shared/menu-option-rules';
import { OptionsTab } from '../../../web/src/features/owner/menu-builder/options-tab';
import { mockApi, type ApiMock } from '../support/fetch-mock';
import { renderWithClient } from '../support/render';
import { BASE, builder, group, GROUPS, Harness, ITEM, option, refusal } from '../support/menu-builder';

vi.mock('../../../web/src/lib/amplify/session', () => ({ getIdToken: async () => 'test-id-token' }));

const SLOW = { timeout: 5000 };
const LINKS = `${BASE}/menu-items/${ITEM}/modifier-groups`;

let api: ApiMock;
let menu: MenuBuilder;
const writes = () => api.calls.filter((c) => c.method !== 'GET');
const region = (name: string) => screen.getByRole('region', { name });
const open = () => renderWithClient(<Harness tab={OptionsTab} />);

const sized = () =>
  builder({
    modifierGroups: [group('g-size', 'Size', { required: true, minSelect: 1 }), group('g-extras', 'Extras', { selectionType: 'multi', maxSelect: 3, position: 1 })],
    modifierOptions: [option('o-small', 'g-size', 'Small', 0), option('o-large', 'g-size', 'Large', 1, { priceDeltaCents: 200 })],
    itemModifierGroups: [
      { itemId: ITEM, groupId: 'g-size', position: 0 },
      { itemId: 'item-2', groupId: 'g-size', position: 0 },
      { itemId: 'item-3', groupId: 'g-extras', position: 0 },
    ],
  });

describe('menu builder: Options & Variants tab', () => {
  beforeEach(() => {
    menu = builder();
    api = mockApi({ [`GET ${BASE}/menu/builder`]: () => ({ body: menu }) });
  });

  it("says 'No option groups yet', and Add Group creates a 'New Group' and attaches it (once on a double click)", async () => {
    api.on(`POST ${GROUPS}`, async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      return { status: 201, body: { group: group('g-new', 'New Group') } };
    });
    api.on(`PUT ${LINKS}`, ({ body }) => ({
      body: { links: (body as { groupIds: string[] }).groupIds.map((groupId, position) => ({ itemId: ITEM, groupId, position })) },
    }));
    const { user } = open();
    expect(await screen.findByText('No option groups yet', undefined, SLOW)).toBeTruthy();

    await user.dblClick(screen.getByRole('button', { name: 'Add Group' }));
    const added = await screen.findByRole('region', { name: 'New Group' });
    expect(within(added).getByText('Used by 1 item')).toBeTruthy();
    expect(writes().map((c) => [c.method, c.path, c.body])).toEqual([
      ['POST', GROUPS, {}],
      ['PUT', LINKS, { groupIds: ['g-new'] }],
    ]);
    await waitFor(() => expect(document.activeElement).toBe(within(added).getByLabelText('Group name')));
    expect(screen.queryByText('No option groups yet')).toBeNull();
  });

  it('adds an option with a negative price change in cents, and saves an edited one', async () => {
    menu = sized();
    api.on(`POST ${GROUPS}/g-size/options`, ({ body }) => {
      const created = option('o-kid', 'g-size', 'Kids', 2, { priceDeltaCents: (body as { priceDeltaCents: number }).priceDeltaCents });
      return { status: 201, body: { option: created, options: [...sized().modifierOptions, created] } };
    });
    api.on(`PATCH ${GROUPS}/g-size/options/o-large`, ({ body }) => {
      const saved = { ...option('o-large', 'g-size', 'Large', 1), ...(body as object) };
      return { body: { option: saved, options: [option('o-small', 'g-size', 'Small', 0), saved] } };
    });
    const { user } = open();
    const size = await screen.findByRole('region', { name: 'Size' }, SLOW);
    const add = within(size).getByRole('group', { name: 'Add option to Size' });
    await user.type(within(add).getByLabelText('New option name'), 'Kids');
    await user.type(within(add).getByLabelText('New option price change ($)'), '-1.50');
    await user.click(within(add).getByRole('button', { name: 'Add option' }));
    expect(await within(size).findByRole('group', { name: 'Option Kids' })).toBeTruthy();
    expect(writes()[0]?.body).toEqual({ name: 'Kids', priceDeltaCents: -150 });

    const large = within(size).getByRole('group', { name: 'Option Large' });
    const price = within(large).getByLabelText('Price change ($)');
    expect((price as HTMLInputElement).value).toBe('2.00');
    await user.clear(price);
    await user.type(price, '-0.25');
    expect(writes()).toHaveLength(1); // never one request per keystroke
    await user.dblClick(within(large).getByRole('button', { name: 'Save option Large' }));
    await waitFor(() => expect(writes().map((c) => [c.method, c.path, c.body])).toHaveLength(2));
    expect(writes()[1]?.body).toEqual({ name: 'Large', priceDeltaCents: -25 });
  });

  it("rolls a refused change back with SPEC's title and the server's message, keeping what was typed", async () => {
    menu = sized();
    api.on(`PATCH ${GROUPS}/g-size`, () => refusal('Group name is taken'));
    const { user } = open();
    const size = await screen.findByRole('region', { name: 'Size' }, SLOW);
    const name = within(size).getByLabelText('Group name');
    await user.clear(name);
    await user.type(name, 'Portion');
    await user.click(within(size).getByRole('button', { name: 'Save group Size' }));

    expect(await screen.findByText('Error updating modifier group')).toBeTruthy();
    expect(screen.getByText('Group name is taken')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Size' })).toBeTruthy();
    expect((within(region('Size')).getByLabelText('Group name') as HTMLInputElement).value).toBe('Portion');
  });

  it('rolls back a refused detach with its own title', async () => {
    menu = sized();
    api.on(`PUT ${LINKS}`, () => refusal('Not allowed right now', 409));
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Detach Size' }, SLOW));
    expect(await screen.findByText('Error detaching group')).toBeTruthy();
    expect(screen.getByText('Not allowed right now')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Size' })).toBeTruthy();
  });

  it('marks a default at once and rolls it back when refused; deletes an option once on a double click', async () => {
    menu = sized();
    api.on(`PATCH ${GROUPS}/g-size/options/o-large`, () => refusal('Option not found', 404));
    api.on(`DELETE ${GROUPS}/g-size/options/o-small`, async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { status: 204, body: null };
    });
    const { user } = open();
    const size = await screen.findByRole('region', { name: 'Size' }, SLOW);
    const largeDefault = within(within(size).getByRole('group', { name: 'Option Large' })).getByLabelText('Default') as HTMLInputElement;
    await user.click(largeDefault);
    expect(await screen.findByText('Error updating option')).toBeTruthy();
    expect(screen.getByText('Option not found')).toBeTruthy();
    await waitFor(() => expect(largeDefault.checked).toBe(false));
    expect(writes()[0]?.body).toEqual({ isDefault: true });

    await user.dblClick(within(size).getByRole('button', { name: 'Delete option Small' }));
    await waitFor(() => expect(within(size).queryByRole('group', { name: 'Option Small' })).toBeNull());
    expect(writes().filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('shows the min/max rule before saving and sends nothing', async () => {
    menu = sized();
    const { user } = open();
    const size = await screen.findByRole('region', { name: 'Size' }, SLOW);
    expect(within(size).queryByLabelText('Max select')).toBeNull(); // single choice: max is 1
    await user.click(within(size).getByLabelText('Multi (choose several)'));
    const min = within(size).getByLabelText('Min select');
    const max = within(size).getByLabelText('Max select');
    await user.clear(min);
    await user.type(min, '3');
    await user.clear(max);
    await user.type(max, '2');
    expect(within(size).getByText(MENU_OPTION_MESSAGES.minAboveMax)).toBeTruthy();
    expect(min.getAttribute('aria-invalid')).toBe('true');
    await user.click(within(size).getByRole('button', { name: 'Save group Size' }));
    await user.clear(max);
    await user.type(max, '0');
    expect(within(size).getByText(MENU_OPTION_MESSAGES.maxSelect)).toBeTruthy();
    expect(writes()).toHaveLength(0);

    api.on(`PATCH ${GROUPS}/g-size`, ({ body }) => ({
      body: { group: { ...group('g-size', 'Size'), ...(body as object) }, options: sized().modifierOptions },
    }));
    await user.clear(max);
    await user.type(max, '4');
    await user.click(within(size).getByRole('button', { name: 'Save group Size' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]?.body).toEqual({ name: 'Size', selectionType: 'multi', required: true, minSelect: 3, maxSelect: 4 });
  });

  it('attaches a group another item uses, orders groups and options by keyboard', async () => {
    menu = sized();
    api.on(`PUT ${LINKS}`, ({ body }) => ({
      body: { links: (body as { groupIds: string[] }).groupIds.map((groupId, position) => ({ itemId: ITEM, groupId, position })) },
    }));
    api.on(`PUT ${GROUPS}/g-size/options`, ({ body }) => ({
      body: {
        options: (body as { optionIds: string[] }).optionIds.map((id, position) => ({ ...sized().modifierOptions.find((o) => o.id === id)!, position })),
      },
    }));
    const { user } = open();
    const select = await screen.findByLabelText('Attach existing group', undefined, SLOW);
    expect(within(select).getByRole('option', { name: 'Extras · Used by 1 item' })).toBeTruthy();
    await user.selectOptions(select, 'g-extras');
    await user.click(screen.getByRole('button', { name: 'Attach' }));
    expect(await screen.findByRole('region', { name: 'Extras' })).toBeTruthy();
    expect(writes()[0]?.body).toEqual({ groupIds: ['g-size', 'g-extras'] });
    expect(screen.queryByLabelText('Attach existing group')).toBeNull();

    screen.getByRole('button', { name: 'Move Extras up' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(writes()).toHaveLength(2));
    expect(writes()[1]?.body).toEqual({ groupIds: ['g-extras', 'g-size'] });
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Extras', 'Size']));

    await user.click(screen.getByRole('button', { name: 'Move Large up' }));
    await waitFor(() => expect(writes()).toHaveLength(3));
    expect(writes()[2]).toMatchObject({ method: 'PUT', path: `${GROUPS}/g-size/options`, body: { optionIds: ['o-large', 'o-small'] } });
  });

  it('deletes a shared group after a confirmation that says how many items use it', async () => {
    menu = sized();
    api.on(`DELETE ${GROUPS}/g-size`, () => ({ status: 204, body: null }));
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Delete group Size' }, SLOW));
    expect(screen.getByRole('alert').textContent).toContain('it is used by 2 items');
    expect(writes()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Confirm delete group Size' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Size' })).toBeNull());
    expect(writes().map((c) => `${c.method} ${c.path}`)).toEqual([`DELETE ${GROUPS}/g-size`]);
    expect(screen.getByText('No option groups yet')).toBeTruthy();
  });
});
