/**
 * The CloudFront Function of the diner's entry pages (infra/edge/diner-page-request.js), run as CloudFront runs it
 * (loadDinerPageFunction) on requests in CloudFront's event shape, both written literally (as CloudFront hands them:
 * query values percent-encoded as the viewer sent them) and made from a Node request by cloudFrontRequest, as the
 * local web server does.
 */
import type http from 'node:http';
import { readFileSync } from 'node:fs';
import { Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  cloudFrontRequest,
  dinerPageFunctionFile,
  loadDinerPageFunction,
  type CloudFrontRequest,
  type CloudFrontResponse,
} from '../../../infra/local/site-pages';
import { LANGUAGE_CODES } from '../../../shared/languages';

const dinerPage = loadDinerPageFunction();

/** A Node request as the web server receives it (only what cloudFrontRequest reads). */
function nodeRequest(url: string, headers: http.IncomingHttpHeaders = {}): http.IncomingMessage {
  return { url, headers } as http.IncomingMessage;
}

/** The function's answer to a viewer's request of `url`. */
function answer(url: string, headers: http.IncomingHttpHeaders = {}): CloudFrontRequest | CloudFrontResponse {
  return dinerPage({ request: cloudFrontRequest(nodeRequest(url, headers)) });
}

/** The URI the request goes on with (a rewrite, or the path unchanged); fails on a redirect. */
function uriOf(url: string, headers: http.IncomingHttpHeaders = {}): string {
  const result = answer(url, headers);
  if ('statusCode' in result) throw new Error(`${url} answered ${result.statusCode}`);
  return result.uri;
}

const page = (id: string, key: string) => `/prerendered/menu/${id}/${key}.html`;

