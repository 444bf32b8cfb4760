/**
 * The logo (issue 9, Branding): a presigned browser upload straight to the media bucket, then PUT /branding/logo
 * checks the file by its bytes. Refused files (too large, not an image whatever they are called, an SVG that could
 * run script) are deleted with SPEC's message; a good one is served at the media URL and replaces the previous one.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { deflateSync } from 'node:zlib';
import {
  imageTooManyPixelsMessage,
  LOGO_NOT_IMAGE_MESSAGE,
  LOGO_TOO_LARGE_MESSAGE,
  logoSvgRefusedMessage,
  type Branding,
  type LogoUploadResponse,
} from '../../../shared/api';
import { LOGO_MAX_BYTES } from '../../../shared/constants';
import { mediaStore } from '../../../functions/lib/media/configured';
import { api } from '../../support/api';
import { confirmLogo, ownerWithRestaurant, PNG_BYTES, staffOf, uploadedPng, uploadLogo, type Owner } from './support';
import type { TestUser } from '../../support/users';

const mediaUrl = process.env.MEDIA_URL!;
const SAFE_SVG = '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="#0B3D2E"/></svg>';
const SCRIPT_SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script><circle r="4"/></svg>';

let owner: Owner;
let staff: TestUser;
let stranger: Owner;

beforeAll(async () => {
  [owner, stranger] = await Promise.all([ownerWithRestaurant(), ownerWithRestaurant()]);
  staff = await staffOf(owner);
});

/** The upload's file: still in the bucket? */
const stored = (key: string) => mediaStore.head(key);

function expectRefused(res: { status: number; body: unknown }, message: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body).toMatchObject({ error: { message, fields: { file: message } } });
}

describe('POST /branding/logo-upload', () => {
  it('answers a presigned POST whose policy fixes a fresh key of this restaurant, the type, the size and a short expiry', async () => {
    const res = await api<LogoUploadResponse>('POST', `${owner.base}/branding/logo-upload`, {
      token: owner.user.idToken,
      body: { contentType: 'image/webp', size: 5000 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.key).toMatch(new RegExp(`^uploads/logos/${owner.restaurant.id}/[0-9a-f-]{36}$`));
    expect(res.body.maxBytes).toBe(LOGO_MAX_BYTES - 1);
    expect(res.body.fields).toMatchObject({ key: res.body.key, 'Content-Type': 'image/webp' });
    const policy = JSON.parse(Buffer.from(res.body.fields.Policy!, 'base64').toString()) as { expiration: string; conditions: unknown[] };
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['content-length-range', 1, LOGO_MAX_BYTES - 1],
        ['eq', '$Content-Type', 'image/webp'],
        { key: res.body.key },
      ]),
    );
    const secondsLeft = (Date.parse(policy.expiration) - Date.now()) / 1000;
    expect(secondsLeft).toBeGreaterThan(200);
    expect(secondsLeft).toBeLessThanOrEqual(300);

    const again = await api<LogoUploadResponse>('POST', `${owner.base}/branding/logo-upload`, {
      token: owner.user.idToken,
      body: { contentType: 'image/webp', size: 5000 },
    });
    expect(again.body.key).not.toBe(res.body.key);
  });

  it("refuses a file of 1 MB or more, or of a type that is not an image, with SPEC's messages", async () => {
    const big = await api('POST', `${owner.base}/branding/logo-upload`, {
      token: owner.user.idToken,
      body: { contentType: 'image/png', size: Math.round(1.2 * 1024 * 1024) },
    });
    expect(big.status).toBe(400);
    expect(big.body).toMatchObject({ error: { fields: { size: LOGO_TOO_LARGE_MESSAGE } } });
    const text = await api('POST', `${owner.base}/branding/logo-upload`, { token: owner.user.idToken, body: { contentType: 'text/plain', size: 20 } });
    expect(text.status).toBe(400);
    expect(text.body).toMatchObject({ error: { fields: { contentType: LOGO_NOT_IMAGE_MESSAGE } } });
  });

  it('gives a form the bucket holds to its policy: a 1.2 MB file under a small declared size is refused by S3', async () => {
    const { form, upload } = await uploadLogo(owner.user.idToken, owner.restaurant.id, Buffer.alloc(Math.round(1.2 * 1024 * 1024), 7), 'image/png', 1000);
    expect(upload.status).toBe(400);
    expect(await upload.text()).toContain('EntityTooLarge');
    expect(await stored(form.key)).toBeNull();
  });
});

