/**
 * infra/unused-shared-values.ts: a function's bundle leaves out the `shared/` values it never reads (zod schemas built
 * at every cold start), and what it reads works as before.
 */
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { markPureValues, unusedSharedValues } from '../../../infra/unused-shared-values';

const root = path.resolve(__dirname, '../../..');

const SHARED_SCHEMAS = [
  "import * as z from 'zod';",
  "import { CODES, LIMITS } from './limits';",
  '',
  "const base = { note: z.string().max(LIMITS.note, 'note too long').optional() };",
  "export const usedSchema = z.strictObject({ name: z.string().min(1, 'name is required'), ...base });",
  'export const unusedSchema = z.object({',
  "  code: z.enum(CODES, 'not one of the unused codes'),",
  '  ...base,',
  '});',
  "export const unusedTable = CODES.map((code) => `${code}-unused-table`);",
  'export const greet = (name: string) => `hello ${name}, ${LIMITS.note}`;',
  'export const PLAIN = 42;',
].join('\n');

/** A function handler importing one schema of a `shared/` module that holds others. */
function project(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'unused-shared-'));
  mkdirSync(path.join(dir, 'shared'));
  mkdirSync(path.join(dir, 'functions'));
  writeFileSync(path.join(dir, 'shared', 'limits.ts'), "export const LIMITS = { note: 10 };\nexport const CODES = ['a', 'b'] as const;\n");
  writeFileSync(path.join(dir, 'shared', 'schemas.ts'), SHARED_SCHEMAS);
  writeFileSync(
    path.join(dir, 'functions', 'handler.ts'),
    [
      "import { usedSchema } from '../shared/schemas';",
      "const empty = usedSchema.safeParse({ name: '' });",
      "const long = usedSchema.safeParse({ name: 'Ann', note: 'far too long a note' });",
      "const extra = usedSchema.safeParse({ name: 'Ann', code: 'a' });",
      "console.log(JSON.stringify([empty.error?.issues[0]?.message, long.error?.issues[0]?.message, extra.success, usedSchema.parse({ name: 'Ann' }).name]));",
    ].join('\n'),
  );
  return dir;
}

async function bundle(dir: string, dropUnused: boolean): Promise<{ code: string; run: () => unknown }> {
  const outfile = path.join(dir, dropUnused ? 'out.mjs' : 'out-all.mjs');
  await build({
    absWorkingDir: dir,
    entryPoints: [path.join(dir, 'functions', 'handler.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    minify: true,
    nodePaths: [path.join(root, 'node_modules')],
    plugins: dropUnused ? [unusedSharedValues(path.join(dir, 'shared'))] : [],
    logLevel: 'silent',
  });
  return { code: readFileSync(outfile, 'utf8'), run: () => JSON.parse(execFileSync(process.execPath, [outfile], { encoding: 'utf8' })) };
}

describe('unused shared values', () => {
  it('leaves out the schemas and tables a function never reads, and what it reads validates as before', async () => {
    const dir = project();
    const kept = await bundle(dir, false);
    const trimmed = await bundle(dir, true);

    // Without the plugin, esbuild keeps every schema of the module (the check that this test can fail).
    expect(kept.code).toContain('not one of the unused codes');
    expect(kept.code).toContain('-unused-table');
    expect(trimmed.code).not.toContain('not one of the unused codes');
    expect(trimmed.code).not.toContain('-unused-table');
    expect(trimmed.code.length).toBeLessThan(kept.code.length);

    const expected = ['name is required', 'note too long', false, 'Ann'];
    expect(kept.run()).toEqual(expected);
    expect(trimmed.run()).toEqual(expected);
  }, 30_000);

  it('wraps only the values esbuild would keep, on the lines they were on', async () => {
    const marked = await markPureValues(SHARED_SCHEMAS, 'schemas.ts');
    const lines = marked.split('\n');
    expect(lines).toHaveLength(SHARED_SCHEMAS.split('\n').length);
    expect(lines[3]).toBe("const base = /* @__PURE__ */ (() => ({ note: z.string().max(LIMITS.note, 'note too long').optional() }))();");
    expect(lines[5]).toBe('export const unusedSchema = /* @__PURE__ */ (() => (z.object({');
    expect(lines[8]).toBe('})))();');
    // A function runs when called and a literal has nothing to keep: both stay as written.
    expect(lines[10]).toBe(SHARED_SCHEMAS.split('\n')[10]);
    expect(lines[11]).toBe('export const PLAIN = 42;');
    // Loading TypeScript's parser takes a while on a busy machine.
  }, 30_000);
});
