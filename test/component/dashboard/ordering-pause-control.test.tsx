/**
 * The dashboard's pause of new orders (issue 30 item 2): the form (whole menu or chosen categories; 10, 20, 30 minutes
 * or until resumed) sends exactly what staff chose, refuses an empty choice of categories in words, and the pause on
 * shows what is paused and until when (the restaurant's zone) with Resume.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DashboardMenu, OrderingPauseResponse } from '../../../shared/api';
import { OrderingPauseControl } from '../../../web/src/features/dashboard/pause/ordering-pause-control';
import { mockApi } from '../support/fetch-mock';
import { renderWithClient } from '../support/render';

vi.mock('../../../web/src/lib/amplify/session', () => ({ getIdToken: async () => 'test-id-token' }));

const RID = 'rest-1';
const MENU: DashboardMenu = {
  categories: [
    { id: 'kitchen', name: 'Mains', position: 0 },
    { id: 'bar', name: 'Drinks', position: 1 },
  ],
  items: [],
};
const none: OrderingPauseResponse = { pause: null, timeZone: 'America/New_York', now: '2026-11-28T18:20:00.000Z' };

function renderControl(initial: OrderingPauseResponse = none) {
  const api = mockApi({
    [`GET /api/v1/restaurants/${RID}/ordering-pause`]: () => ({ body: initial }),
    [`GET /api/v1/restaurants/${RID}/menu`]: () => ({ body: MENU }),
    [`PUT /api/v1/restaurants/${RID}/ordering-pause`]: ({ body }) => {
      const request = body as { minutes: number | null; categoryIds?: string[] };
      const until = request.minutes ? new Date(Date.parse(none.now) + request.minutes * 60_000).toISOString() : null;
      const names = (request.categoryIds ?? []).map((id) => MENU.categories.find((c) => c.id === id)!.name);
      return { body: { ...none, pause: { categoryIds: request.categoryIds ?? null, categoryNames: names, until, pausedAt: none.now } } };
    },
    [`DELETE /api/v1/restaurants/${RID}/ordering-pause`]: () => ({ body: none }),
  });
  return { api, ...renderWithClient(<OrderingPauseControl restaurantId={RID} />) };
}

describe('the pause control', () => {
  it('pauses the bar for 20 minutes, shows it with its end in the restaurant\'s zone, and resumes', async () => {
    const { api, user } = renderControl();
    await user.click(await screen.findByRole('button', { name: 'Pause orders' }));
    expect(screen.getByRole('button', { name: 'Pause orders' }).getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'The whole menu' }));
    await user.click(screen.getByRole('radio', { name: /Some categories/ }));
    await user.click(screen.getByRole('button', { name: 'Pause orders now' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose at least one category to pause, or pause the whole menu.');
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([]);

    await user.click(await screen.findByRole('checkbox', { name: 'Drinks' }));
    await user.click(screen.getByRole('radio', { name: '20 minutes' }));
    await user.click(screen.getByRole('button', { name: 'Pause orders now' }));
    expect(api.calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ minutes: 20, categoryIds: ['bar'] }]);
    // 18:40 UTC is 1:40 PM in New York.
    const status = await screen.findByText(/Ordering paused:/);
    expect(status.closest('[role="status"]')!.textContent).toMatch(/^Ordering paused: Drinks until 1:40\sPM\.Resume orders$/);

    await user.click(screen.getByRole('button', { name: 'Resume orders' }));
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Pause orders' })).toBeTruthy();
  });

  it('pauses the whole menu until resumed, and says so', async () => {
    const { api, user } = renderControl();
    await user.click(await screen.findByRole('button', { name: 'Pause orders' }));
    await user.click(screen.getByRole('radio', { name: 'Until I resume' }));
    await user.click(screen.getByRole('button', { name: 'Pause orders now' }));
    expect(api.calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ minutes: null }]);
    expect((await screen.findByText(/Ordering paused:/)).parentElement!.textContent).toBe('Ordering paused: All orders until you resume.');
  });

  it('Cancel closes the form and gives the keyboard back to its button', async () => {
    const { user } = renderControl();
    await user.click(await screen.findByRole('button', { name: 'Pause orders' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Pause new orders' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Pause orders' }));
  });
});
