/**
 * An item's photo in the builder (shared/api/menu-images.ts): checked here first (JPG, PNG or WebP by the file's type
 * AND its first bytes, at most 4 MB: SPEC.md 5 'Menu item image'), then the same three steps as the logo
 * (branding/logo-api.ts): ask for a presigned POST, send the file straight to the media bucket (the policy holds the
 * type and size), confirm with the key; the server checks the bytes again, stores WebP copies and answers the photo,
 * which goes into the builder's cache. Removing it is one DELETE. Both go through useBuilderChange with SPEC.md 8's
 * Images toasts.
 */
import {
  MENU_IMAGE_CONTENT_TYPES,
  MENU_IMAGE_DELETE_FAILED,
  MENU_IMAGE_DELETE_FAILED_DEFAULT,
  MENU_IMAGE_INVALID_TYPE_MESSAGE,
  MENU_IMAGE_INVALID_TYPE_TITLE,
  MENU_IMAGE_MAX_BYTES,
  MENU_IMAGE_REMOVED,
  MENU_IMAGE_TOO_LARGE_MESSAGE,
  MENU_IMAGE_TOO_LARGE_TITLE,
  MENU_IMAGE_UPLOAD_FAILED,
  MENU_IMAGE_UPLOAD_FAILED_DEFAULT,
  MENU_IMAGE_UPLOADED,
  menuImageUploadResponseSchema,
  menuItemImageResponseSchema,
  type MenuImageContentType,
  type MenuImageUploadResponse,
  type MenuItemImage,
} from '@shared/api/menu-images';
import type { MenuBuilder } from '@shared/api/menu-builder';
import { ApiError, apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/api-paths';
import { postToStorage } from '../components/presigned-post';
import { useBuilderChange } from './builder-api';

export interface PhotoRefusal {
  title: string;
  message: string;
}

export const PHOTO_INVALID_TYPE: PhotoRefusal = { title: MENU_IMAGE_INVALID_TYPE_TITLE, message: MENU_IMAGE_INVALID_TYPE_MESSAGE };
export const PHOTO_TOO_LARGE: PhotoRefusal = { title: MENU_IMAGE_TOO_LARGE_TITLE, message: MENU_IMAGE_TOO_LARGE_MESSAGE };

/** How many leading bytes tell JPG, PNG and WebP apart. */
const SNIFF_BYTES = 12;

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) => prefix.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The type the bytes say the file is (magic numbers, as the server checks them), or null when none of the three. */
export function sniffImageType(bytes: Uint8Array): MenuImageContentType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

async function leadingBytes(file: Blob): Promise<Uint8Array> {
  const head = file.slice(0, SNIFF_BYTES);
  if (typeof head.arrayBuffer === 'function') return new Uint8Array(await head.arrayBuffer());
  // Older engines: FileReader.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsArrayBuffer(head);
  });
}

const isMenuImageType = (type: string): type is MenuImageContentType => (MENU_IMAGE_CONTENT_TYPES as readonly string[]).includes(type);

export type PhotoCheck = { ok: true; contentType: MenuImageContentType } | { ok: false; refusal: PhotoRefusal };

/**
 * The checks made before anything is sent: a type the server takes (by the declared type when there is one, and by
 * the first bytes always: a GIF renamed .png is refused here), not empty, at most 4 MB. The type sent is the one the
 * bytes say.
 */
export async function checkPhotoFile(file: File): Promise<PhotoCheck> {
  if ((file.type && !isMenuImageType(file.type)) || file.size === 0) return { ok: false, refusal: PHOTO_INVALID_TYPE };
  if (file.size > MENU_IMAGE_MAX_BYTES) return { ok: false, refusal: PHOTO_TOO_LARGE };
  let sniffed: MenuImageContentType | null;
  try {
    sniffed = sniffImageType(await leadingBytes(file));
  } catch {
    sniffed = null;
  }
  return sniffed ? { ok: true, contentType: sniffed } : { ok: false, refusal: PHOTO_INVALID_TYPE };
}

/** An error the server gave no words for ('An unexpected error occurred') becomes SPEC's default description. */
function withDefaultMessage(error: unknown, message: string): unknown {
  if (error instanceof ApiError && error.code.startsWith('http_')) return new ApiError(error.status, error.code, message, error.fields);
  if (error instanceof ApiError && error.code === 'invalid_response') return new ApiError(error.status, error.code, message);
  return error;
}

/** The photo to the media bucket, refused in SPEC's words. */
export function postPhotoToStorage(upload: MenuImageUploadResponse, file: File): Promise<void> {
  return postToStorage(upload, file, { tooLarge: MENU_IMAGE_TOO_LARGE_MESSAGE, failed: MENU_IMAGE_UPLOAD_FAILED_DEFAULT });
}

/** The item with its new photo (or none), as the server answered it. */
function withPhoto(builder: MenuBuilder, itemId: string, image: MenuItemImage | null): MenuBuilder {
  return {
    ...builder,
    items: builder.items.map((item) =>
      item.id === itemId ? { ...item, image, imageUrl: image?.url ?? null, imageAlt: image?.alt ?? null } : item,
    ),
  };
}

export interface PhotoUpload {
  file: File;
  /** What the bytes say (checkPhotoFile). */
  contentType: MenuImageContentType;
  /** Trimmed; blank: no alt text. */
  alt: string;
}

/** Presign, upload, confirm: one change, so the tab has one pending state and one error toast ('Upload failed'). */
export function useUploadPhoto(restaurantId: string, itemId: string) {
  return useBuilderChange(restaurantId, {
    request: async ({ file, contentType, alt }: PhotoUpload) => {
      try {
        const upload = await apiRequest(apiPaths.menu.itemImageUpload(restaurantId, itemId), {
          method: 'POST',
          body: { contentType, size: file.size },
          schema: menuImageUploadResponseSchema,
        });
        await postPhotoToStorage(upload, file);
        const trimmed = alt.trim();
        return await apiRequest(apiPaths.menu.itemImage(restaurantId, itemId), {
          method: 'PUT',
          body: trimmed ? { key: upload.key, alt: trimmed } : { key: upload.key },
          schema: menuItemImageResponseSchema,
        });
      } catch (error) {
        throw withDefaultMessage(error, MENU_IMAGE_UPLOAD_FAILED_DEFAULT);
      }
    },
    apply: (builder, { image }) => withPhoto(builder, itemId, image),
    errorTitle: MENU_IMAGE_UPLOAD_FAILED,
    successMessage: MENU_IMAGE_UPLOADED,
  });
}

/** Removes the photo at once (put back with 'Delete failed' if the server refuses). */
export function useRemovePhoto(restaurantId: string, itemId: string) {
  return useBuilderChange(restaurantId, {
    request: async (_: void) => {
      try {
        return await apiRequest(apiPaths.menu.itemImage(restaurantId, itemId), { method: 'DELETE', schema: menuItemImageResponseSchema });
      } catch (error) {
        throw withDefaultMessage(error, MENU_IMAGE_DELETE_FAILED_DEFAULT);
      }
    },
    optimistic: (builder) => withPhoto(builder, itemId, null),
    apply: (builder, { image }) => withPhoto(builder, itemId, image),
    errorTitle: MENU_IMAGE_DELETE_FAILED,
    successMessage: MENU_IMAGE_REMOVED,
  });
}
