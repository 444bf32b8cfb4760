/**
 * `npm test`: every test, with the local stack (DynamoDB Local, cognito-local, S3, API + WebSocket gateways,
 * stream poller, web build) started ONCE for the whole run.
 *   1. build the web app when stale
 *   2. start the stack on the test ports, in memory
 *   3. vitest: unit, integration (against the stack), infra
 *   4. Playwright: end-to-end journeys in Chromium against the same stack
 * It ends with one line "N passed, N failed" and exits non-zero when anything failed.
 *
 * Arguments are passed to vitest (e.g. `npm test -- --project unit`), except `*.spec.ts` files, which pick the
 * Playwright journeys to run (e.g. `npm test -- --e2e-only test/e2e/owner-setup.spec.ts`); `--no-e2e` skips
 * Playwright, `--e2e-only` skips vitest.
 *
 * Before anything else it checks the machine (Java for DynamoDB Local; Chromium unless --no-e2e) and stops with
 * one sentence per missing piece saying how to install it.
 */
import { spawn } from 'node:child_process';
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startLocalStack } from '../infra/local/stack';
import { ensureWebBuild } from '../infra/local/web-build';
import { findBusyPort } from '../infra/local/ports';
import { prerequisiteProblems, testRunPrerequisites } from '../infra/local/prerequisites';

/** Test ports: 21xxx, or the next free block (24xxx, 25xxx...) when another run holds them. */
async function freeTestPorts() {
  for (const base of [21000, 24000, 25000, 26000, 27000]) {
    const ports = { web: base + 173, api: base + 1, ws: base + 2, dynamo: base + 800, cognito: base + 229, s3: base + 569, ses: base + 505 };
    if (!(await findBusyPort(ports))) return ports;
  }
  throw new Error('No free block of test ports (21xxx, 24xxx-27xxx): is another test run still going?');
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

async function main() {
  const args = process.argv.slice(2);
  // First: a machine without Java or Chromium stops here in a second, not minutes later in an emulator or browser.
  const problems = prerequisiteProblems(testRunPrerequisites(args));
  if (problems.length) {
    for (const problem of problems) console.error(problem);
    process.exit(1);
  }
  const skipE2e = args.includes('--no-e2e');
  const e2eOnly = args.includes('--e2e-only');
  const e2eFiles = args.filter((a) => a.endsWith('.spec.ts')).map((a) => path.relative('test/e2e', a));
  const vitestArgs = args.filter((a) => a !== '--no-e2e' && a !== '--e2e-only' && !a.endsWith('.spec.ts'));
  const reports = mkdtempSync(path.join(tmpdir(), 'tabletap-test-'));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tabletap-stack-'));

  // The stack's own log (requests, handler errors behind a 500) goes to a file, shown when something fails.
  // Playwright empties test-results/ when it starts, so the lines are also kept here and the whole log is written
  // again at the end; appending as we go is only for watching a run, and never throws into the stack.
  const stackLog = path.resolve('test-results', 'stack.log');
  const stackLines: string[] = [];
  const writeStackLog = () => {
    mkdirSync(path.dirname(stackLog), { recursive: true });
    writeFileSync(stackLog, stackLines.map((l) => l + '\n').join(''));
  };
  writeStackLog();
  const logLine = (line: string) => {
    stackLines.push(line);
    try {
      appendFileSync(stackLog, line + '\n');
    } catch {
      // test-results/ was removed under us (Playwright's start): the final write puts every line back
    }
    if (process.env.TABLETAP_TEST_VERBOSE) console.log(line);
  };

  await ensureWebBuild((line) => console.log(line));
  const started = Date.now();
  const stack = await startLocalStack({
    ports: await freeTestPorts(),
    dataDir,
    inMemory: true,
    seed: true,
    serveWeb: true,
    quiet: !process.env.TABLETAP_TEST_VERBOSE,
    log: logLine,
  });
  console.log(`Local stack up in ${((Date.now() - started) / 1000).toFixed(1)} s (web ${stack.urls.web}, api ${stack.urls.api})`);

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...stack.functionEnv,
    TABLETAP_STACK: 'running',
    TABLETAP_WEB_URL: stack.urls.web,
    TABLETAP_API_URL: stack.urls.api,
    TABLETAP_WS_URL: stack.urls.ws,
    TABLETAP_COGNITO_URL: stack.urls.cognito,
    TABLETAP_COGNITO_DATA_DIR: stack.cognitoDataDir,
    USER_POOL_ID: stack.userPoolId,
    USER_POOL_CLIENT_ID: stack.userPoolClientId,
    TABLETAP_DEMO_EMAIL: stack.demo?.email ?? '',
    TABLETAP_DEMO_PASSWORD: stack.demo?.password ?? '',
    TABLETAP_DEMO_RESTAURANT_ID: stack.demo?.restaurantId ?? '',
  };

  let failedSteps = 0;
  let passed = 0;
  let failed = 0;
  try {
    if (!e2eOnly) {
      const vitestReport = path.join(reports, 'vitest.json');
      const code = await run(
        'npx',
        ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`, ...vitestArgs],
        env,
      );
      const report = readJson<{ numPassedTests: number; numFailedTests: number }>(vitestReport);
      passed += report?.numPassedTests ?? 0;
      failed += report?.numFailedTests ?? 0;
      if (code !== 0) failedSteps++;
    }
    if (!skipE2e) {
      const playwrightReport = path.join(reports, 'playwright.json');
      const code = await run('npx', ['playwright', 'test', '--config', 'test/e2e/playwright.config.ts', ...e2eFiles], {
        ...env,
        PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
      });
      const report = readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>(playwrightReport);
      passed += (report?.stats.expected ?? 0) + (report?.stats.flaky ?? 0);
      failed += report?.stats.unexpected ?? 0;
      if (code !== 0) failedSteps++;
    }
  } finally {
    await stack.stop();
    writeStackLog();
    rmSync(reports, { recursive: true, force: true });
    if (existsSync(dataDir)) rmSync(dataDir, { recursive: true, force: true });
  }
  if (failedSteps > 0 && failed === 0) failed = failedSteps; // a runner that crashed before reporting still fails
  if (failed > 0 || failedSteps > 0) console.log(`\nThe local stack's log of this run: ${path.relative(process.cwd(), stackLog)}`);
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(failed > 0 || failedSteps > 0 ? 1 : 0);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  console.log('\n0 passed, 1 failed');
  process.exit(1);
});
