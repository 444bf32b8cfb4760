/**
 * A prerendered menu page hydrated the way the browser does it (issue 13): the HTML the server renders
 * (render-diner-page.tsx renderDinerApp) is put in #root and the diner app hydrates it. Hydration must find exactly
 * what the server rendered, although this diner has a table, a cart in storage and a filter the server cannot know:
 * React reports any mismatch through onRecoverableError (and then renders the page again, throwing the HTML away).
 * Right after, the diner's own table, cart and filter show, and the page works without asking menu-public.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicMenu } from '../../../shared/api';
import { DinerApp } from '../../../web/src/features/diner/app/diner-app';
import { beginHydration, isHydrating } from '../../../web/src/features/diner/boot/prerendered-page';
import { cartStorageKey, parseStoredCart, serializeCart } from '../../../web/src/features/diner/cart/cart-storage';
import { renderDinerApp } from '../../../web/src/features/diner/prerender/render-diner-page';
import { menu } from '../../unit/web/diner/menu-fixture';
import { mockApi } from '../support/fetch-mock';

let root: Root | null = null;
let run = 0;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

async function hydrateMenuPage(address: (id: string) => string, prepare: (id: string) => void = () => {}) {
  const restaurantId = `r-prerendered-${++run}`;
  const served: PublicMenu = { ...menu, restaurant: { ...menu.restaurant, id: restaurantId } };
  const api = mockApi({});
  // This diner's address and storage (one module graph plays server and browser here: the stores must not let the
  // server's render see them; the painted HTML below shows they do not).
  window.history.replaceState(null, '', address(restaurantId));
  prepare(restaurantId);
  // On the server: the page as every diner gets it.
  const html = await renderDinerApp({ page: 'menu', restaurantId, menu: served });
  expect(isHydrating()).toBe(false);
  // In the browser: the HTML on screen, then the app hydrating it.
  document.body.innerHTML = `<div id="root">${html}</div>`;
  const container = document.getElementById('root')!;
  const painted = container.textContent;
  const recoverable = vi.fn();
  beginHydration({ page: 'menu', restaurantId, menu: served });
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <DinerApp />
      </StrictMode>,
      { onRecoverableError: recoverable },
    );
  });
  return { restaurantId, html, painted, recoverable, api };
}

describe('a prerendered menu page', () => {
  it('paints the menu from its HTML: the restaurant, the first category and its dishes with prices', async () => {
    const { html } = await hydrateMenuPage((id) => `/menu/${id}`);
    const text = html.replace(/<[^>]+>/g, ' ');
    expect(text).toContain('Demo Bistro');
    expect(text).toContain('Wood-fired Margherita');
    expect(text).toContain('$14.00');
    // Not the spinner a page without data starts with.
    expect(html).not.toMatch(/Loading/);
  });

  it("hydrates without a mismatch for a diner with a table, a cart and a filter, then shows the diner's own", async () => {
    const { restaurantId, recoverable, api, painted } = await hydrateMenuPage(
      (id) => `/menu/${id}?table=12&lang=en`,
      (id) => {
        const line = { itemId: 'espresso', optionIds: [], comboChoices: [], name: 'Espresso', optionNames: [], unitPriceCents: 300 };
        localStorage.setItem(cartStorageKey(id), serializeCart(parseStoredCart(JSON.stringify({ v: 1, lines: [{ ...line, qty: 2 }] })))!);
      },
    );
    expect(painted).not.toContain('Table 12');
    expect(painted).not.toContain('Espresso');
    expect(recoverable).not.toHaveBeenCalled();
    expect(isHydrating()).toBe(false);
    // The diner's own table and cart, right after hydration, without asking for the menu again.
    expect(await screen.findByText('Table 12')).toBeTruthy();
    await waitFor(() => expect(document.querySelector('.menu-page--with-cart')).not.toBeNull());
    expect(api.calls.filter((call) => call.path.includes('menu-public'))).toEqual([]);
    // It works: adding a dish puts it in the cart store.
    const card = screen.getAllByRole('article').find((article) => article.textContent?.includes('Homemade Lemonade'));
    if (card) {
      await act(async () => within(card).getByRole('button', { name: /^Add/ }).click());
      expect(parseStoredCart(localStorage.getItem(cartStorageKey(restaurantId))).some((l) => l.itemId === 'lemonade')).toBe(true);
    }
  });
});
