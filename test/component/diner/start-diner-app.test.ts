/**
 * A prerendered menu page starting up (boot/start-diner-app.ts): a big menu's page carries its first screen only
 * (prerender/first-screen.ts), so the rest is asked for as the page starts, while the app's code comes, not once the
 * page has hydrated; a page that carries the whole menu asks for nothing.
 */
import { afterEach, expect, it } from 'vitest';
import type { PublicMenu, PublicMenuItem } from '../../../shared/api';
import { PRERENDERED_DATA_ID, type PrerenderedData } from '../../../web/src/features/diner/boot/prerendered-page';
import { startDinerApp } from '../../../web/src/features/diner/boot/start-diner-app';
import { firstScreenData } from '../../../web/src/features/diner/prerender/first-screen';
import { lemonade, menu } from '../../unit/web/diner/menu-fixture';
import { mockApi } from '../support/fetch-mock';

afterEach(() => {
  document.body.innerHTML = '';
});

function menuOf(restaurantId: string, items: number, categories: number): PublicMenu {
  return {
    ...menu,
    restaurant: { ...menu.restaurant, id: restaurantId },
    categories: Array.from({ length: categories }, (_, i) => ({ id: `cat-${i + 1}`, name: `Category ${i + 1}`, position: i })),
    items: Array.from({ length: items }, (_, i): PublicMenuItem => ({ ...lemonade, id: `dish-${i + 1}`, name: `Dish ${i + 1}`, categoryId: `cat-${(i % categories) + 1}` })),
    modifierGroups: [],
  };
}

/** The page as the edge serves it: the prerendered data inlined, the address the diner scanned. */
function servePage(data: PrerenderedData): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PRERENDERED_DATA_ID;
  script.textContent = JSON.stringify(data);
  document.body.append(script);
  window.history.replaceState(null, '', `/menu/${data.restaurantId}?table=5&lang=en`);
}

const menuRequests = (api: ReturnType<typeof mockApi>) =>
  api.calls.filter((call) => call.path.endsWith('/menu-public')).map((call) => [call.query.get('restaurant_id'), call.query.get('lang')]);

it("asks for the rest of a big menu as the page starts, before the app's code has rendered anything", async () => {
  const restaurantId = 'r-start-big';
  const data = firstScreenData({ page: 'menu', restaurantId, menu: menuOf(restaurantId, 1000, 40) });
  expect(data.page === 'menu' && data.firstScreen).toBeTruthy();
  servePage(data);
  const api = mockApi({ 'GET /functions/v1/menu-public': () => new Promise(() => {}) });

  // Nothing is rendered here: the only code that can have asked is the start-up's, and it asked once.
  expect(typeof (await startDinerApp({ page: 'menu', restaurantId }, Promise.resolve()))).toBe('function');
  expect(menuRequests(api)).toEqual([[restaurantId, 'en']]);
});

it('asks for nothing when the page carries the whole menu: the app hydrates from it', async () => {
  const restaurantId = 'r-start-small';
  const data = firstScreenData({ page: 'menu', restaurantId, menu: menuOf(restaurantId, 6, 2) });
  expect(data.page === 'menu' && data.firstScreen).toBeFalsy();
  servePage(data);
  const api = mockApi({});

  expect(typeof (await startDinerApp({ page: 'menu', restaurantId }, Promise.resolve()))).toBe('function');
  expect(menuRequests(api)).toEqual([]);
});
