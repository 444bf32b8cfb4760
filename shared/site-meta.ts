/**
 * What search engines and link previews see of the site (issue 12): the landing page's title and description, the
 * pages offered for indexing, and the robots.txt / sitemap.xml that say so. Pure, so the local web server
 * (infra/local/web-server.ts), the CDK deployment (infra/stacks/site-deployment-stack.ts) and the web app's shell
 * (web/src/app/page-indexing.ts) share one copy of each word.
 *
 * The site's origin is known only when the site is served: the CloudFront distribution's domain is created at
 * deploy time, the local server's port at start-up. web/index.html therefore writes SITE_ORIGIN_MARKER where an
 * absolute URL needs the origin (canonical, og:url, og:image), and whoever serves the file replaces it
 * (withSiteOrigin).
 */

/** Stands for `https://{site domain}` (no trailing slash) in web/index.html; Vite leaves `%NAME%` without a VITE_ prefix alone. */
export const SITE_ORIGIN_MARKER = '%TABLETAP_SITE_ORIGIN%';

export const SITE_NAME = 'TableTap';

/** The landing page's <title> and og:title (search results show about 60 characters). */
export const LANDING_TITLE = 'TableTap: QR ordering for restaurants, no monthly fee';

/** The landing page's meta description and og:description (120-160 characters, shown under the title in results). */
export const LANDING_DESCRIPTION =
  'QR-code ordering and payouts for restaurants: guests scan, order and pay from the table. 5% per order, no monthly fee, no setup cost.';

/** The link-preview image (web/public/og-image.png, made by web/scripts/og-image.mjs). */
export const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630, alt: 'TableTap: QR ordering for restaurants. 5% per order, no monthly fee.' };

/** The public pages, offered to search engines (sitemap.xml); every other page asks not to be indexed. */
export const INDEXABLE_PATHS: readonly string[] = ['/', '/menu/demo'];

/** Signed-in, per-restaurant or per-order areas: nothing for a search engine (robots.txt Disallow). */
export const PRIVATE_PATH_PREFIXES: readonly string[] = [
  '/owner',
  '/dashboard',
  '/auth',
  '/start',
  '/language',
  '/cart',
  '/order',
  '/payment-success',
  '/payment-canceled',
  '/config.json',
];

/** `origin` without a trailing slash, e.g. `https://d111111abcdef8.cloudfront.net`. */
function trimOrigin(origin: string): string {
  return origin.replace(/\/+$/, '');
}

/** A built web/index.html with every SITE_ORIGIN_MARKER replaced by the site's origin. */
export function withSiteOrigin(html: string, origin: string): string {
  return html.replaceAll(SITE_ORIGIN_MARKER, trimOrigin(origin));
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATH_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${trimOrigin(origin)}/sitemap.xml`,
    '',
  ].join('\n');
}

const xmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function sitemapXml(origin: string): string {
  const base = trimOrigin(origin);
  const urls = INDEXABLE_PATHS.map((path) => `  <url><loc>${`${base}${path}`.replace(/[&<>"']/g, (c) => xmlEscapes[c]!)}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join(
    '\n',
  );
}

/**
 * How a page of the single-page app presents itself to search engines: served as web/index.html, every path starts
 * with the landing page's canonical link; only the indexable pages keep one (naming themselves), the rest drop it
 * and ask not to be indexed.
 */
export function pageIndexing(pathname: string): { indexable: boolean; canonicalPath: string | null } {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const indexable = INDEXABLE_PATHS.includes(path);
  return { indexable, canonicalPath: indexable ? path : null };
}
