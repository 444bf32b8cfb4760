/**
 * What `npm start`, `npm test` and `npm run bench` need from the machine, checked before anything starts so each
 * gap is one clear sentence (instead of an emulator or a browser failing minutes later).
 *   - Java 17+ on the PATH, for DynamoDB Local (every local stack)
 *   - Chromium at CHROMIUM_PATH or /usr/bin/chromium, for Playwright's end-to-end tests and the benchmark
 * Each check takes the environment to look in, so tests can hand it a fake one.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';

const MIN_JAVA = 17;
/** Debian's Chromium; Playwright (test/e2e/playwright.config.ts) and the benchmark use the same default. */
export const DEFAULT_CHROMIUM = '/usr/bin/chromium';

export type Prerequisite = 'java' | 'chromium';

/** null when Java 17+ is on the PATH of `env`, else the sentence to print. */
export function javaProblem(env: NodeJS.ProcessEnv = process.env): string | null {
  // With `env` given, spawnSync looks `java` up on env.PATH.
  const result = spawnSync('java', ['-version'], { encoding: 'utf8', env, timeout: 30_000 });
  const install = 'install Java 17 or newer (e.g. `sudo apt-get install -y openjdk-17-jre-headless`) and try again';
  const code = (result.error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'ENOENT' || code === 'EACCES') return `Java was not found: DynamoDB Local needs it, so ${install}.`;
  if (result.error) return `Java did not answer \`java -version\` (${result.error.message}): DynamoDB Local needs it, so ${install}.`;
  // `java -version` prints e.g. `openjdk version "17.0.12"` (or "1.8.0_402" for Java 8) on stderr.
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) {
    // e.g. macOS's /usr/bin/java stub without a JDK: it exists but only says "Unable to locate a Java Runtime".
    return result.status === 0 ? null : `Java on the PATH does not run (\`java -version\` failed): DynamoDB Local needs it, so ${install}.`;
  }
  const major = match[1] === '1' ? Number(match[2]) : Number(match[1]);
  return major >= MIN_JAVA ? null : `Java ${major} is too old for DynamoDB Local: ${install}.`;
}

/** The Chromium executable Playwright and the benchmark launch: CHROMIUM_PATH when set, else Debian's. */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM;
}

function isExecutableFile(file: string): boolean {
  try {
    if (!statSync(file).isFile()) return false;
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * null when the Chromium of `chromiumPath(env)` is an executable file, else the sentence to print. `needs` names who
 * needs it; `skip` is an optional way round (e.g. `npm test -- --no-e2e`).
 */
export function chromiumProblem(
  env: NodeJS.ProcessEnv = process.env,
  needs = 'the end-to-end tests need it',
  skip = '`npm test -- --no-e2e` skips them',
): string | null {
  const executable = chromiumPath(env);
  if (isExecutableFile(executable)) return null;
  const where = env.CHROMIUM_PATH === undefined ? `at ${executable}` : `at CHROMIUM_PATH (${executable || 'empty'})`;
  return (
    `Chromium was not found ${where}: ${needs}, so install it (e.g. \`sudo apt-get install -y chromium\`) ` +
    `or set CHROMIUM_PATH to a Chromium executable, and try again${skip ? ` (${skip})` : ''}.`
  );
}

/** What `npm test` with these arguments needs: Java always (it starts the local stack), Chromium unless --no-e2e. */
export function testRunPrerequisites(args: readonly string[]): Prerequisite[] {
  return args.includes('--no-e2e') ? ['java'] : ['java', 'chromium'];
}

/** One sentence per missing prerequisite, in the order asked; empty when the machine has them all. */
export function prerequisiteProblems(needed: readonly Prerequisite[], env: NodeJS.ProcessEnv = process.env): string[] {
  const problems = needed.map((what) => (what === 'java' ? javaProblem(env) : chromiumProblem(env)));
  return problems.filter((problem): problem is string => problem !== null);
}
