/**
 * A bench section run alone (`npm run bench:scale`, `bench:books`, `bench:tables`; `npm run bench` runs each so): on
 * a local stack of its own (in memory, seeded, without the web app) on the bench's ports, its report written to
 * bench/report-{name}.md and .json.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ScaleStack } from './scale/kit';

const BENCH_PORTS = { web: 22173, api: 22001, ws: 22002, dynamo: 22800, cognito: 22229, s3: 22569, ses: 22505 };

export async function runAlone<F>(name: string, title: string, measure: (stack: ScaleStack) => Promise<F>, report: (figures: F) => string[]): Promise<never> {
  const { javaProblem } = await import('../infra/local/prerequisites');
  const problem = javaProblem();
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  const { startLocalStack } = await import('../infra/local/stack');
  console.log('- starting the local stack (in memory, seeded)');
  const dataDir = mkdtempSync(path.join(tmpdir(), `tabletap-bench-${name}-`));
  const stack = await startLocalStack({ ports: BENCH_PORTS, dataDir, inMemory: true, seed: true, serveWeb: false, quiet: true, log: () => {} });
  let figures: F;
  try {
    figures = await measure(stack);
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const text = [`# TableTap benchmark: ${title} (${new Date().toISOString()})`, '', ...report(figures)].join('\n') + '\n';
  mkdirSync('bench', { recursive: true });
  writeFileSync(`bench/report-${name}.md`, text);
  writeFileSync(`bench/report-${name}.json`, JSON.stringify(figures, null, 2));
  console.log('\n' + text);
  console.log(`Written to bench/report-${name}.md and bench/report-${name}.json`);
  process.exit(0);
}

/** Runs `main` when the module is the script node was started with. */
export function isScript(moduleUrl: string): boolean {
  return Boolean(process.argv[1]) && path.resolve(process.argv[1]!) === new URL(moduleUrl).pathname;
}