describe('PUT /branding/logo', () => {
  it('accepts a good PNG: stored under its final key, served at the media URL, the upload gone', async () => {
    const key = await uploadedPng(owner.user.idToken, owner.restaurant.id);
    const res = await confirmLogo(owner.user.idToken, owner.restaurant.id, key);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ restaurantId: owner.restaurant.id, saved: true, primaryColor: '#0B3D2E' });
    expect(res.body.logoUrl).toMatch(new RegExp(`^${mediaUrl}/logos/${owner.restaurant.id}/[0-9a-f-]{36}\\.png$`));

    const served = await fetch(res.body.logoUrl!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    // Decoded and written again (issue 24): a PNG, never the uploaded bytes as they came.
    expect(Buffer.from(await served.arrayBuffer()).subarray(0, 8)).toEqual(PNG_BYTES.subarray(0, 8));
    expect(await stored(key)).toBeNull();

    const branding = await api<Branding>('GET', `${owner.base}/branding`, { token: owner.user.idToken });
    expect(branding.body.logoUrl).toBe(res.body.logoUrl);
    const publicInfo = await api<{ branding: { logoUrl: string } }>('GET', `/functions/v1/restaurant-public-info?restaurant_id=${owner.restaurant.id}`);
    expect(publicInfo.body.branding.logoUrl).toBe(res.body.logoUrl);
  });

  it('replaces the previous logo and deletes its file', async () => {
    const first = await confirmLogo(owner.user.idToken, owner.restaurant.id, await uploadedPng(owner.user.idToken, owner.restaurant.id));
    const second = await confirmLogo(owner.user.idToken, owner.restaurant.id, await uploadedPng(owner.user.idToken, owner.restaurant.id));
    expect(second.status).toBe(200);
    expect(second.body.logoUrl).not.toBe(first.body.logoUrl);
    expect((await fetch(first.body.logoUrl!)).status).toBe(404);
    expect((await fetch(second.body.logoUrl!)).status).toBe(200);
  });

  it('refuses a 1.2 MB file that reached the bucket (say past an older form), and deletes it', async () => {
    const key = `uploads/logos/${owner.restaurant.id}/00000000-0000-4000-8000-${Date.now().toString().padStart(12, '0').slice(-12)}`;
    await mediaStore.put(key, new Uint8Array(Math.round(1.2 * 1024 * 1024)).fill(1), 'image/png');
    expectRefused(await confirmLogo(owner.user.idToken, owner.restaurant.id, key), LOGO_TOO_LARGE_MESSAGE);
    expect(await stored(key)).toBeNull();
  });

  it('refuses a text file renamed .png (declared image/png, the bytes are text), and deletes it', async () => {
    const { form, upload } = await uploadLogo(owner.user.idToken, owner.restaurant.id, Buffer.from('This is not an image, just text in a .png\n'), 'image/png');
    expect(upload.status).toBe(204);
    expectRefused(await confirmLogo(owner.user.idToken, owner.restaurant.id, form.key), LOGO_NOT_IMAGE_MESSAGE);
    expect(await stored(form.key)).toBeNull();
  });

  it('refuses an SVG with a script, and deletes it; a plain SVG drawing is accepted, rasterized and served as PNG', async () => {
    const bad = await uploadLogo(owner.user.idToken, owner.restaurant.id, Buffer.from(SCRIPT_SVG), 'image/svg+xml');
    expect(bad.upload.status).toBe(204);
    expectRefused(await confirmLogo(owner.user.idToken, owner.restaurant.id, bad.form.key), logoSvgRefusedMessage('has a <script> element'));
    expect(await stored(bad.form.key)).toBeNull();

    const good = await uploadLogo(owner.user.idToken, owner.restaurant.id, Buffer.from(SAFE_SVG), 'image/svg+xml');
    const res = await confirmLogo(owner.user.idToken, owner.restaurant.id, good.form.key);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.logoUrl).toMatch(/\.png$/);
    const served = await fetch(res.body.logoUrl!);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).subarray(0, 8)).toEqual(PNG_BYTES.subarray(0, 8));
  });

  it('refuses a PNG declared as another image type (the bytes must say what the upload said)', async () => {
    const { form } = await uploadLogo(owner.user.idToken, owner.restaurant.id, PNG_BYTES, 'image/jpeg');
    expectRefused(await confirmLogo(owner.user.idToken, owner.restaurant.id, form.key), LOGO_NOT_IMAGE_MESSAGE);
    expect(await stored(form.key)).toBeNull();
  });

  it("refuses a key outside this restaurant's uploads (400) and answers 404 for an upload that is not there", async () => {
    const otherKey = await uploadedPng(stranger.user.idToken, stranger.restaurant.id);
    for (const key of [otherKey, `logos/${owner.restaurant.id}/x.png`, `uploads/logos/${owner.restaurant.id}/../${stranger.restaurant.id}/x`]) {
      const res = await confirmLogo(owner.user.idToken, owner.restaurant.id, key);
      expect(res.status, key).toBe(400);
    }
    expect(await stored(otherKey)).not.toBeNull();
    const missing = await confirmLogo(owner.user.idToken, owner.restaurant.id, `uploads/logos/${owner.restaurant.id}/3f1c9d2e-0000-4000-8000-000000000000`);
    expect(missing.status).toBe(404);
  });
});

