/**
 * A big menu's prerendered page (issue 31 goal 5): the server renders and inlines its first screen only
 * (prerender/first-screen.ts), the app hydrates exactly that (no mismatch), then asks menu-public for the whole menu;
 * a tab of a category not yet there says the menu is loading, and shows its dishes once it is, so the diner can order
 * the last of 1,000 dishes.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, expect, it, vi } from 'vitest';
import type { PublicMenu, PublicMenuItem } from '../../../shared/api';
import { DinerApp } from '../../../web/src/features/diner/app/diner-app';
import { beginHydration, type PrerenderedData } from '../../../web/src/features/diner/boot/prerendered-page';
import { cartStorageKey, parseStoredCart } from '../../../web/src/features/diner/cart/cart-storage';
import { firstScreenData } from '../../../web/src/features/diner/prerender/first-screen';
import { renderDinerApp } from '../../../web/src/features/diner/prerender/render-diner-page';
import { lemonade, menu } from '../../unit/web/diner/menu-fixture';
import { mockApi } from '../support/fetch-mock';

let root: Root | null = null;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

const CATEGORIES = 40;
const ITEMS = 1000;

it('hydrates the first screen of 1,000 dishes, then the whole menu arrives and its last dish is ordered', async () => {
  const restaurantId = 'r-big-menu';
  const items: PublicMenuItem[] = Array.from({ length: ITEMS }, (_, i) => ({
    ...lemonade,
    id: `dish-${i + 1}`,
    name: `Dish ${i + 1}`,
    categoryId: `cat-${(i % CATEGORIES) + 1}`,
  }));
  const whole: PublicMenu = {
    ...menu,
    restaurant: { ...menu.restaurant, id: restaurantId },
    categories: Array.from({ length: CATEGORIES }, (_, i) => ({ id: `cat-${i + 1}`, name: `Category ${i + 1}`, position: i })),
    items,
    modifierGroups: [],
  };
  let answer: (value: { body: unknown }) => void = () => {};
  const api = mockApi({ 'GET /functions/v1/menu-public': () => new Promise((resolve) => (answer = resolve)) });
  window.history.replaceState(null, '', `/menu/${restaurantId}?table=5&lang=en`);

  const data = firstScreenData({ page: 'menu', restaurantId, menu: whole } satisfies PrerenderedData);
  if (data.page !== 'menu') throw new Error('not a menu page');
  expect(data.menu.items.map((item) => item.name)).toEqual(['Dish 1', 'Dish 41', 'Dish 81', 'Dish 121', 'Dish 161', 'Dish 201', 'Dish 241', 'Dish 281']);
  const html = await renderDinerApp(data);
  document.body.innerHTML = `<div id="root">${html}</div>`;
  const container = document.getElementById('root')!;
  expect(container.textContent).toContain('Dish 1');
  const recoverable = vi.fn();
  beginHydration(data);
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <DinerApp />
      </StrictMode>,
      { onRecoverableError: recoverable },
    );
  });
  expect(recoverable).not.toHaveBeenCalled();
  // Right after hydration, the whole menu is asked for, in the page's language; meanwhile the first category shows
  // its first dishes and says the rest is loading.
  await waitFor(() => expect(api.calls.some((call) => call.path.endsWith('/menu-public') && call.query.get('lang') === 'en')).toBe(true));
  expect(within(screen.getByRole('tabpanel')).getAllByRole('article')).toHaveLength(8);
  expect(within(screen.getByRole('tabpanel')).getByRole('status').textContent).toMatch(/Loading/);

  // The grid of 40 tabs is folded to two rows; unfolded, a tap on the last tab before the menu arrives is kept: the
  // panel says the menu is loading...
  await act(async () => screen.getByRole('button', { name: 'All categories (40)' }).click());
  await act(async () => screen.getByRole('tab', { name: 'Category 40' }).click());
  expect(screen.getByRole('tab', { name: 'Category 40' }).getAttribute('aria-selected')).toBe('true');
  expect(within(screen.getByRole('tabpanel')).queryAllByRole('article')).toHaveLength(0);
  expect(within(screen.getByRole('tabpanel')).getByRole('status').textContent).toMatch(/Loading/);
  // ...and shows its dishes once it is here.
  await act(async () => answer({ body: whole }));
  const last = await screen.findByRole('article', { name: 'Dish 1000' });
  expect(within(screen.getByRole('tabpanel')).getAllByRole('article')).toHaveLength(ITEMS / CATEGORIES);
  expect(within(screen.getByRole('tabpanel')).queryByRole('status')).toBeNull();
  await act(async () => within(last).getByRole('button', { name: 'Add Dish 1000 to cart' }).click());
  expect(parseStoredCart(localStorage.getItem(cartStorageKey(restaurantId))).map((line) => [line.itemId, line.qty])).toEqual([['dish-1000', 1]]);
});
