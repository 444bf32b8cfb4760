/**
 * `npm run bench:svg` (and a section of `npm run bench`): the SVG logo check's time against the document's size
 * (issue 24 defect 1: a `url(` pattern made it grow with the square of the size; 160 KB took 22 s and held the stack).
 * In process, no stack: `checkLogo` (the one-pass scan logo-confirm runs on every byte of an SVG) on documents of
 * 16 KB to 1 MB in shapes made to be slow, and, for the sizes a logo may have (under LOGO_SVG_MAX_BYTES), the whole
 * confirm's decoding (`logoToPng`: the scan then librsvg through sharp). Linear means 4x the time for 4x the bytes;
 * quadratic, 16x. The checker before the fix is timed too where it finishes in seconds (up to 64 KB).
 * Writes bench/report-svg.md (+ .json) when run alone.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LOGO_SVG_MAX_BYTES } from '../shared/api';
import { checkLogo } from '../functions/lib/domain/logos/image-check';

const KB = 1024;
const SIZES = [16 * KB, 64 * KB, 256 * KB, 1024 * KB];
/** The last commit with the old checker (the regex and substring lists). */
const OLD_CHECKER_COMMIT = '68633dc';
const OLD_CHECKER_MAX_BYTES = 64 * KB;

const OPEN = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">';
const fill = (head: string, unit: string, tail: string, bytes: number) =>
  head + unit.repeat(Math.max(0, Math.floor((bytes - head.length - tail.length) / unit.length))) + tail;

/** Shapes: the probe's `url(` run, a long attribute of references, deep nesting, and an ordinary drawing of many paths. */
const SHAPES: Record<string, (bytes: number) => string> = {
  "<style> + 'url(' repeated (the probe's)": (bytes) => fill(`${OPEN}<style>`, 'url(', '</style></svg>', bytes),
  'one attribute of url(#a) x many': (bytes) => fill(`${OPEN}<rect width="1" height="1" fill="`, 'url(#a)', '"/></svg>', bytes),
  'nested groups': (bytes) => fill(OPEN, '<g>', '</svg>', bytes),
  'ordinary paths': (bytes) => fill(OPEN, '<path d="M10 10 L90 10 L50 90 Z" fill="#ff7a00"/>', '</svg>', bytes),
};

export interface SvgCheckFigure {
  shape: string;
  bytes: number;
  checkMs: number;
  verdict: string;
  oldCheckMs: number | null;
  decodeMs: number | null;
}

function timeMs<T>(run: () => T, repeat = 3): { ms: number; result: T } {
  let best = Infinity;
  let result!: T;
  for (let i = 0; i < repeat; i++) {
    const started = performance.now();
    result = run();
    best = Math.min(best, performance.now() - started);
  }
  return { ms: best, result };
}

async function oldChecker(): Promise<{ check: (bytes: Uint8Array, declared: string) => { ok: boolean }; cleanup: () => void } | null> {
  try {
    const source = execFileSync('git', ['show', `${OLD_CHECKER_COMMIT}:functions/lib/domain/logos/image-check.ts`], { encoding: 'utf8' });
    const dir = mkdtempSync(path.join(tmpdir(), 'svg-old-'));
    const file = path.join(dir, 'image-check.ts');
    // Its one import is a type: nothing else to bring along.
    writeFileSync(file, source.replace(/^import type .*$/m, ''));
    const module = (await import(pathToFileURL(file).href)) as { checkLogo: (bytes: Uint8Array, declared: string) => { ok: boolean } };
    return { check: module.checkLogo, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
  } catch {
    return null; // a shallow clone without that commit: the old figures are left out
  }
}

export async function measureSvgCheck(): Promise<SvgCheckFigure[]> {
  const { logoToPng } = await import('../functions/lib/media/logo-image');
  const old = await oldChecker();
  const figures: SvgCheckFigure[] = [];
  try {
    for (const [shape, make] of Object.entries(SHAPES)) {
      for (const size of SIZES) {
        const bytes = new TextEncoder().encode(make(size));
        const { ms, result } = timeMs(() => checkLogo(bytes, 'image/svg+xml'));
        const oldCheckMs = old && size <= OLD_CHECKER_MAX_BYTES ? timeMs(() => old.check(bytes, 'image/svg+xml'), 1).ms : null;
        let decodeMs: number | null = null;
        if (result.ok && bytes.length < LOGO_SVG_MAX_BYTES) {
          const started = performance.now();
          await logoToPng(bytes, 'image/svg+xml').catch(() => null);
          decodeMs = performance.now() - started;
        }
        figures.push({ shape, bytes: bytes.length, checkMs: ms, verdict: result.ok ? 'accepted' : result.reason, oldCheckMs, decodeMs });
      }
    }
  } finally {
    old?.cleanup();
  }
  return figures;
}

const ms = (value: number | null) => (value === null ? '-' : value < 10 ? `${value.toFixed(2)} ms` : `${value.toFixed(0)} ms`);

export function svgCheckReport(figures: SvgCheckFigure[]): string[] {
  const lines = [
    `\`checkLogo\` on SVG documents (best of 3, in process). "x per 4x bytes": the time's growth from the size before ` +
      `(linear is about 4, quadratic 16). Logos over ${LOGO_SVG_MAX_BYTES / KB} KB of SVG are refused before this check; ` +
      `"decode" is the whole confirm's decoding (scan + librsvg) for what a logo may be. "before" is the checker of ${OLD_CHECKER_COMMIT}.`,
    '',
    '| shape | size | check | x per 4x bytes | verdict | before | decode |',
    '|---|---:|---:|---:|---|---:|---:|',
  ];
  let worstGrowth = 0;
  figures.forEach((f, i) => {
    const previous = i > 0 && figures[i - 1]!.shape === f.shape ? figures[i - 1]! : null;
    // Below a millisecond the timer's noise is the figure: growth is judged from there up.
    const growth = previous && previous.checkMs >= 1 ? f.checkMs / previous.checkMs : null;
    if (growth !== null) worstGrowth = Math.max(worstGrowth, growth);
    lines.push(
      `| ${f.shape} | ${Math.round(f.bytes / KB)} KB | ${ms(f.checkMs)} | ${growth === null ? '-' : growth.toFixed(1)} | ${f.verdict} | ${ms(f.oldCheckMs)} | ${ms(f.decodeMs)} |`,
    );
  });
  lines.push('', `Worst growth per 4x bytes: ${worstGrowth.toFixed(1)}x (${worstGrowth <= 8 ? 'PASS: linear' : 'FAIL: faster than linear'}).`);
  return lines;
}

async function main() {
  const figures = await measureSvgCheck();
  const report = ['# SVG logo check (issue 24)', '', ...svgCheckReport(figures)].join('\n') + '\n';
  writeFileSync('bench/report-svg.md', report);
  writeFileSync('bench/report-svg.json', JSON.stringify(figures, null, 2));
  console.log(report);
  console.log('Written to bench/report-svg.md');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