/** A valid 1-bit greyscale PNG of any canvas, small on disk (rows of zeros deflate ~1000:1). */
function bilevelPng(width: number, height: number): Buffer {
  const png = PNG_BYTES.subarray(0, 8);
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    return Buffer.concat([length, Buffer.from(type), data, Buffer.alloc(4)]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8);
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([png, chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

describe('PUT /branding/logo: decoded, never taken on its magic bytes (issue 24)', () => {
  it('refuses a PNG header followed by HTML, a truncated PNG, and pixel bombs (saying their size in pixels)', async () => {
    const cases: [Buffer, string, string][] = [
      [Buffer.concat([PNG_BYTES.subarray(0, 16), Buffer.from('<html><script>alert(1)</script></html>')]), 'image/png', LOGO_NOT_IMAGE_MESSAGE],
      [PNG_BYTES.subarray(0, PNG_BYTES.length - 20), 'image/png', LOGO_NOT_IMAGE_MESSAGE],
      [bilevelPng(20000, 20000), 'image/png', imageTooManyPixelsMessage(20000, 20000)],
      [
        Buffer.from([...Buffer.from('GIF89a'), 0xff, 0xff, 0xff, 0xff, 0, 0, 0, 0x2c, 0, 0, 0, 0, 0xff, 0xff, 0xff, 0xff, 0, 2, 2, 0x44, 0x01, 0, 0x3b]),
        'image/gif',
        imageTooManyPixelsMessage(65535, 65535),
      ],
    ];
    for (const [file, type, message] of cases) {
      const { form, upload } = await uploadLogo(owner.user.idToken, owner.restaurant.id, file, type);
      expect(upload.status).toBe(204);
      expectRefused(await confirmLogo(owner.user.idToken, owner.restaurant.id, form.key), message);
      expect(await stored(form.key)).toBeNull();
    }
  });
});

describe('DELETE /branding/logo', () => {
  it('clears the logo and deletes its file; the colours stay; a second delete changes nothing', async () => {
    const fresh = await ownerWithRestaurant();
    await api('PUT', `${fresh.base}/branding`, {
      token: fresh.user.idToken,
      body: { primaryColor: '#112233', accentColor: '#445566', backgroundColor: '#FAFAFA', textColor: '#101010' },
    });
    const set = await confirmLogo(fresh.user.idToken, fresh.restaurant.id, await uploadedPng(fresh.user.idToken, fresh.restaurant.id));
    const res = await api<Branding>('DELETE', `${fresh.base}/branding/logo`, { token: fresh.user.idToken });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ logoUrl: null, saved: true, primaryColor: '#112233' });
    expect((await fetch(set.body.logoUrl!)).status).toBe(404);
    const again = await api<Branding>('DELETE', `${fresh.base}/branding/logo`, { token: fresh.user.idToken });
    expect(again.status).toBe(200);
    expect(again.body.logoUrl).toBeNull();
  });
});

describe('who may', () => {
  it('refuses a staff member every logo route (403) and answers another owner 404', async () => {
    const key = await uploadedPng(owner.user.idToken, owner.restaurant.id);
    const calls = [
      (token: string) => api('POST', `${owner.base}/branding/logo-upload`, { token, body: { contentType: 'image/png', size: 100 } }),
      (token: string) => confirmLogo(token, owner.restaurant.id, key),
      (token: string) => api('DELETE', `${owner.base}/branding/logo`, { token }),
    ];
    for (const call of calls) {
      expect((await call(staff.idToken)).status).toBe(403);
      expect((await call(stranger.user.idToken)).status).toBe(404);
    }
    // Neither refusal touched the upload.
    expect(await stored(key)).not.toBeNull();
  });
});
