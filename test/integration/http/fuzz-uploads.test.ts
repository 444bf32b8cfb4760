/**
 * Route fuzz of the two routes that confirm an uploaded image (issue 24): generated files (test/support/fuzz/
 * upload-bodies.ts: hostile SVGs, a PNG header followed by HTML, truncated PNGs, pixel bombs, benign images) are
 * uploaded for real with the route's presigned form (POST .../branding/logo-upload, .../image-upload), then
 * confirmed (PUT .../branding/logo, PUT .../menu-items/{itemId}/image). Every confirm answers within the time limit
 * and never a 5xx; a refusal is a 4xx in the error shape; only what may be accepted gets 200, and then the file
 * served is one the server wrote (a PNG logo, WebP photo copies), never the upload.
 *
 * Bounded here (FUZZ_UPLOAD_RUNS files per route, default 16: a few dozen uploads); FUZZ_SEED replays a failure.
 * Each owner takes at most UPLOADS_PER_OWNER forms (the upload quota is 30 per 10 minutes), then a fresh one is made.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Branding, MenuItemImageResponse } from '../../../shared/api';
import { MENU_IMAGE_CONTENT_TYPES } from '../../../shared/api';
import { api, apiUrl } from '../../support/api';
import { baseSeed } from '../../support/fuzz/fuzz-route';
import { httpTransport } from '../../support/fuzz/transport';
import { uploadBodyArbitrary, type UploadBody } from '../../support/fuzz/upload-bodies';
import { itemPath, menuItemOf } from '../menu-images/support';
import { ownerWithRestaurant, type Owner } from '../setup/support';

const RUNS = Number(process.env.FUZZ_UPLOAD_RUNS ?? 16);
const UPLOADS_PER_OWNER = 25;
const REQUEST_TIMEOUT_MS = 10_000;
const seed = baseSeed();
const replay = `Replay: FUZZ_SEED=${seed} npm test -- --no-e2e test/integration/http/fuzz-uploads.test.ts`;
const send = httpTransport(apiUrl(), REQUEST_TIMEOUT_MS);
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A fresh owner with a restaurant and an item, replaced once it has used UPLOADS_PER_OWNER forms. */
class Owners {
  private current?: { owner: Owner; itemId: string; used: number };
  async next(): Promise<{ owner: Owner; itemId: string }> {
    if (!this.current || this.current.used >= UPLOADS_PER_OWNER) {
      const owner = await ownerWithRestaurant({ name: 'Fuzz Uploads' });
      this.current = { owner, itemId: await menuItemOf(owner.restaurant.id), used: 0 };
    }
    this.current.used++;
    return this.current;
  }
}

interface Target {
  name: string;
  /** Uploads the file with a fresh form; the key to confirm, or null when the form route or the bucket refused it. */
  upload(owner: Owner, itemId: string, file: UploadBody): Promise<string | null>;
  confirmPath(owner: Owner, itemId: string): string;
  mayAccept(file: UploadBody): boolean;
  /** After a 200: the files it serves, each with the content type they must have. */
  served(body: unknown): { url: string; type: string; magic?: Buffer }[];
}

/**
 * Asks the form route for a form, then posts the file with it as a browser would: the key to confirm, or null when
 * the form route (a 4xx in the error shape) or the bucket refused it.
 */
async function formUpload(token: string, formPath: string, file: Buffer, contentType: string): Promise<string | null> {
  const res = await api<{ key: string; url: string; fields: Record<string, string> }>('POST', formPath, { token, body: { contentType, size: file.length } });
  expect(res.status, `${formPath}: ${JSON.stringify(res.body)}`).toBeLessThan(500);
  if (res.status !== 200) {
    expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(400);
    expect(res.body).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
    return null;
  }
  const form = new FormData();
  for (const [name, value] of Object.entries(res.body.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file)], { type: contentType }), 'upload');
  const upload = await fetch(res.body.url, { method: 'POST', body: form, headers: { origin: process.env.SITE_ORIGIN?.split(',')[0] ?? '' } });
  if (upload.status === 204) return res.body.key;
  expect(upload.status, `the bucket refused the upload: ${await upload.text()}`).toBeLessThan(500);
  return null;
}

