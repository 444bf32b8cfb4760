/**
 * `npm run bench`: measures the budgets of DESIGN.md section 10 and writes bench/report.md (+ report.json).
 * Figures are measured here, never asserted by timed tests. It starts its own local stack (in memory, seeded)
 * on the bench ports, so it can run beside `npm start`.
 *
 *   - web: every chunk's gzipped size; what each diner route really loads (Chromium), and whether it is clean;
 *     what each owner page loads for a signed-in owner (owner-area.ts)
 *   - Lighthouse mobile (Slow 4G, 4x CPU) LCP and score for /menu/{demo}, prerendered and as the app shell; for the landing page `/`, the scores of
 *     performance, accessibility, best practices and SEO
 *   - DynamoDB calls per menu-public, create-payment and (as the owner) setup request
 *   - Lambda bundles as CDK builds them: size against 500 KB and module-init time
 *   - an owner's edit to every language's prerendered menu page (prerender-delay.ts)
 *   - webhook to kitchen-screen message latency over 200 paid orders (latency.ts)
 *   - scale (issue 14, scale.ts): menu-public and create-payment on 10 / 100 / 1,000 items, webhook to kitchen at
 *     1 / 50 / 200 staff sockets, the board and analytics at 100 / 5,000 served orders (also `npm run bench:scale`)
 *   - money going back (issue 27, books.ts): the CSV export of 1,000 / 10,000 / 40,000 orders and its memory, and
 *     refund latency over 50 refunds on the sandbox gateway (also `npm run bench:books`)
 *   - tables at once (issue 28, tables.ts): 50 tables x 4 phones editing their shared carts at once: lost lines,
 *     convergence, propagation p50/p95 (also `npm run bench:tables`)
 */
// Before any AWS SDK client exists: its Node 20 end-of-support notice is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
import { execSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumPath, chromiumProblem, javaProblem } from '../infra/local/prerequisites';
import { startLocalStack } from '../infra/local/stack';
import { DINER_CSS_BUDGET_GZIP, DINER_JS_BUDGET_GZIP, dinerRoutes, measureFirstLoad, type FirstLoad } from '../test/support/first-load';
import { DINER_PATH_FUNCTIONS as DINER_PATH } from './lambda-bundles';
import { coldStartReport, measureColdStarts, prepareBaseline, BASELINE, type ColdStartFigures } from './cold-starts';
import { measureOwnerArea } from './owner-area';
import type { LatencyFigure } from './latency';
import type { ScaleFigures } from './scale';
import type { BooksFigures } from './books';
import type { TablesFigure } from './tables';
import { measurePrerenderDelay, type PrerenderDelayFigure } from './prerender-delay';
import { removePrerenderedMenu, runLandingLighthouse, runLighthouse, type LandingLighthouseFigure, type LighthouseFigure } from './lighthouse';
import { measureWeb } from './web-bundles';

const BENCH_PORTS = { web: 22173, api: 22001, ws: 22002, dynamo: 22800, cognito: 22229, s3: 22569, ses: 22505 };
const KB = 1024;
/** DESIGN.md 10: create-payment makes at most 5 DynamoDB calls. */
const CREATE_PAYMENT_CALL_BUDGET = 5;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;
const step = (message: string) => console.log(`- ${message}`);

const launchChromium = () =>
  chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });

async function measureOwnerPages(webUrl: string, owner: { email: string; password: string }): Promise<FirstLoad[]> {
  const browser = await launchChromium();
  try {
    return await measureOwnerArea(browser, webUrl, owner);
  } finally {
    await browser.close();
  }
}

async function measureDinerRoutes(webUrl: string, restaurantId: string): Promise<FirstLoad[]> {
  const browser = await launchChromium();
  try {
    const loads: FirstLoad[] = [];
    for (const route of dinerRoutes(restaurantId)) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      loads.push({ ...(await measureFirstLoad(page, webUrl + route.path)), url: route.name });
      await context.close();
    }
    return loads;
  } finally {
    await browser.close();
  }
}

/**
 * Issue 31's figures in one table, before and after. Measured before and after in this run: the functions (bundled from
 * BASELINE beside this checkout) and create-payment's calls (BASELINE's handler on the same carts). The web figures'
 * "before" cannot be rebuilt here (BASELINE's web app would need its own dev dependencies): they are the figures
 * measured at BASELINE with the same scripts, kept with their source in bench/issue31-before.json.
 */
