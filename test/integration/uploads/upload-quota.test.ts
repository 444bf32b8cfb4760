/**
 * The upload-form quota (issue 24, defect 3): logo and menu-photo forms together, at most
 * RATE_LIMITS.uploads.perRestaurant per restaurant and perPerson per person in 10 minutes; the next form is refused
 * with 429 `too_many_uploads` and no form. A person who owns two restaurants does not get twice the allowance; an
 * owner setting up (a logo and a few photos, each confirmed) stays far below. Fresh restaurants throughout: other
 * tests of the run use forms of their own restaurants.
 */
import { describe, expect, it } from 'vitest';
import type { LogoUploadResponse, MenuImageUploadResponse } from '../../../shared/api';
import { RATE_LIMITS } from '../../../functions/lib/domain/rate-limits';
import { UPLOAD_LIMIT_MESSAGE } from '../../../functions/lib/domain/upload-limits';
import { api, type ApiResponse } from '../../support/api';
import { confirmPhoto, itemPath, menuItemOf, uploadedPhoto } from '../menu-images/support';
import { secondRestaurantOf } from '../setup/second-restaurant';
import { confirmLogo, ownerWithRestaurant, uploadedPng, type Owner } from '../setup/support';

const PER_RESTAURANT = RATE_LIMITS.uploads.perRestaurant.limit;
const PER_PERSON = RATE_LIMITS.uploads.perPerson.limit;

const logoForm = (owner: Owner) =>
  api<LogoUploadResponse>('POST', `${owner.base}/branding/logo-upload`, { token: owner.user.idToken, body: { contentType: 'image/png', size: 5000 } });

const photoForm = (owner: Owner, itemId: string) =>
  api<MenuImageUploadResponse>('POST', `${itemPath(owner.restaurant.id, itemId)}/image-upload`, {
    token: owner.user.idToken,
    body: { contentType: 'image/jpeg', size: 300_000 },
  });

/** `count` forms, logo and photo in turn, one after another: each must be granted. */
async function takeForms(owner: Owner, itemId: string, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const res = i % 2 === 0 ? await logoForm(owner) : await photoForm(owner, itemId);
    expect(res.status, `form ${i + 1}: ${JSON.stringify(res.body)}`).toBe(200);
    expect(res.body.url).toBeTruthy();
  }
}

/**
 * The quota counts in fixed windows (rate-limits.ts counterWindow): forms taken across a window's edge land in two
 * windows and the last is wrongly granted. A test taking a quota's worth of forms starts, if it is within a minute of
 * the edge, just after it.
 */
async function clearOfWindowEdge(windowSeconds = RATE_LIMITS.uploads.perPerson.windowSeconds): Promise<void> {
  const intoWindow = (Date.now() / 1000) % windowSeconds;
  if (intoWindow > windowSeconds - 60) await new Promise((resolve) => setTimeout(resolve, (windowSeconds - intoWindow + 1) * 1000));
}

function expectQuotaRefusal(res: ApiResponse<unknown>) {
  expect(res.status, JSON.stringify(res.body)).toBe(429);
  expect(res.body).toEqual({ error: expect.objectContaining({ code: 'too_many_uploads', message: UPLOAD_LIMIT_MESSAGE }) });
  expect(res.body).not.toHaveProperty('url');
  expect(res.body).not.toHaveProperty('fields');
}

describe('upload forms: the quota', () => {
  it(`grants ${PER_RESTAURANT} logo and photo forms to one restaurant in 10 minutes, then refuses the next of either kind with 429 and no form`, async () => {
    const owner = await ownerWithRestaurant();
    const itemId = await menuItemOf(owner.restaurant.id);
    await clearOfWindowEdge();
    await takeForms(owner, itemId, PER_RESTAURANT);
    expectQuotaRefusal(await logoForm(owner));
    expectQuotaRefusal(await photoForm(owner, itemId));
  }, 130_000);

  it('does not give a person who owns two restaurants twice the allowance', async () => {
    const owner = await ownerWithRestaurant();
    const second = await secondRestaurantOf(owner);
    const [firstItem, secondItem] = await Promise.all([menuItemOf(owner.restaurant.id), menuItemOf(second.restaurant.id)]);
    const onFirst = Math.ceil(PER_PERSON / 2);
    await clearOfWindowEdge();
    await takeForms(owner, firstItem, onFirst);
    await takeForms(second, secondItem, PER_PERSON - onFirst);
    // The second restaurant has used fewer than its own quota: the person's quota refuses.
    expect(PER_PERSON - onFirst).toBeLessThan(PER_RESTAURANT);
    expectQuotaRefusal(await logoForm(second));
    expectQuotaRefusal(await photoForm(second, secondItem));
    expectQuotaRefusal(await logoForm(owner));
  }, 130_000);

  it('leaves an owner setting up (a logo, then a photo for each of five dishes, all confirmed) far below it', async () => {
    const owner = await ownerWithRestaurant();
    const logo = await confirmLogo(owner.user.idToken, owner.restaurant.id, await uploadedPng(owner.user.idToken, owner.restaurant.id));
    expect(logo.status, JSON.stringify(logo.body)).toBe(200);
    for (const dish of ['Halloumi', 'Falafel', 'Shakshuka', 'Baklava', 'Mint tea']) {
      const itemId = await menuItemOf(owner.restaurant.id, dish);
      const photo = await confirmPhoto(owner.user.idToken, owner.restaurant.id, itemId, await uploadedPhoto(owner.user.idToken, owner.restaurant.id, itemId));
      expect(photo.status, JSON.stringify(photo.body)).toBe(200);
    }
    // Six forms used: the owner could start that setup four more times before the quota.
    expect(6 * 5).toBeLessThanOrEqual(PER_RESTAURANT);
    expect((await logoForm(owner)).status).toBe(200);
  }, 60_000);
});
