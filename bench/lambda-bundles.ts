/**
 * Each function bundled exactly as CDK bundles it (minified ESM, @aws-sdk/* external), then its bundle size and
 * its module-init time (a fresh Node process importing the bundle, median of several runs).
 */
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { allFunctionNames } from '../infra/routes';

export interface LambdaFigure {
  name: string;
  bytes: number;
  initMs: number;
  /** Set when the function could not be bundled or loaded (the figures are then 0). */
  error?: string;
}

const initRuns = 5;
const env = {
  ...process.env,
  TABLE_NAME: 'bench',
  JWT_ISSUER: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_bench',
  USER_POOL_CLIENT_ID: 'bench',
  AWS_REGION: 'us-east-1',
  LOG_LEVEL: 'SILENT',
  // The payment functions check these at start-up.
  STRIPE_WEBHOOK_SECRET: 'whsec_bench',
  PUBLIC_API_URL: 'https://api.example.com',
  SITE_URL: 'https://app.example.com',
  // The media functions (logos, menu photos, deletes that remove photo files) check these at start-up.
  MEDIA_BUCKET: 'bench-media',
  MEDIA_URL: 'https://media.example.com',
  // menu-prerender's site bucket (the prerendered pages).
  SITE_BUCKET: 'bench-site',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export async function measureLambdas(): Promise<LambdaFigure[]> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'tabletap-bench-'));
  const figures: LambdaFigure[] = [];
  for (const name of allFunctionNames().sort()) {
    try {
      figures.push(await measureOne(name, outDir));
    } catch (err) {
      figures.push({ name, bytes: 0, initMs: 0, error: (err as Error).message.split('\n')[0]! });
    }
  }
  return figures;
}

async function measureOne(name: string, outDir: string): Promise<LambdaFigure> {
  {
    const outfile = path.join(process.cwd(), 'node_modules', '.bench', `${name}.mjs`);
    await build({
      entryPoints: [`functions/${name}.ts`],
      outfile,
      bundle: true,
      platform: 'node',
      target: 'node22',
      format: 'esm',
      minify: true,
      mainFields: ['module', 'main'],
      external: ['@aws-sdk/*'],
      loader: { '.css': 'empty' },
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
      logLevel: 'silent',
    });
    const probe = path.join(outDir, `${name}-probe.mjs`);
    writeFileSync(
      probe,
      `const t = performance.now(); await import(${JSON.stringify(outfile)}); console.log(performance.now() - t);`,
    );
    const runs: number[] = [];
    for (let i = 0; i < initRuns; i++) {
      runs.push(Number(execFileSync(process.execPath, [probe], { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim().split('\n').pop()));
    }
    return { name, bytes: statSync(outfile).size, initMs: median(runs) };
  }
}
