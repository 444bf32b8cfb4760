/**
 * Each function bundled exactly as CDK bundles it (infra/function-bundling.ts: minified ESM with the AWS SDK inside,
 * the same aliases and defines, a source map), then its bundle size and its module-init time: a fresh Node process with
 * the function's NODE_OPTIONS (--enable-source-maps) importing the bundle, median of several runs.
 *
 * `measureLambdas` measures this checkout. `measureLambdasBeforeAfter` (bench/cold-starts.ts) measures the same
 * functions of an older commit beside them, runs interleaved so a busy machine weighs on both alike.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildFunction, FUNCTION_ALIASES, FUNCTION_EXTERNALS } from '../infra/function-bundling';
import { allFunctionNames, functionAccess } from '../infra/routes';

export interface LambdaFigure {
  name: string;
  bytes: number;
  /** Median wall time of the import, ms. */
  initMs: number;
  /** Median CPU time (user + system) of the import, ms: steadier than wall time on a busy machine. */
  initCpuMs: number;
  /** Set when the function could not be bundled or loaded (the figures are then 0). */
  error?: string;
}

/** The functions a diner waits on (issue 31 goal 1: init <= 100 ms; the others <= 150 ms). */
export const DINER_PATH_FUNCTIONS = ['menu-public', 'create-payment', 'order-public', 'stripe-webhook', 'ws-connect', 'ws-disconnect', 'ws-default'];
export const BUNDLE_BUDGET_BYTES = 300 * 1024;
export const INIT_BUDGET_MS = 150;
export const DINER_INIT_BUDGET_MS = 100;
export const initBudget = (name: string) => (DINER_PATH_FUNCTIONS.includes(name) ? DINER_INIT_BUDGET_MS : INIT_BUDGET_MS);

export const INIT_RUNS = 5;

/** What functions/lib/config.ts and the bindings check at start-up, with harmless values. */
const env = {
  ...process.env,
  TABLE_NAME: 'bench',
  JWT_ISSUER: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_bench',
  USER_POOL_CLIENT_ID: 'bench',
  AWS_REGION: 'us-east-1',
  LOG_LEVEL: 'SILENT',
  // Deployed functions that take payments are bound to Stripe (bindPayments); the bundles carry no sandbox.
  STRIPE_SECRET_KEY: 'sk_test_bench',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_bench',
  STRIPE_WEBHOOK_SECRET: 'whsec_bench',
  PUBLIC_API_URL: 'https://api.example.com',
  SITE_URL: 'https://app.example.com',
  MEDIA_BUCKET: 'bench-media',
  MEDIA_URL: 'https://media.example.com',
  SITE_BUCKET: 'bench-site',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  // As deployed (infra/stacks/function-defaults.ts).
  NODE_OPTIONS: '--enable-source-maps',
};

export interface Tree {
  /** The checkout to bundle from (its functions/, node_modules). */
  root: string;
  /** Its esbuild aliases (a tree from before infra/function-bundling.ts had none). */
  aliases: Record<string, string>;
  /** What it left out of the bundle (a tree from before issue 31 left the AWS SDK to the runtime). */
  externals: string[];
  /** Where its bundles go. */
  outDir: string;
  /** Whether its CDK cut the source maps to its own code (infra/trim-source-map.ts; not before issue 31). */
  trimSourceMap: boolean;
  /** Whether its bundles leave out the `shared/` values nothing reads (infra/unused-shared-values.ts; not before issue 31). */
  dropUnusedShared: boolean;
}

export const currentTree = (outDir = path.join(process.cwd(), 'node_modules', '.bench', 'functions')): Tree => ({
  root: process.cwd(),
  aliases: FUNCTION_ALIASES,
  externals: FUNCTION_EXTERNALS,
  outDir,
  trimSourceMap: true,
  dropUnusedShared: true,
});

/** The function names of a tree: its functions/*.ts entry files. */
export function functionNamesOf(root: string): string[] {
  return readdirSync(path.join(root, 'functions'))
    .filter((f) => f.endsWith('.ts'))
    .map((f) => f.slice(0, -3))
    .sort();
}