describe('/menu/{restaurantId}: the prerendered page for the diner\'s language', () => {
  it('takes ?lang first, case-insensitive, a region tag counting as its language', () => {
    expect(uriOf('/menu/r-1?lang=es')).toBe(page('r-1', 'es'));
    expect(uriOf('/menu/r-1?lang=ES')).toBe(page('r-1', 'es'));
    expect(uriOf('/menu/r-1?lang=es-MX')).toBe(page('r-1', 'es'));
    expect(uriOf('/menu/r-1?lang=zh_TW')).toBe(page('r-1', 'zh'));
    // The URL wins over the saved choice and the browser.
    expect(uriOf('/menu/r-1?lang=de', { cookie: 'lang_r-1=es', 'accept-language': 'ja' })).toBe(page('r-1', 'de'));
  });

  it('passes an unsupported or empty ?lang on to the next signal', () => {
    expect(uriOf('/menu/r-1?lang=fr', { cookie: 'lang_r-1=it' })).toBe(page('r-1', 'it'));
    expect(uriOf('/menu/r-1?lang=fr', { 'accept-language': 'nl-BE' })).toBe(page('r-1', 'auto-nl'));
    expect(uriOf('/menu/r-1?lang=fr')).toBe(page('r-1', 'default'));
    expect(uriOf('/menu/r-1?lang=')).toBe(page('r-1', 'default'));
  });

  it('then the diner\'s saved choice for this restaurant (cookie lang_{id})', () => {
    expect(uriOf('/menu/r-1', { cookie: 'theme=dark; lang_r-1=ru' })).toBe(page('r-1', 'ru'));
    expect(uriOf('/menu/r-1', { cookie: 'lang_r-1=ru', 'accept-language': 'es' })).toBe(page('r-1', 'ru'));
    // Another restaurant's choice does not count; an unsupported one falls through to the browser.
    expect(uriOf('/menu/r-1', { cookie: 'lang_r-2=ru' })).toBe(page('r-1', 'default'));
    expect(uriOf('/menu/r-1', { cookie: 'lang_r-1=fr', 'accept-language': 'ja' })).toBe(page('r-1', 'auto-ja'));
  });

  it('then the browser\'s first supported language (auto-{code}), skipping unsupported tags and q=0', () => {
    expect(uriOf('/menu/r-1', { 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' })).toBe(page('r-1', 'auto-es'));
    expect(uriOf('/menu/r-1', { 'accept-language': 'fr-FR, fr;q=0.9, de;q=0.7, en;q=0.5' })).toBe(page('r-1', 'auto-de'));
    expect(uriOf('/menu/r-1', { 'accept-language': 'de;q=0, it;q=0.5' })).toBe(page('r-1', 'auto-it'));
    expect(uriOf('/menu/r-1', { 'accept-language': 'de; q=0.0, ar' })).toBe(page('r-1', 'auto-ar'));
    expect(uriOf('/menu/r-1', { 'accept-language': 'de;q=0.05' })).toBe(page('r-1', 'auto-de'));
    expect(uriOf('/menu/r-1', { 'accept-language': '*' })).toBe(page('r-1', 'default'));
    expect(uriOf('/menu/r-1', { 'accept-language': 'fr, pt-BR' })).toBe(page('r-1', 'default'));
  });

  it('else the default page', () => {
    expect(uriOf('/menu/demo')).toBe(page('demo', 'default'));
  });

  it('accepts a trailing slash and the whole id alphabet, up to 64 characters', () => {
    expect(uriOf('/menu/r-1/?lang=es')).toBe(page('r-1', 'es'));
    const longest = `A_z-9${'x'.repeat(59)}`;
    expect(uriOf(`/menu/${longest}`)).toBe(page(longest, 'default'));
  });

  it('leaves other /menu paths untouched (the app shell answers them)', () => {
    for (const url of ['/menu', '/menu/', `/menu/${'x'.repeat(65)}`, '/menu/r.1', '/menu/r%201', '/menu/r-1/extra', '/menu/r-1//', '/menus/r-1']) {
      expect(uriOf(url, { 'accept-language': 'es' }), url).toBe(url.split('?')[0]);
    }
  });

  it('reads the event as CloudFront hands it: lowercase header names, cookies apart, missing parts tolerated', () => {
    const request: CloudFrontRequest = {
      uri: '/menu/r-1',
      querystring: {},
      headers: { 'accept-language': { value: 'ja-JP,ja;q=0.9' } },
      cookies: { 'lang_r-1': { value: 'ar' } },
    };
    expect(dinerPage({ request })).toMatchObject({ uri: page('r-1', 'ar') });
    const bare = { uri: '/menu/r-1' } as CloudFrontRequest;
    expect(dinerPage({ request: bare })).toMatchObject({ uri: page('r-1', 'default') });
  });
});

describe('/start?rid={restaurantId}: a redirect to the menu', () => {
  it('keeps table, lang and preview (encoded), drops the rest, and is never cached', () => {
    const result = answer('/start?rid=X&table=5%20A&lang=es&preview=1&other=1');
    expect(result).toEqual({
      statusCode: 302,
      statusDescription: 'Found',
      headers: { location: { value: '/menu/X?table=5%20A&lang=es&preview=1' }, 'cache-control': { value: 'no-store' } },
    });
  });

  it('encodes each kept value once, whether the viewer sent a space as %20 or + (the QR codes use URLSearchParams)', () => {
    const location = (url: string) => (answer(url) as CloudFrontResponse).headers.location?.value;
    expect(location('/start?rid=r-1&table=Patio+3')).toBe('/menu/r-1?table=Patio%203');
    expect(location('/start?rid=r-1&table=Mesa%20%C3%B1%2F2')).toBe('/menu/r-1?table=Mesa%20%C3%B1%2F2');
    expect(location('/start?rid=r-1&table=a%26b%3Dc')).toBe('/menu/r-1?table=a%26b%3Dc');
    expect(location(`/start?${new URLSearchParams({ rid: 'r-1', lang: 'es', table: 'Terraza 4 & 5', preview: '1' })}`)).toBe(
      '/menu/r-1?table=Terraza%204%20%26%205&lang=es&preview=1',
    );
    // A table's card (issue 28) keeps its key, so the menu opens the table's visit.
    expect(location('/start?rid=r-1&table=9&tk=abcdefghij12.AAAAAAAAAAAAAAAAAAAAA_')).toBe('/menu/r-1?table=9&tk=abcdefghij12.AAAAAAAAAAAAAAAAAAAAA_');
    // Only the id: no query at all; empty values are left out; /start/ as /start.
    expect(location('/start?rid=r-1')).toBe('/menu/r-1');
    expect(location('/start/?rid=r-1&table=&lang=')).toBe('/menu/r-1');
  });

  it('gets the same redirect from CloudFront\'s own event (query values percent-encoded as the viewer sent them)', () => {
    const request: CloudFrontRequest = {
      uri: '/start',
      querystring: { rid: { value: 'r-1' }, table: { value: 'Patio+3' }, lang: { value: 'es' }, other: { value: '1' } },
      headers: {},
      cookies: {},
    };
    expect(dinerPage({ request })).toMatchObject({ statusCode: 302, headers: { location: { value: '/menu/r-1?table=Patio%203&lang=es' } } });
    request.querystring.table = { value: '5%20A' };
    expect(dinerPage({ request })).toMatchObject({ headers: { location: { value: '/menu/r-1?table=5%20A&lang=es' } } });
    // A malformed escape is kept as text, not thrown on.
    request.querystring.table = { value: '100%' };
    expect(dinerPage({ request })).toMatchObject({ headers: { location: { value: '/menu/r-1?table=100%25&lang=es' } } });
  });

  it('leaves /start without a valid rid, and /start/{slug}, to the app', () => {
    for (const url of ['/start', '/start?table=5', '/start?rid=', '/start?rid=bad.id', `/start?rid=${'x'.repeat(65)}`, '/start/rosa-diaz?lang=es', '/start/rosa-diaz?rid=r-1']) {
      const result = answer(url);
      expect('statusCode' in result, url).toBe(false);
      expect((result as CloudFrontRequest).uri, url).toBe(url.split('?')[0]);
    }
  });
});

describe('/language/{restaurantId}: the prerendered language chooser, by the same key', () => {
  it('maps the address, the saved choice and the browser as for the menu', () => {
    const chooser = (id: string, key: string) => `/prerendered/language/${id}/${key}.html`;
    expect(uriOf('/language/r-1?lang=es&table=4')).toBe(chooser('r-1', 'es'));
    expect(uriOf('/language/r-1', { cookie: 'lang_r-1=ru' })).toBe(chooser('r-1', 'ru'));
    expect(uriOf('/language/r-1', { 'accept-language': 'ja-JP' })).toBe(chooser('r-1', 'auto-ja'));
    expect(uriOf('/language/demo/')).toBe(chooser('demo', 'default'));
    for (const url of ['/language', '/language/', '/language/r.1', '/language/r-1/extra']) expect(uriOf(url), url).toBe(url);
  });
});

describe('other paths', () => {
  it('go on untouched', () => {
    for (const url of ['/', '/owner/settings', '/index.html', '/assets/app-1.js', '/prerendered/menu/r-1/es.html', '/menudemo', '/starter?rid=r-1']) {
      const request = cloudFrontRequest(nodeRequest(url, { 'accept-language': 'es' }));
      const before = structuredClone(request);
      expect(dinerPage({ request }), url).toEqual(before);
    }
  });
});

describe('cloudFrontRequest: a Node request in CloudFront\'s event shape', () => {
  it('keeps the path and query values as the viewer sent them, the first of a repeated name, and the cookies apart', () => {
    const request = cloudFrontRequest(
      nodeRequest('/menu/r%2D1?table=5%20A&table=6&lang=es&flag', { cookie: 'a=1; lang_r-1=es; a=2; broken', 'accept-language': 'es', host: 'x' }),
    );
    expect(request).toEqual({
      uri: '/menu/r%2D1',
      querystring: { table: { value: '5%20A' }, lang: { value: 'es' }, flag: { value: '' } },
      headers: { 'accept-language': { value: 'es' }, host: { value: 'x' } },
      cookies: { a: { value: '1' }, 'lang_r-1': { value: 'es' } },
    });
  });

  it('does not throw on a malformed escape in a cookie or the query', () => {
    expect(() => cloudFrontRequest(nodeRequest('/menu/r-1?table=100%', { cookie: 'x=%E0%A4%A; lang_r-1=es' }))).not.toThrow();
    expect(uriOf('/menu/r-1?table=100%', { cookie: 'x=%E0%A4%A; lang_r-1=es' })).toBe(page('r-1', 'es'));
  });
});

describe('the function file', () => {
  const source = readFileSync(dinerPageFunctionFile, 'utf8');
  /** The code without its comments (none of the checks below looks inside strings or regular expressions). */
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

  it('offers exactly the languages of shared/languages.ts, in their order (it cannot import them: a copy, kept equal here)', () => {
    const list = /^var LANGUAGE_CODES = (\[[^\]]*\]);$/m.exec(code)?.[1];
    expect(list, 'the function declares var LANGUAGE_CODES = [...] on one line').toBeDefined();
    expect(JSON.parse(list!.replace(/'/g, '"'))).toEqual(LANGUAGE_CODES);
  });

  it('is a script (not a module) whose top level defines handler(event)', () => {
    expect(() => new Script(source, { filename: 'diner-page-request.js' })).not.toThrow();
    expect(code).toMatch(/^function handler\(event\) \{$/m);
    expect(typeof loadDinerPageFunction()).toBe('function');
  });

  it('is written ES5-style: no import/export, arrow functions, let/const, classes or template literals', () => {
    expect(code).not.toMatch(/^\s*(import|export)\b/m);
    expect(code).not.toMatch(/=>/);
    expect(code).not.toMatch(/\b(let|const|class)\s/);
    expect(code).not.toContain('`');
    expect(code).toMatch(/\bvar\s/);
  });
});
