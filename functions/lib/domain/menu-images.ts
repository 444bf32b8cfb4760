/**
 * Menu item photos (SPEC.md 4 and 8; issue 11; contract shared/api/menu-images.ts), made like the logo
 * (./logos.ts): the owner's browser uploads the file straight to the media bucket with a presigned POST whose policy
 * fixes the key, the declared type and the size (1 byte to 4 MB). Then the upload is read back and judged by its
 * CONTENT: JPG, PNG or WebP by magic bytes, decoded by sharp (anything it cannot decode, or of more than 40 MP, is
 * refused). It is never served as uploaded: it is turned upright, stripped of its metadata and written again as WebP
 * at up to three widths (MENU_IMAGE_WIDTHS, never upscaled) under fresh keys no upload policy names. Anything refused
 * is deleted with SPEC's message; the upload is deleted once the photo is set, and so are the photo's previous files.
 *
 *   uploads/menu-items/{restaurantId}/{itemId}/{uuid}     the upload (the bucket's lifecycle rule expires it in a day)
 *   items/{restaurantId}/{itemId}/{uuid}-{width}.webp      the copies served at `${MEDIA_URL}/${key}`
 *
 * The decoding (sharp, a native module) is handed in as an ImageProcessor, so only the confirming function carries
 * it (lib/media/menu-image-processing.ts); the upload form and the removal need none.
 */
import { randomUUID } from 'node:crypto';
import {
  imageTooManyPixelsMessage,
  MENU_IMAGE_CONTENT_TYPES,
  MENU_IMAGE_INVALID_TYPE_MESSAGE,
  MENU_IMAGE_MAX_BYTES,
  MENU_IMAGE_TOO_LARGE_MESSAGE,
  menuImageWidths,
  type MenuImageConfirmRequest,
  type MenuImageUploadRequest,
  type MenuImageUploadResponse,
  type MenuItemImageResponse,
} from '../../../shared/api';
import type { Db } from '../db/service';
import { BadRequestError, NotFoundError } from '../errors';
import { logger } from '../logger';
import type { MediaStore } from '../media/media-store';
import { rasterTypeOf } from './logos/image-check';
import { menuImageKeys } from './menu-images/keys';
import { admitUploadForm } from './upload-limits';
import type { MenuItem } from './menu';
import { toItem } from './menu/types';
import { orNotFound } from './menu/writes';

/** The upload form is good for this long: enough for a phone to send 4 MB on a slow line. */
export const MENU_IMAGE_UPLOAD_EXPIRES_SECONDS = 600;

/** What the confirmation needs of an image library (sharp in lib/media/resize.ts; a stand-in in unit tests). */
export interface ImageProcessor {
  /** Upright width and height; throws ImageDecodeError-like errors (`pixels`, the canvas, when over the pixel limit). */
  uprightSize(bytes: Uint8Array): Promise<{ width: number; height: number }>;
  /** WebP copies at each width, upright, metadata stripped, in the order given. */
  toWebpWidths(bytes: Uint8Array, widths: readonly number[]): Promise<{ width: number; height: number; bytes: Uint8Array }[]>;
}

/** The stored files of an item's photo: every URL it names. */
function photoUrls(item: Pick<MenuItem, 'imageUrl' | 'imageVariants'> | null | undefined): string[] {
  if (!item) return [];
  return [...new Set([...(item.imageVariants ?? []).map((v) => v.url), ...(item.imageUrl ? [item.imageUrl] : [])])];
}

