/**
 * Serves the web app's production build the way CloudFront + S3 will: hashed /assets/* cached for a year,
 * index.html always revalidated, unknown routes answered with index.html (client-side routing), brotli or gzip for
 * text (CloudFront's `compress: true` serves both, see infra/stacks/cdn-bucket.ts), and `/config.json` (the runtime
 * configuration the deploy writes next to the bundle). Lighthouse and the bench count bytes on the wire, so serving
 * less compressed files than production would only make the local figures worse than the real ones. Every answer
 * carries the security headers CloudFront adds (infra/security-headers.ts), the Content-Security-Policy naming the
 * local API, WebSocket, cognito-local and S3 addresses where the deployed one names the AWS ones, so the app is
 * developed under the policy it ships with.
 *
 * Like CloudFront, it routes the HTTP API's paths (/api/*, /functions/*) to the API (the local gateway), so the app
 * calls its own origin: one connection, no CORS preflight. Those answers get the API's security headers (nosniff; no
 * page CSP), as CloudFront's /api/* behaviours give them.
 *
 * `/` answers the landing page the build prerendered (landing.html), as the distribution's default root object does;
 * every other route the app shell.
 *
 * What the deployment writes at deploy time is written here at start-up, with this server's own address as the site's
 * origin (shared/site-meta.ts): index.html's and landing.html's origin marker filled in (canonical, og:url, og:image),
 * /robots.txt and /sitemap.xml.
 */
import http from 'node:http';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliCompress, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { WebConfig } from '../../shared/api';
import { robotsTxt, sitemapXml, withSiteOrigin } from '../../shared/site-meta';
import { apiSecurityHeaders, localBackendSources, securityHeaders } from '../security-headers';
import { answerClientErrors } from './client-errors';
import type { LocalLog } from './log';
import { cloudFrontRequest, loadDinerPageFunction, readSitePage } from './site-pages';
import { LANDING_PAGE_FILE } from '../../web/src/features/landing/prerender/landing-html';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

/**
 * The HTTP API's paths on the site's origin, as CloudFront routes them (infra/stacks/web-stack.ts API_PATH_PATTERNS),
 * and locally also the sandbox payment gateway's public pages and calls (/sandbox/*: its hosted checkout and the
 * Connect onboarding look-alike the Payment Settings page talks to). There is no sandbox in AWS.
 */
export function isApiPath(urlPath: string): boolean {
  return urlPath.startsWith('/api/') || urlPath.startsWith('/functions/') || urlPath.startsWith('/sandbox/');
}

/** Hop-by-hop headers: they describe one connection, so a proxy never passes them on. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer'];

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

export interface WebServer {
  url: string;
  stop(): Promise<void>;
}

interface Asset {
  body: Buffer;
  gzipped: Buffer | null;
  /** Compressed in the background (a second of CPU for the whole build): gzip is served until it is ready. */
  brotli: Buffer | null;
  contentType: string;
  cacheControl: string;
}

const notBuiltPage = `<!doctype html><meta charset="utf-8"><title>TableTap</title>
<p>The web app is not built yet. Run <code>npm run build:web</code> (or restart <code>npm start</code>, which builds it) and reload.</p>`;

function isCompressible(contentType: string): boolean {
  return /^(text\/|application\/(json|manifest\+json)|image\/svg)/.test(contentType);
}

export interface WebServerOptions {
  port: number;
  distDir: string;
  webConfig: WebConfig;
  log: LocalLog;
  /** The HTTP API (the local gateway, e.g. http://127.0.0.1:3001) that /api/* and /functions/* go to; none: 404. */
  apiOrigin?: string;
  /**
   * The site bucket holding the prerendered diner pages (site-pages.ts): /menu/* and /start then go through the
   * distribution's CloudFront Function, as in AWS. None: the app shell answers them.
   */
  sitePages?: { s3Endpoint: string; bucket: string };
}

