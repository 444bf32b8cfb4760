/**
 * POST /slug (SPEC.md section 4, slug generation; issue 9, Customer preview): a restaurant without a slug gets one
 * from its name (or its id's first 8 characters), -2, -3 ... on a collision, claimed by a conditional write so two
 * owners racing for one name never share it; with a slug it is returned unchanged. /start/{slug} then resolves it.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { db, Restaurants } from '../../../functions/lib/composition';
import { uniqueKeys } from '../../../functions/lib/db/entities/uniqueness';
import type { Restaurant } from '../../../shared/api';
import { RESERVED_SLUG_MESSAGE, slugCandidate } from '../../../shared/slug';
import { api } from '../../support/api';
import { ownerWithRestaurant, staffOf, type Owner } from './support';

const uniqueWord = () => randomBytes(4).toString('hex');

function ensureSlug(owner: Owner, token = owner.user.idToken) {
  return api<Restaurant>('POST', `${owner.base}/slug`, { token });
}

describe('POST /slug', () => {
  it('generates the slug from the name once, then returns the restaurant unchanged', async () => {
    const word = uniqueWord();
    const owner = await ownerWithRestaurant({ name: `  Café Zoë's ${word} Kitchen!! ` });
    const res = await ensureSlug(owner);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ id: owner.restaurant.id, name: `Café Zoë's ${word} Kitchen!!`, slug: `cafe-zoe-s-${word}-kitchen` });

    await api('PATCH', owner.base, { token: owner.user.idToken, body: { name: 'Another Name' } });
    const again = await ensureSlug(owner);
    expect(again.body.slug).toBe(`cafe-zoe-s-${word}-kitchen`);
    expect((await Restaurants.bySlug(`cafe-zoe-s-${word}-kitchen`))?.id).toBe(owner.restaurant.id);
  });

  it('two owners racing for one name: one gets the name, the other -2; a third gets -3', async () => {
    const name = `Race Bistro ${uniqueWord()}`;
    const base = name.toLowerCase().replace(/ /g, '-');
    const [a, b, c] = await Promise.all([ownerWithRestaurant({ name }), ownerWithRestaurant({ name }), ownerWithRestaurant({ name })]);
    const [ra, rb] = await Promise.all([ensureSlug(a), ensureSlug(b)]);
    expect(ra.status).toBe(200);
    expect(rb.status).toBe(200);
    expect([ra.body.slug, rb.body.slug].sort()).toEqual([base, `${base}-2`]);
    expect((await ensureSlug(c)).body.slug).toBe(`${base}-3`);
    // Each slug is held by its own restaurant, and by one claim each.
    for (const r of [ra.body, rb.body]) expect((await Restaurants.bySlug(r.slug!))?.id).toBe(r.id);
  });

  it('the same owner sending it twice at once gets one slug, claimed once', async () => {
    const name = `Double Click ${uniqueWord()}`;
    const owner = await ownerWithRestaurant({ name });
    const results = await Promise.all([ensureSlug(owner), ensureSlug(owner), ensureSlug(owner)]);
    const slugs = new Set(results.map((r) => r.body.slug));
    expect(slugs).toEqual(new Set([name.toLowerCase().replace(/ /g, '-')]));
    const { data: leftover } = await db.entities.uniqueness.get(uniqueKeys.restaurantSlug(`${[...slugs][0]}-2`)).go({ consistent: true });
    expect(leftover).toBeNull();
  });

  it("never hands out the product's own words: 'Demo' and 'TableTap' get -2 and later, and a chosen reserved link is refused", async () => {
    const demo = await ownerWithRestaurant({ name: 'Demo' });
    const product = await ownerWithRestaurant({ name: 'TableTap' });
    const [demoSlug, productSlug] = await Promise.all([ensureSlug(demo), ensureSlug(product)]);
    expect(demoSlug.status, JSON.stringify(demoSlug.body)).toBe(200);
    expect(demoSlug.body.slug).toMatch(/^demo-\d+$/);
    expect(productSlug.body.slug).toMatch(/^tabletap-\d+$/);
    expect(await Restaurants.bySlug('demo')).toBeNull();
    expect(await Restaurants.bySlug('tabletap')).toBeNull();

    for (const word of ['admin', 'demo', 'tabletap-support']) {
      await expect(Restaurants.setSlug(demo.restaurant.id, word)).rejects.toMatchObject({ status: 400, message: RESERVED_SLUG_MESSAGE });
      expect(await Restaurants.bySlug(word)).toBeNull();
    }
    expect((await Restaurants.bySlug(demoSlug.body.slug!))?.id).toBe(demo.restaurant.id);
  });

  it('walks past many taken candidates (more than one read of the claims)', async () => {
    const name = `Popular Name ${uniqueWord()}`;
    const base = name.toLowerCase().replace(/ /g, '-');
    const claims = Array.from({ length: 60 }, (_, i) => ({ ...uniqueKeys.restaurantSlug(slugCandidate(base, i + 1)), claimedBy: 'someone-else' }));
    await db.entities.uniqueness.put(claims).go();
    const owner = await ownerWithRestaurant({ name });
    expect((await ensureSlug(owner)).body.slug).toBe(`${base}-61`);
  });

  it('falls back to the first 8 characters of the id when the name leaves nothing', async () => {
    const owner = await ownerWithRestaurant({ name: '中文餐厅' });
    expect((await ensureSlug(owner)).body.slug).toBe(owner.restaurant.id.slice(0, 8).toLowerCase());
  });

  it('resolves at /start/{slug}: restaurant-public-info finds the restaurant by its generated slug', async () => {
    const owner = await ownerWithRestaurant({ name: `Start Here ${uniqueWord()}` });
    const { body } = await ensureSlug(owner);
    const res = await api<{ id: string }>('GET', `/functions/v1/restaurant-public-info?slug=${body.slug}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: owner.restaurant.id });
  });

  it('is the owner\'s: a staff member gets 403 and another owner 404, and neither makes a slug', async () => {
    const owner = await ownerWithRestaurant({ name: `Guarded ${uniqueWord()}` });
    const staff = await staffOf(owner);
    const stranger = await ownerWithRestaurant();
    expect((await ensureSlug(owner, staff.idToken)).status).toBe(403);
    expect((await ensureSlug(owner, stranger.user.idToken)).status).toBe(404);
    expect((await Restaurants.get(owner.restaurant.id))?.slug).toBeNull();
  });
});
