/**
 * The prerendered diner pages, locally as in AWS (issue 13): the deploy's copy of the app shell in the site bucket
 * (here the S3 emulator's LOCAL_SITE_BUCKET, published at start-up from the build), menu-prerender writing the pages
 * there (fed by the stream poller), and the web server answering /menu/* and /start through the very CloudFront
 * Function the distribution runs (infra/edge/diner-page-request.js), falling back to the app shell for a page not
 * rendered, as CloudFront's 403 -> index.html does.
 */
import { readFileSync } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { withSiteOrigin } from '../../shared/site-meta';
import { localCredentials } from './dynamo';
import { LOCAL_REGION } from './lambda-context';

/** The file web/vite.config.ts writes beside index.html (dinerPageAssets); functions/lib/prerender/app-shell.ts reads it. */
const DINER_PAGE_ASSETS_FILE = 'diner-page-assets.json';
export const dinerPageFunctionFile = path.resolve(import.meta.dirname, '../edge/diner-page-request.js');

interface CloudFrontValue {
  value: string;
}
export interface CloudFrontRequest {
  uri: string;
  querystring: Record<string, CloudFrontValue>;
  headers: Record<string, CloudFrontValue>;
  cookies: Record<string, CloudFrontValue>;
}
export interface CloudFrontResponse {
  statusCode: number;
  statusDescription?: string;
  headers: Record<string, CloudFrontValue>;
}
export type DinerPageFunction = (event: { request: CloudFrontRequest }) => CloudFrontRequest | CloudFrontResponse;

/** The CloudFront Function's code, run as CloudFront runs it: a script whose top-level `handler` takes the event. */
export function loadDinerPageFunction(file: string = dinerPageFunctionFile): DinerPageFunction {
  return new Function(`${readFileSync(file, 'utf8')}\nreturn handler;`)() as DinerPageFunction;
}

/**
 * A Node request in the shape of a CloudFront Function's viewer-request event (first value of each name). As
 * CloudFront hands them over, the path, the query values and the cookie values are as the viewer sent them, not decoded.
 */
export function cloudFrontRequest(req: http.IncomingMessage): CloudFrontRequest {
  const url = new URL(req.url ?? '/', 'http://local.invalid');
  const querystring: Record<string, CloudFrontValue> = {};
  for (const part of url.search.slice(1).split('&')) {
    const at = part.indexOf('=');
    const name = at < 0 ? part : part.slice(0, at);
    if (name) querystring[name] ??= { value: at < 0 ? '' : part.slice(at + 1) };
  }
  const headers: Record<string, CloudFrontValue> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (name !== 'cookie' && value !== undefined) headers[name] = { value: Array.isArray(value) ? value.join(',') : value };
  }
  const cookies: Record<string, CloudFrontValue> = {};
  for (const part of String(req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) cookies[part.slice(0, at).trim()] ??= { value: part.slice(at + 1).trim() };
  }
  return { uri: url.pathname, querystring, headers, cookies };
}

function s3Client(endpoint: string): S3Client {
  return new S3Client({ region: LOCAL_REGION, endpoint, forcePathStyle: true, credentials: localCredentials });
}

/**
 * What the Site stack's deployment puts in the bucket for menu-prerender: index.html (the site's origin filled in),
 * the diner page assets file and the stylesheets it names. False when the web app is not built (Vite's dev server).
 */
export async function publishAppShell(opts: { distDir: string; siteOrigin: string; s3Endpoint: string; bucket: string }): Promise<boolean> {
  let indexHtml: string;
  let assets: { styles: string[] };
  try {
    indexHtml = readFileSync(path.join(opts.distDir, 'index.html'), 'utf8');
    assets = JSON.parse(readFileSync(path.join(opts.distDir, DINER_PAGE_ASSETS_FILE), 'utf8')) as { styles: string[] };
  } catch {
    return false;
  }
  const client = s3Client(opts.s3Endpoint);
  try {
    const put = (key: string, body: string | Buffer, contentType: string) =>
      client.send(new PutObjectCommand({ Bucket: opts.bucket, Key: key, Body: body, ContentType: contentType }));
    await Promise.all(assets.styles.map((style) => put(style.replace(/^\//, ''), readFileSync(path.join(opts.distDir, style)), 'text/css')));
    await put(DINER_PAGE_ASSETS_FILE, JSON.stringify(assets), 'application/json');
    // Last: menu-prerender takes a new index.html as the sign of a new build.
    await put('index.html', withSiteOrigin(indexHtml, opts.siteOrigin), 'text/html; charset=utf-8');
    return true;
  } finally {
    client.destroy();
  }
}

/** A prerendered page from the bucket (unsigned GET, as CloudFront's origin access reads it); null when there is none. */
export async function readSitePage(s3Endpoint: string, bucket: string, uri: string): Promise<{ body: Buffer; cacheControl: string } | null> {
  const answer = await fetch(`${s3Endpoint}/${bucket}${uri}`);
  if (!answer.ok) return null;
  return { body: Buffer.from(await answer.arrayBuffer()), cacheControl: answer.headers.get('cache-control') ?? 'no-cache' };
}
