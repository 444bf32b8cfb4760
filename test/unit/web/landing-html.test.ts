/**
 * landing.html as the build assembles it (web/src/features/landing/prerender/landing-html.ts, issue 31 goal 4): the
 * built index.html with the page's HTML in #root, its stylesheets inline and no stylesheet link, no script in <head>,
 * and the scripts listed for the loader the Content-Security-Policy allows by its hash, which is the only inline script.
 */
import { describe, expect, it } from 'vitest';
import { DEFERRED_SCRIPTS_ID, DEFERRED_SCRIPTS_LOADER } from '../../../shared/deferred-scripts';
import { SITE_ORIGIN_MARKER } from '../../../shared/site-meta';
import { landingPageHtml } from '../../../web/src/features/landing/prerender/landing-html';

const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <title>TableTap</title>
    <link rel="canonical" href="${SITE_ORIGIN_MARKER}/" />
    <link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous" />
    <script type="module" crossorigin src="/assets/entry-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/entry-1.css">
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const html = landingPageHtml({
  indexHtml,
  appHtml: '<div class="landing"><h1 id="hero-title">QR ordering</h1></div>',
  styles: [{ path: '/assets/entry-1.css', css: '.hero__title{font-size:2rem}/*</style>*/' }],
  modules: ['/assets/app-1.js', '/assets/landing-page-1.js', '/assets/react-1.js'],
});
const head = html.slice(0, html.indexOf('</head>'));

describe('landing.html', () => {
  it('holds the page in #root, marked for hydration, and keeps the origin marker for the server to fill in', () => {
    expect(html).toContain('<div id="root" data-prerendered="landing"><div class="landing"><h1 id="hero-title">QR ordering</h1></div></div>');
    expect(html).toContain(`<link rel="canonical" href="${SITE_ORIGIN_MARKER}/" />`);
  });

  it('inlines the stylesheets in <head> and links none, so the first paint waits for no stylesheet', () => {
    expect(head).toContain('<style data-href="/assets/entry-1.css">.hero__title{font-size:2rem}/*<\\/style>*/</style>');
    expect(html).not.toContain('rel="stylesheet"');
  });

  it('asks for no script before the page has painted: the loader lists the entry and the chunks, and no /config.json', () => {
    expect(head).not.toContain('<script');
    expect(head).not.toContain('modulepreload');
    expect(head).not.toContain('config.json');
    const block = new RegExp(`<script type="application/json" id="${DEFERRED_SCRIPTS_ID}">([^<]*)</script>`).exec(html);
    expect(JSON.parse(block![1]!)).toEqual({
      entry: '/assets/entry-1.js',
      modules: ['/assets/react-1.js', '/assets/app-1.js', '/assets/landing-page-1.js'],
      fetches: [],
    });
    // The only inline script to run is the loader, to the byte (the CSP allows it by its hash).
    const scripts = [...html.matchAll(/<script(?: [^>]*)?>([^<]*)<\/script>/g)].filter(([tag]) => !tag.includes('application/json'));
    expect(scripts.map(([, text]) => text)).toEqual([DEFERRED_SCRIPTS_LOADER]);
  });
});
