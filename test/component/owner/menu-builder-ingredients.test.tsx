/**
 * The menu builder's Ingredients tab, rendered for real (IngredientsTab, its rows, tag picker and add form, the
 * builder's data module and apiRequest) over the builder read answered at fetch, the way the item editor mounts it:
 * adding an ingredient tagged with an allergen, a tag conflict said before anything is sent, an update the server
 * refuses rolled back with SPEC's toast, delete, reorder by keyboard, and the item's diet summary (itemDiet).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BuilderIngredient, MenuBuilder } from '../../../shared/api/menu-builder';
import { IngredientsTab } from '../../../web/src/features/owner/menu-builder/ingredients-tab';
import { mockApi, type ApiMock } from '../support/fetch-mock';
import { BASE, emptyBuilder, Harness, item, ITEM } from '../support/menu-builder';
import { renderWithClient } from '../support/render';

vi.mock('../../../web/src/lib/amplify/session', () => ({ getIdToken: async () => 'test-id-token' }));

const INGREDIENTS = `${BASE}/menu-items/${ITEM}/ingredients`;

function ingredient(id: string, name: string, position: number, over: Partial<BuilderIngredient> = {}): BuilderIngredient {
  return { id, itemId: ITEM, name, isDefaultIncluded: true, isRemovable: true, position, allergens: [], dietary: [], ...over };
}

function builder(ingredients: BuilderIngredient[] = []): MenuBuilder {
  return emptyBuilder({ items: [item(ITEM, 'Satay Bowl')], ingredients });
}

/** The tab as the item editor mounts it: with the builder read from the cache, so its changes show. */
const Tab = () => <Harness tab={IngredientsTab} />;

