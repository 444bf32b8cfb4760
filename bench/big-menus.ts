/**
 * `npx tsx bench/big-menus.ts [--no-build] [--runs N]`: prerendered menus of every size (issue 31 goal 5). Builds the
 * web app (unless --no-build), starts a local stack of its own (in memory, seeded with the demo, serving the web app,
 * on ports 28xxx: beside `npm start`, the other benches and test runs, 21xxx and 24xxx-27xxx), builds two
 * restaurants as bench:scale does (bench/scale/menus.ts: descriptions, prices, a third of the dishes with a required
 * and an optional option group):
 * 300 dishes in 15 categories and 1,000 in 40, in English and Spanish, and waits until menu-prerender (fed by the
 * local stream poller) has written their pages. Then, for those two and the demo menu as reference, the page diners
 * get, /menu/{id}?table=5&lang=en: its HTML bytes (raw and gzipped) and Lighthouse's mobile preset (median of N runs:
 * LCP, FCP, TBT, performance). Writes bench/report-big-menus.md and .json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { runLighthouse, type LighthouseFigure } from './lighthouse';
import { startPageBench } from './page-bench';

const PORTS = { web: 28173, api: 28001, ws: 28002, dynamo: 28800, cognito: 28229, s3: 28569, ses: 28505 };
const SIZES = [
  { items: 300, categories: 15 },
  { items: 1000, categories: 40 },
] as const;
/** LCP goal of issue 31 goal 5 (DESIGN.md 10's budget is 1.2 s). */
const LCP_GOAL_MS = 1000;
const PRERENDER_LIMIT_MS = 180_000;

export interface BigMenuFigure {
  menu: string;
  items: number;
  categories: number;
  /** The items the page's HTML carries (a big menu's first screen, the rest asked for by the app). */
  inlinedItems: number;
  htmlBytes: number;
  htmlGzipBytes: number;
  lighthouse: LighthouseFigure | { error: string };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Inlined {
  menu: { items: unknown[]; categories: unknown[] };
  /** A big menu's page inlines its first screen only (web/src/features/diner/prerender/first-screen.ts). */
  firstScreen?: { items: number };
}

function inlined(html: string): Inlined | null {
  const json = /<script type="application\/json" id="tabletap-prerendered">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) return null;
  try {
    const data = JSON.parse(json) as Partial<Inlined>;
    return data.menu?.items ? (data as Inlined) : null;
  } catch {
    return null;
  }
}

/** The items of the menu the page was rendered from, or -1 when it is not a prerendered menu. */
function prerenderedItems(html: string): number {
  const data = inlined(html);
  return data ? (data.firstScreen?.items ?? data.menu.items.length) : -1;
}

/** Until the page has all `items` and has not changed for 4 s (the seeding's later writes render it again). */
async function waitForPrerender(url: string, items: number): Promise<string> {
  const started = performance.now();
  let last = '';
  let sameSince = 0;
  for (;;) {
    const html = await (await fetch(url)).text();
    if (prerenderedItems(html) === items) {
      if (html === last) {
        if (performance.now() - sameSince >= 4_000) return html;
      } else sameSince = performance.now();
    }
    last = html;
    if (performance.now() - started > PRERENDER_LIMIT_MS) throw new Error(`${url} had no prerendered page of ${items} items after ${PRERENDER_LIMIT_MS / 1000} s`);
    await sleep(500);
  }
}

async function main() {
  const { runs, stack, stop } = await startPageBench('big-menus', PORTS, { seed: true });
  const figures: BigMenuFigure[] = [];
  try {
    // Imported only now: the document client reads the stack's environment when it loads.
    const c = await import('../functions/lib/composition');
    const { menuRestaurant } = await import('./scale/menus');
    const menus = [{ menu: 'demo', id: stack.demo!.restaurantId, items: 0, categories: 0 }];
    for (const size of SIZES) {
      const started = performance.now();
      const { id } = await menuRestaurant(c, size.items, { categories: size.categories, languages: ['en', 'es'] });
      console.log(`- ${size.items} items in ${size.categories} categories seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      menus.push({ menu: `${size.items} items`, id, ...size });
    }
    for (const menu of menus) {
      const url = `${stack.urls.web}/menu/${menu.id}?table=5&lang=en`;
      const html = menu.items ? await waitForPrerender(url, menu.items) : await (await fetch(url)).text();
      if (prerenderedItems(html) < 0) throw new Error(`${url} is not a prerendered menu page`);
      const page = inlined(html)!;
      const shown = menu.items ? menu : { ...menu, items: prerenderedItems(html), categories: page.menu.categories.length };
      console.log(`- running Lighthouse on the ${menu.menu} menu (${runs} runs)`);
      const lighthouse = await runLighthouse(url, runs).catch((err: Error) => ({ error: err.message }));
      figures.push({
        menu: menu.menu,
        items: shown.items,
        categories: shown.categories,
        inlinedItems: page.menu.items.length,
        htmlBytes: Buffer.byteLength(html),
        htmlGzipBytes: gzipSync(html).length,
        lighthouse,
      });
    }
  } finally {
    await stop();
  }
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const lines = [
    `# TableTap benchmark: prerendered menus of every size (${new Date().toISOString()})`,
    '',
    `Lighthouse mobile (simulated Slow 4G, 4x CPU), median of ${runs} runs, /menu/{id}?table=5&lang=en as prerendered; issue 31 goal 5: LCP <= ${s(LCP_GOAL_MS)}.`,
    '',
    '| menu | items | categories | items in the HTML | HTML | HTML gzipped | LCP | FCP | TBT | performance |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...figures.map((f) => {
      const lh = 'error' in f.lighthouse ? null : f.lighthouse;
      const cells = lh
        ? [`${s(lh.lcpMs)}${lh.lcpMs <= LCP_GOAL_MS ? '' : ' (over)'}`, s(lh.fcpMs), `${Math.round(lh.tbtMs)} ms`, String(lh.score)]
        : ['failed', '', '', ''];
      return `| ${f.menu} | ${f.items} | ${f.categories} | ${f.inlinedItems} | ${kb(f.htmlBytes)} | ${kb(f.htmlGzipBytes)} | ${cells.join(' | ')} |`;
    }),
    '',
    ...figures.flatMap((f) => ('error' in f.lighthouse ? [`- Lighthouse failed on the ${f.menu} menu: ${f.lighthouse.error}`] : [])),
  ];
  const text = lines.join('\n') + '\n';
  mkdirSync('bench', { recursive: true });
  writeFileSync('bench/report-big-menus.md', text);
  writeFileSync('bench/report-big-menus.json', JSON.stringify({ runs, figures }, null, 2));
  console.log('\n' + text);
  process.exit(0);
}

void main();