export async function startWebServer(opts: WebServerOptions): Promise<WebServer> {
  const root = path.resolve(opts.distDir);
  const indexFile = path.join(root, 'index.html');
  /** The landing page prerendered by the build (web/vite.config.ts), for `/` alone: CloudFront's default root object. */
  const landingFile = path.join(root, LANDING_PAGE_FILE);
  /** Set once listening (the port may be chosen by the system); nothing is read from disk before that but assets. */
  let siteOrigin = '';
  const configBody = Buffer.from(JSON.stringify(opts.webConfig, null, 2));
  /** Written next to the bundle at deploy time in AWS (SiteDeploymentStack), answered from memory here. */
  const generated = new Map<string, () => { body: Buffer; contentType: string }>([
    ['/config.json', () => ({ body: configBody, contentType: 'application/json; charset=utf-8' })],
    ['/robots.txt', () => ({ body: Buffer.from(robotsTxt(siteOrigin)), contentType: 'text/plain; charset=utf-8' })],
    ['/sitemap.xml', () => ({ body: Buffer.from(sitemapXml(siteOrigin)), contentType: 'application/xml; charset=utf-8' })],
  ]);
  // Plain HTTP: no Strict-Transport-Security (see securityHeaders).
  const security = securityHeaders(localBackendSources(opts.webConfig), { https: false });
  /** Files read (and gzipped) once per modification time. */
  const cache = new Map<string, { mtimeMs: number; asset: Asset }>();
  if (!existsSync(indexFile)) {
    opts.log.info(`The web app is not built (${path.relative(process.cwd(), root) || root}/index.html missing): the web port shows how to build it.`);
  }

  function load(file: string, cacheControl: string): Asset | null {
    let stat;
    try {
      stat = statSync(file);
    } catch {
      return null;
    }
    if (!stat.isFile()) return null;
    const cached = cache.get(file);
    if (cached && cached.mtimeMs === stat.mtimeMs) return cached.asset;
    const body = file === indexFile || file === landingFile ? Buffer.from(withSiteOrigin(readFileSync(file, 'utf8'), siteOrigin)) : readFileSync(file);
    const contentType = contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    const compressible = isCompressible(contentType) && body.length > 1024;
    const asset: Asset = { body, gzipped: compressible ? gzipSync(body) : null, brotli: null, contentType, cacheControl };
    if (compressible) {
      brotliCompress(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 10 } }, (error, compressed) => {
        if (!error) asset.brotli = compressed;
      });
    }
    cache.set(file, { mtimeMs: stat.mtimeMs, asset });
    return asset;
  }

  /** Compresses the build's assets now, in the background, so the first page load already gets brotli. */
  function warmUp(): void {
    const assets = path.join(root, 'assets');
    if (!existsSync(assets)) return;
    for (const name of readdirSync(assets)) load(path.join(assets, name), IMMUTABLE);
  }

  function resolve(urlPath: string): Asset | { status: number; body: string; contentType: string } {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return { status: 400, body: 'Bad Request', contentType: 'text/plain' };
    }
    const file = path.join(root, path.normalize(decoded));
    if (!file.startsWith(root + path.sep) && file !== root) return { status: 404, body: 'Not Found', contentType: 'text/plain' };
    const isAsset = decoded.startsWith('/assets/');
    // `/` is the prerendered landing page where the build made one, as the distribution's default root object.
    if (decoded === '/') {
      const landing = load(landingFile, REVALIDATE);
      if (landing) return landing;
    }
    const found = decoded.endsWith('/') ? null : load(file, isAsset ? IMMUTABLE : REVALIDATE);
    if (found) return found;
    // Client-side routes (no file extension) get the app shell; a missing file is a real 404.
    if (isAsset || path.extname(decoded)) return { status: 404, body: 'Not Found', contentType: 'text/plain' };
    return load(indexFile, REVALIDATE) ?? { status: 503, body: notBuiltPage, contentType: 'text/html; charset=utf-8' };
  }

  const apiHeaders = apiSecurityHeaders({ https: false });
  const dinerPage = opts.sitePages ? loadDinerPageFunction() : null;

  function send(req: http.IncomingMessage, res: http.ServerResponse, asset: Asset): void {
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const encoding = asset.brotli && /\bbr\b/.test(accepted) ? 'br' : asset.gzipped && /\bgzip\b/.test(accepted) ? 'gzip' : null;
    const body = encoding === 'br' ? asset.brotli! : encoding === 'gzip' ? asset.gzipped! : asset.body;
    res.writeHead(200, {
      ...security,
      'content-type': asset.contentType,
      'cache-control': asset.cacheControl,
      'content-length': body.length,
      vary: 'accept-encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /**
   * /menu/* and /start as the distribution answers them (infra/edge/diner-page-request.js): a redirect, a prerendered
   * page from the site bucket, or (no such page) the app shell. False: not a diner entry path.
   */
  function answerDinerPage(req: http.IncomingMessage, res: http.ServerResponse): boolean {
    if (!dinerPage || !opts.sitePages) return false;
    const request = cloudFrontRequest(req);
    const original = request.uri;
    const result = dinerPage({ request });
    if ('statusCode' in result) {
      const headers = Object.fromEntries(Object.entries(result.headers).map(([name, { value }]) => [name, value]));
      res.writeHead(result.statusCode, { ...security, ...headers });
      res.end();
      return true;
    }
    if (result.uri === original) return false;
    const { s3Endpoint, bucket } = opts.sitePages;
    readSitePage(s3Endpoint, bucket, result.uri).then(
      (page) => {
        if (!page) return sendShell(req, res);
        // Compressed per request: pages change with each menu edit, and CloudFront compresses them the same way.
        send(req, res, { body: page.body, gzipped: gzipSync(page.body), brotli: null, contentType: contentTypes['.html']!, cacheControl: page.cacheControl });
      },
      (error: unknown) => {
        opts.log.error(`Prerendered page ${result.uri}: the site bucket did not answer (${(error as Error).message}); serving the app shell`);
        sendShell(req, res);
      },
    );
    return true;
  }

  function sendShell(req: http.IncomingMessage, res: http.ServerResponse): void {
    const shell = load(indexFile, REVALIDATE);
    if (shell) return send(req, res, shell);
    res.writeHead(503, { ...security, 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(notBuiltPage);
  }

  /** Passes the request on as CloudFront does: every header but Host, the query string, the body, any method. */
  function proxyToApi(req: http.IncomingMessage, res: http.ServerResponse, apiOrigin: string): void {
    const target = new URL(req.url ?? '/', apiOrigin);
    const headers: http.OutgoingHttpHeaders = { ...req.headers, host: target.host };
    for (const name of HOP_BY_HOP) delete headers[name];
    // CloudFront appends the viewer's address to X-Forwarded-For.
    const viewer = (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
    headers['x-forwarded-for'] = req.headers['x-forwarded-for'] ? `${req.headers['x-forwarded-for']}, ${viewer}` : viewer;
    const upstream = http.request(target, { method: req.method, headers }, (answer) => {
      const answerHeaders: http.OutgoingHttpHeaders = { ...answer.headers, ...apiHeaders };
      for (const name of HOP_BY_HOP) delete answerHeaders[name];
      res.writeHead(answer.statusCode ?? 502, answerHeaders);
      answer.pipe(res);
    });
    upstream.on('error', (error) => {
      opts.log.error(`API proxy: ${req.method} ${target.pathname} failed: ${error.message}`);
      if (res.headersSent) {
        res.destroy();
        return;
      }
      // CloudFront's answer when it cannot reach its origin.
      res.writeHead(502, { ...apiHeaders, 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Bad Gateway' }));
    });
    req.pipe(upstream);
  }

  const server = http.createServer((req, res) => {
    if (opts.apiOrigin && isApiPath((req.url ?? '/').split('?')[0]!)) {
      proxyToApi(req, res, opts.apiOrigin);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...security, allow: 'GET, HEAD', 'content-type': 'text/plain' });
      res.end('Method Not Allowed');
      return;
    }
    const urlPath = (req.url ?? '/').split('?')[0]!;
    const generate = generated.get(urlPath);
    if (generate) {
      const { body, contentType } = generate();
      res.writeHead(200, { ...security, 'content-type': contentType, 'cache-control': 'no-store', 'content-length': body.length });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    if (answerDinerPage(req, res)) return;
    const result = resolve(urlPath);
    if ('status' in result) {
      res.writeHead(result.status, { ...security, 'content-type': result.contentType, 'cache-control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : result.body);
      return;
    }
    send(req, res, result);
  });

  answerClientErrors(server, security);
  warmUp();
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(opts.port, '127.0.0.1', () => resolveListen());
  });
  const port = (server.address() as AddressInfo).port;
  siteOrigin = `http://localhost:${port}`;
  return {
    url: siteOrigin,
    stop: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
