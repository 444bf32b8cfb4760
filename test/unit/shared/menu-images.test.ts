import { describe, expect, it } from 'vitest';
import {
  MENU_IMAGE_INVALID_TYPE_MESSAGE,
  MENU_IMAGE_MAX_BYTES,
  MENU_IMAGE_TOO_LARGE_MESSAGE,
  menuImageConfirmRequestSchema,
  menuImageSrcset,
  menuImageUploadRequestSchema,
  menuImageWidths,
} from '../../../shared/api';

describe('menuImageWidths', () => {
  it('keeps 320, 640 and 1280 under the original, plus the original when it is not wider than 1280', () => {
    expect(menuImageWidths(3000)).toEqual([320, 640, 1280]);
    expect(menuImageWidths(1281)).toEqual([320, 640, 1280]);
    expect(menuImageWidths(1280)).toEqual([320, 640, 1280]);
    expect(menuImageWidths(1000)).toEqual([320, 640, 1000]);
    expect(menuImageWidths(640)).toEqual([320, 640]);
    expect(menuImageWidths(321)).toEqual([320, 321]);
    expect(menuImageWidths(320)).toEqual([320]);
    expect(menuImageWidths(200)).toEqual([200]);
    expect(menuImageWidths(1)).toEqual([1]);
  });

  it('never upscales and lists widths narrowest first', () => {
    for (let width = 1; width < 4000; width += 37) {
      const widths = menuImageWidths(width);
      expect(Math.max(...widths)).toBeLessThanOrEqual(width);
      expect(Math.max(...widths)).toBe(Math.min(width, 1280));
      expect([...widths].sort((a, b) => a - b)).toEqual(widths);
    }
  });
});

describe('menuImageSrcset', () => {
  it('lists each copy with its width; none when the photo has no copies', () => {
    expect(menuImageSrcset({ variants: [{ width: 320, url: 'https://m/a-320.webp' }, { width: 640, url: 'https://m/a-640.webp' }] })).toBe(
      'https://m/a-320.webp 320w, https://m/a-640.webp 640w',
    );
    expect(menuImageSrcset({ variants: [] })).toBeUndefined();
  });
});

describe('the request schemas', () => {
  const issue = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) =>
    result.error?.issues.find((i) => i.path[0] === field)?.message;

  it("accepts JPG, PNG and WebP up to 4 MB; refuses other types and larger files with SPEC's messages", () => {
    for (const contentType of ['image/jpeg', 'image/png', 'image/webp']) {
      expect(menuImageUploadRequestSchema.safeParse({ contentType, size: MENU_IMAGE_MAX_BYTES }).success).toBe(true);
    }
    for (const contentType of ['image/gif', 'image/svg+xml', 'text/plain', 'image/heic']) {
      expect(issue(menuImageUploadRequestSchema.safeParse({ contentType, size: 10 }), 'contentType')).toBe(MENU_IMAGE_INVALID_TYPE_MESSAGE);
    }
    expect(issue(menuImageUploadRequestSchema.safeParse({ contentType: 'image/png', size: MENU_IMAGE_MAX_BYTES + 1 }), 'size')).toBe(MENU_IMAGE_TOO_LARGE_MESSAGE);
    expect(menuImageUploadRequestSchema.safeParse({ contentType: 'image/png', size: 0 }).success).toBe(false);
  });

  it('trims the alt text and holds it to 200 characters', () => {
    expect(menuImageConfirmRequestSchema.parse({ key: 'k', alt: '  Tomato soup  ' })).toEqual({ key: 'k', alt: 'Tomato soup' });
    expect(menuImageConfirmRequestSchema.parse({ key: 'k' })).toEqual({ key: 'k' });
    expect(menuImageConfirmRequestSchema.safeParse({ key: 'k', alt: `${'x'.repeat(200)}   ` }).success).toBe(true);
    expect(menuImageConfirmRequestSchema.safeParse({ key: 'k', alt: 'x'.repeat(201) }).success).toBe(false);
    expect(menuImageConfirmRequestSchema.safeParse({ key: 'k', extra: 1 }).success).toBe(false);
  });
});