export async function bundleFunction(tree: Tree, name: string): Promise<string> {
  mkdirSync(tree.outDir, { recursive: true });
  const outfile = path.join(tree.outDir, `${name}.mjs`);
  await buildFunction({
    root: tree.root,
    name,
    outfile,
    images: functionAccess(name).needs.includes('images'),
    aliases: tree.aliases,
    externals: tree.externals,
    trimSourceMap: tree.trimSourceMap,
    dropUnusedShared: tree.dropUnusedShared,
  });
  return outfile;
}

/** One fresh process importing the bundle: [wall ms, CPU ms]. */
export function importOnce(file: string): [number, number] {
  const probe = path.join(path.dirname(file), 'init-probe.mjs');
  if (!existsSync(probe)) {
    writeFileSync(
      probe,
      'const cpu = process.cpuUsage(); const t = performance.now(); await import(process.argv[2]);\n' +
        'const used = process.cpuUsage(cpu); console.log(performance.now() - t, (used.user + used.system) / 1000);\n',
    );
  }
  const out = execFileSync(process.execPath, [probe, file], { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const [wall, cpu] = out.trim().split('\n').pop()!.split(' ').map(Number);
  return [wall!, cpu!];
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function figure(name: string, file: string, runs: [number, number][]): LambdaFigure {
  return { name, bytes: statSync(file).size, initMs: median(runs.map((r) => r[0])), initCpuMs: median(runs.map((r) => r[1])) };
}

const failed = (name: string, err: unknown): LambdaFigure => ({ name, bytes: 0, initMs: 0, initCpuMs: 0, error: (err as Error).message.split('\n')[0]! });

/** Every function of this checkout. */
export async function measureLambdas(tree: Tree = currentTree()): Promise<LambdaFigure[]> {
  const figures: LambdaFigure[] = [];
  for (const name of allFunctionNames().sort()) {
    try {
      const file = await bundleFunction(tree, name);
      const runs = Array.from({ length: INIT_RUNS }, () => importOnce(file));
      figures.push(figure(name, file, runs));
    } catch (err) {
      figures.push(failed(name, err));
    }
  }
  return figures;
}

export interface LambdaPair {
  name: string;
  before: LambdaFigure | null;
  after: LambdaFigure;
}

/** Every function of this checkout beside the same function of `before` (null where it did not exist then). */
export async function measureLambdasBeforeAfter(
  before: Tree,
  after: Tree = currentTree(),
  log: (m: string) => void = () => {},
  only?: string[],
): Promise<LambdaPair[]> {
  const beforeNames = new Set(functionNamesOf(before.root));
  const pairs: LambdaPair[] = [];
  for (const name of allFunctionNames().sort()) {
    if (only && !only.includes(name)) continue;
    log(name);
    let afterFile: string | undefined;
    let beforeFile: string | undefined;
    let afterError: LambdaFigure | undefined;
    let beforeError: LambdaFigure | undefined;
    try {
      afterFile = await bundleFunction(after, name);
    } catch (err) {
      afterError = failed(name, err);
    }
    if (beforeNames.has(name)) {
      try {
        beforeFile = await bundleFunction(before, name);
      } catch (err) {
        beforeError = failed(name, err);
      }
    }
    const afterRuns: [number, number][] = [];
    const beforeRuns: [number, number][] = [];
    for (let i = 0; i < INIT_RUNS; i++) {
      try {
        if (beforeFile) beforeRuns.push(importOnce(beforeFile));
      } catch (err) {
        beforeError ??= failed(name, err);
        beforeFile = undefined;
      }
      try {
        if (afterFile) afterRuns.push(importOnce(afterFile));
      } catch (err) {
        afterError ??= failed(name, err);
        afterFile = undefined;
      }
    }
    pairs.push({
      name,
      before: beforeError ?? (beforeFile ? figure(name, beforeFile, beforeRuns) : null),
      after: afterError ?? figure(name, afterFile!, afterRuns),
    });
  }
  return pairs;
}
