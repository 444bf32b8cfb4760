/**
 * Helpers for the owner-setup tests, against the local stack: a signed-in owner with a restaurant (made the way
 * the web app makes it), a staff member of it, and a logo upload the way the browser sends it (presigned form POST
 * straight to the S3 look-alike).
 */
import type { Branding, LogoUploadResponse, Restaurant } from '../../../shared/api';
import { Staff } from '../../../functions/lib/composition';
import { api, type ApiResponse } from '../../support/api';
import { createUser, type TestUser } from '../../support/users';

export interface Owner {
  user: TestUser;
  restaurant: Restaurant;
  /** `/api/v1/restaurants/{id}` */
  base: string;
}

export async function ownerWithRestaurant(body: { name?: string; description?: string } = {}): Promise<Owner> {
  const user = await createUser();
  const res = await api<{ restaurant: Restaurant }>('POST', '/api/v1/restaurants', { token: user.idToken, body });
  if (res.status !== 201) throw new Error(`restaurant-ensure answered ${res.status}: ${JSON.stringify(res.body)}`);
  return { user, restaurant: res.body.restaurant, base: `/api/v1/restaurants/${res.body.restaurant.id}` };
}

/** A signed-in staff member of the owner's restaurant (invited, then attached as the web app does at sign-in). */
export async function staffOf(owner: Owner): Promise<TestUser> {
  const user = await createUser();
  const { inviteToken } = await Staff.invite({ restaurantId: owner.restaurant.id, email: user.email, role: 'staff', createdBy: owner.user.userId });
  const res = await api('POST', '/functions/v1/auth-attach-staff', { token: user.idToken, body: { inviteToken } });
  if (res.status !== 200) throw new Error(`attach-staff answered ${res.status}: ${JSON.stringify(res.body)}`);
  return user;
}

/** The 1x1 transparent PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Asks for an upload form, then posts the file with it as a browser would; returns the form and S3's answer. */
export async function uploadLogo(
  token: string,
  restaurantId: string,
  file: Buffer,
  contentType: string,
  declaredSize = file.length,
): Promise<{ form: LogoUploadResponse; upload: Response }> {
  const res = await api<LogoUploadResponse>('POST', `/api/v1/restaurants/${restaurantId}/branding/logo-upload`, {
    token,
    body: { contentType, size: declaredSize },
  });
  if (res.status !== 200) throw new Error(`logo-upload answered ${res.status}: ${JSON.stringify(res.body)}`);
  const body = new FormData();
  for (const [name, value] of Object.entries(res.body.fields)) body.append(name, value);
  body.append('file', new Blob([new Uint8Array(file)], { type: contentType }), 'logo');
  const upload = await fetch(res.body.url, { method: 'POST', body, headers: { origin: process.env.SITE_ORIGIN?.split(',')[0] ?? '' } });
  return { form: res.body, upload };
}

/** An uploaded (not yet confirmed) good PNG: the key to confirm. */
export async function uploadedPng(token: string, restaurantId: string): Promise<string> {
  const { form, upload } = await uploadLogo(token, restaurantId, PNG_BYTES, 'image/png');
  if (upload.status !== 204) throw new Error(`the S3 look-alike answered ${upload.status}: ${await upload.text()}`);
  return form.key;
}

export function confirmLogo(token: string, restaurantId: string, key: string): Promise<ApiResponse<Branding>> {
  return api<Branding>('PUT', `/api/v1/restaurants/${restaurantId}/branding/logo`, { token, body: { key } });
}