export function createMenuImages(db: Db, media: MediaStore, processor: ImageProcessor | null) {
  async function requireItem(restaurantId: string, itemId: string): Promise<MenuItem> {
    const { data } = await db.entities.menuItem.get({ restaurantId, itemId }).go();
    if (!data) throw new NotFoundError('Menu item not found');
    return toItem(data);
  }

  /** Deletes the files of a photo this item owns; any other URL (a seeded or outside image) is left alone. */
  async function deletePhotoFiles(restaurantId: string, itemId: string, urls: string[]): Promise<void> {
    const keys = urls.map((url) => media.keyOf(url)).filter((key): key is string => !!key && menuImageKeys.isVariant(restaurantId, itemId, key));
    await Promise.all(keys.map((key) => media.delete(key)));
  }

  /** Refuses the upload: its file goes first, so nothing refused stays in the bucket. */
  async function refuse(key: string, message: string, reason: string): Promise<never> {
    await media.delete(key);
    logger.info('Menu image upload refused', { key, reason });
    throw new BadRequestError(message, { file: message });
  }

  return {
    /** A form for one upload of this type and size, under a fresh key of this item (within the upload quota). */
    async presignUpload(restaurantId: string, userId: string, itemId: string, request: MenuImageUploadRequest): Promise<MenuImageUploadResponse> {
      await requireItem(restaurantId, itemId);
      await admitUploadForm(db, { restaurantId, userId });
      const key = menuImageKeys.upload(restaurantId, itemId);
      const { url, fields } = await media.presignUpload({
        key,
        contentType: request.contentType,
        minBytes: 1,
        maxBytes: MENU_IMAGE_MAX_BYTES,
        expiresSeconds: MENU_IMAGE_UPLOAD_EXPIRES_SECONDS,
      });
      return { url, fields, key, maxBytes: MENU_IMAGE_MAX_BYTES };
    },

    /** Checks the upload by its content, stores its WebP copies and makes it the item's photo (the old one's files go). */
    async confirm(restaurantId: string, itemId: string, request: MenuImageConfirmRequest): Promise<MenuItemImageResponse> {
      if (!processor) throw new Error('Menu image confirmation needs an image processor');
      const uploadKey = request.key;
      await requireItem(restaurantId, itemId);
      if (!menuImageKeys.isUpload(restaurantId, itemId, uploadKey)) {
        throw new BadRequestError('This is not an image upload of this menu item', { key: 'is not an image upload of this menu item' });
      }
      const head = await media.head(uploadKey);
      if (!head) throw new NotFoundError('Image upload not found');
      if (head.size > MENU_IMAGE_MAX_BYTES) return refuse(uploadKey, MENU_IMAGE_TOO_LARGE_MESSAGE, `${head.size} bytes`);
      if (head.size === 0) return refuse(uploadKey, MENU_IMAGE_INVALID_TYPE_MESSAGE, 'empty');
      const bytes = await media.read(uploadKey, head.size);
      if (!bytes) throw new NotFoundError('Image upload not found');
      if (bytes.length > MENU_IMAGE_MAX_BYTES) return refuse(uploadKey, MENU_IMAGE_TOO_LARGE_MESSAGE, `${bytes.length} bytes read`);
      // The content decides, not the name or the declared type: the photo is re-encoded as WebP whatever it was.
      const type = rasterTypeOf(bytes);
      if (!type || !(MENU_IMAGE_CONTENT_TYPES as readonly string[]).includes(type)) {
        return refuse(uploadKey, MENU_IMAGE_INVALID_TYPE_MESSAGE, type ?? 'not an image');
      }

      let copies: { width: number; height: number; bytes: Uint8Array }[];
      try {
        const size = await processor.uprightSize(bytes);
        copies = await processor.toWebpWidths(bytes, menuImageWidths(size.width));
      } catch (error) {
        // Over the pixel limit: say its size in pixels and the limit (not "smaller than 4MB": the file may be small).
        const pixels = (error as { pixels?: { width: number; height: number } }).pixels;
        const message = pixels ? imageTooManyPixelsMessage(pixels.width, pixels.height) : MENU_IMAGE_INVALID_TYPE_MESSAGE;
        return refuse(uploadKey, message, (error as Error).message);
      }
      if (copies.length === 0) return refuse(uploadKey, MENU_IMAGE_INVALID_TYPE_MESSAGE, 'no copies');

      const photoId = randomUUID();
      const stored = copies.map((copy) => ({ ...copy, key: menuImageKeys.variant(restaurantId, itemId, photoId, copy.width) }));
      await Promise.all(stored.map((copy) => media.put(copy.key, copy.bytes, 'image/webp')));
      const variants = stored.map((copy) => ({ width: copy.width, url: media.publicUrlOf(copy.key) }));
      const widest = stored[stored.length - 1]!;
      const alt = request.alt?.trim() ? request.alt.trim() : null;

      let previous: MenuItem;
      try {
        // all_old: the photo this one replaces, read in the same write, so two confirmations cannot both miss one.
        const { data } = await orNotFound(
          db.entities.menuItem
            .patch({ restaurantId, itemId })
            .set({
              imageUrl: variants[variants.length - 1]!.url,
              imageWidth: widest.width,
              imageHeight: widest.height,
              imageVariants: variants,
              ...(alt ? { imageAlt: alt } : {}),
            })
            .remove(alt ? [] : ['imageAlt'])
            .go({ response: 'all_old' }),
          'Menu item',
        );
        previous = toItem(data);
      } catch (error) {
        // The item went meanwhile: nothing of this photo stays.
        await Promise.all([...stored.map((copy) => media.delete(copy.key)), media.delete(uploadKey)]);
        throw error;
      }
      // The photo is set before the upload is deleted: a crash in between leaves an upload that expires in a day.
      await media.delete(uploadKey);
      await deletePhotoFiles(restaurantId, itemId, photoUrls(previous));
      logger.info('Menu image set', { restaurantId, itemId, widths: variants.map((v) => v.width) });
      return {
        itemId,
        image: { url: variants[variants.length - 1]!.url, alt, width: widest.width, height: widest.height, variants },
      };
    },

    /** Clears the item's photo and deletes its files; an item without one is left as it is. */
    async remove(restaurantId: string, itemId: string): Promise<MenuItemImageResponse> {
      const { data } = await orNotFound(
        db.entities.menuItem
          .patch({ restaurantId, itemId })
          .remove(['imageUrl', 'imageAlt', 'imageWidth', 'imageHeight', 'imageVariants'])
          .go({ response: 'all_old' }),
        'Menu item',
      );
      await deletePhotoFiles(restaurantId, itemId, photoUrls(toItem(data)));
      return { itemId, image: null };
    },

    /** Deletes the photo files of items being deleted (call after the items are gone). */
    deleteFilesOf: (restaurantId: string, item: Pick<MenuItem, 'id' | 'imageUrl' | 'imageVariants'>) =>
      deletePhotoFiles(restaurantId, item.id, photoUrls(item)),
  };
}

export type MenuImages = ReturnType<typeof createMenuImages>;
