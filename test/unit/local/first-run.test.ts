/**
 * A newcomer's first run: `npm test` and `npm start` on a machine without Java or Chromium stop within seconds with
 * the sentence of infra/local/prerequisites.ts, before building the web app or starting any emulator. The scripts
 * run for real (node --import tsx, as the npm scripts do) with a fake PATH / CHROMIUM_PATH.
 */
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chromiumProblem, javaProblem } from '../../../infra/local/prerequisites';

const repo = path.resolve(import.meta.dirname, '../../..');
const root = mkdtempSync(path.join(tmpdir(), 'tabletap-first-run-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const noJava = path.join(root, 'empty-bin');
mkdirSync(noJava);
const java17 = path.join(root, 'java17-bin');
mkdirSync(java17);
writeFileSync(path.join(java17, 'java'), `#!/bin/sh\necho 'openjdk version "17.0.15" 2025-04-15' >&2\n`);
chmodSync(path.join(java17, 'java'), 0o755);
const chromium = path.join(root, 'chromium');
writeFileSync(chromium, '#!/bin/sh\nexit 0\n');
chmodSync(chromium, 0o755);
const missingChromium = path.join(root, 'missing', 'chromium');

/** Anything slower than this has gone past the check (web build, emulators): it is stopped and the test fails. */
const LIMIT_MS = 30_000;

interface Outcome {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

function runScript(script: string, args: string[], env: Record<string, string>): Promise<Outcome> {
  const started = Date.now();
  const base = { HOME: process.env.HOME ?? root, TMPDIR: root, TABLETAP_DATA_DIR: path.join(root, 'data') };
  // Its own process group, so a run that got past the check is stopped with whatever it started.
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: repo, env: { ...base, ...env }, detached: true });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), LIMIT_MS);
  return new Promise((resolve) => {
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, ms: Date.now() - started });
    });
  });
}

function expectStoppedEarly(outcome: Outcome, sentences: string[]) {
  expect(outcome.stderr.trim().split('\n')).toEqual(sentences);
  expect(outcome.code).toBe(1);
  expect(outcome.ms).toBeLessThan(LIMIT_MS);
  // Nothing was built or started: test/run.ts and start.ts print these on their way up.
  expect(outcome.stdout).not.toMatch(/Local stack up|Starting TableTap|Building the web app|vite/i);
}

describe('npm test on a bare machine', () => {
  it('without Java: stops with the Java sentence', async () => {
    const env = { PATH: noJava, CHROMIUM_PATH: chromium };
    expectStoppedEarly(await runScript('test/run.ts', [], env), [javaProblem(env)!]);
  }, 60_000);

  it('without Chromium: stops with the Chromium sentence', async () => {
    const env = { PATH: java17, CHROMIUM_PATH: missingChromium };
    const outcome = await runScript('test/run.ts', [], env);
    expectStoppedEarly(outcome, [chromiumProblem(env)!]);
    expect(outcome.stderr).toContain('sudo apt-get install -y chromium');
  }, 60_000);

  it('with --no-e2e: Chromium is not asked for (only the missing Java stops it)', async () => {
    const env = { PATH: noJava, CHROMIUM_PATH: missingChromium };
    expectStoppedEarly(await runScript('test/run.ts', ['--no-e2e'], env), [javaProblem(env)!]);
  }, 60_000);
});

describe('npm start on a bare machine', () => {
  it('without Java: stops with the Java sentence, and does not ask for Chromium', async () => {
    const env = { PATH: noJava, CHROMIUM_PATH: missingChromium };
    expectStoppedEarly(await runScript('infra/local/start.ts', [], env), [javaProblem(env)!]);
  }, 60_000);
});
