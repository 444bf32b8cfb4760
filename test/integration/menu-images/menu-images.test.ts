/**
 * Menu item photos (issue 11): a presigned browser upload straight to the media bucket, then PUT .../image judges the
 * file by its content (JPG, PNG or WebP; at most 4 MB), turns it upright, strips its metadata and stores WebP copies
 * at 320, 640 and 1280 px (never upscaled). Refused files are deleted with SPEC's message; a new photo or a removal
 * deletes the old photo's files. The copies reach the builder's menu and the diner's public menu.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  MENU_IMAGE_INVALID_TYPE_MESSAGE,
  MENU_IMAGE_MAX_BYTES,
  MENU_IMAGE_TOO_LARGE_MESSAGE,
  type DashboardMenu,
  type MenuBuilder,
  type MenuImageUploadResponse,
  type MenuItemImage,
  type MenuItemImageResponse,
  type PublicMenu,
} from '../../../shared/api';
import { mediaStore } from '../../../functions/lib/media/configured';
import { api } from '../../support/api';
import type { TestUser } from '../../support/users';
import { ownerWithRestaurant, type Owner } from '../setup/support';
import { confirmPhoto, itemPath, managerOf, menuItemOf, photoPng, sidewaysJpeg, uploadedPhoto, uploadPhoto } from './support';

const mediaUrl = process.env.MEDIA_URL!;
const FIVE_MB = 5 * 1024 * 1024;

let owner: Owner;
let manager: TestUser;
let stranger: Owner;
let itemId: string;

beforeAll(async () => {
  [owner, stranger] = await Promise.all([ownerWithRestaurant(), ownerWithRestaurant()]);
  manager = await managerOf(owner.restaurant.id, owner.user.userId);
  itemId = await menuItemOf(owner.restaurant.id);
});

const stored = (key: string) => mediaStore.head(key);
const keyOf = (url: string) => mediaStore.keyOf(url)!;

/** Each copy read back from the media URL: its real size and format. */
async function servedCopies(image: MenuItemImage) {
  return Promise.all(
    image.variants.map(async (variant) => {
      const res = await fetch(variant.url);
      expect(res.status, variant.url).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      return { declared: variant.width, width: meta.width, height: meta.height, format: meta.format, exif: meta.exif, orientation: meta.orientation };
    }),
  );
}

function expectRefused(res: { status: number; body: unknown }, message: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body).toMatchObject({ error: { message, fields: { file: message } } });
}

