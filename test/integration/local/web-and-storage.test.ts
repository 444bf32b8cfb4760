/** The web server (production build + /config.json) and the S3 look-alike, as `npm start` runs them. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { WebConfig } from '../../../shared/api';
import { webConfigSchema } from '../../../shared/api';
import { localCredentials } from '../../../infra/local/dynamo';
import { startS3Local, type S3Local } from '../../../infra/local/s3';
import { startWebServer, type WebServer } from '../../../infra/local/web-server';
import { recordingLog, testPorts } from './support';

const webConfig: WebConfig = {
  apiUrl: 'http://localhost:3001',
  wsUrl: 'ws://localhost:3002',
  region: 'us-east-1',
  userPoolId: 'local_abc',
  userPoolClientId: 'client123',
  userPoolEndpoint: 'http://localhost:9229',
  oauth: null,
  mediaUrl: 'http://localhost:4569/tabletap-media',
  stage: 'local',
};

let dir: string;
let web: WebServer;
let s3: S3Local;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'tabletap-web-test-'));
  const dist = path.join(dir, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js'), `console.log(${JSON.stringify('x'.repeat(5000))});`);
  web = await startWebServer({ port: testPorts.web, distDir: dist, webConfig, log: recordingLog() });
  s3 = await startS3Local({ port: testPorts.s3, directory: path.join(dir, 's3'), bucket: 'media', corsOrigins: ['http://localhost:5173'] });
});

afterAll(async () => {
  await web?.stop();
  await s3?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('web server', () => {
  it('serves /config.json matching the web config schema, never cached', async () => {
    const res = await fetch(`${web.url}/config.json`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(webConfigSchema.parse(await res.json())).toEqual(webConfig);
  });

  it('answers client-side routes with index.html, revalidated on every load', async () => {
    const res = await fetch(`${web.url}/owner/settings/qr?tab=1`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain('<div id="root">');
  });

  it('caches hashed assets for a year and gzips them', async () => {
    const res = await fetch(`${web.url}/assets/app-1a2b3c.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(await res.text()).toContain('console.log');
  });

  it('serves brotli to browsers that accept it, once compressed in the background (CloudFront serves both)', async () => {
    const encodingOf = async () =>
      (await fetch(`${web.url}/assets/app-1a2b3c.js`, { headers: { 'accept-encoding': 'gzip, deflate, br' } })).headers.get('content-encoding');
    await expect.poll(encodingOf, { timeout: 5000 }).toBe('br');
    const res = await fetch(`${web.url}/assets/app-1a2b3c.js`, { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('vary')).toBe('accept-encoding');
    expect(await res.text()).toContain('console.log');
  });

  it('answers 404 for a missing asset instead of the app shell', async () => {
    expect((await fetch(`${web.url}/assets/gone-123.js`)).status).toBe(404);
    expect((await fetch(`${web.url}/favicon.ico`)).status).toBe(404);
  });
});

describe('S3 look-alike', () => {
  it('stores and returns an object through the AWS SDK and serves it at the public media URL', async () => {
    const client = new S3Client({ endpoint: s3.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: localCredentials });
    await client.send(new PutObjectCommand({ Bucket: 'media', Key: 'r1/logo.png', Body: Buffer.from('png-bytes'), ContentType: 'image/png' }));
    const got = await client.send(new GetObjectCommand({ Bucket: 'media', Key: 'r1/logo.png' }));
    expect(got.ContentType).toBe('image/png');
    expect(await got.Body!.transformToString()).toBe('png-bytes');
    client.destroy();

    const res = await fetch(`${s3.mediaUrl}/r1/logo.png`, { headers: { origin: 'http://localhost:5173' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(await res.text()).toBe('png-bytes');
  });
});
