/**
 * A restaurant's logo (SPEC.md 2 Branding; issue 9): the owner's browser uploads the file straight to the media
 * bucket with a presigned POST whose policy fixes the key, the declared type and the size (1 byte to just under
 * 1 MB; SVG under 256 KB). Then the upload is checked by its bytes (image-check.ts: the type they say, and an SVG
 * made of drawing elements only), and DECODED and written again as PNG (lib/media/logo-image.ts, sharp: under the
 * pixel limit, at most 1024 px on the long side, an SVG rasterized): anything else is deleted and refused with a
 * message that says why. Nothing uploaded is ever stored or served as it came; the PNG is stored under a key no
 * upload policy names, and becomes the branding's logo; the logo it replaces is deleted.
 *
 *   uploads/logos/{restaurantId}/{uuid}      the upload (never served; the bucket's lifecycle rule expires it in a day)
 *   logos/{restaurantId}/{uuid}.png          the logo served at `${MEDIA_URL}/${key}`
 *
 * The decoder (sharp, a native module) is handed in as a LogoProcessor, so only the confirming function carries it
 * (lib/media/logo-processing.ts); the upload form and the removal need none.
 */
import { randomUUID } from 'node:crypto';
import {
  imageTooManyPixelsMessage,
  LOGO_NOT_IMAGE_MESSAGE,
  LOGO_SVG_MAX_BYTES,
  LOGO_SVG_TOO_LARGE_MESSAGE,
  logoSvgRefusedMessage,
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
import type { MediaStore } from '../media/media-store';
import { createBranding } from './branding';
import { checkLogo, MAGIC_BYTES_NEEDED } from './logos/image-check';
import { admitUploadForm } from './upload-limits';

/** What the confirmation needs of an image library (sharp in lib/media/logo-image.ts; a stand-in in unit tests). */
export type LogoProcessor = (
  bytes: Uint8Array,
  type: LogoContentType,
) => Promise<{ width: number; height: number; bytes: Uint8Array }>;

/** The upload form is good for this long: enough for a phone to send 1 MB, short enough not to linger. */
export const LOGO_UPLOAD_EXPIRES_SECONDS = 300;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

export const logoKeys = {
  uploadPrefix: (restaurantId: string) => `${MEDIA_UPLOADS_PREFIX}logos/${restaurantId}/`,
  upload: (restaurantId: string) => `${logoKeys.uploadPrefix(restaurantId)}${randomUUID()}`,
  isUpload: (restaurantId: string, key: string) =>
    key.startsWith(logoKeys.uploadPrefix(restaurantId)) && new RegExp(`^${UUID}$`).test(key.slice(logoKeys.uploadPrefix(restaurantId).length)),
  /** Every logo is stored as PNG. */
  logo: (restaurantId: string) => `logos/${restaurantId}/${randomUUID()}.png`,
  /** Older logos were stored in their uploaded type: still this restaurant's files, to delete when replaced. */
  isLogo: (restaurantId: string, key: string) =>
    key.startsWith(`logos/${restaurantId}/`) && new RegExp(`^${UUID}\\.(png|jpg|webp|gif|svg)$`).test(key.slice(`logos/${restaurantId}/`.length)),
};

/** The largest upload a form allows: vector files are held to less. */
const maxBytesOf = (type: LogoContentType) => (type === 'image/svg+xml' ? LOGO_SVG_MAX_BYTES : LOGO_MAX_BYTES) - 1;

export function createLogos(db: Db, media: MediaStore, processor: LogoProcessor | null) {
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
    /** A form for one upload of this type and size, under a fresh key of this restaurant (within the upload quota). */
    async presignUpload(restaurantId: string, userId: string, request: LogoUploadRequest): Promise<LogoUploadResponse> {
      if (request.contentType === 'image/svg+xml' && request.size >= LOGO_SVG_MAX_BYTES) {
        throw new BadRequestError(LOGO_SVG_TOO_LARGE_MESSAGE, { size: LOGO_SVG_TOO_LARGE_MESSAGE });
      }
      await admitUploadForm(db, { restaurantId, userId });
      const key = logoKeys.upload(restaurantId);
      const { url, fields } = await media.presignUpload({
        key,
        contentType: request.contentType,
        minBytes: 1,
        maxBytes: maxBytesOf(request.contentType),
        expiresSeconds: LOGO_UPLOAD_EXPIRES_SECONDS,
      });
      return { url, fields, key, maxBytes: maxBytesOf(request.contentType) };
    },

    /** Checks the uploaded file by its bytes; a good one becomes the logo, as PNG (the previous logo's file is deleted). */
    async confirm(restaurantId: string, uploadKey: string): Promise<BrandingView> {
      if (!processor) throw new Error('Logo confirmation needs an image processor');
      if (!logoKeys.isUpload(restaurantId, uploadKey)) {
        throw new BadRequestError('This is not a logo upload of this restaurant', { key: 'is not a logo upload of this restaurant' });
      }
      const head = await media.head(uploadKey);
      if (!head) throw new NotFoundError('Logo upload not found');
      if (head.size >= LOGO_MAX_BYTES) return refuse(uploadKey, LOGO_TOO_LARGE_MESSAGE, `${head.size} bytes`);
      if (head.size === 0) return refuse(uploadKey, LOGO_NOT_IMAGE_MESSAGE, 'empty');
      if (head.contentType === 'image/svg+xml' && head.size >= LOGO_SVG_MAX_BYTES) return refuse(uploadKey, LOGO_SVG_TOO_LARGE_MESSAGE, `${head.size} bytes of SVG`);
      const bytes = await media.read(uploadKey, head.size);
      if (!bytes) throw new NotFoundError('Logo upload not found');
      if (bytes.length < Math.min(head.size, MAGIC_BYTES_NEEDED)) return refuse(uploadKey, LOGO_NOT_IMAGE_MESSAGE, 'short read');
      const check = checkLogo(bytes, head.contentType);
      if (!check.ok) {
        const svg = head.contentType === 'image/svg+xml' && !check.reason.startsWith('image/');
        const message = svg && !check.reason.startsWith('not ') ? logoSvgRefusedMessage(check.reason) : LOGO_NOT_IMAGE_MESSAGE;
        return refuse(uploadKey, message, check.reason);
      }

      let png: { bytes: Uint8Array };
      try {
        png = await processor(bytes, check.contentType);
      } catch (error) {
        // Over the pixel limit: say its size in pixels and the limit; anything sharp cannot decode is not an image.
        const pixels = (error as { pixels?: { width: number; height: number } }).pixels;
        return refuse(uploadKey, pixels ? imageTooManyPixelsMessage(pixels.width, pixels.height) : LOGO_NOT_IMAGE_MESSAGE, (error as Error).message);
      }
      const logoKey = logoKeys.logo(restaurantId);
      await media.put(logoKey, png.bytes, 'image/png');
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
