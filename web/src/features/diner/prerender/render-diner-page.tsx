/**
 * A restaurant's menu page (or its language chooser) as HTML, rendered on the server by the diner app's own
 * components (functions/menu-prerender.ts calls this for each language the restaurant offers): what the browser paints
 * before any script runs, and what the diner app then hydrates (boot/prerendered-page.ts). The page is the deployed
 * app shell (index.html) with:
 * - the rendered app in #root, and the menu it was rendered from as inlined JSON (the app hydrates from it, without
 *   asking menu-public first; a big menu's first screen only, ./first-screen.ts);
 * - <html lang dir> and the restaurant's colours as the CSS variables useBranding sets, the title useDocumentTitle sets;
 * - the app's and the diner pages' stylesheets inlined (no stylesheet round trip before the first paint); its scripts
 *   (with the diner code and the language's words) asked for once it has painted (shared/deferred-scripts.ts);
 * - search engines told what the app would tell them (shared/site-meta.ts pageIndexing).
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { DEFERRED_SCRIPTS_ID, DEFERRED_SCRIPTS_LOADER, type DeferredScripts } from '@shared/deferred-scripts';
import { isRtl } from '@shared/languages';
import { pageIndexing } from '@shared/site-meta';
import { DinerApp, activateLanguage } from '../app/diner-app';
import {
  beginHydration,
  endHydration,
  PRERENDERED_DATA_ID,
  prerenderedLanguage,
  prerenderedLocation,
  serializePrerenderedData,
  type PrerenderedData,
} from '../boot/prerendered-page';
import { loadDictionary } from '../i18n/dictionary-loaders';
import { brandingVariables } from '../lib/branding';
import { firstScreenData } from './first-screen';

/** What the deployed web app gives every prerendered page (functions/lib/prerender/app-shell.ts reads it). */
export interface AppShell {
  /** The deployed index.html, its site-origin marker filled in. */
  indexHtml: string;
  /** The stylesheets a diner page paints with, by their path in index.html or the diner page assets (/assets/...). */
  styles: { path: string; css: string }[];
  /** Scripts the diner page runs next (its chunk and what it imports), preloaded. */
  scripts: string[];
  /** Each language's words (the English ones are in the diner chunk). */
  dictionaries: Partial<Record<string, string>>;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `</style` inside a stylesheet would end the element early; CSS never needs it literally. */
const inlineCss = (css: string) => css.replace(/<\/style/gi, '<\\/style');

/** The app rendered as the browser will hydrate it: the same tree (StrictMode, DinerApp) and the same snapshots. */
export async function renderDinerApp(data: PrerenderedData): Promise<string> {
  const lang = prerenderedLanguage(data);
  activateLanguage(lang, await loadDictionary(lang));
  beginHydration(data);
  try {
    return renderToString(
      <StrictMode>
        <DinerApp />
      </StrictMode>,
    );
  } finally {
    endHydration();
  }
}

/**
 * Takes the shell's script, module preloads and fetch preloads out of <head> and has the deferred loader
 * (shared/deferred-scripts.ts) add them, and `modules`, once the page has painted.
 */
function deferScripts(html: string, modules: string[]): string {
  const found: DeferredScripts = { entry: '', modules: [], fetches: [] };
  let rest = html.replace(/\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g, (_tag, src: string) => {
    found.entry = src;
    return '';
  });
  rest = rest.replace(/\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g, (_tag, href: string) => {
    found.modules.push(href);
    return '';
  });
  rest = rest.replace(/\s*<link rel="preload"[^>]*\shref="([^"]+)"[^>]*>/g, (_tag, href: string) => {
    found.fetches.push(href);
    return '';
  });
  if (!found.entry) throw new Error('The app shell has no entry script: is it the deployed index.html?');
  found.modules = [...new Set([...found.modules, ...modules])].filter((src) => src !== found.entry);
  const block = `<script type="application/json" id="${DEFERRED_SCRIPTS_ID}">${JSON.stringify(found).replace(/</g, '\\u003c')}</script>`;
  return replaceOnce(rest, /<\/body>/, `    ${block}\n    <script>${DEFERRED_SCRIPTS_LOADER}</script>\n  </body>`, '</body>');
}

function replaceOnce(html: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(html)) throw new Error(`The app shell has no ${what}: is it the deployed index.html?`);
  return html.replace(pattern, () => replacement);
}

export async function renderDinerPage(whole: PrerenderedData, shell: AppShell): Promise<string> {
  // A big menu: its first screen rendered and inlined, the rest asked for by the app (./first-screen.ts).
  const data = firstScreenData(whole);
  const app = await renderDinerApp(data);
  const lang = prerenderedLanguage(data);
  const restaurant = data.page === 'menu' ? data.menu.restaurant : data.restaurant;
  const colours = Object.entries(brandingVariables(restaurant.branding))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  // As useDocumentTitle sets it: the restaurant on its menu, the page's own title on the chooser.
  const title = `${data.page === 'menu' ? restaurant.name : (await loadDictionary(lang)).chooseLanguage} | TableTap`;
  const path = prerenderedLocation(data.page, data.restaurantId).split('?')[0]!;
  const { indexable, canonicalPath } = pageIndexing(path);

  let html = shell.indexHtml;
  html = replaceOnce(html, /<html[^>]*>/, `<html lang="${lang}" dir="${isRtl(lang) ? 'rtl' : 'ltr'}" style="${colours}">`, '<html>');
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`, '<title>');
  html = html.replace(/<link rel="canonical" href="([^"]*)"\s*\/?>/, (_tag, href: string) =>
    canonicalPath ? `<link rel="canonical" href="${new URL(canonicalPath, href).href}" />` : '<meta name="robots" content="noindex" />',
  );
  if (!indexable && !html.includes('name="robots"')) html = html.replace('</head>', '<meta name="robots" content="noindex" />\n</head>');

  // The stylesheets, inlined where index.html linked its own (so the cascade keeps its order), the links dropped.
  const inlined = shell.styles.map(({ path: href, css }) => `<style data-href="${href}">${inlineCss(css)}</style>`).join('\n    ');
  html = html.replace(/\s*<link rel="stylesheet"[^>]*>/g, '');
  html = replaceOnce(html, /<\/head>/, `    ${inlined}\n  </head>`, '</head>');
  const dictionary = shell.dictionaries[lang];
  html = deferScripts(html, [...shell.scripts, ...(dictionary ? [dictionary] : [])]);

  const inlinedData = `<script type="application/json" id="${PRERENDERED_DATA_ID}">${serializePrerenderedData(data)}</script>`;
  return replaceOnce(html, /<div id="root"><\/div>/, `<div id="root">${app}</div>\n    ${inlinedData}`, '<div id="root"></div>');
}
