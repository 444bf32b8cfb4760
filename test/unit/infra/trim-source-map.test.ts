/**
 * infra/trim-source-map.ts: a deployed bundle's source map keeps our own code only. What an operator reads must not
 * change for a frame in our code (file, line, function name), and a frame inside a library must not be passed off as
 * one of ours.
 */
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ownSources, trimMap, trimSourceMapFile } from '../../../infra/trim-source-map';

/** A bundle of our code calling a library that throws, or throwing itself, with esbuild's deployed map options. */
async function bundleWithLibrary(): Promise<{ dir: string; bundle: string }> {
  // Under a node_modules folder itself, as the bench's bundles are: only the project's own node_modules count.
  const parent = path.join(tmpdir(), 'node_modules');
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(path.join(parent, 'trim-map-'));
  mkdirSync(path.join(dir, 'node_modules', 'lib'), { recursive: true });
  writeFileSync(path.join(dir, 'node_modules', 'lib', 'package.json'), JSON.stringify({ name: 'lib', main: 'index.js' }));
  writeFileSync(
    path.join(dir, 'node_modules', 'lib', 'index.js'),
    ['exports.check = function check(value) {', '  if (value === "library") throw new Error("thrown in the library");', '  return value;', '};'].join('\n'),
  );
  mkdirSync(path.join(dir, 'src'));
  writeFileSync(
    path.join(dir, 'src', 'handler.ts'),
    [
      "import { check } from 'lib';",
      '',
      'export function priceOrder(where: string): string {',
      '  const checked = check(where);',
      "  if (checked === 'ours') throw new Error('thrown in our code');",
      '  return checked;',
      '}',
      '',
      'priceOrder(process.argv[2] ?? "");',
    ].join('\n'),
  );
  const bundle = path.join(dir, 'out', 'index.mjs');
  await build({ entryPoints: [path.join(dir, 'src', 'handler.ts')], absWorkingDir: dir, outfile: bundle, bundle: true, platform: 'node', format: 'esm', minify: true, sourcemap: true, sourcesContent: false, logLevel: 'silent' });
  return { dir, bundle };
}

function stackOf(bundle: string, where: string): string {
  try {
    execFileSync(process.execPath, ['--enable-source-maps', bundle, where], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (err) {
    return (err as { stderr: string }).stderr;
  }
  throw new Error('the bundle did not throw');
}

// Each test bundles and starts Node processes: generous on a busy 2-core machine.
describe('a deployed bundle’s source map, cut to our own code', { timeout: 30_000 }, () => {
  it('keeps our sources only, and the stack traces through our code read as before', async () => {
    const { dir, bundle } = await bundleWithLibrary();
    const before = stackOf(bundle, 'ours');
    trimSourceMapFile(`${bundle}.map`, dir);
    const map = JSON.parse(readFileSync(`${bundle}.map`, 'utf8')) as { sources: string[] };
    expect(map.sources).toEqual(['../src/handler.ts']);

    const after = stackOf(bundle, 'ours');
    expect(after).toContain('thrown in our code');
    expect(after).toMatch(/at priceOrder \(.*src\/handler\.ts:5:\d+\)/);
    expect(after.split('\n').filter((l) => l.includes('handler.ts'))).toEqual(before.split('\n').filter((l) => l.includes('handler.ts')));
  });

  it("shows a library's frame at its place in the bundle, never as a line of ours", async () => {
    const { dir, bundle } = await bundleWithLibrary();
    expect(stackOf(bundle, 'library')).toMatch(/node_modules\/lib\/index\.js:2:/);
    trimSourceMapFile(`${bundle}.map`, dir);
    const stack = stackOf(bundle, 'library');
    const frames = stack.split('\n').filter((l) => l.trim().startsWith('at '));
    // The throwing frame: in the bundle itself, mapped nowhere; the caller: our file and line.
    expect(frames[0]).toMatch(/out\/index\.mjs:\d+:\d+\)?$/);
    expect(frames[1]).toMatch(/src\/handler\.ts:4:\d+\)?$/);
  });

  it('re-encodes the mappings it keeps exactly', () => {
    // Three sources, one of them a library's; names, one used by the library's segment only.
    // AAAAA: col 0 -> a.ts 0:0 "one"; E: col 2 unmapped; ECAAC: col 4 -> y.js 0:0 "two"; ECEE: col 6 -> b.ts 2:2;
    // next line, AAEA: col 0 -> b.ts 4:2.
    const map = { version: 3, sources: ['../src/a.ts', '../node_modules/x/y.js', '../src/b.ts'], names: ['one', 'two'], mappings: 'AAAAA,E,ECAAC,ECEE;AAEA' };
    const keep = ownSources('/work/p/out', '/work/p');
    const trimmed = trimMap(map, keep);
    expect(trimmed.sources).toEqual(['../src/a.ts', '../src/b.ts']);
    expect(trimmed.names).toEqual(['one']);
    // The library's segment goes (col 2's unmapped segment already ends a.ts's mapping); b.ts becomes source 1.
    expect(trimmed.mappings).toBe('AAAAA,E,ICEE;AAEA');
    // Library code right after ours: an unmapped segment takes the library segment's place.
    expect(trimMap({ ...map, mappings: 'AAAAA,ECAAC,ECEE' }, keep).mappings).toBe('AAAAA,E,ECEE');
  });
});