describe('POST .../menu-items/{itemId}/image-upload', () => {
  it('answers a presigned POST whose policy fixes a fresh key of this item, the type and at most 4 MB', async () => {
    const res = await api<MenuImageUploadResponse>('POST', `${itemPath(owner.restaurant.id, itemId)}/image-upload`, {
      token: owner.user.idToken,
      body: { contentType: 'image/jpeg', size: 300_000 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.key).toMatch(new RegExp(`^uploads/menu-items/${owner.restaurant.id}/${itemId}/[0-9a-f-]{36}$`));
    expect(res.body.maxBytes).toBe(MENU_IMAGE_MAX_BYTES);
    const policy = JSON.parse(Buffer.from(res.body.fields.Policy!, 'base64').toString()) as { conditions: unknown[] };
    expect(policy.conditions).toEqual(
      expect.arrayContaining([['content-length-range', 1, MENU_IMAGE_MAX_BYTES], ['eq', '$Content-Type', 'image/jpeg'], { key: res.body.key }]),
    );
  });

  it("refuses a GIF, a file over 4 MB, and an item that is not there, with SPEC's messages", async () => {
    const gif = await api('POST', `${itemPath(owner.restaurant.id, itemId)}/image-upload`, { token: owner.user.idToken, body: { contentType: 'image/gif', size: 100 } });
    expect(gif.status).toBe(400);
    expect(gif.body).toMatchObject({ error: { fields: { contentType: MENU_IMAGE_INVALID_TYPE_MESSAGE } } });
    const big = await api('POST', `${itemPath(owner.restaurant.id, itemId)}/image-upload`, { token: owner.user.idToken, body: { contentType: 'image/png', size: FIVE_MB } });
    expect(big.status).toBe(400);
    expect(big.body).toMatchObject({ error: { fields: { size: MENU_IMAGE_TOO_LARGE_MESSAGE } } });
    const missing = await api('POST', `${itemPath(owner.restaurant.id, '3f1c9d2e-0000-4000-8000-000000000000')}/image-upload`, {
      token: owner.user.idToken,
      body: { contentType: 'image/png', size: 100 },
    });
    expect(missing.status).toBe(404);
  });

  it('gives a form the bucket holds to its policy: a 5 MB file is refused by S3 and never stored', async () => {
    const { form, upload } = await uploadPhoto(owner.user.idToken, owner.restaurant.id, itemId, Buffer.alloc(FIVE_MB, 7), 'image/png', MENU_IMAGE_MAX_BYTES);
    expect(upload.status).toBe(400);
    expect(await upload.text()).toContain('EntityTooLarge');
    expect(await stored(form.key)).toBeNull();
  });
});

describe('PUT .../menu-items/{itemId}/image', () => {
  it('turns a 2000x1500 PNG into WebP copies 320, 640 and 1280 wide, sets them with the alt text, deletes the upload', async () => {
    const key = await uploadedPhoto(owner.user.idToken, owner.restaurant.id, itemId, photoPng(2000, 1500));
    const res = await confirmPhoto(owner.user.idToken, owner.restaurant.id, itemId, key, '  Halloumi on a grill pan  ');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const image = res.body.image!;
    expect(image).toMatchObject({ alt: 'Halloumi on a grill pan', width: 1280, height: 960 });
    expect(image.variants.map((v) => v.width)).toEqual([320, 640, 1280]);
    expect(image.url).toBe(image.variants[2]!.url);
    for (const variant of image.variants) {
      expect(variant.url).toMatch(new RegExp(`^${mediaUrl}/items/${owner.restaurant.id}/${itemId}/[0-9a-f-]{36}-${variant.width}\\.webp$`));
    }
    const copies = await servedCopies(image);
    expect(copies.map(({ width, height, format }) => ({ width, height, format }))).toEqual([
      { width: 320, height: 240, format: 'webp' },
      { width: 640, height: 480, format: 'webp' },
      { width: 1280, height: 960, format: 'webp' },
    ]);
    expect(await stored(key)).toBeNull();

    // The builder's menu and the diner's menu both carry it.
    const menu = await api<DashboardMenu>('GET', `${owner.base}/menu`, { token: owner.user.idToken });
    const item = menu.body.items.find((i) => i.id === itemId)!;
    expect(item.image).toEqual(image);
    expect(item.imageUrl).toBe(image.url);
    const builder = await api<MenuBuilder>('GET', `${owner.base}/menu/builder`, { token: owner.user.idToken });
    expect(builder.status).toBe(200);
    expect(builder.body.items.find((i) => i.id === itemId)!.image).toEqual(image);
    const publicMenu = await api<PublicMenu>('GET', `/functions/v1/menu-public?restaurant_id=${owner.restaurant.id}`);
    expect(publicMenu.status).toBe(200);
    const served = publicMenu.body.items.find((i) => i.id === itemId)!;
    expect(served.image).toEqual(image);
    expect(served).toMatchObject({ imageUrl: image.url, imageAlt: 'Halloumi on a grill pan' });
  });

  it('never upscales: a 1000 px photo gives 320, 640 and 1000; a 200 px one only 200', async () => {
    const wide = await menuItemOf(owner.restaurant.id, 'Wide');
    const mid = await confirmPhoto(owner.user.idToken, owner.restaurant.id, wide, await uploadedPhoto(owner.user.idToken, owner.restaurant.id, wide, photoPng(1000, 500)));
    expect(mid.status, JSON.stringify(mid.body)).toBe(200);
    expect((await servedCopies(mid.body.image!)).map((c) => [c.width, c.height])).toEqual([[320, 160], [640, 320], [1000, 500]]);
    expect(mid.body.image).toMatchObject({ width: 1000, height: 500, alt: null });

    const small = await menuItemOf(owner.restaurant.id, 'Small');
    const tiny = await confirmPhoto(owner.user.idToken, owner.restaurant.id, small, await uploadedPhoto(owner.user.idToken, owner.restaurant.id, small, photoPng(200, 150)));
    expect(tiny.status).toBe(200);
    expect((await servedCopies(tiny.body.image!)).map((c) => [c.width, c.height])).toEqual([[200, 150]]);
  });

  it('turns a sideways phone JPEG upright and drops its EXIF; a WebP is accepted too', async () => {
    const phone = await menuItemOf(owner.restaurant.id, 'Phone shot');
    const { form, upload } = await uploadPhoto(owner.user.idToken, owner.restaurant.id, phone, await sidewaysJpeg(400, 200), 'image/jpeg');
    expect(upload.status).toBe(204);
    const res = await confirmPhoto(owner.user.idToken, owner.restaurant.id, phone, form.key);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.image).toMatchObject({ width: 200, height: 400 });
    const copies = await servedCopies(res.body.image!);
    expect(copies.map((c) => [c.width, c.height])).toEqual([[200, 400]]);
    expect(copies[0]!.exif).toBeUndefined();
    expect(copies[0]!.orientation).toBeUndefined();

    const webp = await sharp(photoPng(700, 700)).webp().toBuffer();
    const second = await uploadPhoto(owner.user.idToken, owner.restaurant.id, phone, webp, 'image/webp');
    const again = await confirmPhoto(owner.user.idToken, owner.restaurant.id, phone, second.form.key);
    expect(again.status).toBe(200);
    expect(again.body.image!.variants.map((v) => v.width)).toEqual([320, 640, 700]);
  });

  it("replaces the previous photo and deletes every one of its files", async () => {
    const item = await menuItemOf(owner.restaurant.id, 'Replaced');
    const first = await confirmPhoto(owner.user.idToken, owner.restaurant.id, item, await uploadedPhoto(owner.user.idToken, owner.restaurant.id, item, photoPng(800, 600)));
    const second = await confirmPhoto(owner.user.idToken, owner.restaurant.id, item, await uploadedPhoto(owner.user.idToken, owner.restaurant.id, item));
    expect(second.status).toBe(200);
    for (const variant of first.body.image!.variants) expect(await stored(keyOf(variant.url)), variant.url).toBeNull();
    for (const variant of second.body.image!.variants) expect(await stored(keyOf(variant.url)), variant.url).not.toBeNull();
  });

  it('refuses a GIF renamed .png, and a text file with a PNG header, by their content; both deleted', async () => {
    const gif = await sharp(photoPng(50, 50)).gif().toBuffer();
    const renamed = await uploadPhoto(owner.user.idToken, owner.restaurant.id, itemId, gif, 'image/png');
    expect(renamed.upload.status).toBe(204);
    expectRefused(await confirmPhoto(owner.user.idToken, owner.restaurant.id, itemId, renamed.form.key), MENU_IMAGE_INVALID_TYPE_MESSAGE);
    expect(await stored(renamed.form.key)).toBeNull();

    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('Just some text pretending to be a PNG.\n'.repeat(20))]);
    const text = await uploadPhoto(owner.user.idToken, owner.restaurant.id, itemId, fake, 'image/png');
    expect(text.upload.status).toBe(204);
    expectRefused(await confirmPhoto(owner.user.idToken, owner.restaurant.id, itemId, text.form.key), MENU_IMAGE_INVALID_TYPE_MESSAGE);
    expect(await stored(text.form.key)).toBeNull();

    // The photo set earlier is still the item's.
    const menu = await api<DashboardMenu>('GET', `${owner.base}/menu`, { token: owner.user.idToken });
    expect(menu.body.items.find((i) => i.id === itemId)!.image?.variants).toHaveLength(3);
  });

  it('refuses a 5 MB file that reached the bucket (say past an older form), and deletes it', async () => {
    const key = `uploads/menu-items/${owner.restaurant.id}/${itemId}/00000000-0000-4000-8000-${Date.now().toString().padStart(12, '0').slice(-12)}`;
    await mediaStore.put(key, new Uint8Array(FIVE_MB).fill(1), 'image/png');
    expectRefused(await confirmPhoto(owner.user.idToken, owner.restaurant.id, itemId, key), MENU_IMAGE_TOO_LARGE_MESSAGE);
    expect(await stored(key)).toBeNull();
  });

  it("refuses a key that is not an upload of this item (400), and answers 404 for an upload that is not there", async () => {
    const other = await menuItemOf(owner.restaurant.id, 'Other');
    const otherKey = await uploadedPhoto(owner.user.idToken, owner.restaurant.id, other);
    for (const key of [otherKey, `items/${owner.restaurant.id}/${itemId}/x.webp`, `uploads/logos/${owner.restaurant.id}/3f1c9d2e-0000-4000-8000-000000000000`]) {
      expect((await confirmPhoto(owner.user.idToken, owner.restaurant.id, itemId, key)).status, key).toBe(400);
    }
    expect(await stored(otherKey)).not.toBeNull();
    const missing = await confirmPhoto(owner.user.idToken, owner.restaurant.id, itemId, `uploads/menu-items/${owner.restaurant.id}/${itemId}/3f1c9d2e-0000-4000-8000-000000000000`);
    expect(missing.status).toBe(404);
  });
});

