/**
 * Issue 30 item 2, the diner's side: the menu asks whether orders are paused once it shows (a prerendered page can't
 * know), and says what is paused and the time it resumes in the diner's language and the restaurant's zone; a paused
 * category's dishes can't be added, the others can; nothing is said when nothing is paused.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderingPauseResponse, PublicMenu } from '../../../shared/api';
import en from '../../../web/src/features/diner/i18n/dictionaries/en';
import es from '../../../web/src/features/diner/i18n/dictionaries/es';
import { activateLanguage } from '../../../web/src/features/diner/i18n/i18n-store';
import MenuPage from '../../../web/src/features/diner/menu/menu-page';
import { menu } from '../../unit/web/diner/menu-fixture';
import { resetMenuLanguage } from '../support/diner-menu';
import { mockApi } from '../support/fetch-mock';
import { renderWithClient } from '../support/render';

let run = 0;
const NOW = '2026-11-28T18:20:00.000Z';

function renderPaused(lang: 'en' | 'es', answer: Omit<OrderingPauseResponse, 'now'>) {
  const served: PublicMenu = { ...menu, lang, restaurant: { ...menu.restaurant, id: `r-paused-${++run}`, chargesEnabled: true } };
  const api = mockApi({
    'GET /functions/v1/menu-public': () => ({ body: served }),
    'GET /functions/v1/ordering-status': () => ({ body: { ...answer, now: NOW } }),
  });
  window.history.replaceState(null, '', `/menu/${served.restaurant.id}?table=5&lang=${lang}`);
  activateLanguage(lang, lang === 'es' ? es : en);
  return { api, restaurantId: served.restaurant.id, ...renderWithClient(<MenuPage restaurantId={served.restaurant.id} />) };
}

afterEach(resetMenuLanguage);

describe('a menu while orders are paused', () => {
  it('says the bar is paused until 19:40 in Madrid, in Spanish; its dishes have no Add, the kitchen\'s do', async () => {
    const { api, restaurantId, user } = renderPaused('es', {
      pause: { categoryIds: ['drinks'], categoryNames: ['Drinks'], until: '2026-11-28T18:40:00.000Z', pausedAt: NOW },
      timeZone: 'Europe/Madrid',
    });
    const notice = await screen.findByText('Parte de la carta está en pausa');
    expect(notice.closest('[role="status"]')!.textContent).toContain('Drinks: no se puede pedir hasta las 19:40. Todo lo demás se puede pedir como siempre.');
    expect(api.calls.find((c) => c.path === '/functions/v1/ordering-status')!.query.get('restaurant_id')).toBe(restaurantId);
    await user.click(screen.getByRole('tab', { name: 'Drinks' }));
    expect(screen.getByRole('heading', { name: 'Espresso' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Añadir Espresso al carrito' })).toBeNull());
    await user.click(screen.getByRole('tab', { name: 'Mains' }));
    expect(screen.getAllByRole('button', { name: /^Elegir|^Añadir/ }).length).toBeGreaterThan(0);
  });

  it('a whole-restaurant pause until resumed: no dish can be added, and it says for now', async () => {
    renderPaused('en', { pause: { categoryIds: null, categoryNames: [], until: null, pausedAt: NOW }, timeZone: 'UTC' });
    const notice = await screen.findByText('Ordering is paused');
    expect(notice.closest('[role="status"]')!.textContent).toContain('The restaurant has paused new orders for now. You can still look at the menu.');
    await waitFor(() => expect(screen.queryAllByRole('button', { name: /^(Add|Choose options for|Customize) / })).toEqual([]));
  });

  it('says nothing when nothing is paused', async () => {
    renderPaused('en', { pause: null, timeZone: 'UTC' });
    expect(await screen.findAllByRole('button', { name: /^Choose options for / })).not.toEqual([]);
    expect(screen.queryByText('Ordering is paused')).toBeNull();
    expect(screen.queryByText('Some of the menu is paused')).toBeNull();
  });
});