function issue31Summary(f: {
  coldStarts: ColdStartFigures | { error: string };
  dynamo: { request: string; calls: number; before?: { calls: number } }[];
  landing: LandingLighthouseFigure | { error: string };
  diner: FirstLoad[];
  scale: ScaleFigures | { error: string };
}): string[] {
  const recorded = JSON.parse(readFileSync('bench/issue31-before.json', 'utf8')) as Record<string, { value: string; source: string }>;
  const rows: string[][] = [];
  const was = (key: string) => (recorded[key] ? `${recorded[key].value} (${recorded[key].source})` : 'not recorded');
  if (!('error' in f.coldStarts)) {
    const pairs = f.coldStarts.pairs;
    const ok = <T extends { error?: string }>(x: T | null | undefined): x is T => !!x && !x.error;
    const before = pairs.map((p) => p.before).filter(ok);
    const after = pairs.map((p) => p.after).filter(ok);
    const max = (xs: number[]) => Math.max(...xs);
    const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const diner = (set: typeof after) => set.filter((x) => DINER_PATH.includes(x.name));
    rows.push(
      ['1', `functions over ${kb(300 * KB)}`, `${before.filter((x) => x.bytes > 300 * KB).length} of ${before.length}`, `${after.filter((x) => x.bytes > 300 * KB).length} of ${after.length}`, '0'],
      ['1', 'bundle, median / largest', `${kb(med(before.map((x) => x.bytes)))} / ${kb(max(before.map((x) => x.bytes)))}`, `${kb(med(after.map((x) => x.bytes)))} / ${kb(max(after.map((x) => x.bytes)))}`, `<= ${kb(300 * KB)}`],
      ['1', 'module init, median / slowest (wall, median of 5)', `${ms(med(before.map((x) => x.initMs)))} / ${ms(max(before.map((x) => x.initMs)))}`, `${ms(med(after.map((x) => x.initMs)))} / ${ms(max(after.map((x) => x.initMs)))}`, '<= 150 ms'],
      ['1', 'functions with module init within 150 ms', `${before.filter((x) => x.initMs <= 150).length} of ${before.length}`, `${after.filter((x) => x.initMs <= 150).length} of ${after.length}`, 'all'],
      ['1', "module init, the diner's path, slowest", ms(max(diner(before).map((x) => x.initMs))), ms(max(diner(after).map((x) => x.initMs))), '<= 100 ms'],
      [
        '1',
        "the diner's path within 100 ms",
        `${diner(before).filter((x) => x.initMs <= 100).length} of ${diner(before).length}`,
        `${diner(after).filter((x) => x.initMs <= 100).length} of ${diner(after).length}`,
        'all',
      ],
      ['1', 'module init CPU, median (steadier on a busy machine)', ms(med(before.map((x) => x.initCpuMs))), ms(med(after.map((x) => x.initCpuMs))), ''],
    );
  }
  for (const d of f.dynamo.filter((x) => x.request.includes('create-payment'))) {
    rows.push(['2', `DynamoDB calls, ${d.request}`, d.before ? String(d.before.calls) : 'not measured', String(d.calls), '<= 5']);
  }
  if (!('error' in f.scale) && !('error' in f.scale.history)) {
    const board = (n: number) => (f.scale as ScaleFigures & { history: { request: string; servedOrders: number; bytes: number; calls: number }[] }).history.find((h) => h.request === 'orders list (the board)' && h.servedOrders === n);
    const small = board(100);
    const large = board(5000);
    if (small && large) rows.push(['3', "the board's reads at 5,000 served orders vs 100 (bytes; calls)", was('boardRatio'), `${(large.bytes / small.bytes).toFixed(2)}x; ${large.calls} vs ${small.calls}`, '<= 2x']);
  }
  if (!('error' in f.landing)) {
    rows.push(['4', 'landing `/`: Lighthouse mobile LCP', was('landingLcp'), `${(f.landing.lcpMs / 1000).toFixed(2)} s`, '<= 1.0 s']);
    rows.push([
      '4',
      'landing `/`: performance / accessibility / best practices / SEO',
      was('landingScores'),
      Object.values(f.landing.scores).map((v) => v.toFixed(0)).join(' / '),
      '100 each',
    ]);
  }
  if (f.diner.length) {
    const largest = f.diner.reduce((a, b) => (b.jsGzipBytes > a.jsGzipBytes ? b : a));
    rows.push(['5', "diner first-load JS, largest route (gzipped)", was('dinerJs'), `${kb(largest.jsGzipBytes)} (${largest.url})`, '<= 70 KB']);
  }
  for (const key of Object.keys(recorded).filter((k) => k.startsWith('bigMenu'))) {
    const after = bigMenusAfter[key];
    rows.push(['5', recorded[key]!.source.split(':')[0]!, recorded[key]!.value, after ?? 'see its section', '<= 1.0 s']);
  }
  return [
    `## Issue 31, fast from the first request: each figure before (${BASELINE}) and after`,
    '',
    '| goal | figure | before | after | budget |',
    '|---|---|---|---|---|',
    ...rows.map((r) => `| ${r.join(' | ')} |`),
    '',
    'Goal 1 and 2 "before" figures are measured in this run from the code before the issue; the others\' are the same measurements made at that commit, with their source.',
  ];
}

