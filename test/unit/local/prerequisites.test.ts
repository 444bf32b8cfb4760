/**
 * The machine checks of `npm start`, `npm test` and `npm run bench` (infra/local/prerequisites.ts), each given a
 * fake environment: a PATH with no java or a stand-in `java` script, a CHROMIUM_PATH that is missing or not runnable.
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import playwrightConfig from '../../e2e/playwright.config';
import {
  chromiumPath,
  chromiumProblem,
  DEFAULT_CHROMIUM,
  javaProblem,
  prerequisiteProblems,
  testRunPrerequisites,
} from '../../../infra/local/prerequisites';

const root = mkdtempSync(path.join(tmpdir(), 'tabletap-prereq-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let dirs = 0;
/** A folder to use as PATH holding a `java` that prints `versionLine` on stderr and exits with `status`. */
function fakeJava(versionLine: string, status = 0): string {
  const dir = path.join(root, `bin-${dirs++}`);
  mkdirSync(dir);
  writeFileSync(path.join(dir, 'java'), `#!/bin/sh\necho '${versionLine}' >&2\nexit ${status}\n`);
  chmodSync(path.join(dir, 'java'), 0o755);
  return dir;
}
const emptyPath = path.join(root, 'empty-bin');
mkdirSync(emptyPath);
const fakeChromium = path.join(root, 'chromium');
writeFileSync(fakeChromium, '#!/bin/sh\nexit 0\n');
chmodSync(fakeChromium, 0o755);
const missingChromium = path.join(root, 'no-such-dir', 'chromium');

const INSTALL_JAVA = 'install Java 17 or newer (e.g. `sudo apt-get install -y openjdk-17-jre-headless`) and try again';

describe('javaProblem', () => {
  it('says how to install Java when no java is on the PATH', () => {
    expect(javaProblem({ PATH: emptyPath })).toBe(`Java was not found: DynamoDB Local needs it, so ${INSTALL_JAVA}.`);
  });
  it('refuses Java 8 and 11, naming the version found', () => {
    expect(javaProblem({ PATH: fakeJava('java version "1.8.0_402"') })).toBe(`Java 8 is too old for DynamoDB Local: ${INSTALL_JAVA}.`);
    expect(javaProblem({ PATH: fakeJava('openjdk version "11.0.22" 2024-01-16') })).toBe(`Java 11 is too old for DynamoDB Local: ${INSTALL_JAVA}.`);
  });
  it('accepts Java 17 and newer', () => {
    expect(javaProblem({ PATH: fakeJava('openjdk version "17.0.15" 2025-04-15') })).toBeNull();
    expect(javaProblem({ PATH: fakeJava('openjdk version "21" 2023-09-19') })).toBeNull();
  });
  it('catches a java that exists but does not run (a stub without a runtime)', () => {
    expect(javaProblem({ PATH: fakeJava('Unable to locate a Java Runtime.', 1) })).toBe(
      `Java on the PATH does not run (\`java -version\` failed): DynamoDB Local needs it, so ${INSTALL_JAVA}.`,
    );
  });
});

describe('chromiumProblem', () => {
  const sentence = (where: string) =>
    `Chromium was not found ${where}: the end-to-end tests need it, so install it (e.g. \`sudo apt-get install -y chromium\`) ` +
    'or set CHROMIUM_PATH to a Chromium executable, and try again (`npm test -- --no-e2e` skips them).';

  it('says how to install Chromium when CHROMIUM_PATH points to a missing file', () => {
    expect(chromiumProblem({ CHROMIUM_PATH: missingChromium })).toBe(sentence(`at CHROMIUM_PATH (${missingChromium})`));
  });
  it('refuses a file that cannot be run, a folder and an empty CHROMIUM_PATH', () => {
    const notExecutable = path.join(root, 'chromium.txt');
    writeFileSync(notExecutable, 'not a browser');
    expect(chromiumProblem({ CHROMIUM_PATH: notExecutable })).toBe(sentence(`at CHROMIUM_PATH (${notExecutable})`));
    expect(chromiumProblem({ CHROMIUM_PATH: root })).toBe(sentence(`at CHROMIUM_PATH (${root})`));
    expect(chromiumProblem({ CHROMIUM_PATH: '' })).toBe(sentence('at CHROMIUM_PATH (empty)'));
  });
  it('accepts an executable file', () => {
    expect(chromiumProblem({ CHROMIUM_PATH: fakeChromium })).toBeNull();
  });
  it('names who needs it and leaves out the way round when there is none (the benchmark)', () => {
    expect(chromiumProblem({ CHROMIUM_PATH: missingChromium }, 'the benchmark needs it', '')).toBe(
      `Chromium was not found at CHROMIUM_PATH (${missingChromium}): the benchmark needs it, so install it ` +
        '(e.g. `sudo apt-get install -y chromium`) or set CHROMIUM_PATH to a Chromium executable, and try again.',
    );
  });
  it("checks the very browser Playwright launches: Debian's by default, else CHROMIUM_PATH", () => {
    expect(chromiumPath({})).toBe(DEFAULT_CHROMIUM);
    expect(DEFAULT_CHROMIUM).toBe('/usr/bin/chromium');
    expect(chromiumPath({ CHROMIUM_PATH: fakeChromium })).toBe(fakeChromium);
    // The config read CHROMIUM_PATH when it loaded; the check must land on the same file.
    expect(playwrightConfig.use?.launchOptions?.executablePath).toBe(chromiumPath(process.env));
  });
});

describe('what npm test needs', () => {
  it('Java always (the local stack), Chromium unless --no-e2e', () => {
    expect(testRunPrerequisites([])).toEqual(['java', 'chromium']);
    expect(testRunPrerequisites(['--project', 'unit'])).toEqual(['java', 'chromium']);
    expect(testRunPrerequisites(['--e2e-only'])).toEqual(['java', 'chromium']);
    expect(testRunPrerequisites(['--no-e2e'])).toEqual(['java']);
    expect(testRunPrerequisites(['--project', 'unit', '--no-e2e'])).toEqual(['java']);
  });
  it('gives one sentence per missing piece, in order, and none for what is not needed', () => {
    const bare = { PATH: emptyPath, CHROMIUM_PATH: missingChromium };
    expect(prerequisiteProblems(['java', 'chromium'], bare)).toEqual([javaProblem(bare), chromiumProblem(bare)]);
    expect(prerequisiteProblems(testRunPrerequisites(['--no-e2e']), { ...bare, PATH: fakeJava('openjdk version "17.0.1"') })).toEqual([]);
    expect(prerequisiteProblems(['java', 'chromium'], { PATH: fakeJava('openjdk version "21.0.2"'), CHROMIUM_PATH: fakeChromium })).toEqual([]);
  });
});
