/**
 * The S3 look-alike takes a browser's presigned form POST (as the owner's logo upload sends it: the fields, then the
 * file, from the web origin) and, like S3, refuses one its signed policy does not allow: too large, another type,
 * another key, a changed policy, an expired form, an unsigned extra field.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localCredentials } from '../../../infra/local/dynamo';
import { startS3Local, type S3Local } from '../../../infra/local/s3';
import { checkPostPolicy } from '../../../infra/local/s3-post-policy';
import type { MediaStore, PresignedUpload } from '../../../functions/lib/media/media-store';
import { createS3MediaStore } from '../../../functions/lib/media/s3-media-store';
import { testPorts } from './support';

const origin = 'http://localhost:5173';
let dir: string;
let s3: S3Local;
let client: S3Client;
let store: MediaStore;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'tabletap-s3-uploads-'));
  s3 = await startS3Local({ port: testPorts.s3Uploads, directory: dir, bucket: 'media', corsOrigins: [origin] });
  client = new S3Client({ endpoint: s3.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: localCredentials });
  store = createS3MediaStore({ client, bucket: 'media', publicUrl: s3.mediaUrl });
});

afterAll(async () => {
  client?.destroy();
  await s3?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

function presign(key: string, opts: { maxBytes?: number; expiresSeconds?: number } = {}) {
  return store.presignUpload({ key, contentType: 'image/png', minBytes: 1, maxBytes: opts.maxBytes ?? 1000, expiresSeconds: opts.expiresSeconds ?? 60 });
}

/** What a browser sends: a multipart form with the fields first and the file last, from the web app's origin. */
function upload(form: PresignedUpload, file: Buffer, change: Record<string, string> = {}) {
  const body = new FormData();
  for (const [name, value] of Object.entries({ ...form.fields, ...change })) body.append(name, value);
  body.append('file', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'logo.png');
  return fetch(form.url, { method: 'POST', body, headers: { origin } });
}

describe('presigned form POST to the S3 look-alike', () => {
  it('stores an upload the policy allows and answers the web origin with CORS; the media URL does not serve it unchecked', async () => {
    const form = await presign('uploads/r1/good');
    expect(form.url).toBe(s3.mediaUrl);
    const res = await upload(form, PNG);
    expect(res.status, await res.clone().text()).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    expect(await store.head('uploads/r1/good')).toEqual({ size: PNG.length, contentType: 'image/png' });
    // The functions read it (signed S3 calls); the public media URL answers 403 until it is checked (media-origin.test.ts).
    expect(Buffer.from((await store.read('uploads/r1/good', PNG.length))!)).toEqual(PNG);
    expect((await fetch(store.publicUrlOf('uploads/r1/good'))).status).toBe(403);
  });

  it('refuses a file over the content-length-range with EntityTooLarge, readable by the web origin', async () => {
    const form = await presign('uploads/r1/big', { maxBytes: 100 });
    const res = await upload(form, Buffer.alloc(101, 1));
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('<Code>EntityTooLarge</Code>');
    expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    expect(await store.head('uploads/r1/big')).toBeNull();
  });

  it('refuses another Content-Type, another key, or an extra unsigned field (403 AccessDenied)', async () => {
    const form = await presign('uploads/r1/fixed');
    const changes: Record<string, string>[] = [{ 'Content-Type': 'text/html' }, { key: 'uploads/r2/elsewhere' }, { 'x-amz-meta-owner': 'someone' }];
    for (const change of changes) {
      const res = await upload(form, PNG, change);
      expect(res.status, JSON.stringify(change)).toBe(403);
      expect(await res.text()).toContain('<Code>AccessDenied</Code>');
    }
    expect(await store.head('uploads/r1/fixed')).toBeNull();
    expect(await store.head('uploads/r2/elsewhere')).toBeNull();
  });

  it('refuses a policy changed after signing, and an expired one', async () => {
    const form = await presign('uploads/r1/tampered', { maxBytes: 10 });
    const policy = JSON.parse(Buffer.from(form.fields.Policy!, 'base64').toString()) as { conditions: unknown[] };
    const widened = JSON.stringify({ ...policy, conditions: policy.conditions.map((c) => (Array.isArray(c) && c[0] === 'content-length-range' ? [c[0], 1, 10_000_000] : c)) });
    const tampered = await upload(form, Buffer.alloc(50, 1), { Policy: Buffer.from(widened).toString('base64') });
    expect(tampered.status).toBe(403);
    expect(await tampered.text()).toContain('<Code>SignatureDoesNotMatch</Code>');

    const expired = await presign('uploads/r1/late');
    const form2 = new FormData();
    for (const [name, value] of Object.entries(expired.fields)) form2.append(name, value);
    form2.append('file', new Blob([new Uint8Array(PNG)]));
    const refusal = checkPostPolicy(form2, 'media', { credentials: [localCredentials], now: new Date(Date.now() + 61_000) });
    expect(refusal).toMatchObject({ status: 403, code: 'AccessDenied', message: expect.stringContaining('expired') });
  });

  it('refuses a form POST without a signed policy (the bucket is not public)', async () => {
    const body = new FormData();
    body.append('key', 'uploads/r1/anonymous');
    body.append('file', new Blob([new Uint8Array(PNG)]));
    const res = await fetch(s3.mediaUrl, { method: 'POST', body });
    expect(res.status).toBe(403);
    expect(await store.head('uploads/r1/anonymous')).toBeNull();
  });
});
