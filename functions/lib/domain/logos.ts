/**
 * A restaurant's logo (SPEC.md 2 Branding; issue 9): the owner's browser uploads the file straight to the media
 * bucket with a presigned POST whose policy fixes the key, the declared type and the size (1 byte to just under
 * 1 MB). Then the upload is checked by its bytes (image-check.ts): anything else is deleted and refused with SPEC's
 * message. What passes is stored again, from the checked bytes, under a key no upload policy names, so the file
 * served is exactly the one checked (re-using the upload form before it expires cannot replace it), and becomes the
 * branding's logo; the logo it replaces is deleted.
 *
 *   uploads/logos/{restaurantId}/{uuid}      the upload (a day at most: the bucket's lifecycle rule expires it)
 *   logos/{restaurantId}/{uuid}.{ext}        the logo served at `${MEDIA_URL}/${key}`
 */
import { randomUUID } from 'node:crypto';
import {
  LOGO_NOT_IMAGE_MESSAGE,
  LOGO_TOO_LARGE_MESSAGE,
  type Branding as BrandingView,
  type LogoContentType,
  type LogoUploadRequest,
  type LogoUploadResponse,
} from '../../../shared/api';
import { LOGO_MAX_BYTES, MEDIA_UPLOADS_PREFIX } from '../../../shared/constants';
import type { Db } from '../db/service';
import { BadRequestError, NotFoundError } from '../errors';
import { logger } from '../logger';
import type { MediaStore } from '../media/store';
import { createBranding } from './branding';
import { checkLogo, MAGIC_BYTES_NEEDED } from './logos/image-check';

/** The upload form is good for this long: enough for a phone to send 1 MB, short enough not to linger. */
export const LOGO_UPLOAD_EXPIRES_SECONDS = 300;

const EXTENSIONS: Record<LogoContentType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/svg+xml': 'svg',
};

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

export const logoKeys = {
  uploadPrefix: (restaurantId: string) => `${MEDIA_UPLOADS_PREFIX}logos/${restaurantId}/`,
  upload: (restaurantId: string) => `${logoKeys.uploadPrefix(restaurantId)}${randomUUID()}`,
  isUpload: (restaurantId: string, key: string) =>
    key.startsWith(logoKeys.uploadPrefix(restaurantId)) && new RegExp(`^${UUID}$`).test(key.slice(logoKeys.uploadPrefix(restaurantId).length)),
  logo: (restaurantId: string, type: LogoContentType) => `logos/${restaurantId}/${randomUUID()}.${EXTENSIONS[type]}`,
  isLogo: (restaurantId: string, key: string) =>
    key.startsWith(`logos/${restaurantId}/`) && new RegExp(`^${UUID}\\.(png|jpg|webp|gif|svg)$`).test(key.slice(`logos/${restaurantId}/`.length)),
};

export function createLogos(db: Db, media: MediaStore) {
  const branding = createBranding(db);

  /** Deletes a logo file this restaurant owns; any other URL (a seeded or outside image) is left alone. */
  async function deleteLogoFile(restaurantId: string, url: string | null): Promise<void> {
    const key = url ? media.keyOf(url) : null;
    if (key && logoKeys.isLogo(restaurantId, key)) await media.delete(key);
  }

  /** Refuses the upload: its file goes first, so nothing refused stays in the bucket. */
  async function refuse(key: string, message: string, reason: string): Promise<never> {
    await media.delete(key);
    logger.info('Logo upload refused', { key, reason });
    throw new BadRequestError(message, { file: message });
  }

  return {
    /** A form for one upload of this type and size, under a fresh key of this restaurant. */
    async presignUpload(restaurantId: string, request: LogoUploadRequest): Promise<LogoUploadResponse> {
      const key = logoKeys.upload(restaurantId);
      const { url, fields } = await media.presignUpload({
        key,
        contentType: request.contentType,
        minBytes: 1,
        maxBytes: LOGO_MAX_BYTES - 1,
        expiresSeconds: LOGO_UPLOAD_EXPIRES_SECONDS,
      });
      return { url, fields, key, maxBytes: LOGO_MAX_BYTES - 1 };
    },

    /** Checks the uploaded file by its bytes; a good one becomes the logo (the previous logo's file is deleted). */
    async confirm(restaurantId: string, uploadKey: string): Promise<BrandingView> {
      if (!logoKeys.isUpload(restaurantId, uploadKey)) {
        throw new BadRequestError('This is not a logo upload of this restaurant', { key: 'is not a logo upload of this restaurant' });
      }
      const head = await media.head(uploadKey);
      if (!head) throw new NotFoundError('Logo upload not found');
      if (head.size >= LOGO_MAX_BYTES) return refuse(uploadKey, LOGO_TOO_LARGE_MESSAGE, `${head.size} bytes`);
      if (head.size === 0) return refuse(uploadKey, LOGO_NOT_IMAGE_MESSAGE, 'empty');
      // SVG is read whole (every byte is checked for script); a raster image needs only its magic bytes here, but
      // is stored again from its bytes, so it is read whole too. Under 1 MB either way.
      const bytes = await media.read(uploadKey, head.size);
      if (!bytes) throw new NotFoundError('Logo upload not found');
      if (bytes.length < Math.min(head.size, MAGIC_BYTES_NEEDED)) return refuse(uploadKey, LOGO_NOT_IMAGE_MESSAGE, 'short read');
      const check = checkLogo(bytes, head.contentType);
      if (!check.ok) return refuse(uploadKey, LOGO_NOT_IMAGE_MESSAGE, check.reason);

      const logoKey = logoKeys.logo(restaurantId, check.contentType);
      await media.put(logoKey, bytes, check.contentType);
      // The logo is set before the upload is deleted: a crash in between leaves an upload that expires in a day,
      // never a logo that is lost with its upload gone.
      const { branding: saved, previousLogoUrl } = await branding.replaceLogo(restaurantId, media.publicUrlOf(logoKey));
      await media.delete(uploadKey);
      await deleteLogoFile(restaurantId, previousLogoUrl);
      return saved;
    },

    /** Clears the logo and deletes its file. */
    async remove(restaurantId: string): Promise<BrandingView> {
      const { branding: saved, previousLogoUrl } = await branding.replaceLogo(restaurantId, null);
      await deleteLogoFile(restaurantId, previousLogoUrl);
      return saved;
    },
  };
}

export type Logos = ReturnType<typeof createLogos>;
