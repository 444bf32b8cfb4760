/**
 * The prerendered landing page's file, landing.html (issue 31 goal 4), made by the build beside index.html
 * (web/vite.config.ts prerenderLandingPage) and served for `/` alone: by CloudFront as the distribution's default root
 * object (infra/stacks/web-stack.ts), by the local web server (infra/local/web-server.ts). Every other path keeps
 * index.html, the app shell. It is index.html with:
 * - the app rendered for `/` in #root (web/src/app/render-landing-page.tsx), marked LANDING_PRERENDERED_ATTRIBUTE:
 *   main.tsx then runs the page without the app (static-landing.ts), or hydrates it where the app is needed;
 * - the stylesheets the page paints with inlined where index.html linked its own, the links dropped: no stylesheet
 *   round trip before the first paint;
 * - its scripts asked for once it has painted (shared/deferred-scripts.ts, the loader the prerendered menu uses and
 *   the one inline script the Content-Security-Policy allows, by its hash): the entry, which runs the page's own small
 *   script, and the main app's chunks (React, the router, the landing page) preloaded, not run: the next page (/auth)
 *   finds them in the cache, and so does hydration where the app is needed. Not /config.json: the page alone never
 *   reads it (a preload left unused is a console warning), the app fetches it when it starts.
 * No imports but the shared loader: vite.config.ts and the tests read it in Node.
 */
import { DEFERRED_SCRIPTS_ID, DEFERRED_SCRIPTS_LOADER, type DeferredScripts } from '../../../../../shared/deferred-scripts';

/** The file's name in the build (and the site bucket). */
export const LANDING_PAGE_FILE = 'landing.html';

/** On #root: its HTML is the prerendered landing page, to be hydrated. */
export const LANDING_PRERENDERED_ATTRIBUTE = 'data-prerendered';
export const LANDING_PRERENDERED_VALUE = 'landing';

export interface LandingPageParts {
  /** The built index.html (its site-origin marker left for the server or the deployment to fill in). */
  indexHtml: string;
  /** The app's HTML for `/` (renderLandingApp). */
  appHtml: string;
  /** The stylesheets the page paints with, in cascade order: their site path and text. */
  styles: { path: string; css: string }[];
  /** Chunks hydration needs besides the entry and index.html's own preloads (site paths), preloaded once painted. */
  modules: string[];
}

function replaceOnce(html: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(html)) throw new Error(`index.html has no ${what}: is it the built app shell?`);
  return html.replace(pattern, () => replacement);
}

/** `</style` inside a stylesheet would end the element early; CSS never needs it literally. */
const inlineCss = (css: string) => css.replace(/<\/style/gi, '<\\/style');

export function landingPageHtml({ indexHtml, appHtml, styles, modules }: LandingPageParts): string {
  const found: DeferredScripts = { entry: '', modules: [], fetches: [] };
  let html = indexHtml.replace(/\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g, (_tag, src: string) => {
    found.entry = src;
    return '';
  });
  if (!found.entry) throw new Error('index.html has no entry script: is it the built app shell?');
  html = html.replace(/\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g, (_tag, href: string) => {
    found.modules.push(href);
    return '';
  });
  // index.html's preloads (/config.json) dropped and not asked for: the page alone fetches nothing.
  html = html.replace(/\s*<link rel="preload"[^>]*\shref="([^"]+)"[^>]*>/g, '');
  found.modules = [...new Set([...found.modules, ...modules])].filter((src) => src !== found.entry);

  // The stylesheets inlined before </head>, in the order given (index.html's own first), the links dropped.
  html = html.replace(/\s*<link rel="stylesheet"[^>]*>/g, '');
  const inlined = styles.map(({ path, css }) => `<style data-href="${path}">${inlineCss(css)}</style>`).join('\n    ');
  html = replaceOnce(html, /<\/head>/, `    ${inlined}\n  </head>`, '</head>');

  html = replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `<div id="root" ${LANDING_PRERENDERED_ATTRIBUTE}="${LANDING_PRERENDERED_VALUE}">${appHtml}</div>`,
    '<div id="root"></div>',
  );
  const block = `<script type="application/json" id="${DEFERRED_SCRIPTS_ID}">${JSON.stringify(found).replace(/</g, '\\u003c')}</script>`;
  return replaceOnce(html, /<\/body>/, `    ${block}\n    <script>${DEFERRED_SCRIPTS_LOADER}</script>\n  </body>`, '</body>');
}

/** Whether the document's #root holds the prerendered landing page. */
export function isPrerenderedLanding(doc: Document = document): boolean {
  return doc.getElementById('root')?.getAttribute(LANDING_PRERENDERED_ATTRIBUTE) === LANDING_PRERENDERED_VALUE;
}
