/**
 * A menu photo over the pixel limit (issue 24, item 7): a 20000 x 20000 PNG of a few dozen KB is refused with 400
 * and a message naming its size in pixels and the 40 megapixel limit, not "smaller than 4MB" (the file is small).
 */
import { deflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MAX_MEGAPIXELS, MENU_IMAGE_MAX_BYTES, MENU_IMAGE_TOO_LARGE_MESSAGE } from '../../../shared/api';
import { mediaStore } from '../../../functions/lib/media/configured';
import { confirmPhoto, menuItemOf, uploadPhoto } from '../menu-images/support';
import { ownerWithRestaurant, type Owner } from '../setup/support';
import { pngChunk } from '../../support/png';

/** A valid 1-bit greyscale PNG of this canvas, all black: small on disk (rows of zeros deflate about 1000:1). */
function blackBilevelPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8);
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(rows, { level: 9 })), pngChunk('IEND', Buffer.alloc(0))]);
}

let owner: Owner;
let itemId: string;

beforeAll(async () => {
  owner = await ownerWithRestaurant();
  itemId = await menuItemOf(owner.restaurant.id);
});

describe('PUT .../menu-items/{itemId}/image: a photo over the pixel limit', () => {
  it('refuses a 20000 x 20000 PNG of a few dozen KB with 400, its size in pixels and the 40 megapixel limit, and deletes it', async () => {
    const bomb = blackBilevelPng(20000, 20000);
    expect(bomb.length).toBeLessThan(MENU_IMAGE_MAX_BYTES / 10);
    const { form, upload } = await uploadPhoto(owner.user.idToken, owner.restaurant.id, itemId, bomb, 'image/png');
    expect(upload.status).toBe(204);

    const res = await confirmPhoto(owner.user.idToken, owner.restaurant.id, itemId, form.key);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    const { message, fields } = (res.body as unknown as { error: { message: string; fields?: { file?: string } } }).error;
    expect(message).toContain('20000 x 20000 pixels');
    expect(message).toContain('400 megapixels');
    expect(message).toContain(`at most ${IMAGE_MAX_MEGAPIXELS} megapixels`);
    expect(message).not.toBe(MENU_IMAGE_TOO_LARGE_MESSAGE);
    expect(message).not.toMatch(/4 ?MB/);
    expect(fields?.file).toBe(message);
    expect(await mediaStore.head(form.key)).toBeNull();
  }, 60_000);
});
