/**
 * DELETE /api/v1/restaurants/{id} (issue 25 item 2): an owner leaves an empty restaurant made by mistake. It goes
 * with everything in its partition (menu, branding, pending invitations), its service requests and its claims (the
 * owner claim: a clean reset makes a new one; the slug: free again); a restaurant with orders or a team that joined
 * is refused with 409 and a clear message, and stays whole.
 */
import { describe, expect, it } from 'vitest';
import type { MeResponse, Restaurant } from '../../../shared/api';
import { db, Staff } from '../../../functions/lib/composition';
import { uniqueKeys } from '../../../functions/lib/db/entities/uniqueness';
import { RESTAURANT_HAS_ORDERS, RESTAURANT_HAS_TEAM } from '../../../functions/lib/domain/restaurants/delete';
import { api } from '../../support/api';
import { uniqueEmail } from '../../support/users';
import { makeMenu } from '../http/menu-fixture';
import { createPayment, sampleCart } from '../payments/support';
import { ownerWithRestaurant, staffOf, type Owner } from './support';

const remove = (owner: Owner, token = owner.user.idToken) => api<{ error?: { code: string; message: string } }>('DELETE', owner.base, { token });

/** Everything left of the restaurant in its partition, whatever the entity. */
async function partitionOf(restaurantId: string): Promise<number> {
  const [menu, translations, staff] = await Promise.all([
    db.collections.menu({ restaurantId }).go({ pages: 'all', consistent: true }),
    db.collections.translations({ restaurantId }).go({ pages: 'all', consistent: true }),
    db.entities.staff.query.byId({ restaurantId }).go({ pages: 'all', consistent: true }),
  ]);
  const count = (data: Record<string, unknown[]>) => Object.values(data).reduce((sum, items) => sum + items.length, 0);
  return count(menu.data) + count(translations.data) + staff.data.length;
}

const claim = async (key: { kind: 'restaurantOwner' | 'restaurantSlug' | 'staffEmail'; value: string }) =>
  (await db.entities.uniqueness.get(key).go({ consistent: true })).data;

describe('deleting an empty restaurant', () => {
  it('removes it with its menu, invitations, service requests and claims; a clean reset then makes a new one', async () => {
    const owner = await ownerWithRestaurant({ name: 'Made By Mistake' });
    const { restaurant } = owner;
    const quick = await api('POST', `${owner.base}/menu/quick-setup`, {
      token: owner.user.idToken,
      body: { categoryName: 'Mains', items: [{ name: 'Soup', priceCents: 650 }] },
    });
    expect(quick.status).toBe(200);
    const slug = (await api<Restaurant>('POST', `${owner.base}/slug`, { token: owner.user.idToken })).body.slug!;
    const invited = uniqueEmail('pending');
    await Staff.invite({ restaurantId: restaurant.id, email: invited, role: 'staff', createdBy: owner.user.userId });
    const called = await api('POST', '/functions/v1/service-request', { body: { restaurant_id: restaurant.id, table_number: '3', message: 'Water' } });
    expect(called.status).toBe(201);
    expect(await partitionOf(restaurant.id)).toBeGreaterThan(3);

    const res = await remove(owner);
    expect(res.status, JSON.stringify(res.body)).toBe(204);

    expect(await partitionOf(restaurant.id)).toBe(0);
    expect((await db.entities.serviceRequest.query.byRestaurant({ restaurantId: restaurant.id }).go()).data).toEqual([]);
    expect(await claim(uniqueKeys.restaurantOwner(owner.user.userId))).toBeNull();
    expect(await claim(uniqueKeys.restaurantSlug(slug))).toBeNull();
    expect(await claim(uniqueKeys.staffEmail(restaurant.id, invited))).toBeNull();
    expect((await api('GET', owner.base, { token: owner.user.idToken })).status).toBe(404);
    expect((await api<MeResponse>('GET', '/api/v1/me', { token: owner.user.idToken })).body.memberships).toEqual([]);

    // A clean reset: the next sign-in makes a fresh restaurant, with another id.
    const again = await api<{ restaurant: Restaurant; created: boolean }>('POST', '/api/v1/restaurants', { token: owner.user.idToken, body: {} });
    expect(again.status).toBe(201);
    expect(again.body.restaurant.id).not.toBe(restaurant.id);
  });

  it('refuses a restaurant that has an order (409, its order history stays), and keeps it whole', async () => {
    const owner = await ownerWithRestaurant({ name: 'Has Orders' });
    const menu = await makeMenu(owner.restaurant.id);
    const started = await createPayment(sampleCart({ id: owner.restaurant.id, name: owner.restaurant.name, menu }));
    expect(started.status, JSON.stringify(started.body)).toBeLessThan(300);
    const before = await partitionOf(owner.restaurant.id);

    const res = await remove(owner);
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'restaurant_has_orders', message: RESTAURANT_HAS_ORDERS });
    expect((await api('GET', owner.base, { token: owner.user.idToken })).status).toBe(200);
    expect(await partitionOf(owner.restaurant.id)).toBe(before);
  });

  it('refuses a restaurant whose team has someone who joined (409), and lets no staff member delete it (403)', async () => {
    const owner = await ownerWithRestaurant({ name: 'Has A Team' });
    const waiter = await staffOf(owner);
    const res = await remove(owner);
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'restaurant_has_team', message: RESTAURANT_HAS_TEAM });
    expect((await remove(owner, waiter.idToken)).status).toBe(403);
    expect((await api('GET', owner.base, { token: owner.user.idToken })).status).toBe(200);
  });
});