describe('DELETE .../menu-items/{itemId}/image', () => {
  it('clears the photo and deletes its files; a second delete changes nothing', async () => {
    const item = await menuItemOf(owner.restaurant.id, 'Removed');
    const set = await confirmPhoto(owner.user.idToken, owner.restaurant.id, item, await uploadedPhoto(owner.user.idToken, owner.restaurant.id, item), 'A plate');
    const res = await api<MenuItemImageResponse>('DELETE', `${itemPath(owner.restaurant.id, item)}/image`, { token: owner.user.idToken });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ itemId: item, image: null });
    for (const variant of set.body.image!.variants) expect((await fetch(variant.url)).status).toBe(404);
    const menu = await api<DashboardMenu>('GET', `${owner.base}/menu`, { token: owner.user.idToken });
    expect(menu.body.items.find((i) => i.id === item)).toMatchObject({ image: null, imageUrl: null });
    const again = await api<MenuItemImageResponse>('DELETE', `${itemPath(owner.restaurant.id, item)}/image`, { token: owner.user.idToken });
    expect(again.status).toBe(200);
    expect(again.body.image).toBeNull();
  });
});

describe('deleting what a photo belongs to', () => {
  it("deleting an item deletes its photo's files; deleting a category deletes those of every item in it", async () => {
    const item = await menuItemOf(owner.restaurant.id, 'Gone with its photo');
    const photo = await confirmPhoto(owner.user.idToken, owner.restaurant.id, item, await uploadedPhoto(owner.user.idToken, owner.restaurant.id, item));
    for (const variant of photo.body.image!.variants) expect(await stored(keyOf(variant.url)), variant.url).not.toBeNull();
    const res = await api('DELETE', itemPath(owner.restaurant.id, item), { token: owner.user.idToken });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    for (const variant of photo.body.image!.variants) expect(await stored(keyOf(variant.url)), variant.url).toBeNull();

    const inCategory = await menuItemOf(owner.restaurant.id, 'Filed with its photo');
    const filed = await confirmPhoto(owner.user.idToken, owner.restaurant.id, inCategory, await uploadedPhoto(owner.user.idToken, owner.restaurant.id, inCategory));
    const builder = await api<MenuBuilder>('GET', `${owner.base}/menu/builder`, { token: owner.user.idToken });
    const categoryId = builder.body.items.find((i) => i.id === inCategory)!.categoryId;
    const gone = await api<{ deletedItemIds: string[] }>('DELETE', `${owner.base}/menu/categories/${categoryId}`, { token: owner.user.idToken });
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    expect(gone.body.deletedItemIds).toEqual([inCategory]);
    for (const variant of filed.body.image!.variants) expect(await stored(keyOf(variant.url)), variant.url).toBeNull();
  });
});

