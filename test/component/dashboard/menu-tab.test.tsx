/**
 * The dashboard's Menu tab by role (SPEC.md 6: the menu is the owner's): a manager switches Sold Out but sees the
 * Visible switch off limits with the reason; an owner switches both; staff read only.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DashboardMenu } from '../../../shared/api';
import { MenuTab } from '../../../web/src/features/dashboard/menu/menu-tab';
import { mockApi } from '../support/fetch-mock';
import { renderWithClient } from '../support/render';

vi.mock('../../../web/src/lib/amplify/session', () => ({ getIdToken: async () => 'test-id-token' }));

const RID = 'rest-1';
const MENU: DashboardMenu = {
  categories: [{ id: 'c1', name: 'Desserts', position: 0 }],
  items: [
    {
      id: 'i1', categoryId: 'c1', name: 'Tiramisu', description: null, priceCents: 700, currency: 'USD', position: 0,
      isActive: true, visible: false, soldOut: false, stockCount: null, imageUrl: null, image: null,
    },
  ],
};

function renderTab(props: { canEdit: boolean; canPublish: boolean }) {
  const api = mockApi({
    [`GET /api/v1/restaurants/${RID}/menu`]: () => ({ body: MENU }),
    [`PATCH /api/v1/restaurants/${RID}/menu-items/i1/availability`]: ({ body }) => ({
      body: { item: { ...MENU.items[0], ...(body as object) } },
    }),
  });
  return { api, ...renderWithClient(<MenuTab restaurantId={RID} {...props} />) };
}

describe('the Menu tab', () => {
  it("lets a manager switch Sold Out, not publish the owner's Draft, and says why", async () => {
    const { api, user } = renderTab({ canEdit: true, canPublish: false });
    const visible = await screen.findByRole('switch', { name: 'Visible: Tiramisu' });
    expect((visible as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Only the owner can publish or hide items (Visible).')).toBeTruthy();
    const soldOut = screen.getByRole('switch', { name: 'Sold Out: Tiramisu' });
    expect((soldOut as HTMLInputElement).disabled).toBe(false);
    await user.click(soldOut);
    expect(api.calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ soldOut: true }]);
  });

  it('lets an owner publish the Draft', async () => {
    const { api, user } = renderTab({ canEdit: true, canPublish: true });
    const visible = await screen.findByRole('switch', { name: 'Visible: Tiramisu' });
    expect((visible as HTMLInputElement).disabled).toBe(false);
    expect(screen.queryByText('Only the owner can publish or hide items (Visible).')).toBeNull();
    await user.click(visible);
    expect(api.calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ visible: true }]);
  });

  it('shows staff both switches off', async () => {
    renderTab({ canEdit: false, canPublish: false });
    expect(((await screen.findByRole('switch', { name: 'Visible: Tiramisu' })) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('switch', { name: 'Sold Out: Tiramisu' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Only managers and owners can change availability.')).toBeTruthy();
  });
});
