import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { withSiteOrigin } from '../shared/site-meta';
import { LANDING_PAGE_FILE, landingPageHtml } from './src/features/landing/prerender/landing-html';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * Serves `/config.json` from the file named by TABLETAP_WEB_CONFIG_FILE, for `vite` / `vite preview` runs.
 * In AWS the file is written next to the bundle at deploy time and `npm start` serves its own, so nothing
 * is baked into the build; this only spares a hand-made file in the source tree during development.
 */
function serveRuntimeConfigFromEnv(): Plugin {
  const file = process.env.TABLETAP_WEB_CONFIG_FILE;
  const middleware = (req: { url?: string }, res: import('node:http').ServerResponse, next: () => void) => {
    if (!file || req.url?.split('?')[0] !== '/config.json') return next();
    res.setHeader('Content-Type', 'application/json');
    res.setHeader('Cache-Control', 'no-store');
    res.end(readFileSync(file));
  };
  return {
    name: 'tabletap:runtime-config-from-env',
    configureServer: (server) => void server.middlewares.use(middleware),
    configurePreviewServer: (server) => void server.middlewares.use(middleware),
  };
}

/**
 * How the code is cut into files (DESIGN.md 10: /menu LCP <= 1.5 s on Slow 4G). Every file a page waits for costs a
 * round trip on a phone, so the diner's first load is a few files requested at once (and the bundler's 0.4 KB runtime):
 * - the entry (main.tsx and what it imports: config, route table, the data requests) plus the React-free code the
 *   diner's pages share with the main app: small, and it starts everything else before React is here;
 * - `react`: React and React DOM with the first render (render-app.tsx) and the small components both apps share
 *   (spinner, toasts), preloaded by index.html (preloadReactChunk below), so it downloads alongside the entry;
 * - `diner`: the code only the diner's pages use that every diner page needs (the diner app, its shared components),
 *   which the entry requests the moment it runs, with the page's own chunk beside it (the menu's is `diner-menu`; see
 *   dinerOnDemand) and the words of the diner's language (one chunk per language). The main app never downloads
 *   these files, and the diner never downloads the main app's code.
 */
const REACT_CHUNK = 'react';
const reactModules = /node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/](render-app|app[\\/]startup-error)\.tsx$/;
const dinerFolder = `${path.join(webRoot, 'src', 'features', 'diner')}${path.sep}`;
/** Each language's words, English's too: a chunk each, so a diner downloads only the words they read. */
const dinerDictionaries = /[\\/]diner[\\/]i18n[\\/]dictionaries[\\/]/;
/**
 * Diner code each diner needs only on some pages, or few diners need, loaded on demand in chunks of its own, not in
 * `diner` (issue 31 goal 5: no page's first load carries the others' code):
 * - the pages but the language chooser (features/diner/boot/diner-pages.ts): the menu (`diner-menu`, below), the start
 *   page, the cart, the order's success, cancel and printable receipt pages;
 * - a table's shared order (issue 28: only at a table's card), the notice of a pause of new orders with its words
 *   (issue 30 item 2: only while one is on), the menu hours' rule (issue 30 item 3: only for a menu with hours;
 *   shared/menu-hours.ts with it), the "Email me a receipt" form (shown once an order or a share of a bill reads
 *   paid), the Call waiter dialog (loaded when it is opened) and the options chooser (once the diner touches the menu).
 * What only these pages share among themselves goes in chunks of the bundler's making; what the menu shares with
 * another page stays in `diner`, since nearly every diner has the menu.
 */
const dinerOnDemand = /[\\/]diner[\\/](menu[\\/](menu-page\.tsx|menu-hours\.ts|call-waiter-dialog\.tsx|item-chooser-dialog\.tsx)|start[\\/]start-page\.tsx|cart[\\/]cart-page\.tsx|order[\\/](order-(receipt|success|cancel)-page\.(tsx|css)|receipt-form\.tsx)|table[\\/](?!last-table\.ts$).+|pause[\\/](pause-notice\.tsx|words[\\/].+))$/;
/** The pages among them (boot/diner-pages.ts). */
const dinerPages = /[\\/]diner[\\/](menu[\\/]menu-page|start[\\/]start-page|cart[\\/]cart-page|order[\\/]order-(receipt|success|cancel)-page)\.tsx$/;
const menuPageModule = path.join(dinerFolder, 'menu', 'menu-page.tsx');
/** The menu page and the code only it uses: the page every diner's journey passes through, and the one prerendered. */
const DINER_MENU_CHUNK = 'diner-menu';
const entryModule = path.join(webRoot, 'src', 'main.tsx');

