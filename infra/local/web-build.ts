/**
 * The production build of the web app (dist/web) that `npm start` serves: rebuilt with `npm run build:web` when it
 * is missing or older than any source file in web/ or shared/.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { LogLine } from './log';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
export const webDistDir = path.join(repoRoot, 'dist', 'web');
const webConfigFile = path.join(repoRoot, 'web', 'vite.config.ts');
const sourceDirs = [path.join(repoRoot, 'web'), path.join(repoRoot, 'shared')];

export type WebBuildState = 'no-web-app' | 'missing' | 'stale' | 'fresh';

function newestSourceMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSourceMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

export function webBuildState(): WebBuildState {
  if (!existsSync(webConfigFile)) return 'no-web-app';
  const index = path.join(webDistDir, 'index.html');
  if (!existsSync(index)) return 'missing';
  const builtAt = statSync(index).mtimeMs;
  const changedAt = Math.max(...sourceDirs.filter(existsSync).map(newestSourceMtime));
  return changedAt > builtAt ? 'stale' : 'fresh';
}

/** Builds when needed; throws with the build's output when the build fails. */
export async function ensureWebBuild(log: LogLine): Promise<void> {
  const state = webBuildState();
  if (state === 'no-web-app') {
    log('The web app is not there yet (web/vite.config.ts is missing): skipping the web build.');
    return;
  }
  if (state === 'fresh') return;
  log(state === 'missing' ? 'Building the web app (first run)...' : 'Building the web app (web/ or shared/ changed)...');
  const started = Date.now();
  await new Promise<void>((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'build:web'], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    let text = '';
    child.stdout.on('data', (d) => (text += d));
    child.stderr.on('data', (d) => (text += d));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`The web build failed (npm run build:web):\n${text.slice(-6000)}`)),
    );
  });
  log(`Web app built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
