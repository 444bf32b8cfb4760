import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  INDEXABLE_PATHS,
  LANDING_DESCRIPTION,
  LANDING_TITLE,
  OG_IMAGE,
  PRIVATE_PATH_PREFIXES,
  SITE_NAME,
  SITE_ORIGIN_MARKER,
  pageIndexing,
  robotsTxt,
  sitemapXml,
  withSiteOrigin,
} from '../../../shared/site-meta';

const origin = 'https://d111111abcdef8.cloudfront.net';

describe('robotsTxt', () => {
  const lines = robotsTxt(origin).split('\n');

  it('lets every crawler in, keeps them out of the signed-in and per-order areas, and names the sitemap', () => {
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const area of ['/owner', '/dashboard', '/auth', '/start', '/language', '/cart', '/order']) {
      expect(lines).toContain(`Disallow: ${area}`);
    }
    expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  it('blocks none of the pages the sitemap offers', () => {
    const disallowed = lines.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice('Disallow: '.length));
    expect(disallowed).toEqual(PRIVATE_PATH_PREFIXES);
    for (const path of INDEXABLE_PATHS) {
      expect(disallowed.filter((prefix) => path.startsWith(prefix)), path).toEqual([]);
    }
  });

  it('takes the origin with or without a trailing slash', () => {
    expect(robotsTxt(`${origin}/`)).toBe(robotsTxt(origin));
  });
});

describe('sitemapXml', () => {
  it('lists the landing page and the demo menu with absolute URLs', () => {
    const xml = sitemapXml(`${origin}/`);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect([...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1])).toEqual([`${origin}/`, `${origin}/menu/demo`]);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('escapes what XML would misread', () => {
    expect(sitemapXml('http://localhost:5173/?a=1&b=2')).toContain('<loc>http://localhost:5173/?a=1&amp;b=2/</loc>');
  });
});

describe('withSiteOrigin', () => {
  it('replaces every marker with the origin, without a trailing slash', () => {
    const html = `<link rel="canonical" href="${SITE_ORIGIN_MARKER}/"><meta property="og:image" content="${SITE_ORIGIN_MARKER}/og-image.png">`;
    expect(withSiteOrigin(html, `${origin}/`)).toBe(
      `<link rel="canonical" href="${origin}/"><meta property="og:image" content="${origin}/og-image.png">`,
    );
  });
});

describe('pageIndexing', () => {
  it('offers the landing page and the demo menu, each canonical to itself', () => {
    expect(pageIndexing('/')).toEqual({ indexable: true, canonicalPath: '/' });
    expect(pageIndexing('/menu/demo')).toEqual({ indexable: true, canonicalPath: '/menu/demo' });
    expect(pageIndexing('/menu/demo/')).toEqual({ indexable: true, canonicalPath: '/menu/demo' });
  });

  it('keeps every other page out of the index', () => {
    for (const path of ['/auth', '/owner/dashboard', '/menu/r-123', '/cart/r-123', '/demo', '/nowhere', '/payment-success']) {
      expect(pageIndexing(path), path).toEqual({ indexable: false, canonicalPath: null });
    }
  });
});

describe('web/index.html', () => {
  const html = readFileSync(fileURLToPath(new URL('../../../web/index.html', import.meta.url)), 'utf8');
  const meta = (attribute: 'name' | 'property', key: string) =>
    new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];
  const unescape = (text: string | undefined) => text?.replaceAll('&amp;', '&').replaceAll('&quot;', '"');

  it('says what shared/site-meta.ts says: title, description, Open Graph and Twitter cards', () => {
    expect(unescape(/<title>([^<]*)<\/title>/.exec(html)?.[1])).toBe(LANDING_TITLE);
    expect(unescape(meta('name', 'description'))).toBe(LANDING_DESCRIPTION);
    expect(meta('property', 'og:type')).toBe('website');
    expect(meta('property', 'og:site_name')).toBe(SITE_NAME);
    expect(unescape(meta('property', 'og:title'))).toBe(LANDING_TITLE);
    expect(unescape(meta('property', 'og:description'))).toBe(LANDING_DESCRIPTION);
    expect(meta('property', 'og:image:width')).toBe(String(OG_IMAGE.width));
    expect(meta('property', 'og:image:height')).toBe(String(OG_IMAGE.height));
    expect(unescape(meta('property', 'og:image:alt'))).toBe(OG_IMAGE.alt);
    expect(meta('name', 'twitter:card')).toBe('summary_large_image');
    expect(unescape(meta('name', 'twitter:title'))).toBe(LANDING_TITLE);
    expect(unescape(meta('name', 'twitter:description'))).toBe(LANDING_DESCRIPTION);
    expect(unescape(meta('name', 'twitter:image:alt'))).toBe(OG_IMAGE.alt);
  });

  it('names absolute URLs through the origin marker: canonical, og:url, og:image, twitter:image', () => {
    expect(/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]).toBe(`${SITE_ORIGIN_MARKER}/`);
    expect(meta('property', 'og:url')).toBe(`${SITE_ORIGIN_MARKER}/`);
    expect(meta('property', 'og:image')).toBe(`${SITE_ORIGIN_MARKER}${OG_IMAGE.path}`);
    expect(meta('name', 'twitter:image')).toBe(`${SITE_ORIGIN_MARKER}${OG_IMAGE.path}`);
  });

  it('keeps search results readable: a title under 60 characters, a description of 120-160', () => {
    expect(LANDING_TITLE.length).toBeLessThanOrEqual(60);
    expect(LANDING_DESCRIPTION.length).toBeGreaterThanOrEqual(120);
    expect(LANDING_DESCRIPTION.length).toBeLessThanOrEqual(160);
  });
});

describe('the Open Graph image', () => {
  const file = fileURLToPath(new URL(`../../../web/public${OG_IMAGE.path}`, import.meta.url));

  it('is a PNG of the size index.html declares, small enough for link previews', () => {
    const png = readFileSync(file);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    // IHDR: width and height, big-endian, right after the 8-byte signature and the chunk's length and type.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([OG_IMAGE.width, OG_IMAGE.height]);
    expect(statSync(file).size).toBeLessThan(80 * 1024);
  });
});
