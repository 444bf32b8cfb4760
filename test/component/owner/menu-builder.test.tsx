/**
 * The menu builder page, rendered for real (MenuBuilderPage, builder-api's optimistic changes, the item editor) with
 * the API answered at fetch: categories, quick add, quick toggles rolled back on a refusal, keyboard reorder,
 * filters, deletion after a confirmation, the editor's Basic Info.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BuilderItem, MenuBuilder } from '../../../shared/api/menu-builder';
import { MenuBuilderPage } from '../../../web/src/features/owner/menu-builder/menu-builder-page';
import { item as builderItem, emptyBuilder } from '../support/menu-builder';
import { me, mockOwnerApi, renderAt, RESTAURANT_PATH } from './owner-fixtures';

// Mocked at Amplify, not at lib/amplify/session: see settings-hub.test.tsx.
vi.mock('aws-amplify/auth', () => ({ fetchAuthSession: async () => ({ tokens: { idToken: { toString: () => 'test-id-token' } } }) }));

const SLOW = { timeout: 5000 };
const BUILDER = `${RESTAURANT_PATH}/menu/builder`;

function item(over: Partial<BuilderItem> & Pick<BuilderItem, 'id' | 'categoryId' | 'name'>): BuilderItem {
  return builderItem(over.id, over.name, { priceCents: 1000, ...over });
}

function menu(over: Partial<MenuBuilder> = {}): MenuBuilder {
  return emptyBuilder({
    categories: [
      { id: 'c-mains', name: 'Mains', position: 0 },
      { id: 'c-drinks', name: 'Drinks', position: 1 },
    ],
    items: [
      item({ id: 'i-burger', categoryId: 'c-mains', name: 'Burger', description: 'Beef, cheddar', priceCents: 1450, position: 0 }),
      item({ id: 'i-salad', categoryId: 'c-mains', name: 'Salad', priceCents: 900, position: 1, visible: false }),
      item({ id: 'i-soda', categoryId: 'c-drinks', name: 'Soda', priceCents: 300, position: 0, soldOut: true }),
    ],
    ...over,
  });
}

const open = () => renderAt('/owner/settings/menu-builder', <MenuBuilderPage />);
const category = async (name: string) => screen.findByRole('region', { name }, SLOW);
const itemCard = (name: string) => screen.getByRole('article', { name });

describe('menu builder page', () => {
  it('asks for a restaurant first when the owner has none', async () => {
    mockOwnerApi({ me: { ...me(), memberships: [] } });
    open();
    expect(await screen.findByText('Please create a restaurant first to access the menu builder.', undefined, SLOW)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Complete Setup' }).getAttribute('href')).toBe('/owner/onboarding');
  });

  it('guides a new owner to the first category and adds it (trimmed), once', async () => {
    let builder = menu({ categories: [], items: [] });
    const api = mockOwnerApi({
      routes: {
        [`GET ${BUILDER}`]: () => ({ body: builder }),
        [`POST ${RESTAURANT_PATH}/menu/categories`]: ({ body }) => {
          const created = { id: 'c-new', name: (body as { name: string }).name, position: 0 };
          builder = { ...builder, categories: [created] };
          return { status: 201, body: { category: created } };
        },
      },
    });
    const { user } = open();
    expect(await screen.findByText('Your menu is empty', undefined, SLOW)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    expect(screen.getByText('Category name is required')).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Category name' }), '  Starters  ');
    await user.dblClick(screen.getByRole('button', { name: 'Add Category' }));
    expect(await screen.findByText('Category added')).toBeTruthy();
    expect(await category('Starters')).toBeTruthy();
    const posts = api.calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ name: 'Starters' });
    expect((screen.getByRole('textbox', { name: 'Category name' }) as HTMLInputElement).value).toBe('');
  });

  it('quick-adds an item to a category as a Draft, price in dollars to cents', async () => {
    const api = mockOwnerApi({
      routes: {
        [`GET ${BUILDER}`]: () => ({ body: menu() }),
        [`POST ${RESTAURANT_PATH}/menu-items`]: ({ body }) => {
          const b = body as { categoryId: string; name: string; priceCents: number };
          return { status: 201, body: { item: item({ id: 'i-fries', categoryId: b.categoryId, name: b.name, priceCents: b.priceCents, position: 1, visible: false }) } };
        },
      },
    });
    const { user } = open();
    const drinks = await category('Drinks');
    await user.type(within(drinks).getByRole('textbox', { name: 'Item name' }), 'Lemonade');
    await user.type(within(drinks).getByRole('spinbutton', { name: 'Price' }), '4.255');
    await user.click(within(drinks).getByRole('button', { name: 'Add Item' }));

    expect(await screen.findByText('Item added')).toBeTruthy();
    const card = await within(drinks).findByRole('article', { name: 'Lemonade' });
    expect(within(card).getByText('Draft')).toBeTruthy();
    expect(within(card).getByText('$4.26')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ categoryId: 'c-drinks', name: 'Lemonade', priceCents: 426 });
  });

  it('shows a quick toggle at once and rolls it back with the server message when refused', async () => {
    let answer!: (value: { status: number; body: unknown }) => void;
    const api = mockOwnerApi({
      routes: {
        [`GET ${BUILDER}`]: () => ({ body: menu() }),
        [`PATCH ${RESTAURANT_PATH}/menu-items/i-burger`]: () => new Promise((resolve) => (answer = resolve)),
      },
    });
    const { user } = open();
    await category('Mains');
    const soldOut = within(itemCard('Burger')).getByRole('switch', { name: 'Sold out' }) as HTMLInputElement;
    expect(soldOut.checked).toBe(false);

    await user.click(soldOut);
    await waitFor(() => expect(within(itemCard('Burger')).getByText('Sold Out')).toBeTruthy());
    expect((within(itemCard('Burger')).getByRole('switch', { name: 'Sold out' }) as HTMLInputElement).checked).toBe(true);
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ soldOut: true });

    answer({ status: 409, body: { error: { code: 'conflict', message: 'The item was changed by someone else' } } });
    expect(await screen.findByText('Failed to update item')).toBeTruthy();
    expect(screen.getByText('The item was changed by someone else')).toBeTruthy();
    await waitFor(() => expect((within(itemCard('Burger')).getByRole('switch', { name: 'Sold out' }) as HTMLInputElement).checked).toBe(false));
    expect(within(itemCard('Burger')).queryByText('Sold Out')).toBeNull();
  });

  it('reorders items and categories by keyboard, sending the full id list and announcing the new place', async () => {
    const api = mockOwnerApi({
      routes: {
        [`GET ${BUILDER}`]: () => ({ body: menu() }),
        [`PUT ${RESTAURANT_PATH}/menu/categories/c-mains/items/order`]: () => ({
          body: {
            items: [
              item({ id: 'i-salad', categoryId: 'c-mains', name: 'Salad', priceCents: 900, position: 0, visible: false }),
              item({ id: 'i-burger', categoryId: 'c-mains', name: 'Burger', description: 'Beef, cheddar', priceCents: 1450, position: 1 }),
            ],
          },
        }),
        [`PUT ${RESTAURANT_PATH}/menu/categories/order`]: () => ({
          body: {
            categories: [
              { id: 'c-drinks', name: 'Drinks', position: 0 },
              { id: 'c-mains', name: 'Mains', position: 1 },
            ],
          },
        }),
      },
    });
    const { user } = open();
    const mains = await category('Mains');
    within(mains).getByRole('button', { name: 'Move Salad up' }).focus();
    await user.keyboard('{Enter}');

    const puts = () => api.calls.filter((c) => c.method === 'PUT');
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]).toMatchObject({ path: `${RESTAURANT_PATH}/menu/categories/c-mains/items/order`, body: { ids: ['i-salad', 'i-burger'] } });
    const names = () => within(screen.getByRole('list', { name: 'Items in Mains' })).getAllByRole('heading').map((h) => h.textContent);
    expect(names()).toEqual(['Salad', 'Burger']);
    expect(screen.getByText('Salad moved to position 1 of 2')).toBeTruthy();
    // Salad is first now: 'up' is off, so the focus went to its 'down'.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Salad down' })));

    screen.getByRole('button', { name: 'Move Drinks up' }).focus();
    await user.keyboard(' ');
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(puts()[1]?.body).toEqual({ ids: ['c-drinks', 'c-mains'] });
    const order = () => within(screen.getByRole('list', { name: 'Categories' })).getAllByRole('region').map((r) => r.querySelector('h2')?.textContent);
    await waitFor(() => expect(order()).toEqual(['Drinks', 'Mains']));
    expect(screen.getByText('Drinks moved to position 1 of 2')).toBeTruthy();
  });

  it('reorders by drag and drop too: an item dropped on another of its category takes its place', async () => {
    const api = mockOwnerApi({
      routes: {
        [`GET ${BUILDER}`]: () => ({ body: menu() }),
        [`PUT ${RESTAURANT_PATH}/menu/categories/c-mains/items/order`]: ({ body }) => ({
          body: { items: menu().items.filter((i) => i.categoryId === 'c-mains').sort((a, b) => (body as { ids: string[] }).ids.indexOf(a.id) - (body as { ids: string[] }).ids.indexOf(b.id)) },
        }),
      },
    });
    open();
    await category('Mains');
    const dataTransfer = { setData: vi.fn(), setDragImage: vi.fn(), effectAllowed: 'all', dropEffect: 'none' };
    const handle = itemCard('Burger').querySelector('.mb-handle') as HTMLElement;
    const target = itemCard('Salad').closest('li') as HTMLElement;
    fireEvent.dragStart(handle, { dataTransfer });
    // A row of another category does not take it.
    expect(fireEvent.dragOver(itemCard('Soda').closest('li') as HTMLElement, { dataTransfer })).toBe(true);
    expect(fireEvent.dragOver(target, { dataTransfer })).toBe(false);
    fireEvent.drop(target, { dataTransfer });
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ ids: ['i-salad', 'i-burger'] }]));
    expect(await screen.findByText('Burger moved to position 2 of 2')).toBeTruthy();
  });

  it('renames a category inline (trimmed) and gives the focus back to Rename', async () => {
    const api = mockOwnerApi({
      routes: {
        [`GET ${BUILDER}`]: () => ({ body: menu() }),
        [`PATCH ${RESTAURANT_PATH}/menu/categories/c-drinks`]: ({ body }) => ({ body: { category: { id: 'c-drinks', name: (body as { name: string }).name, position: 1 } } }),
      },
    });
    const { user } = open();
    const drinks = await category('Drinks');
    await user.click(within(drinks).getByRole('button', { name: 'Rename Drinks' }));
    const field = within(drinks).getByRole('textbox', { name: 'Category name' });
    expect(document.activeElement).toBe(field);
    await user.clear(field);
    await user.type(field, ' Cold drinks {Enter}');
    expect(await screen.findByRole('region', { name: 'Cold drinks' })).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ name: 'Cold drinks' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Rename Cold drinks' })));
  });

  it('puts the order back and says why when the server refuses a reorder (409: the menu changed meanwhile)', async () => {
    mockOwnerApi({
      routes: {
        [`GET ${BUILDER}`]: () => ({ body: menu() }),
        [`PUT ${RESTAURANT_PATH}/menu/categories/c-mains/items/order`]: () => ({
          status: 409,
          body: { error: { code: 'order_mismatch', message: 'The menu changed meanwhile. Reload and try again.' } },
        }),
      },
    });
    const { user } = open();
    await category('Mains');
    await user.click(screen.getByRole('button', { name: 'Move Burger down' }));
    expect(await screen.findByText('Failed to reorder items')).toBeTruthy();
    expect(screen.getByText('The menu changed meanwhile. Reload and try again.')).toBeTruthy();
    const names = () => within(screen.getByRole('list', { name: 'Items in Mains' })).getAllByRole('heading').map((h) => h.textContent);
    await waitFor(() => expect(names()).toEqual(['Burger', 'Salad']));
  });

  it("shows the server's field error by the field in the editor and keeps what was typed", async () => {
    mockOwnerApi({
      routes: {
        [`GET ${BUILDER}`]: () => ({ body: menu() }),
        [`PATCH ${RESTAURANT_PATH}/menu-items/i-burger`]: () => ({
          status: 400,
          body: { error: { code: 'invalid_request', message: 'Check the highlighted fields', fields: { name: 'That name is already on your menu' } } },
        }),
      },
    });
    const { user } = open();
    await category('Mains');
    await user.click(screen.getByRole('button', { name: 'Edit Burger' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Burger' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Salad');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update item')).toBeTruthy();
    expect(within(dialog).getByText('That name is already on your menu')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect((name as HTMLInputElement).value).toBe('Salad');
  });

  it('narrows the list by search, category, visibility and availability, with a way back from nothing', async () => {
    mockOwnerApi({ routes: { [`GET ${BUILDER}`]: () => ({ body: menu() }) } });
    const { user } = open();
    await category('Mains');
    const shown = () => screen.queryAllByRole('article').map((a) => a.querySelector('h3')?.textContent);
    expect(shown()).toEqual(['Burger', 'Salad', 'Soda']);

    await user.type(screen.getByRole('searchbox', { name: 'Search items' }), 'cheddar');
    expect(shown()).toEqual(['Burger']);
    expect(screen.queryByRole('region', { name: 'Drinks' })).toBeNull();
    await user.clear(screen.getByRole('searchbox', { name: 'Search items' }));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Visibility' }), 'Draft');
    expect(shown()).toEqual(['Salad']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Visibility' }), 'All');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Availability' }), 'Sold Out');
    expect(shown()).toEqual(['Soda']);
    // No moving while filtered: positions would be guesses.
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Mains');
    expect(shown()).toEqual([]);
    expect(screen.getByText('No items in this category match your filters.')).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'All categories');
    await user.type(screen.getByRole('searchbox', { name: 'Search items' }), 'pizza');
    expect(screen.getByText('No items match your search or filters')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(shown()).toEqual(['Burger', 'Salad', 'Soda']);
  });

  it('deletes a category with its items only after a confirmation that says how many go', async () => {
    const api = mockOwnerApi({
      routes: {
        [`GET ${BUILDER}`]: () => ({ body: menu() }),
        [`DELETE ${RESTAURANT_PATH}/menu/categories/c-mains`]: () => ({ body: { deletedCategoryId: 'c-mains', deletedItemIds: ['i-burger', 'i-salad'] } }),
      },
    });
    const { user } = open();
    await category('Mains');

    await user.click(screen.getByRole('button', { name: 'Delete category Mains' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete Mains?' });
    expect(within(dialog).getByText(/Its 2 items will be deleted too/)).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete category Mains' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete Mains?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete category' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Mains' })).toBeNull());
    expect(screen.queryByRole('article', { name: 'Burger' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Drinks' })).toBeTruthy();
  });

  it('edits Basic Info in a named dialog, sending only what changed, and asks before discarding edits', async () => {
    const api = mockOwnerApi({
      routes: {
        [`GET ${BUILDER}`]: () => ({ body: menu() }),
        [`PATCH ${RESTAURANT_PATH}/menu-items/i-burger`]: ({ body }) => ({
          body: { item: item({ id: 'i-burger', categoryId: 'c-mains', name: 'Burger', description: 'Beef, cheddar', priceCents: (body as { priceCents: number }).priceCents }) },
        }),
      },
    });
    const { user } = open();
    await category('Mains');
    await user.click(screen.getByRole('button', { name: 'Edit Burger' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Burger' });
    const tabs = within(dialog).getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(['Basic Info', 'Options & Variants', 'Combos', 'Ingredients', 'Photo']);
    const save = within(dialog).getByRole('button', { name: 'Save Changes' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    const price = within(dialog).getByRole('spinbutton', { name: 'Price ($)' });
    await user.clear(price);
    await user.type(price, '15.5');
    // Escape with an unsaved edit asks first; keeping editing keeps it.
    await user.keyboard('{Escape}');
    const question = await within(dialog).findByRole('alert');
    expect(question.textContent).toContain('unsaved changes');
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    expect((price as HTMLInputElement).value).toBe('15.5');

    await user.click(save);
    expect(await screen.findByText('Item updated')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ priceCents: 1550 }]);
    await waitFor(() => expect(save.disabled).toBe(true));

    // Arrow keys move between tabs; the others are their own components.
    within(dialog).getByRole('tab', { name: 'Basic Info' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('tab', { name: 'Options & Variants' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(within(dialog).getByRole('tab', { name: 'Options & Variants' }));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(itemCard('Burger')).getByText('$15.50')).toBeTruthy();
    // The focus is back on the button that opened the editor.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Burger' }));
  });

  it('warns on an item a guest could not order as built: a combo without components, a required group without options', async () => {
    const builder = menu({
      combos: [{ id: 'combo-1', itemId: 'i-burger', pricingMode: 'fixed', comboDiscountCents: 0 }],
      modifierGroups: [{ id: 'g-1', name: 'Dressing', selectionType: 'single', required: true, minSelect: 1, maxSelect: 1, position: 0 }],
      modifierOptions: [{ id: 'o-1', groupId: 'g-1', name: 'Ranch', priceDeltaCents: 0, position: 0, isDefault: false, visible: false }],
      itemModifierGroups: [{ itemId: 'i-salad', groupId: 'g-1', position: 0 }],
    });
    mockOwnerApi({ routes: { [`GET ${BUILDER}`]: () => ({ body: builder }) } });
    open();
    await category('Mains');
    expect(within(itemCard('Burger')).getByText('This combo has no components yet.')).toBeTruthy();
    expect(within(itemCard('Salad')).getByText("Option group 'Dressing' needs 1 visible option.")).toBeTruthy();
    expect(within(itemCard('Soda')).queryByText(/Guests cannot order this yet/)).toBeNull();
  });

  it("shows an item's photo as a small lazy thumbnail from its variants, sized so nothing shifts", async () => {
    const image = {
      url: 'http://media.test/i-soda/1280.webp',
      alt: 'A glass of soda',
      width: 1280,
      height: 960,
      variants: [
        { width: 320, url: 'http://media.test/i-soda/320.webp' },
        { width: 640, url: 'http://media.test/i-soda/640.webp' },
        { width: 1280, url: 'http://media.test/i-soda/1280.webp' },
      ],
    };
    const base = menu();
    mockOwnerApi({ routes: { [`GET ${BUILDER}`]: () => ({ body: { ...base, items: base.items.map((i) => (i.id === 'i-soda' ? { ...i, image, imageUrl: image.url } : i)) } }) } });
    open();
    await category('Drinks');
    const img = within(itemCard('Soda')).getByRole('img', { name: 'A glass of soda' });
    expect(img.getAttribute('src')).toBe('http://media.test/i-soda/320.webp');
    expect(img.getAttribute('srcset')).toBe('http://media.test/i-soda/320.webp 320w, http://media.test/i-soda/640.webp 640w, http://media.test/i-soda/1280.webp 1280w');
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading')]).toEqual(['1280', '960', 'lazy']);
    expect(within(itemCard('Burger')).queryByRole('img')).toBeNull();
  });
});
