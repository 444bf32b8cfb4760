/**
 * The restaurant's logo (shared/api/setup.ts): the browser asks for a presigned POST, sends the file straight to the
 * media bucket (the policy holds the type and size), then hands the key back; the server checks the bytes and sets
 * the logo. Removing it is one DELETE. Each call answers with the saved Branding, which goes into the cache.
 */
import { useMutation } from '@tanstack/react-query';
import {
  brandingSchema,
  LOGO_CONTENT_TYPES,
  LOGO_NOT_IMAGE_MESSAGE,
  LOGO_TOO_LARGE_MESSAGE,
  logoUploadResponseSchema,
  type LogoContentType,
  type LogoUploadResponse,
} from '@shared/api';
import { LOGO_MAX_BYTES } from '@shared/constants';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/api-paths';
import { mutationKeys } from '@/lib/query-keys';
import { useBrandingSaved } from '@/lib/restaurants/branding';
import { postToStorage } from '../components/presigned-post';

/** What the drop zone says under the refusal's headline (SPEC.md 5: 'File must be an image' / 'Please select an image file'). */
export const LOGO_PICK_IMAGE_MESSAGE = 'Please select an image file';
export const LOGO_UPLOAD_FAILED_MESSAGE = 'Failed to upload logo';

export interface LogoRefusal {
  message: string;
  detail?: string;
}

const isLogoType = (type: string): type is LogoContentType => (LOGO_CONTENT_TYPES as readonly string[]).includes(type);

/** The checks made before anything is sent: an image type the server takes, not empty, under 1 MB. */
export function checkLogoFile(file: File): LogoRefusal | null {
  if (!isLogoType(file.type) || file.size === 0) return { message: LOGO_NOT_IMAGE_MESSAGE, detail: LOGO_PICK_IMAGE_MESSAGE };
  if (file.size >= LOGO_MAX_BYTES) return { message: LOGO_TOO_LARGE_MESSAGE };
  return null;
}

export function requestLogoUpload(restaurantId: string, file: File) {
  return apiRequest(apiPaths.restaurants.logoUpload(restaurantId), {
    method: 'POST',
    body: { contentType: file.type, size: file.size },
    schema: logoUploadResponseSchema,
  });
}

/** The logo to the media bucket, refused in SPEC's words. */
export function postLogoToStorage(upload: LogoUploadResponse, file: File): Promise<void> {
  return postToStorage(upload, file, { tooLarge: LOGO_TOO_LARGE_MESSAGE, failed: LOGO_UPLOAD_FAILED_MESSAGE });
}

export function confirmLogo(restaurantId: string, key: string) {
  return apiRequest(apiPaths.restaurants.logo(restaurantId), { method: 'PUT', body: { key }, schema: brandingSchema });
}

export function removeLogo(restaurantId: string) {
  return apiRequest(apiPaths.restaurants.logo(restaurantId), { method: 'DELETE', schema: brandingSchema });
}

/** Presign, upload, confirm: one mutation, so the page has one pending state and one error. */
export function useUploadLogo(restaurantId: string) {
  const saved = useBrandingSaved(restaurantId);
  return useMutation({
    mutationKey: mutationKeys.logo(restaurantId),
    mutationFn: async (file: File) => {
      const upload = await requestLogoUpload(restaurantId, file);
      await postLogoToStorage(upload, file);
      return confirmLogo(restaurantId, upload.key);
    },
    onSuccess: saved,
  });
}

export function useRemoveLogo(restaurantId: string) {
  const saved = useBrandingSaved(restaurantId);
  return useMutation({ mutationKey: mutationKeys.logo(restaurantId), mutationFn: () => removeLogo(restaurantId), onSuccess: saved });
}
