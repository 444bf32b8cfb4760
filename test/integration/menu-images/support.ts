/**
 * Helpers for the menu photo tests, against the local stack: an item of the owner's restaurant, a manager of it, and
 * a photo upload the way the browser sends it (presigned form POST straight to the S3 look-alike).
 */
import sharp from 'sharp';
import type { MenuImageUploadResponse, MenuItemImageResponse } from '../../../shared/api';
import { Menu, Staff } from '../../../functions/lib/composition';
import { api, type ApiResponse } from '../../support/api';
import { solidPng } from '../../support/png';
import { createUser, type TestUser } from '../../support/users';

export const itemPath = (restaurantId: string, itemId: string) => `/api/v1/restaurants/${restaurantId}/menu-items/${itemId}`;

/** A fresh visible item (in a fresh category) of the restaurant. */
export async function menuItemOf(restaurantId: string, name = 'Grilled Halloumi'): Promise<string> {
  const category = await Menu.createCategory(restaurantId, { name: `Photos ${Date.now()}`, position: 9 });
  const item = await Menu.createItem(restaurantId, { categoryId: category.id, name, priceCents: 950 });
  return item.id;
}

/** A signed-in manager of the restaurant (invited, then attached as the web app does at sign-in). */
export async function managerOf(restaurantId: string, createdBy: string): Promise<TestUser> {
  const user = await createUser();
  const { inviteToken } = await Staff.invite({ restaurantId, email: user.email, role: 'manager', createdBy });
  const res = await api('POST', '/functions/v1/auth-attach-staff', { token: user.idToken, body: { inviteToken } });
  if (res.status !== 200) throw new Error(`attach-staff answered ${res.status}: ${JSON.stringify(res.body)}`);
  return user;
}

/** A real photo-like PNG of this size (one colour). */
export const photoPng = (width: number, height: number) => solidPng(width, height, '#C8553D');

/** The same picture as JPEG, with EXIF saying "rotate 90° clockwise to view" (a phone held upright). */
export const sidewaysJpeg = (width: number, height: number) =>
  sharp(photoPng(width, height)).jpeg().withMetadata({ orientation: 6, exif: { IFD0: { Make: 'PhoneCam', Copyright: 'GPS here' } } }).toBuffer();

/** Asks for an upload form, then posts the file with it as a browser would; returns the form and S3's answer. */
export async function uploadPhoto(
  token: string,
  restaurantId: string,
  itemId: string,
  file: Buffer,
  contentType: string,
  declaredSize = file.length,
): Promise<{ form: MenuImageUploadResponse; upload: Response }> {
  const res = await api<MenuImageUploadResponse>('POST', `${itemPath(restaurantId, itemId)}/image-upload`, {
    token,
    body: { contentType, size: declaredSize },
  });
  if (res.status !== 200) throw new Error(`menu-image-upload answered ${res.status}: ${JSON.stringify(res.body)}`);
  const body = new FormData();
  for (const [name, value] of Object.entries(res.body.fields)) body.append(name, value);
  body.append('file', new Blob([new Uint8Array(file)], { type: contentType }), 'photo');
  const upload = await fetch(res.body.url, { method: 'POST', body, headers: { origin: process.env.SITE_ORIGIN?.split(',')[0] ?? '' } });
  return { form: res.body, upload };
}

/** An uploaded (not yet confirmed) good PNG of the item: the key to confirm. */
export async function uploadedPhoto(token: string, restaurantId: string, itemId: string, file = photoPng(400, 300)): Promise<string> {
  const { form, upload } = await uploadPhoto(token, restaurantId, itemId, file, 'image/png');
  if (upload.status !== 204) throw new Error(`the S3 look-alike answered ${upload.status}: ${await upload.text()}`);
  return form.key;
}

export function confirmPhoto(
  token: string,
  restaurantId: string,
  itemId: string,
  key: string,
  alt?: string,
): Promise<ApiResponse<MenuItemImageResponse>> {
  return api<MenuItemImageResponse>('PUT', `${itemPath(restaurantId, itemId)}/image`, { token, body: alt === undefined ? { key } : { key, alt } });
}
