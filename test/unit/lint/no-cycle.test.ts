/**
 * No import cycles (issue 26): `npm run lint` refuses a module graph that loops (eslint.config.js, import/no-cycle).
 * Control sources are linted through ESLint's Node API with the repository's own config, never left in the tree: the
 * sandbox gateway's records.ts (which events.ts imports) is given an import of events.ts, which closes a loop; the
 * same file as it is passes.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const RECORDS = 'functions/lib/payments/sandbox/records.ts';

let eslint: ESLint;

async function cycleErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import/no-cycle' || m.fatal).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('lint: no import cycles', () => {
  beforeAll(() => {
    eslint = new ESLint({ cwd: root });
  });

  it('refuses a module importing one that imports it back', async () => {
    const looped = `import { sandboxEvent } from './events';\nexport const again = sandboxEvent;\n${readFileSync(`${root}${RECORDS}`, 'utf8')}`;
    expect(await cycleErrors(RECORDS, looped)).toEqual([expect.stringMatching(/^import\/no-cycle: Dependency cycle detected/)]);
  });

  it('does not count a type-only import, which is gone at run time', async () => {
    const typeOnly = `import type { SandboxEvent } from './events';\nexport type Again = SandboxEvent;\n${readFileSync(`${root}${RECORDS}`, 'utf8')}`;
    expect(await cycleErrors(RECORDS, typeOnly)).toEqual([]);
  });

  it('allows the module as it is', async () => {
    expect(await cycleErrors(RECORDS, readFileSync(`${root}${RECORDS}`, 'utf8'))).toEqual([]);
  });
});