let api: ApiMock;
let menu: MenuBuilder;
const sent = () => api.calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`);
const row = (name: string) => screen.getByRole('group', { name });
const addForm = () => screen.getByRole('form', { name: 'Add an ingredient' });

describe('menu builder: Ingredients tab', () => {
  beforeEach(() => {
    menu = builder();
    api = mockApi({ [`GET ${BASE}/menu/builder`]: () => ({ body: menu }) });
  });

  it('says so when the item has no ingredients yet', async () => {
    renderWithClient(<Tab />);
    expect(await screen.findByText('No ingredients yet')).toBeTruthy();
    expect(screen.queryByTestId('ingredient-summary')).toBeNull();
  });

  it('adds an ingredient tagged with peanuts: the body the server expects, then its chip and the summary', async () => {
    api.on(`POST ${INGREDIENTS}`, ({ body }) => ({
      status: 201,
      body: { ingredient: ingredient('ing-new', 'Peanut sauce', 0, body as Partial<BuilderIngredient>) },
    }));
    const { user } = renderWithClient(<Tab />);
    const form = await screen.findByRole('form', { name: 'Add an ingredient' });

    await user.type(within(form).getByRole('textbox', { name: 'New ingredient' }), '  Peanut sauce ');
    expect(within(form).getByRole('checkbox', { name: 'Included by default' })).toHaveProperty('checked', true);
    expect(within(form).getByRole('checkbox', { name: 'Removable' })).toHaveProperty('checked', true);
    const disclosure = within(form).getByRole('button', { name: 'Edit allergens' });
    expect(disclosure.getAttribute('aria-expanded')).toBe('false');
    await user.click(disclosure);
    expect(disclosure.getAttribute('aria-expanded')).toBe('true');
    expect(within(form).getAllByRole('checkbox')).toHaveLength(2 + 14 + 3);
    await user.click(within(form).getByRole('checkbox', { name: 'Peanuts' }));
    await user.click(within(form).getByRole('button', { name: 'Add ingredient' }));

    const added = await screen.findByRole('group', { name: 'Peanut sauce' });
    expect(sent()).toEqual([`POST ${INGREDIENTS}`]);
    expect(api.calls.at(-1)!.body).toEqual({
      name: 'Peanut sauce',
      isDefaultIncluded: true,
      isRemovable: true,
      allergens: ['peanuts'],
      dietary: [],
    });
    expect(within(within(added).getByRole('list', { name: 'Allergens' })).getByText('Peanuts')).toBeTruthy();
    expect(screen.getByTestId('ingredient-summary-contains').textContent).toBe('Contains: Peanuts');
    expect(screen.getByTestId('ingredient-summary-avoidable').textContent).toBe('Can be made without: Peanuts');
    expect(screen.queryByText('No ingredients yet')).toBeNull();
    // The form is ready for the next one.
    expect((within(addForm()).getByRole('textbox', { name: 'New ingredient' }) as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(within(addForm()).getByRole('textbox', { name: 'New ingredient' }));
  });

  it('refuses an empty name without sending', async () => {
    const { user } = renderWithClient(<Tab />);
    const form = await screen.findByRole('form', { name: 'Add an ingredient' });
    await user.type(within(form).getByRole('textbox', { name: 'New ingredient' }), '   ');
    await user.click(within(form).getByRole('button', { name: 'Add ingredient' }));
    expect(within(form).getByText('Ingredient name is required')).toBeTruthy();
    expect(sent()).toEqual([]);
  });

  it('shows a Vegan + Milk conflict before sending, and sends nothing', async () => {
    const { user } = renderWithClient(<Tab />);
    const form = await screen.findByRole('form', { name: 'Add an ingredient' });
    await user.type(within(form).getByRole('textbox', { name: 'New ingredient' }), 'Cheese');
    await user.click(within(form).getByRole('checkbox', { name: 'Vegan' }));
    await user.click(within(form).getByRole('button', { name: 'Edit allergens' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Milk' }));

    expect(within(within(form).getByRole('alert')).getByText('An ingredient with Milk cannot be Vegan')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Add ingredient' }));
    expect(sent()).toEqual([]);
  });

  it('a conflict on an existing ingredient is not saved until fixed, then the fixed tags are', async () => {
    menu = builder([ingredient('ing-1', 'Butter', 0, { dietary: ['vegan'] })]);
    api.on(`PATCH ${INGREDIENTS}/ing-1`, ({ body }) => ({ body: { ingredient: ingredient('ing-1', 'Butter', 0, body as Partial<BuilderIngredient>) } }));
    const { user } = renderWithClient(<Tab />);
    await screen.findByRole('group', { name: 'Butter' });

    await user.click(within(row('Butter')).getByRole('button', { name: 'Edit allergens of Butter' }));
    await user.click(within(row('Butter')).getByRole('checkbox', { name: 'Milk' }));
    expect(within(row('Butter')).getByText('An ingredient with Milk cannot be Vegan')).toBeTruthy();
    expect(sent()).toEqual([]);

    await user.click(within(row('Butter')).getByRole('checkbox', { name: 'Vegan' }));
    await waitFor(() => expect(sent()).toEqual([`PATCH ${INGREDIENTS}/ing-1`]));
    expect(api.calls.at(-1)!.body).toEqual({ allergens: ['milk'], dietary: [] });
    expect(within(row('Butter')).queryByRole('alert')).toBeNull();
  });

  it("rolls back a refused update with 'Failed to update ingredient' and the server's message", async () => {
    menu = builder([ingredient('ing-1', 'Onions', 0)]);
    let refuse: () => void = () => {};
    api.on(
      `PATCH ${INGREDIENTS}/ing-1`,
      () =>
        new Promise((resolve) => {
          refuse = () => resolve({ status: 404, body: { error: { code: 'not_found', message: 'Ingredient not found' } } });
        }),
    );
    const { user } = renderWithClient(<Tab />);
    const removable = await within(await screen.findByRole('group', { name: 'Onions' })).findByRole('checkbox', { name: 'Removable' });
    expect(removable).toHaveProperty('checked', true);

    await user.click(removable);
    // Shown at once...
    expect(within(row('Onions')).getByRole('checkbox', { name: 'Removable' })).toHaveProperty('checked', false);
    expect(api.calls.at(-1)!.body).toEqual({ isRemovable: false });
    refuse();

    // ...and undone when refused, with SPEC's title and the server's words.
    expect(await screen.findByText('Failed to update ingredient')).toBeTruthy();
    expect(screen.getByText('Ingredient not found')).toBeTruthy();
    await waitFor(() => expect(within(row('Onions')).getByRole('checkbox', { name: 'Removable' })).toHaveProperty('checked', true));
  });

  it('renames on Enter (trimmed) and keeps the typed name when the server refuses it', async () => {
    menu = builder([ingredient('ing-1', 'Onion', 0)]);
    api.on(`PATCH ${INGREDIENTS}/ing-1`, () => ({ status: 400, body: { error: { code: 'bad_request', message: 'name: must be at most 80 characters' } } }));
    const { user } = renderWithClient(<Tab />);
    const name = await within(await screen.findByRole('group', { name: 'Onion' })).findByRole('textbox', { name: 'Ingredient name' });

    await user.clear(name);
    await user.type(name, ' Red onions {Enter}');
    expect(await screen.findByText('Failed to update ingredient')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ name: 'Red onions' }]);
    expect(screen.getByText('name: must be at most 80 characters')).toBeTruthy();
    // The saved name is back (the group is named by it) while the field keeps what was typed.
    expect(within(row('Onion')).getByRole('textbox', { name: 'Ingredient name' })).toHaveProperty('value', ' Red onions ');
  });

  it('moves an ingredient down by keyboard, sends the whole new order, and keeps the focus on it', async () => {
    menu = builder([ingredient('ing-1', 'Bun', 0), ingredient('ing-2', 'Patty', 1), ingredient('ing-3', 'Pickles', 2)]);
    api.on(`PUT ${INGREDIENTS}/order`, ({ body }) => {
      const ids = (body as { ids: string[] }).ids;
      return { body: { ingredients: ids.map((id, position) => ({ ...menu.ingredients.find((i) => i.id === id)!, position })) } };
    });
    const { user } = renderWithClient(<Tab />);
    await screen.findByRole('group', { name: 'Bun' });
    expect(screen.getByRole('button', { name: 'Move Bun up' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Move Pickles down' })).toHaveProperty('disabled', true);

    screen.getByRole('button', { name: 'Move Bun down' }).focus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(sent()).toEqual([`PUT ${INGREDIENTS}/order`]));
    expect(api.calls.at(-1)!.body).toEqual({ ids: ['ing-2', 'ing-1', 'ing-3'] });
    const names = () => screen.getAllByRole('listitem').filter((li) => li.dataset.ingredientId).map((li) => li.querySelector('[role=group]')!.getAttribute('aria-label'));
    await waitFor(() => expect(names()).toEqual(['Patty', 'Bun', 'Pickles']));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Bun down' }));
  });

  it('moves an ingredient by dragging its handle onto another row', async () => {
    menu = builder([ingredient('ing-1', 'Bun', 0), ingredient('ing-2', 'Patty', 1), ingredient('ing-3', 'Pickles', 2)]);
    api.on(`PUT ${INGREDIENTS}/order`, ({ body }) => {
      const ids = (body as { ids: string[] }).ids;
      return { body: { ingredients: ids.map((id, position) => ({ ...menu.ingredients.find((i) => i.id === id)!, position })) } };
    });
    renderWithClient(<Tab />);
    await screen.findByRole('group', { name: 'Pickles' });
    const dataTransfer = { setData: vi.fn(), setDragImage: vi.fn(), effectAllowed: '', dropEffect: '' };

    fireEvent.dragStart(screen.getByTitle('Drag to move Pickles'), { dataTransfer });
    const target = row('Bun').closest('li')!;
    fireEvent.dragOver(target, { dataTransfer });
    fireEvent.drop(target, { dataTransfer });

    await waitFor(() => expect(sent()).toEqual([`PUT ${INGREDIENTS}/order`]));
    expect(api.calls.at(-1)!.body).toEqual({ ids: ['ing-3', 'ing-1', 'ing-2'] });
  });

  it('deletes an ingredient, and puts it back if the server refuses', async () => {
    menu = builder([ingredient('ing-1', 'Onions', 0), ingredient('ing-2', 'Cheese', 1, { allergens: ['milk'] })]);
    api.on(`DELETE ${INGREDIENTS}/ing-2`, () => ({ status: 500, body: { error: { code: 'internal', message: 'Database unavailable' } } }));
    api.on(`DELETE ${INGREDIENTS}/ing-1`, () => ({ body: { deletedIngredientId: 'ing-1' } }));
    const { user } = renderWithClient(<Tab />);
    await screen.findByRole('group', { name: 'Onions' });
    expect(screen.getByTestId('ingredient-summary-contains').textContent).toBe('Contains: Milk');

    await user.click(screen.getByRole('button', { name: 'Delete Cheese' }));
    expect(await screen.findByText('Failed to delete ingredient')).toBeTruthy();
    expect(screen.getByText('Database unavailable')).toBeTruthy();
    expect(await screen.findByRole('group', { name: 'Cheese' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Delete Onions' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Onions' })).toBeNull());
    expect(sent()).toEqual([`DELETE ${INGREDIENTS}/ing-2`, `DELETE ${INGREDIENTS}/ing-1`]);
  });

  it('sums up the item for diners from the default-included ingredients (itemDiet)', async () => {
    menu = builder([
      ingredient('ing-1', 'Rice', 0, { dietary: ['vegan', 'gluten_free'] }),
      ingredient('ing-2', 'Peanuts', 1, { allergens: ['peanuts'], dietary: ['vegan', 'gluten_free'] }),
      ingredient('ing-3', 'Soy sauce', 2, { allergens: ['soybeans', 'gluten'], isRemovable: false, dietary: ['vegan'] }),
      ingredient('ing-4', 'Extra cheese', 3, { allergens: ['milk'], isDefaultIncluded: false }),
    ]);
    renderWithClient(<Tab />);
    await screen.findByTestId('ingredient-summary');
    // Extra cheese is not in the dish unless chosen; soy sauce cannot be left out, peanuts can.
    expect(screen.getByTestId('ingredient-summary-contains').textContent).toBe('Contains: Cereals containing gluten, Peanuts, Soybeans');
    expect(screen.getByTestId('ingredient-summary-avoidable').textContent).toBe('Can be made without: Peanuts');
    expect(screen.getByTestId('ingredient-summary-diet').textContent).toBe('Diet: Vegetarian, Vegan');
  });
});