interface BigMenusReport {
  figures: { menu: string; items: number; inlinedItems: number; htmlBytes: number; htmlGzipBytes: number; lighthouse: { lcpMs: number; fcpMs: number; tbtMs: number; score: number } }[];
}

/** Filled from bench/report-big-menus.json when that section ran. */
const bigMenusAfter: Record<string, string> = {};

async function main() {
  // The machine first: Java for DynamoDB Local, Chromium for the diner routes and Lighthouse.
  const problems = [javaProblem(), chromiumProblem(process.env, 'the benchmark needs it', '')].filter((p) => p !== null);
  if (problems.length) {
    for (const problem of problems) console.error(problem);
    process.exit(1);
  }
  step('building the web app');
  execSync('npm run build:web', { stdio: 'ignore' });
  const web = measureWeb();

  step('starting the local stack (in memory, seeded)');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tabletap-bench-'));
  const stack = await startLocalStack({ ports: BENCH_PORTS, dataDir, inMemory: true, seed: true, serveWeb: true, quiet: true, log: () => {} });
  let diner: FirstLoad[] = [];
  let owner: FirstLoad[] | { error: string } = { error: 'not measured' };
  let lighthouse: LighthouseFigure | { error: string };
  let shellLighthouse: LighthouseFigure | { error: string } = { error: 'not measured' };
  let landing: LandingLighthouseFigure | { error: string };
  let dynamo: Awaited<ReturnType<typeof import('./dynamo-calls').measureDynamoCalls>> = [];
  let latency: LatencyFigure | { error: string } = { error: 'not measured' };
  let prerender: PrerenderDelayFigure | { error: string } = { error: 'not measured' };
  let scale: ScaleFigures | { error: string } = { error: 'not measured' };
  let books: BooksFigures | { error: string } = { error: 'not measured' };
  let tables: TablesFigure | { error: string } = { error: 'not measured' };
  try {
    const restaurantId = stack.demo!.restaurantId;
    step('measuring what each diner route loads');
    diner = await measureDinerRoutes(stack.urls.web, restaurantId);
    step('measuring what each owner page loads (signed in as the demo owner)');
    owner = await measureOwnerPages(stack.urls.web, { email: stack.demo!.email, password: stack.demo!.password }).catch((err: Error) => ({
      error: err.message.split('\n')[0]!,
    }));
    step('running Lighthouse on the menu (3 runs)');
    const menuUrl = `${stack.urls.web}/menu/${restaurantId}?table=5&lang=en`;
    lighthouse = await runLighthouse(menuUrl).catch((err: Error) => ({ error: err.message }));
    step('running Lighthouse on the same menu without its prerendered page (the app shell, as before issue 13; 3 runs)');
    shellLighthouse = await removePrerenderedMenu(stack.urls.s3, restaurantId)
      .then(() => runLighthouse(menuUrl))
      .catch((err: Error) => ({ error: err.message }));
    step('running Lighthouse on the landing page: performance, accessibility, best practices, SEO (3 runs)');
    landing = await runLandingLighthouse(`${stack.urls.web}/`).catch((err: Error) => ({ error: err.message }));
    step('counting DynamoDB calls per request');
    // Imported only now: the document client reads the stack's environment when it loads.
    const { baselineCreatePayment, measureDynamoCalls } = await import('./dynamo-calls');
    const { ownerIdToken } = await import('./latency');
    // create-payment as it was before issue 31 (BASELINE), counted beside today's on the same carts and table.
    const before = await baselineCreatePayment(prepareBaseline(step)).catch((err: Error) => {
      step(`create-payment of ${BASELINE} not measured: ${err.message.split('\n')[0]}`);
      return undefined;
    });
    dynamo = await measureDynamoCalls(stack.urls.api, restaurantId, await ownerIdToken(stack).catch(() => undefined), before);
    step("measuring an owner's edit to every language's prerendered menu page (5 renames)");
    prerender = await ownerIdToken(stack)
      .then((token) => measurePrerenderDelay(stack, token))
      .catch((err: Error) => ({ error: err.message }));
    step('measuring webhook to kitchen-screen latency (200 paid orders)');
    const { measureWebhookToKitchen } = await import('./latency');
    latency = await measureWebhookToKitchen(stack).catch((err: Error) => ({ error: err.message }));
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  // On a stack of its own, as `npm run bench:scale` runs it: this stack serves the web app, so menu-prerender would
  // render each seeded 1,000-item menu in 9 languages batch after batch, its reads landing in the counted requests
  // and the local stream poller (one process) holding the live messages behind it.
  step('measuring the scale curves (issue 14) on a stack of their own: menu size, staff sockets, order history (a few minutes)');
  try {
    execSync('npm run bench:scale', { stdio: 'ignore' });
    scale = JSON.parse(readFileSync('bench/report-scale.json', 'utf8')) as ScaleFigures;
  } catch (err) {
    scale = { error: (err as Error).message.split('\n')[0]! };
  }

  // Also on a stack of its own: 40,000 orders in the table, and an export process beside it.
  step('measuring money going back on a stack of its own: refund latency, the CSV export of 1,000 to 40,000 orders (a few minutes)');
  try {
    execSync('npm run bench:books', { stdio: 'ignore' });
    books = JSON.parse(readFileSync('bench/report-books.json', 'utf8')) as BooksFigures;
  } catch (err) {
    books = { error: (err as Error).message.split('\n')[0]! };
  }

  step('measuring 50 tables x 4 phones editing their shared carts at once, on a stack of its own');
  try {
    execSync('npm run bench:tables', { stdio: 'ignore' });
    tables = JSON.parse(readFileSync('bench/report-tables.json', 'utf8')) as TablesFigure;
  } catch (err) {
    tables = { error: (err as Error).message.split('\n')[0]! };
  }

  step('measuring prerendered menus of 300 and 1,000 dishes beside the demo (issue 31 goal 5), on a stack of their own');
  let bigMenus: BigMenusReport | { error: string };
  try {
    execSync('npx tsx bench/big-menus.ts --no-build --runs 3', { stdio: 'ignore' });
    bigMenus = JSON.parse(readFileSync('bench/report-big-menus.json', 'utf8')) as BigMenusReport;
    for (const figure of bigMenus.figures) {
      if (figure.items === 300 || figure.items === 1000) bigMenusAfter[`bigMenu${figure.items}Lcp`] = `${(figure.lighthouse.lcpMs / 1000).toFixed(2)} s`;
    }
  } catch (err) {
    bigMenus = { error: (err as Error).message.split('\n')[0]! };
  }

  step(`bundling every function as CDK does, from this checkout and from ${BASELINE} (before issue 31), and loading each 5 times`);
  let coldStarts: ColdStartFigures | { error: string };
  try {
    coldStarts = await measureColdStarts();
  } catch (err) {
    coldStarts = { error: (err as Error).message.split('\n')[0]! };
  }

  const lines: string[] = [];
  lines.push(`# TableTap benchmark (${new Date().toISOString()})`, '');
  lines.push('## Diner routes: first load (DESIGN.md 10: JS <= 100 KB gzipped, stretch 70; CSS <= 20 KB)', '');
  lines.push('| route | JS gzipped | CSS gzipped | files | forbidden code |', '|---|---:|---:|---:|---|');
  for (const load of diner) {
    const verdict = load.jsGzipBytes <= DINER_JS_BUDGET_GZIP && load.cssGzipBytes <= DINER_CSS_BUDGET_GZIP ? '' : ' (over budget)';
    const forbidden = Object.keys(load.forbidden).length ? Object.entries(load.forbidden).map(([k, v]) => `${k}: ${v.join(' ')}`).join('; ') : 'none';
    lines.push(`| ${load.url} | ${kb(load.jsGzipBytes)}${verdict} | ${kb(load.cssGzipBytes)} | ${load.assets.length} | ${forbidden} |`);
  }
  lines.push('', '## Owner area: first load, signed in (reported; no budget in DESIGN.md 10)', '');
  if ('error' in owner) lines.push(`Not measured: ${owner.error}`);
  else {
    lines.push('| page | JS gzipped | CSS gzipped | files | forbidden-for-diners code (expected here) |', '|---|---:|---:|---:|---|');
    for (const load of owner) {
      lines.push(`| ${load.url} | ${kb(load.jsGzipBytes)} | ${kb(load.cssGzipBytes)} | ${load.assets.length} | ${Object.keys(load.forbidden).join(', ') || 'none'} |`);
    }
  }
  lines.push('', '## Lighthouse, mobile preset (simulated Slow 4G, 4x CPU), /menu/{demo} (DESIGN.md 10: LCP <= 1.2 s, goal 1.0 s)', '');
  const lighthouseLine = (figure: LighthouseFigure | { error: string }) =>
    'error' in figure
      ? `Lighthouse failed: ${figure.error}`
      : `median of ${figure.runs} runs: LCP ${(figure.lcpMs / 1000).toFixed(2)} s, FCP ${(figure.fcpMs / 1000).toFixed(2)} s, ` +
        `TBT ${figure.tbtMs.toFixed(0)} ms, performance score ${figure.score.toFixed(0)}`;
  lines.push(`- The prerendered page (what diners get): ${lighthouseLine(lighthouse)}`);
  lines.push(`- The same menu without it (the app shell fetching menu-public, as before issue 13): ${lighthouseLine(shellLighthouse)}`);
  lines.push('', '## Landing', '', 'Lighthouse, mobile preset (simulated Slow 4G, 4x CPU), `/` (DESIGN.md 10: each reported, goal 100).', '');
  if ('error' in landing) lines.push(`Lighthouse failed: ${landing.error}`);
  else {
    lines.push(`Median of ${landing.runs} runs (LCP ${(landing.lcpMs / 1000).toFixed(2)} s, FCP ${(landing.fcpMs / 1000).toFixed(2)} s, TBT ${landing.tbtMs.toFixed(0)} ms):`, '');
    lines.push('| category | score | audits below 100 (any run) |', '|---|---:|---|');
    for (const [category, score] of Object.entries(landing.scores)) {
      const failed = landing.failedAudits[category as keyof typeof landing.failedAudits];
      lines.push(`| ${category} | ${score.toFixed(0)} | ${failed.join('; ') || 'none'} |`);
    }
  }
  lines.push(
    '',
    '## DynamoDB calls per request (budget: menu-public one query round; create-payment at most 5 calls; setup one query after the role check\'s GetItem and Query)',
    '',
  );
  lines.push(`| request | status | calls | calls before issue 31 (${BASELINE}, same request) | commands |`, '|---|---:|---:|---:|---|');
  for (const d of dynamo) {
    const verdict = d.request.includes('create-payment') && d.calls > CREATE_PAYMENT_CALL_BUDGET ? ` (over budget: ${CREATE_PAYMENT_CALL_BUDGET})` : '';
    const before = d.before ? `${d.before.calls} (${d.before.status})` : '';
    lines.push(`| ${d.request} | ${d.status} | ${d.calls}${verdict} | ${before} | ${d.commands.join(', ')} |`);
  }
  lines.push('', "## An owner's edit to the prerendered menu pages, local runtime (issue 13: within 5 s)", '');
  if ('error' in prerender) lines.push(`Not measured: ${prerender.error}`);
  else
    lines.push(
      `${prerender.edits} renames of the demo restaurant, each until all ${prerender.pages} pages (every offered language and none chosen) ` +
        `painted the new name: p50 ${ms(prerender.p50Ms)}, max ${ms(prerender.maxMs)}${prerender.maxMs <= 5_000 ? '' : ' (over 5 s)'}, ` +
        `not there after 30 s: ${prerender.missed}.`,
    );
  lines.push('', '## Webhook to kitchen screen, local runtime (budget p95 <= 300 ms)', '');
  if ('error' in latency) lines.push(`Not measured: ${latency.error}`);
  else
    lines.push(
      `${latency.orders} paid orders, one at a time (after ${latency.warmUpOrders} warm-up), signed checkout.session.completed POSTed ` +
        `to the webhook until order.changed(paid) reached a staff WebSocket: p50 ${ms(latency.p50Ms)}, p95 ${ms(latency.p95Ms)}` +
        `${latency.p95Ms <= latency.budgetP95Ms ? '' : ' (over budget)'}, max ${ms(latency.maxMs)}, missed ${latency.missed}; ` +
        `the webhook's own answer took p50 ${ms(latency.webhookP50Ms)}, p95 ${ms(latency.webhookP95Ms)} of that. ` +
        `Load average ${latency.loadAverage.before.toFixed(1)} before, ${latency.loadAverage.after.toFixed(1)} after (${cpus().length} cores).`,
    );
  lines.push('', '## Scale (issue 14)', '');
  if ('error' in scale) lines.push(`Not measured: ${scale.error}`);
  else {
    const { scaleReport } = await import('./scale');
    lines.push(...scaleReport(scale));
  }
  lines.push('', '## Money going back (issue 27)', '');
  if ('error' in books) lines.push(`Not measured: ${books.error}`);
  else {
    const { booksReport } = await import('./books');
    lines.push(...booksReport(books));
  }
  lines.push('', '## Tables at once (issue 28)', '');
  {
    const { tablesReport } = await import('./tables');
    lines.push(...tablesReport(tables));
  }
  lines.push('', '## SVG logo check (issue 24)', '');
  const { measureSvgCheck, svgCheckReport } = await import('./svg-check');
  lines.push(...svgCheckReport(await measureSvgCheck()));
  lines.push('', '## Web chunks (all)', '');
  lines.push('| chunk | raw | gzipped |', '|---|---:|---:|');
  for (const c of web.chunks) lines.push(`| ${c.file} | ${kb(c.bytes)} | ${kb(c.gzipBytes)} |`);
  lines.push('', '## Menus of every size (issue 31 goal 5): prerendered menus, Lighthouse mobile (median of 3)', '');
  if ('error' in bigMenus) lines.push(`Not measured: ${bigMenus.error}`);
  else {
    lines.push('| menu | dishes in the HTML | HTML raw | HTML gzipped | LCP | FCP | TBT | score |', '|---|---:|---:|---:|---:|---:|---:|---:|');
    for (const m of bigMenus.figures) {
      lines.push(
        `| ${m.menu} | ${m.inlinedItems} of ${m.items} | ${kb(m.htmlBytes)} | ${kb(m.htmlGzipBytes)} | ${(m.lighthouse.lcpMs / 1000).toFixed(2)} s | ` +
          `${(m.lighthouse.fcpMs / 1000).toFixed(2)} s | ${m.lighthouse.tbtMs.toFixed(0)} ms | ${m.lighthouse.score.toFixed(0)} |`,
      );
    }
  }
  lines.push('', '## Lambda bundles and cold starts (issue 31 goal 1), before and after', '');
  if ('error' in coldStarts) lines.push(`Not measured: ${coldStarts.error}`);
  else lines.push(...coldStartReport(coldStarts));
  lines.splice(1, 0, '', ...issue31Summary({ coldStarts, dynamo, landing, diner, scale }));
  const report = lines.join('\n') + '\n';
  mkdirSync('bench', { recursive: true });
  writeFileSync('bench/report.md', report);
  writeFileSync('bench/report.json', JSON.stringify({ diner, owner, lighthouse, shellLighthouse, landing, dynamo, prerender, latency, scale, books, tables, bigMenus, web, coldStarts }, null, 2));
  console.log('\n' + report);
  console.log('Written to bench/report.md and bench/report.json');
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
