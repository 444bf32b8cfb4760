/** The photo decoding (sharp): upright sizes, WebP copies never upscaled, metadata dropped, bad bytes refused. */
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ImageDecodeError, MAX_INPUT_PIXELS, toWebpWidths, uprightSize } from '../../../functions/lib/media/resize';
import { itemImage } from '../../../functions/lib/domain/menu/image';
import { menuImageKeys } from '../../../functions/lib/domain/menu-images/keys';
import { solidPng } from '../../support/png';

/** A valid PNG header claiming width x height, with the pixels of a 1x1 image: a decompression bomb's shape. */
function pngClaiming(width: number, height: number): Buffer {
  const png = Buffer.from(solidPng(1, 1, '#000000'));
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe('uprightSize', () => {
  it('reads the size, swapped when EXIF says the photo is turned', async () => {
    expect(await uprightSize(solidPng(40, 30, '#336699'))).toMatchObject({ width: 40, height: 30, format: 'png' });
    const sideways = await sharp(solidPng(40, 30, '#336699')).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect(await uprightSize(sideways)).toMatchObject({ width: 30, height: 40, format: 'jpeg' });
  });

  it('refuses bytes that are no image, a truncated one, and a canvas over the pixel limit', async () => {
    await expect(uprightSize(Buffer.from('hello'))).rejects.toBeInstanceOf(ImageDecodeError);
    const huge = pngClaiming(10_000, 10_000);
    expect(10_000 * 10_000).toBeGreaterThan(MAX_INPUT_PIXELS);
    await expect(uprightSize(huge)).rejects.toMatchObject({ name: 'ImageDecodeError', tooLarge: true });
  });
});

describe('toWebpWidths', () => {
  it('writes WebP at each width, keeping the aspect ratio, never wider than the photo, without metadata', async () => {
    const photo = await sharp(solidPng(800, 600, '#AA3300')).jpeg().withMetadata({ orientation: 1, exif: { IFD0: { Make: 'Cam' } } }).toBuffer();
    const copies = await toWebpWidths(photo, [320, 640, 2000]);
    expect(copies.map((c) => [c.width, c.height])).toEqual([[320, 240], [640, 480], [800, 600]]);
    for (const copy of copies) {
      const meta = await sharp(copy.bytes).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: copy.width, height: copy.height });
      expect(meta.exif).toBeUndefined();
    }
  });

  it('refuses a PNG header followed by text', async () => {
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('not really a picture'.repeat(10))]);
    await expect(toWebpWidths(fake, [320])).rejects.toBeInstanceOf(ImageDecodeError);
  });
});

describe('menuImageKeys', () => {
  const r = '0b0e4d6c-1c1f-4d59-9a39-5f2f3c5b0c11';
  const i = '7c1f2b3a-4d5e-4f60-8a71-92b3c4d5e6f7';
  it("knows an item's uploads and copies from anything else", () => {
    expect(menuImageKeys.isUpload(r, i, menuImageKeys.upload(r, i))).toBe(true);
    expect(menuImageKeys.isUpload(r, i, `${menuImageKeys.uploadPrefix(r, i)}../x`)).toBe(false);
    expect(menuImageKeys.isUpload(r, 'other', menuImageKeys.upload(r, i))).toBe(false);
    const copy = menuImageKeys.variant(r, i, '3f1c9d2e-0000-4000-8000-000000000000', 640);
    expect(copy).toBe(`items/${r}/${i}/3f1c9d2e-0000-4000-8000-000000000000-640.webp`);
    expect(menuImageKeys.isVariant(r, i, copy)).toBe(true);
    expect(menuImageKeys.isVariant(r, i, `logos/${r}/x.png`)).toBe(false);
    expect(menuImageKeys.isVariant(r, 'other', copy)).toBe(false);
  });
});

describe('itemImage', () => {
  const none = { imageUrl: null, imageAlt: null, imageWidth: null, imageHeight: null, imageVariants: null };
  it('is null without a photo; a photo from before the copies has its URL and no variants', () => {
    expect(itemImage(none)).toBeNull();
    expect(itemImage({ ...none, imageUrl: 'https://x/soup.jpg', imageAlt: 'Soup' })).toEqual({
      url: 'https://x/soup.jpg',
      alt: 'Soup',
      width: 0,
      height: 0,
      variants: [],
    });
    const variants = [{ width: 320, url: 'https://m/a-320.webp' }, { width: 500, url: 'https://m/a-500.webp' }];
    expect(itemImage({ ...none, imageUrl: variants[1]!.url, imageWidth: 500, imageHeight: 375, imageVariants: variants })).toEqual({
      url: variants[1]!.url,
      alt: null,
      width: 500,
      height: 375,
      variants,
    });
  });
});
