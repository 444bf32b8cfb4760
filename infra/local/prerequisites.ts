/** What `npm start` needs from the machine, checked before anything starts so each gap is one clear sentence. */
import { spawnSync } from 'node:child_process';

const MIN_JAVA = 17;

/** null when Java 17+ is on the PATH, else the sentence to print. */
export function javaProblem(): string | null {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  const install = 'install Java 17 or newer (e.g. `sudo apt-get install -y openjdk-17-jre-headless`) and try again';
  if (result.error) return `Java was not found: DynamoDB Local needs it, so ${install}.`;
  // `java -version` prints e.g. `openjdk version "17.0.12"` (or "1.8.0_402" for Java 8) on stderr.
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return null;
  const major = match[1] === '1' ? Number(match[2]) : Number(match[1]);
  return major >= MIN_JAVA ? null : `Java ${major} is too old for DynamoDB Local: ${install}.`;
}