const targets: Target[] = [
  {
    name: 'PUT /api/v1/restaurants/{restaurantId}/branding/logo',
    upload: (owner, _itemId, file) => formUpload(owner.user.idToken, `${owner.base}/branding/logo-upload`, file.bytes, file.contentType),
    confirmPath: (owner) => `${owner.base}/branding/logo`,
    mayAccept: (file) => file.logoMayAccept,
    served: (body) => [{ url: (body as Branding).logoUrl!, type: 'image/png', magic: PNG_SIGNATURE }],
  },
  {
    name: 'PUT /api/v1/restaurants/{restaurantId}/menu-items/{itemId}/image',
    // A form is only given for a photo type: anything else is declared as PNG, to reach the confirm.
    upload: async (owner, itemId, file) => {
      const declared = (MENU_IMAGE_CONTENT_TYPES as readonly string[]).includes(file.contentType) ? file.contentType : 'image/png';
      return formUpload(owner.user.idToken, `${itemPath(owner.restaurant.id, itemId)}/image-upload`, file.bytes, declared);
    },
    confirmPath: (owner, itemId) => `${itemPath(owner.restaurant.id, itemId)}/image`,
    mayAccept: (file) => file.logoMayAccept && file.contentType !== 'image/svg+xml',
    served: (body) => (body as MenuItemImageResponse).image!.variants.map((v) => ({ url: v.url, type: 'image/webp' })),
  },
];

/** What is wrong with the confirm's answer to this file; empty when nothing. */
async function problems(target: Target, file: UploadBody, res: { status: number; text: string; failure?: string }): Promise<string[]> {
  if (res.status === 0) return [`no answer within ${REQUEST_TIMEOUT_MS} ms (${res.failure ?? ''})`];
  if (res.status >= 500) return [`server error ${res.status}`];
  let body: unknown;
  try {
    body = JSON.parse(res.text);
  } catch {
    return [`${res.status} with a body that is not JSON`];
  }
  if (res.status >= 400) {
    const error = (body as { error?: { code?: unknown; message?: unknown } }).error;
    return typeof error?.code === 'string' && typeof error.message === 'string' && error.message ? [] : [`${res.status} without the error shape`];
  }
  if (res.status !== 200) return [`unexpected ${res.status}`];
  if (!target.mayAccept(file)) return ['200 for a file that must be refused'];
  const found: string[] = [];
  for (const copy of target.served(body)) {
    const got = await fetch(copy.url);
    const bytes = Buffer.from(await got.arrayBuffer());
    if (got.status !== 200 || got.headers.get('content-type') !== copy.type) found.push(`${copy.url} served ${got.status} ${got.headers.get('content-type')}`);
    if (copy.magic && !bytes.subarray(0, copy.magic.length).equals(copy.magic)) found.push(`${copy.url} is not a ${copy.type} the server wrote`);
  }
  return found;
}

const shown = (file: UploadBody) => {
  const text = file.bytes.toString('latin1');
  return `${file.family}, declared ${file.contentType}, ${file.bytes.length} bytes: ${JSON.stringify(text.length > 300 ? `${text.slice(0, 300)}...` : text)}`;
};

describe.each(targets.map((t) => [t.name, t] as const))('upload fuzz %s', (_name, target) => {
  it(`${RUNS} generated files, uploaded with the presigned form then confirmed: 4xx (200 only for what may be accepted), never 5xx`, async () => {
    const owners = new Owners();
    const families: Record<string, Record<string, number>> = {};
    const count = (family: string, outcome: string) => ((families[family] ??= {})[outcome] = (families[family]?.[outcome] ?? 0) + 1);
    const property = fc.asyncProperty(uploadBodyArbitrary, async (file) => {
      const { owner, itemId } = await owners.next();
      const key = await target.upload(owner, itemId, file);
      if (key === null) return void count(file.family, 'refused before the confirm');
      const res = await send({
        method: 'PUT',
        url: target.confirmPath(owner, itemId),
        headers: { authorization: `Bearer ${owner.user.idToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ key }),
      });
      count(file.family, String(res.status));
      const found = await problems(target, file, res);
      if (found.length) throw new Error(`${found.join('; ')}\n--- file\n${shown(file)}\n--- answer ${res.status}\n${res.text.slice(0, 600)}`);
    });
    // No shrinking: each step would be one more upload form out of the quota.
    const details = await fc.check(property, { seed, numRuns: RUNS, endOnFailure: true });
    console.log(`Upload fuzz ${target.name}, FUZZ_SEED=${seed}: ${JSON.stringify(families)}`);
    const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
    expect(details.failed, `${error}\n${replay}`).toBe(false);
  }, 300_000);
});