describe('who may', () => {
  it("refuses a manager every photo route (403); another owner, or this owner naming another restaurant's item, gets 404", async () => {
    const key = await uploadedPhoto(owner.user.idToken, owner.restaurant.id, itemId);
    const calls = (restaurantId: string, item: string) => [
      (token: string) => api('POST', `${itemPath(restaurantId, item)}/image-upload`, { token, body: { contentType: 'image/png', size: 100 } }),
      (token: string) => confirmPhoto(token, restaurantId, item, key),
      (token: string) => api('DELETE', `${itemPath(restaurantId, item)}/image`, { token }),
    ];
    for (const call of calls(owner.restaurant.id, itemId)) {
      expect((await call(manager.idToken)).status).toBe(403);
      expect((await call(stranger.user.idToken)).status).toBe(404);
    }
    // The stranger names this restaurant's item under their own restaurant: not theirs, so not found.
    for (const call of calls(stranger.restaurant.id, itemId)) expect((await call(stranger.user.idToken)).status).toBe(404);
    // None of the refusals touched the upload, or the item's photo.
    expect(await stored(key)).not.toBeNull();
    const menu = await api<DashboardMenu>('GET', `${owner.base}/menu`, { token: owner.user.idToken });
    expect(menu.body.items.find((i) => i.id === itemId)!.image).not.toBeNull();
  });
});
