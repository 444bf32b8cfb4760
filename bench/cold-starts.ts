/**
 * `npm run bench:cold [-- --only menu-public,create-payment]`: issue 31 goal 1 in one run, before and after. Every function is bundled as CDK bundles it,
 * from this checkout and from BASELINE (the code just before issue 31's work), and imported 5 times each in fresh
 * Node processes, the two trees' runs interleaved so a busy machine weighs on both alike. Writes
 * bench/report-cold-starts.md and .json; `npm run bench` runs it too and puts the table in its report.
 *
 * The baseline is extracted with `git archive` into node_modules/.bench/ and its own dependencies installed there
 * from npm's cache (`npm install --omit=dev`; the first run takes a minute or two, later runs reuse it).
 */
import { execFileSync, execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  BUNDLE_BUDGET_BYTES,
  DINER_PATH_FUNCTIONS,
  INIT_RUNS,
  currentTree,
  initBudget,
  measureLambdasBeforeAfter,
  median,
  type LambdaFigure,
  type LambdaPair,
} from './lambda-bundles';

/** The last commit before issue 31's work (985fe31 was its first). */
export const BASELINE = '3df5b63';

const KB = 1024;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;

/** The baseline's tree with its own node_modules. */
export function prepareBaseline(log: (m: string) => void = () => {}): string {
  const dir = path.join(process.cwd(), 'node_modules', '.bench', `baseline-${BASELINE}`);
  const ready = path.join(dir, '.ready');
  if (existsSync(ready)) return dir;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  log(`extracting ${BASELINE} into ${path.relative(process.cwd(), dir)}`);
  execSync(`git archive ${BASELINE} functions shared infra package.json package-lock.json tsconfig.json | tar -x -C ${JSON.stringify(dir)}`);
  const sameLock = readFileSync(path.join(dir, 'package-lock.json'), 'utf8') === readFileSync('package-lock.json', 'utf8');
  if (sameLock) symlinkSync(path.join(process.cwd(), 'node_modules'), path.join(dir, 'node_modules'));
  else {
    log(`installing ${BASELINE}'s dependencies from npm's cache`);
    execFileSync('npm', ['install', '--omit=dev', '--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'ignore' });
  }
  writeFileSync(ready, new Date().toISOString());
  return dir;
}

export interface ColdStartFigures {
  baseline: string;
  runs: number;
  pairs: LambdaPair[];
  /**
   * The decision to bundle the AWS SDK, in figures: the diner's path from this checkout with the SDK left to the runtime
   * (`before` here) beside it bundled as deployed (`after`).
   */
  sdk?: LambdaPair[];
}

export async function measureColdStarts(log: (m: string) => void = () => {}, only?: string[]): Promise<ColdStartFigures> {
  const root = prepareBaseline(log);
  const pairs = await measureLambdasBeforeAfter(
    // As CDK bundled it then: no aliases, the AWS SDK left to the runtime (loaded from the tree's node_modules here),
    // whole source maps.
    { root, aliases: {}, externals: ['@aws-sdk/*'], outDir: path.join(root, '.bundles'), trimSourceMap: false, dropUnusedShared: false },
    undefined,
    (name) => log(`bundling and loading ${name}`),
    only,
  );
  log("the diner's path again with the AWS SDK left to the runtime, beside it bundled");
  const sdk = await measureLambdasBeforeAfter(
    { ...currentTree(path.join(process.cwd(), 'node_modules', '.bench', 'functions-sdk-external')), externals: ['@aws-sdk/*'] },
    undefined,
    (name) => log(`bundling and loading ${name} (SDK left to the runtime)`),
    (only ?? DINER_PATH_FUNCTIONS).filter((name) => DINER_PATH_FUNCTIONS.includes(name)),
  );
  return { baseline: BASELINE, runs: INIT_RUNS, pairs, sdk };
}

const ok = (f: LambdaFigure | null | undefined): f is LambdaFigure => !!f && !f.error;

export function coldStartReport(figures: ColdStartFigures): string[] {
  const { pairs } = figures;
  const after = pairs.map((p) => p.after).filter(ok);
  const before = pairs.map((p) => p.before).filter(ok);
  const overBytes = after.filter((f) => f.bytes > BUNDLE_BUDGET_BYTES);
  const overInit = after.filter((f) => f.initMs > initBudget(f.name));
  const diner = pairs.filter((p) => DINER_PATH_FUNCTIONS.includes(p.name));
  const lines: string[] = [];
  const summary = (label: string, set: LambdaFigure[]) =>
    set.length
      ? `${label}: bundles ${kb(Math.min(...set.map((f) => f.bytes)))} to ${kb(Math.max(...set.map((f) => f.bytes)))} ` +
        `(median ${kb(median(set.map((f) => f.bytes)))}); init ${ms(Math.min(...set.map((f) => f.initMs)))} to ` +
        `${ms(Math.max(...set.map((f) => f.initMs)))} (median ${ms(median(set.map((f) => f.initMs)))}), CPU median ${ms(median(set.map((f) => f.initCpuMs)))}`
      : `${label}: nothing measured`;
  lines.push(
    `Each function bundled as CDK bundles it (infra/function-bundling.ts) from this checkout and from ${figures.baseline} (before issue 31), ` +
      `module init = a fresh Node process (NODE_OPTIONS=--enable-source-maps, as deployed) importing the bundle, median of ${figures.runs} runs, ` +
      `the two trees interleaved. Budgets: bundle <= ${kb(BUNDLE_BUDGET_BYTES)}, init <= 150 ms, the diner's path (${DINER_PATH_FUNCTIONS.join(', ')}) <= 100 ms.`,
    '',
    `- ${summary(`Before (${before.length} functions)`, before)}`,
    `- ${summary(`After (${after.length} functions)`, after)}`,
    `- Over the bundle budget after: ${overBytes.length} of ${after.length}; over the init budget after: ${overInit.length} of ${after.length}`,
    `- The diner's path after: ${diner.map((p) => `${p.name} ${ok(p.after) ? ms(p.after.initMs) : 'not measured'}`).join(', ')}`,
  );
  if (figures.sdk?.length) {
    lines.push(
      '',
      "The AWS SDK, bundled (as deployed) or left to the Lambda runtime's copy (as before issue 31), for the diner's path, from this checkout:",
      '',
      '| function | bundle, SDK left out | bundle, SDK bundled | init, SDK left out | init, SDK bundled | CPU, SDK left out | CPU, SDK bundled |',
      '|---|---:|---:|---:|---:|---:|---:|',
      ...figures.sdk.map((p) =>
        ok(p.before) && ok(p.after)
          ? `| ${p.name} | ${kb(p.before.bytes)} | ${kb(p.after.bytes)} | ${ms(p.before.initMs)} | ${ms(p.after.initMs)} | ${ms(p.before.initCpuMs)} | ${ms(p.after.initCpuMs)} |`
          : `| ${p.name} | not measured | | | | | |`,
      ),
    );
  }
  lines.push(
    '',
    '| function | diner path | bundle before | bundle after | init before | init after | CPU before | CPU after | budgets after |',
    '|---|:---:|---:|---:|---:|---:|---:|---:|---|',
  );
  for (const p of pairs) {
    const b = p.before;
    const a = p.after;
    const cell = (f: LambdaFigure | null, pick: (f: LambdaFigure) => string) => (f === null ? 'new' : f.error ? `not built: ${f.error}` : pick(f));
    const verdict = a.error
      ? 'not built'
      : [a.bytes > BUNDLE_BUDGET_BYTES ? `bundle +${kb(a.bytes - BUNDLE_BUDGET_BYTES)}` : '', a.initMs > initBudget(p.name) ? `init over ${initBudget(p.name)} ms` : '']
          .filter(Boolean)
          .join(', ') || 'within';
    lines.push(
      `| ${p.name} | ${DINER_PATH_FUNCTIONS.includes(p.name) ? 'yes' : ''} | ${cell(b, (f) => kb(f.bytes))} | ${cell(a, (f) => kb(f.bytes))} | ` +
        `${cell(b, (f) => ms(f.initMs))} | ${cell(a, (f) => ms(f.initMs))} | ${cell(b, (f) => ms(f.initCpuMs))} | ${cell(a, (f) => ms(f.initCpuMs))} | ${verdict} |`,
    );
  }
  return lines;
}

async function main() {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const at = process.argv.indexOf('--only');
  const only = at >= 0 ? process.argv[at + 1]!.split(',') : undefined;
  const figures = await measureColdStarts((m) => console.log(`- ${m}`), only);
  const lines = [`# TableTap benchmark: cold starts, before and after issue 31 (${new Date().toISOString()})`, '', ...coldStartReport(figures)];
  writeFileSync('bench/report-cold-starts.md', lines.join('\n') + '\n');
  writeFileSync('bench/report-cold-starts.json', JSON.stringify(figures, null, 2));
  console.log('\n' + lines.join('\n'));
  console.log('\nWritten to bench/report-cold-starts.md and bench/report-cold-starts.json');
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve('bench/cold-starts.ts')) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
