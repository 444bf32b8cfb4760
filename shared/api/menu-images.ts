/**
 * Menu item photos (SPEC.md 7 'menu-images-upload' / 'menu-images-delete', SPEC.md 8 Images; issue 11): the owner's
 * browser uploads the file straight to the media bucket with a presigned POST, then confirms it; the server checks it
 * by its bytes (JPG, PNG or WebP, whatever its name says; at most 4 MB), decodes it, turns it upright, drops its
 * metadata (camera, GPS...) and stores WebP copies at up to three widths, which the builder and the diner's menu use
 * as `srcset`. Routes (owner only, under /api/v1/restaurants/{restaurantId}):
 *   POST   /menu-items/{itemId}/image-upload  menuImageUploadRequest -> menuImageUploadResponse   (presigned S3 POST)
 *   PUT    /menu-items/{itemId}/image         menuImageConfirmRequest -> menuItemImageResponse   (checked, resized, set)
 *   DELETE /menu-items/{itemId}/image         -> menuItemImageResponse (image null)               (files deleted too)
 * SPEC's preview path (/api/menu/images/preview?restaurant_id&item_id) is not served: the variants' URLs on the
 * media CDN are public, immutable and cacheable, so the page shows `image.url` (or `srcset`) directly.
 */
import * as z from '../zod';

/** The types a menu photo may be; the upload's bytes must be one of them (magic bytes, checked after upload). */
export const MENU_IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type MenuImageContentType = (typeof MENU_IMAGE_CONTENT_TYPES)[number];
/** The `accept` of the page's file input. */
export const MENU_IMAGE_ACCEPT = MENU_IMAGE_CONTENT_TYPES.join(',');
/** 4 MB, inclusive: the upload policy's content-length-range and the confirmation both hold it. */
export const MENU_IMAGE_MAX_BYTES = 4 * 1024 * 1024;
/** The widths the photo is stored at (never wider than the original: see menuImageWidths). */
export const MENU_IMAGE_WIDTHS = [320, 640, 1280] as const;
/** SPEC's recommendation, for the page's hint: 1280x960 (4:3). */
export const MENU_IMAGE_RECOMMENDED = { width: 1280, height: 960 } as const;
export const MENU_IMAGE_ALT_MAX = 200;

// SPEC.md 8 Images and SPEC.md 4 (menu item image rules), word for word.
export const MENU_IMAGE_INVALID_TYPE_TITLE = 'Invalid file type';
export const MENU_IMAGE_INVALID_TYPE_MESSAGE = 'Please select a JPG, PNG, or WebP image.';
export const MENU_IMAGE_TOO_LARGE_TITLE = 'File too large';
export const MENU_IMAGE_TOO_LARGE_MESSAGE = 'Please select an image smaller than 4MB.';
export const MENU_IMAGE_UPLOADING = 'Uploading...';
export const MENU_IMAGE_UPLOADED = 'Image uploaded';
export const MENU_IMAGE_UPLOAD_FAILED = 'Upload failed';
/** The description under 'Upload failed' when the server gave no message. */
export const MENU_IMAGE_UPLOAD_FAILED_DEFAULT = 'Failed to upload image';
export const MENU_IMAGE_REMOVED = 'Image removed';
export const MENU_IMAGE_DELETE_FAILED = 'Delete failed';
export const MENU_IMAGE_DELETE_FAILED_DEFAULT = 'Failed to remove image';

const altSchema = z
  .string()
  .check(z.trim(), z.maxLength(MENU_IMAGE_ALT_MAX, `must be at most ${MENU_IMAGE_ALT_MAX} characters`));

export const menuImageUploadRequestSchema = z.strictObject({
  contentType: z.enum(MENU_IMAGE_CONTENT_TYPES, MENU_IMAGE_INVALID_TYPE_MESSAGE),
  size: z
    .int()
    .check(z.minimum(1, MENU_IMAGE_INVALID_TYPE_MESSAGE), z.maximum(MENU_IMAGE_MAX_BYTES, MENU_IMAGE_TOO_LARGE_MESSAGE)),
});
export type MenuImageUploadRequest = z.infer<typeof menuImageUploadRequestSchema>;

/** A browser form POST straight to the media bucket: `fields` first, then the file as `file`. */
export const menuImageUploadResponseSchema = z.object({
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  /** The object's key, to hand back to PUT .../image once the upload is done. */
  key: z.string(),
  maxBytes: z.int(),
});
export type MenuImageUploadResponse = z.infer<typeof menuImageUploadResponseSchema>;

/** `alt` left out or blank: the photo has no alt text (the page then uses the item's name). */
export const menuImageConfirmRequestSchema = z.strictObject({
  key: z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(300, 'is too long')),
  alt: z.optional(altSchema),
});
export type MenuImageConfirmRequest = z.infer<typeof menuImageConfirmRequestSchema>;

/** One stored copy of the photo. */
export const menuImageVariantSchema = z.object({ width: z.int(), url: z.string() });
export type MenuImageVariant = z.infer<typeof menuImageVariantSchema>;

/**
 * An item's photo as the builder and the diner show it: `url` is the widest copy, `width`/`height` its size (for the
 * img's width/height attributes: the page keeps its space while it loads), `variants` narrowest first (for srcset).
 * A photo set before copies existed (e.g. the seeded demo menu's) has no variants and width/height 0: show `url`
 * alone, without srcset or size attributes.
 */
export const menuItemImageSchema = z.object({
  url: z.string(),
  alt: z.nullable(z.string()),
  width: z.int(),
  height: z.int(),
  variants: z.array(menuImageVariantSchema),
});
export type MenuItemImage = z.infer<typeof menuItemImageSchema>;

/** PUT and DELETE .../menu-items/{itemId}/image answer the item's photo (null once removed). */
export const menuItemImageResponseSchema = z.object({ itemId: z.string(), image: z.nullable(menuItemImageSchema) });
export type MenuItemImageResponse = z.infer<typeof menuItemImageResponseSchema>;

/** `srcset` of the photo: "url 320w, url 640w, ..."; undefined when it has no variants (leave the attribute out). */
export function menuImageSrcset(image: Pick<MenuItemImage, 'variants'>): string | undefined {
  return image.variants.length > 0 ? image.variants.map((v) => `${v.url} ${v.width}w`).join(', ') : undefined;
}

/**
 * The widths a photo `originalWidth` px wide is stored at: each of MENU_IMAGE_WIDTHS narrower than it, plus the
 * original width itself when it is not wider than the widest (never upscaled: a 1000 px photo gives 320, 640, 1000;
 * a 200 px one gives 200 only; a 3000 px one 320, 640, 1280).
 */
export function menuImageWidths(originalWidth: number): number[] {
  const widest = Math.max(...MENU_IMAGE_WIDTHS);
  const widths: number[] = MENU_IMAGE_WIDTHS.filter((w) => w < originalWidth);
  if (originalWidth <= widest) widths.push(originalWidth);
  return widths;
}
