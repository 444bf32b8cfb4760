/**
 * The start of the one-page Lighthouse benches (bench/landing.ts, bench/big-menus.ts): their arguments
 * (`--no-build`, `--runs N`), the machine's prerequisites, the web build, and a local stack of their own (in memory,
 * serving the web app) on the ports each names, removed again by `stop`.
 */
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { startLocalStack as StartLocalStack } from '../infra/local/stack';

type Ports = Parameters<typeof StartLocalStack>[0]['ports'];

export interface PageBench {
  runs: number;
  stack: Awaited<ReturnType<typeof StartLocalStack>>;
  stop: () => Promise<void>;
}

export async function startPageBench(name: string, ports: Ports, options: { seed: boolean }): Promise<PageBench> {
  const args = process.argv.slice(2);
  const runsAt = args.indexOf('--runs');
  const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 3;
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const { chromiumProblem, javaProblem } = await import('../infra/local/prerequisites');
  const problems = [javaProblem(), chromiumProblem(process.env, 'the benchmark needs it', '')].filter((p) => p !== null);
  if (problems.length) {
    for (const problem of problems) console.error(problem);
    process.exit(1);
  }
  if (!args.includes('--no-build')) {
    console.log('- building the web app');
    execSync('npm run build:web', { stdio: 'ignore' });
  }
  const { startLocalStack } = await import('../infra/local/stack');
  console.log(`- starting the local stack (in memory${options.seed ? ', seeded' : ''})`);
  const dataDir = mkdtempSync(path.join(tmpdir(), `tabletap-bench-${name}-`));
  const stack = await startLocalStack({ ports, dataDir, inMemory: true, seed: options.seed, serveWeb: true, quiet: true, log: () => {} });
  return {
    runs,
    stack,
    stop: async () => {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
