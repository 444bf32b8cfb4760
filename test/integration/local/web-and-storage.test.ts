/**
 * The web server (production build + /config.json, with CloudFront's security headers, the HTTP API's paths proxied
 * to the local gateway, the prerendered diner pages from the site bucket) and the S3 look-alike, as `npm start` runs
 * them.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { WebConfig } from '../../../shared/api';
import { webConfigSchema } from '../../../shared/api';
import { SITE_ORIGIN_MARKER, robotsTxt, sitemapXml } from '../../../shared/site-meta';
import { localCredentials } from '../../../infra/local/dynamo';
import { contentSecurityPolicy, deployedBackendSources } from '../../../infra/security-headers';
import { startS3Local, type S3Local } from '../../../infra/local/s3';
import { startHttpGateway, type HttpGateway } from '../../../infra/local/http-gateway';
import type { HttpApiEvent } from '../../../infra/local/http-event';
import { httpCorsPolicy } from '../../../infra/local/cors';
import { startWebServer, type WebServer } from '../../../infra/local/web-server';
import { LOCAL_SITE_BUCKET } from '../../../infra/local/stack';
import { httpRoutes } from '../../../infra/routes';
import { handlersFrom, recordingLog, testPorts } from './support';

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
/** The same build served as `npm start` serves it once the app shell is in the site bucket: /menu/* and /start too. */
let diner: WebServer;
let s3: S3Local;
let api: HttpGateway;
/** The gateway as the local stack names it to the web server: a literal loopback address. */
const apiOrigin = () => `http://127.0.0.1:${testPorts.webApi}`;
/** What the stand-in functions behind the gateway received. */
const received: HttpApiEvent[] = [];

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'tabletap-web-test-'));
  const dist = path.join(dir, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><link rel="canonical" href="${SITE_ORIGIN_MARKER}/"><meta property="og:image" content="${SITE_ORIGIN_MARKER}/og-image.png"><div id="root"></div>`,
  );
  // The landing page the build prerenders (issue 31 goal 4), answered for `/` alone.
  writeFileSync(
    path.join(dist, 'landing.html'),
    `<!doctype html><link rel="canonical" href="${SITE_ORIGIN_MARKER}/"><meta property="og:image" content="${SITE_ORIGIN_MARKER}/og-image.png"><div id="root" data-prerendered="landing"><h1>QR ordering</h1></div>`,
  );
  writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js'), `console.log(${JSON.stringify('x'.repeat(5000))});`);
  // The real route table; stand-ins for the two public functions the test calls (no DynamoDB here).
  api = await startHttpGateway({
    port: testPorts.webApi,
    routes: httpRoutes,
    loadHandler: handlersFrom({
      'menu-public': async (event: HttpApiEvent) => {
        received.push(event);
        return {
          statusCode: 200,
          headers: { 'content-type': 'application/json', 'cache-control': 'public, max-age=30, s-maxage=60' },
          body: JSON.stringify({ restaurantId: event.queryStringParameters?.restaurant_id, lang: event.queryStringParameters?.lang ?? null }),
        };
      },
      'service-request': async (event: HttpApiEvent) => {
        received.push(event);
        return { statusCode: 201, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ echoed: JSON.parse(event.body ?? '{}') }) };
      },
    }),
    authorizer: async () => null,
    cors: httpCorsPolicy(['http://localhost:5173']),
    log: recordingLog(),
    logRequests: false,
  });
  web = await startWebServer({ port: testPorts.web, distDir: dist, webConfig, log: recordingLog(), apiOrigin: apiOrigin() });
  s3 = await startS3Local({
    port: testPorts.s3,
    directory: path.join(dir, 's3'),
    bucket: 'media',
    privateBuckets: [LOCAL_SITE_BUCKET],
    corsOrigins: ['http://localhost:5173'],
  });
  diner = await startWebServer({
    port: 0,
    distDir: dist,
    webConfig,
    log: recordingLog(),
    sitePages: { s3Endpoint: s3.endpoint, bucket: LOCAL_SITE_BUCKET },
  });
});

afterAll(async () => {
  await diner?.stop();
  await web?.stop();
  await api?.stop();
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

  it('answers / with the prerendered landing page, as the distribution\'s default root object, and every other route with the app shell', async () => {
    const landing = await fetch(`${web.url}/`);
    expect(landing.headers.get('content-type')).toContain('text/html');
    expect(landing.headers.get('cache-control')).toBe('no-cache');
    expect(await landing.text()).toContain('<div id="root" data-prerendered="landing"><h1>QR ordering</h1></div>');
    for (const page of ['/index.html', '/auth', '/owner/dashboard']) {
      const html = await (await fetch(`${web.url}${page}`)).text();
      expect(html, page).toContain('<div id="root"></div>');
    }
  });

  it('fills the site\'s origin into index.html and landing.html (canonical link, Open Graph image) on every route', async () => {
    for (const page of ['/', '/index.html', '/menu/demo']) {
      const html = await (await fetch(`${web.url}${page}`)).text();
      expect(html, page).toContain(`<link rel="canonical" href="${web.url}/">`);
      expect(html, page).toContain(`<meta property="og:image" content="${web.url}/og-image.png">`);
      expect(html, page).not.toContain(SITE_ORIGIN_MARKER);
    }
  });

  it('serves robots.txt and sitemap.xml for its own origin, as the deployment writes them', async () => {
    const robots = await fetch(`${web.url}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await robots.text()).toBe(robotsTxt(web.url));
    const sitemap = await fetch(`${web.url}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(await sitemap.text()).toBe(sitemapXml(web.url));
    expect(sitemapXml(web.url)).toContain(`<loc>${web.url}/menu/demo</loc>`);
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

/** `directive -> sources` of a Content-Security-Policy header. */
function parseCsp(header: string | null): Record<string, string[]> {
  expect(header).toBeTruthy();
  return Object.fromEntries(
    header!.split(';').map((part) => {
      const [directive, ...sources] = part.trim().split(/\s+/);
      return [directive!, sources];
    }),
  );
}

describe('web server security headers', () => {
  const pages = ['/', '/owner/settings/qr', '/assets/app-1a2b3c.js', '/config.json', '/robots.txt', '/assets/gone-123.js'];

  it('sends the headers CloudFront adds on every answer: CSP, nosniff, no framing, referrer and permissions policies', async () => {
    for (const page of pages) {
      const res = await fetch(`${web.url}${page}`);
      expect(res.headers.get('content-security-policy'), page).toContain("default-src 'self'");
      expect(res.headers.get('x-content-type-options'), page).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), page).toBe('DENY');
      expect(res.headers.get('referrer-policy'), page).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('permissions-policy'), page).toBe('camera=(), microphone=(), geolocation=()');
      // Plain HTTP: browsers ignore HSTS here, and over a tunnel it would pin all of localhost to HTTPS.
      expect(res.headers.get('strict-transport-security'), page).toBeNull();
    }
  });

  it('allows the local API, WebSocket, cognito-local and media addresses where the deployed policy allows the AWS ones', async () => {
    const local = parseCsp((await fetch(`${web.url}/`)).headers.get('content-security-policy'));
    expect(local['connect-src']).toEqual([
      "'self'",
      'http://localhost:3001',
      'ws://localhost:3002',
      'http://localhost:9229',
      // Logo uploads: the bucket's URL, where the emulator's presigned forms POST.
      'http://localhost:4569/tabletap-media',
      // Logos read into the table cards' PDF: the bucket's path as a prefix.
      'http://localhost:4569/tabletap-media/',
      'https://api.stripe.com',
      'https://js.stripe.com',
      'https://connect-js.stripe.com',
    ]);
    // The bucket's path as a prefix: without the trailing slash a CSP source matches that one URL only.
    expect(local['img-src']).toEqual(["'self'", 'data:', 'blob:', 'http://localhost:4569/tabletap-media/', 'https://*.stripe.com']);
    expect(local['form-action']).toEqual(["'self'"]); // no hosted UI without Google sign-in configured

    const deployed = parseCsp(
      contentSecurityPolicy(deployedBackendSources('eu-west-1', 'https://media.example.net', 'https://media-bucket.s3.eu-west-1.amazonaws.com')),
    );
    // The HTTP API is on the site's origin ('self'); the WebSocket API keeps its own host.
    expect(deployed['connect-src']).toEqual([
      "'self'",
      'wss://*.execute-api.eu-west-1.amazonaws.com',
      'https://cognito-idp.eu-west-1.amazonaws.com',
      'https://*.auth.eu-west-1.amazoncognito.com',
      'https://media-bucket.s3.eu-west-1.amazonaws.com',
      'https://media.example.net',
      'https://api.stripe.com',
      'https://js.stripe.com',
      'https://connect-js.stripe.com',
    ]);
    expect(Object.keys(local)).toEqual(Object.keys(deployed));
    const backendDirectives = ['connect-src', 'img-src', 'form-action'];
    for (const directive of Object.keys(deployed).filter((d) => !backendDirectives.includes(d))) {
      expect(local[directive], directive).toEqual(deployed[directive]);
    }
  });

  it('answers a URL over 16 KB with 431, an error in the API shape and the same headers', async () => {
    const res = await fetch(`${web.url}/start?rid=${'x'.repeat(20 * 1024)}`);
    expect(res.status).toBe(431);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('request_header_too_large');
    expect(body.error.message).toMatch(/too large/);
  });
});

describe('the HTTP API on the site\'s origin, as CloudFront routes /api/* and /functions/*', () => {
  it('proxies the public menu read with its query string and answers the API\'s JSON, its Cache-Control and nosniff', async () => {
    const res = await fetch(`${web.url}/functions/v1/menu-public?restaurant_id=demo&lang=fr`, { headers: { 'accept-language': 'fr' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({ restaurantId: 'demo', lang: 'fr' });
    expect(res.headers.get('cache-control')).toBe('public, max-age=30, s-maxage=60');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    // JSON, not a page: no HTML Content-Security-Policy (the API's own pages set theirs); plain HTTP: no HSTS.
    expect(res.headers.get('content-security-policy')).toBeNull();
    expect(res.headers.get('strict-transport-security')).toBeNull();
    // Viewer headers reach the function (all but Host, which names the API as CloudFront's origin request does).
    const event = received.at(-1)!;
    expect(event.headers['accept-language']).toBe('fr');
    expect(event.headers.host).toBe(new URL(apiOrigin()).host);
    // The viewer's address appended to X-Forwarded-For, as CloudFront does (the gateway then appends its peer's).
    expect(event.headers['x-forwarded-for']).toMatch(/^127\.0\.0\.1, /);
  });

  it('passes a diner\'s POST with its body, and the API\'s own errors, unchanged', async () => {
    const res = await fetch(`${web.url}/functions/v1/service-request`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'call_waiter' }),
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ echoed: { action: 'call_waiter' } });
    const unknown = await fetch(`${web.url}/api/v1/no-such-route`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toContain('application/json');
    // Everything else is still the static site: GET and HEAD only.
    expect((await fetch(`${web.url}/menu/demo`, { method: 'POST' })).status).toBe(405);
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

describe('the diner\'s entry pages, as the distribution answers them (infra/edge/diner-page-request.js)', () => {
  const restaurantId = 'r-page-test';
  /** As menu-prerender writes a page (functions/lib/prerender/menu-pages.ts, which this project cannot load: web aliases). */
  const MENU_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=5, stale-while-revalidate=60';
  /** Over 1 KB, so compression has something to do. */
  const esPage = `<!doctype html><html lang="es"><title>Menú</title><main id="root">${'<p>Tacos al pastor</p>'.repeat(80)}</main></html>`;

  beforeAll(async () => {
    const client = new S3Client({ endpoint: s3.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: localCredentials });
    await client.send(
      new PutObjectCommand({
        Bucket: LOCAL_SITE_BUCKET,
        Key: `prerendered/menu/${restaurantId}/es.html`,
        Body: esPage,
        ContentType: 'text/html; charset=utf-8',
        CacheControl: MENU_PAGE_CACHE_CONTROL,
      }),
    );
    client.destroy();
  });

  it('answers /menu/{id}?lang=es with the prerendered page: HTML, the object\'s Cache-Control, the security headers, gzip', async () => {
    const res = await fetch(`${diner.url}/menu/${restaurantId}?lang=es&table=4`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe(MENU_PAGE_CACHE_CONTROL);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toBe('accept-encoding');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(await res.text()).toBe(esPage);
    // Uncompressed for a client that does not ask.
    const plain = await fetch(`${diner.url}/menu/${restaurantId}/?lang=es-MX`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(Number(plain.headers.get('content-length'))).toBe(Buffer.byteLength(esPage));
    expect(await plain.text()).toBe(esPage);
  });

  it('picks the page of the diner\'s saved language (cookie lang_{id})', async () => {
    const res = await fetch(`${diner.url}/menu/${restaurantId}`, { headers: { cookie: `theme=dark; lang_${restaurantId}=es` } });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(esPage);
  });

  it('answers HEAD with the page\'s headers and no body', async () => {
    const res = await fetch(`${diner.url}/menu/${restaurantId}?lang=es`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe(MENU_PAGE_CACHE_CONTROL);
    expect(await res.text()).toBe('');
  });

  it('answers the app shell (index.html) for a page never prerendered', async () => {
    for (const url of ['/menu/no-such-restaurant', `/menu/${restaurantId}?lang=de`, `/menu/${restaurantId}`]) {
      const res = await fetch(`${diner.url}${url}`, { headers: { 'accept-language': 'fr' } });
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type'), url).toContain('text/html');
      expect(res.headers.get('cache-control'), url).toBe('no-cache');
      expect(res.headers.get('content-security-policy'), url).toContain("default-src 'self'");
      const html = await res.text();
      expect(html, url).toContain('<div id="root">');
      expect(html, url).toContain(`<link rel="canonical" href="${diner.url}/">`);
    }
    const head = await fetch(`${diner.url}/menu/no-such-restaurant`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('redirects /start?rid= to the menu with the table, language and preview, never cached', async () => {
    const res = await fetch(`${diner.url}/start?rid=abc&table=4`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/menu/abc?table=4');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    // As the QR codes spell a table (URLSearchParams: + for a space), and with the other two kept.
    const qr = await fetch(`${diner.url}/start?rid=abc&lang=es&table=Patio+3&preview=1&utm=x`, { redirect: 'manual' });
    expect(qr.headers.get('location')).toBe('/menu/abc?table=Patio%203&lang=es&preview=1');
  });

  it('leaves /start without a valid rid and /start/{slug} to the app shell', async () => {
    for (const url of ['/start', '/start?rid=bad.id', '/start/rosa-diaz?lang=es']) {
      const res = await fetch(`${diner.url}${url}`, { redirect: 'manual' });
      expect(res.status, url).toBe(200);
      expect(await res.text(), url).toContain('<div id="root">');
    }
  });

  it('survives a malformed cookie or query escape', async () => {
    const res = await fetch(`${diner.url}/menu/${restaurantId}?table=100%`, { headers: { cookie: `x=%E0%A4%A; lang_${restaurantId}=es` } });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(esPage);
  });

  it('keeps the other paths as without the site bucket', async () => {
    expect((await fetch(`${diner.url}/config.json`)).headers.get('cache-control')).toBe('no-store');
    expect((await fetch(`${diner.url}/assets/app-1a2b3c.js`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await (await fetch(`${diner.url}/owner/settings`)).text()).toContain('<div id="root">');
    expect((await fetch(`${diner.url}/menu/${restaurantId}`, { method: 'POST' })).status).toBe(405);
  });
});
