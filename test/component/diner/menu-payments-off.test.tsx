/**
 * Issue 25 item 4, the diner's side: a restaurant that cannot take payments yet (chargesEnabled false) says so at the
 * top of its menu, in the diner's language, before a cart is filled: the dishes are there to browse, with nothing to
 * add them to a cart that could not be paid. Its prerendered page (render-diner-page.tsx, what menu-prerender writes)
 * paints the same. The menu page rendered for real, menu-public answered at fetch.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PublicMenu } from '../../../shared/api';
import en from '../../../web/src/features/diner/i18n/dictionaries/en';
import es from '../../../web/src/features/diner/i18n/dictionaries/es';
import { activateLanguage } from '../../../web/src/features/diner/i18n/i18n-store';
import { renderDinerApp } from '../../../web/src/features/diner/prerender/render-diner-page';
import { menu } from '../../unit/web/diner/menu-fixture';
import MenuPage from '../../../web/src/features/diner/menu/menu-page';
import { renderMenuPage, resetMenuLanguage } from '../support/diner-menu';
import { mockApi } from '../support/fetch-mock';
import { renderWithClient } from '../support/render';

let run = 0;
const served = (chargesEnabled: boolean, lang: 'en' | 'es' = 'en'): PublicMenu => ({
  ...menu,
  lang,
  restaurant: { ...menu.restaurant, id: `r-payments-off-${++run}`, chargesEnabled },
});

afterEach(resetMenuLanguage);

describe('the menu of a restaurant that cannot take payments', () => {
  it('says so at the top, before any dish, and offers nothing to add to a cart', async () => {
    const page = served(false);
    renderMenuPage(page.restaurant.id, 'en', page);

    const notice = await screen.findByRole('note', { name: "Online ordering isn't available yet" });
    expect(notice.textContent).toContain("This restaurant isn't taking online orders yet. Please order with your server.");
    const firstDish = screen.getAllByRole('article')[0]!;
    expect(notice.compareDocumentPosition(firstDish) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The dishes and prices are there to read; no Add, Customize or Choose options, no cart.
    expect(within(firstDish).getByRole('heading', { level: 2 })).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: /^Add .* to cart$/ })).toEqual([]);
    expect(screen.queryAllByRole('button', { name: /^(Customize|Choose options for) / })).toEqual([]);
    expect(screen.queryByRole('complementary', { name: 'Your Order' })).toBeNull();
  });

  it("says it in the diner's language", async () => {
    const page = served(false, 'es');
    renderMenuPage(page.restaurant.id, 'es', page);
    const notice = await screen.findByRole('note', { name: es.menuPaymentsOffTitle });
    expect(notice.textContent).toContain(es.menuPaymentsOffText);
    expect(es.menuPaymentsOffText).not.toBe(en.menuPaymentsOffText);
  });

  it('is an ordinary menu once payments are on: no notice, dishes can be added', async () => {
    const page = served(true);
    renderMenuPage(page.restaurant.id, 'en', page);
    expect(await screen.findAllByRole('button', { name: /^Choose options for / })).not.toEqual([]);
    expect(screen.queryByRole('note', { name: "Online ordering isn't available yet" })).toBeNull();
  });

  it("in a preview (the owner's, the landing page's demo) orders as before: its banner already says payments are off", async () => {
    const page = served(false);
    mockApi({ 'GET /functions/v1/menu-public': () => ({ body: page }) });
    window.history.replaceState(null, '', `/menu/${page.restaurant.id}?table=5&lang=en&preview=1`);
    activateLanguage('en', en);
    renderWithClient(<MenuPage restaurantId={page.restaurant.id} />);
    expect(await screen.findByRole('note')).toHaveProperty('textContent', en.previewBanner);
    expect(screen.getAllByRole('button', { name: /^Choose options for / })).not.toEqual([]);
  });

  it('paints the notice, and no Add button, in the prerendered page', async () => {
    activateLanguage('en', en);
    const page = served(false);
    const html = await renderDinerApp({ page: 'menu', restaurantId: page.restaurant.id, menu: page });
    expect(html).toContain(en.menuPaymentsOffText.replace("'", '&#x27;'));
    expect(html).not.toMatch(/aria-label="(Add [^"]* to cart|Choose options for [^"]*)"/);
    const open = await renderDinerApp({ page: 'menu', restaurantId: page.restaurant.id, menu: { ...page, restaurant: { ...page.restaurant, chargesEnabled: true } } });
    expect(open).toMatch(/aria-label="Choose options for [^"]*"/);
    expect(open).not.toContain('menuPaymentsOff');
  });
});
