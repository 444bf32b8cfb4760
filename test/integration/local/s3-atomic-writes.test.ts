/**
 * The S3 look-alike writes objects as S3 does: a PUT that has answered is read back whole (read-after-write), and a
 * reader during an overwrite gets the old object or the new one, whole, never a mix or a cut (S3 PUTs are atomic).
 * s3rver alone truncates the file and answers before its write ends; menu-prerender overwrites the diner pages while
 * the web server reads them, so a diner (and the prerendered-menu test) could get half a page.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localCredentials } from '../../../infra/local/dynamo';
import { startS3Local, type S3Local } from '../../../infra/local/s3';
import { testPorts } from './support';

let dir: string;
let s3: S3Local;
let client: S3Client;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'tabletap-s3-atomic-'));
  s3 = await startS3Local({ port: testPorts.s3Atomic, directory: dir, bucket: 'media', privateBuckets: ['site'], corsOrigins: ['http://localhost:5173'] });
  client = new S3Client({ endpoint: s3.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: localCredentials });
});

afterAll(async () => {
  client?.destroy();
  await s3?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** A page-sized body that says which version it is at its start and its end (a cut or a mix shows). */
const page = (version: number) => `<!doctype html><html lang="v${version}">${'x'.repeat(200_000 + (version % 7) * 1_000)}</html><!--v${version}-->`;
const put = (key: string, body: string) => client.send(new PutObjectCommand({ Bucket: 'site', Key: key, Body: body, ContentType: 'text/html' }));
const get = async (key: string) => (await client.send(new GetObjectCommand({ Bucket: 'site', Key: key }))).Body!.transformToString();

/** Whole: the version named at the start is the one named at the end, with its full length. */
function wholeVersion(body: string): number | null {
  const head = /^<!doctype html><html lang="v(\d+)">/.exec(body);
  const tail = /<\/html><!--v(\d+)-->$/.exec(body);
  if (!head || !tail || head[1] !== tail[1]) return null;
  const version = Number(head[1]);
  return body === page(version) ? version : null;
}

describe('objects in the S3 look-alike', () => {
  it('reads back whole right after each PUT answers', async () => {
    for (let version = 1; version <= 30; version++) {
      await put('menu/r1/en/index.html', page(version));
      expect(wholeVersion(await get('menu/r1/en/index.html'))).toBe(version);
    }
  });

  it('gives a reader during overwrites the old or the new object, whole, never a cut', async () => {
    await put('menu/r2/en/index.html', page(0));
    const seen: (number | null)[] = [];
    let writing = true;
    const writer = (async () => {
      for (let version = 1; version <= 40; version++) await Promise.all([put('menu/r2/en/index.html', page(version)), put('menu/r2/en/index.html', page(version + 100))]);
      writing = false;
    })();
    while (writing) seen.push(wholeVersion(await get('menu/r2/en/index.html')));
    await writer;
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((v) => v === null)).toEqual([]);
    expect([40, 140]).toContain(wholeVersion(await get('menu/r2/en/index.html')));
  });
});