type ChunkName = (id: string, ctx: Rolldown.ChunkingContext) => string | null;

function chunkNames(): Record<'react' | 'entry' | 'diner' | 'dinerMenu', ChunkName> {
  let initial: Set<string> | null = null;
  const dinerOnly = new Map<string, boolean>();

  function staticGraph(ctx: Rolldown.ChunkingContext): Set<string> {
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id)) return;
      seen.add(id);
      ctx.getModuleInfo(id)?.importedIds.forEach(visit);
    };
    visit(entryModule);
    return seen;
  }

  /** Reached only from diner code, and not part of the entry's static graph. */
  function isDinerOnly(id: string, ctx: Rolldown.ChunkingContext): boolean {
    initial ??= staticGraph(ctx);
    const known = dinerOnly.get(id);
    if (known !== undefined) return known;
    dinerOnly.set(id, true); // a cycle back here does not disqualify the module
    const info = ctx.getModuleInfo(id);
    const importers = info ? [...info.importers, ...info.dynamicImporters] : [];
    const verdict =
      !id.includes('node_modules') &&
      !initial.has(id) &&
      (id.startsWith(dinerFolder) || (importers.length > 0 && importers.every((importer) => isDinerOnly(importer, ctx))));
    dinerOnly.set(id, verdict);
    return verdict;
  }

  /**
   * The modules matching `stopAt` through which a module is reached, and 'core' when it is also reached without one
   * (from the diner app itself).
   */
  function reachedThrough(stopAt: RegExp, cache: Map<string, Set<string>>) {
    return (id: string, ctx: Rolldown.ChunkingContext): Set<string> => {
      let roots = cache.get(id);
      if (roots) return roots;
      const found = new Set<string>();
      const seen = new Set<string>();
      const visit = (module: string) => {
        if (seen.has(module)) return;
        seen.add(module);
        if (stopAt.test(module)) return void found.add(module);
        const info = ctx.getModuleInfo(module);
        const importers = info ? [...info.importers, ...info.dynamicImporters] : [];
        if (importers.length === 0) found.add('core');
        importers.forEach(visit);
      };
      visit(id);
      cache.set(id, (roots = found));
      return roots;
    };
  }
  /** The on-demand modules a module is reached through: only through them, it stays out of `diner`. */
  const onDemandRoots = reachedThrough(dinerOnDemand, new Map());
  /** The pages a module serves, the on-demand pieces they load included (a table's order serves the menu). */
  const pagesServed = reachedThrough(dinerPages, new Map());

  /**
   * In `diner`: reached from the diner app itself, or the menu page's and another page's. What only on-demand pieces
   * use stays out (a module outside the diner's folder, like shared/split.ts for a table's bill, costs nothing to the
   * first load either).
   */
  function inDinerChunk(id: string, ctx: Rolldown.ChunkingContext): boolean {
    if (dinerDictionaries.test(id) || !isDinerOnly(id, ctx)) return false;
    const roots = onDemandRoots(id, ctx);
    return roots.has('core') || (roots.has(menuPageModule) && pagesServed(id, ctx).size > 1);
  }

  /** In `diner-menu`: the menu page and what only it uses (with the on-demand pieces it loads). */
  function inDinerMenuChunk(id: string, ctx: Rolldown.ChunkingContext): boolean {
    if (dinerDictionaries.test(id) || !isDinerOnly(id, ctx)) return false;
    const roots = onDemandRoots(id, ctx);
    return !roots.has('core') && roots.has(menuPageModule) && pagesServed(id, ctx).size === 1;
  }

  /** Imported by diner code but also by the main app: the small pieces both apps share (spinner, toasts...). */
  function isSharedWithDiner(id: string, ctx: Rolldown.ChunkingContext): boolean {
    const importers = ctx.getModuleInfo(id)?.importers ?? [];
    return !id.includes('node_modules') && !isDinerOnly(id, ctx) && importers.some((importer) => isDinerOnly(importer, ctx));
  }

  /** Whether a module needs React to run: such code cannot sit in the entry, which must run before React arrives. */
  function needsReact(id: string, ctx: Rolldown.ChunkingContext, seen = new Set<string>()): boolean {
    if (reactModules.test(id)) return true;
    if (seen.has(id)) return false;
    seen.add(id);
    return (ctx.getModuleInfo(id)?.importedIds ?? []).some((imported) => needsReact(imported, ctx, seen));
  }

  return {
    react: (id, ctx) => (reactModules.test(id) || (isSharedWithDiner(id, ctx) && needsReact(id, ctx)) ? REACT_CHUNK : null),
    entry: (id, ctx) => {
      initial ??= staticGraph(ctx);
      return initial.has(id) || (isSharedWithDiner(id, ctx) && !needsReact(id, ctx)) ? 'entry' : null;
    },
    diner: (id, ctx) => (inDinerChunk(id, ctx) ? 'diner' : null),
    dinerMenu: (id, ctx) => (inDinerMenuChunk(id, ctx) ? DINER_MENU_CHUNK : null),
  };
}
const names = chunkNames();

/**
 * Adds `<link rel="modulepreload">` for the React chunk and the chunks it imports: main.tsx imports it dynamically
 * (so the entry runs before it arrives), and Vite preloads only static imports.
 */
function preloadReactChunk(): Plugin {
  return {
    name: 'tabletap:preload-react-chunk',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((output) => output.type === 'chunk');
        const react = chunks.find((chunk) => chunk.name === REACT_CHUNK);
        if (!react) throw new Error(`The ${REACT_CHUNK} chunk is missing from the build`);
        const files = new Set<string>();
        const add = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          chunks.find((chunk) => chunk.fileName === fileName)?.imports.forEach(add);
        };
        add(react.fileName);
        return [...files]
          .filter((fileName) => !html.includes(`/${fileName}"`))
          .map((fileName) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` }, injectTo: 'head' as const }));
      },
    },
  };
}

/** The file naming what a prerendered diner page needs (functions/lib/prerender/app-shell.ts reads it). */
export const DINER_PAGE_ASSETS_FILE = 'diner-page-assets.json';

/**
 * Writes DINER_PAGE_ASSETS_FILE beside index.html: the stylesheets a diner page paints with (the entry's, the diner
 * chunk's and the menu's, which the prerendered menu inlines, so it paints from its own HTML), the diner and menu
 * chunks and the chunks they import (preloaded, so hydration does not wait for them to be discovered) and each
 * language's words.
 */
function dinerPageAssets(): Plugin {
  return {
    name: 'tabletap:diner-page-assets',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const named = (name: string) => {
        const chunk = chunks.find((c) => c.name === name);
        if (!chunk) throw new Error(`The ${name} chunk is missing from the build`);
        return chunk;
      };
      const entry = named('entry');
      const diner = named('diner');
      const menu = named(DINER_MENU_CHUNK);
      const css = (chunk: (typeof chunks)[number]) => [...(chunk.viteMetadata?.importedCss ?? [])];
      const dictionaries = Object.fromEntries(
        chunks.flatMap((chunk) => {
          const language = /[\\/]diner[\\/]i18n[\\/]dictionaries[\\/](\w+)\.ts$/.exec(chunk.facadeModuleId ?? '')?.[1];
          return language ? [[language, `/${chunk.fileName}`]] : [];
        }),
      );
      const assets = {
        styles: [...new Set([...css(entry), ...css(diner), ...css(menu)])].map((file) => `/${file}`),
        scripts: [...new Set([diner.fileName, menu.fileName, ...diner.imports, ...menu.imports])]
          .filter((file) => file !== entry.fileName)
          .map((file) => `/${file}`),
        dictionaries,
      };
      this.emitFile({ type: 'asset', fileName: DINER_PAGE_ASSETS_FILE, source: JSON.stringify(assets, null, 2) });
    },
  };
}

/**
 * Writes LANDING_PAGE_FILE beside index.html (issue 31 goal 4): the landing page `/` rendered at build time, so its
 * hero paints from the HTML with no script or stylesheet to wait for (src/app/render-landing-page.tsx,
 * src/features/landing/prerender/landing-html.ts). It renders the app's own tree in Vite's SSR loader (a server in
 * middleware mode, no port, nothing fetched), and inlines the stylesheets of the chunks the page is made of: the
 * entry's, the main app's and the landing page's, with what they import.
 */
function prerenderLandingPage(): Plugin {
  return {
    name: 'tabletap:prerender-landing-page',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? path.join(webRoot, '..', 'dist', 'web');
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.name === 'entry');
      const facade = (source: string) => chunks.find((chunk) => chunk.facadeModuleId === path.join(webRoot, 'src', source));
      const app = facade('app/app.tsx');
      const landing = facade('features/landing/components/landing-page.tsx');
      if (!entry || !app || !landing) throw new Error('The entry, app or landing page chunk is missing from the build');
      const files = new Set<string>();
      const add = (fileName: string) => {
        if (files.has(fileName)) return;
        files.add(fileName);
        chunks.find((chunk) => chunk.fileName === fileName)?.imports.forEach(add);
      };
      [entry, app, landing].forEach((chunk) => add(chunk.fileName));
      const css = [...files].flatMap((fileName) => [...(chunks.find((chunk) => chunk.fileName === fileName)?.viteMetadata?.importedCss ?? [])]);
      const styles = [...new Set(css)].map((file) => ({ path: `/${file}`, css: readFileSync(path.join(outDir, file), 'utf8') }));
      const modules = [...files].filter((file) => file !== entry.fileName).map((file) => `/${file}`);

      const { createServer } = await import('vite');
      const server = await createServer({
        configFile: false,
        root: webRoot,
        logLevel: 'error',
        resolve: { alias: webAliases },
        plugins: [react()],
        server: { middlewareMode: true, hmr: false, ws: false },
        appType: 'custom',
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      let appHtml: string;
      try {
        const render = (await server.ssrLoadModule('/src/app/render-landing-page.tsx')) as typeof import('./src/app/render-landing-page');
        appHtml = await render.renderLandingApp();
      } finally {
        await server.close();
      }
      const indexHtml = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      writeFileSync(path.join(outDir, LANDING_PAGE_FILE), landingPageHtml({ indexHtml, appHtml, styles, modules }));
    },
  };
}

/**
 * The dev server fills the site's origin into index.html's canonical and Open Graph tags (shared/site-meta.ts), as the
 * local web server and the deployment do for the build; the build keeps the marker for them.
 */
function fillSiteOriginInDev(): Plugin {
  return {
    name: 'tabletap:site-origin-in-dev',
    apply: 'serve',
    transformIndexHtml(html, ctx) {
      return withSiteOrigin(html, ctx.server?.resolvedUrls?.local[0] ?? 'http://localhost:5173');
    },
  };
}

/** `@/` is web/src, `@shared/` the repository's shared/ (tsconfig.json paths, vitest.config.ts say the same). */
export const webAliases = [
  { find: /^@\//, replacement: `${path.join(webRoot, 'src')}/` },
  { find: /^@shared\//, replacement: `${path.join(webRoot, '..', 'shared')}/` },
];

export default defineConfig({
  root: webRoot,
  resolve: { alias: webAliases },
  plugins: [react(), serveRuntimeConfigFromEnv(), preloadReactChunk(), dinerPageAssets(), prerenderLandingPage(), fillSiteOriginInDev()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    // The manifest lets the bench (and a reviewer) see which chunks each route pulls in.
    manifest: true,
    target: 'es2022',
    // Every browser we target knows modulepreload (Safari since 17); the polyfill would cost the diner one more file.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Their dependencies stay where they are: pulling them in would drag shared code into these chunks.
            { name: names.react, priority: 3, includeDependenciesRecursively: false },
            // Merges into the entry chunk, since it holds main.tsx.
            { name: names.entry, priority: 2 },
            { name: names.diner, priority: 1, includeDependenciesRecursively: false },
            { name: names.dinerMenu, priority: 1, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
