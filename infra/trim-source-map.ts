/**
 * Cuts a function bundle's source map down to the project's own code (infra/function-bundling.ts).
 *
 * Functions run with --enable-source-maps so their stack traces point into our TypeScript. Node reads and parses the
 * whole map when the bundle loads, at every cold start, and four fifths of a bundle's map is about the libraries in it
 * (the AWS SDK, ElectroDB, zod): `npm run bench:cold` measured 5 to 8 ms of module init for it on the diner's path.
 * Frames in our code keep their file, line and name; a frame inside a library shows its place in the bundle.
 *
 * `buildFunction` (infra/function-bundling.ts) runs it on every bundle it writes: CDK's, the bench's and the tests'.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface RawSourceMap {
  version: number;
  sources: string[];
  sourcesContent?: (string | null)[];
  names: string[];
  mappings: string;
  file?: string;
  sourceRoot?: string;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((c, i) => [c, i]));

/** A mapping segment's fields, decoded from base64 VLQ. */
function decodeSegment(text: string): number[] {
  const fields: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`Not a source map mapping: ${JSON.stringify(text)}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return fields;
}

function encodeValue(n: number): string {
  let vlq = n < 0 ? (-n << 1) | 1 : n << 1;
  let out = '';
  do {
    let digit = vlq & 31;
    vlq >>>= 5;
    if (vlq > 0) digit |= 32;
    out += BASE64[digit];
  } while (vlq > 0);
  return out;
}

/**
 * The project's own sources: a map's `sources` entry (relative to the map's folder) that lies inside `root` and not
 * inside a node_modules folder of it.
 */
export function ownSources(mapDir: string, root: string): (source: string) => boolean {
  return (source) => {
    const inRoot = path.relative(root, path.resolve(mapDir, source));
    return !inRoot.startsWith('..') && !path.isAbsolute(inRoot) && !/(^|[\\/])node_modules[\\/]/.test(inRoot);
  };
}

/**
 * The map with only the segments that point into `keep` sources. A segment into a dropped source becomes an unmapped
 * one (its column alone), so the mapping before it does not stretch over library code.
 */
export function trimMap(map: RawSourceMap, keep: (source: string) => boolean): RawSourceMap {
  const keptSource = map.sources.map((source) => keep(source));
  const newSourceIndex: number[] = [];
  const sources: string[] = [];
  map.sources.forEach((source, i) => {
    if (keptSource[i]) {
      newSourceIndex[i] = sources.length;
      sources.push(source);
    }
  });
  const names: string[] = [];
  const newNameIndex = new Map<string, number>();

  // Absolute values across the whole map (VLQ fields are deltas), before and after.
  let src = 0;
  let srcLine = 0;
  let srcCol = 0;
  let name = 0;
  let outSrc = 0;
  let outLine = 0;
  let outCol = 0;
  let outName = 0;
  const lines = map.mappings.split(';').map((line) => {
    let col = 0;
    let outGenCol = 0;
    const segments: string[] = [];
    let lastWasUnmapped = true;
    for (const text of line ? line.split(',') : []) {
      const f = decodeSegment(text);
      col += f[0]!;
      let mapped = false;
      if (f.length >= 4) {
        src += f[1]!;
        srcLine += f[2]!;
        srcCol += f[3]!;
        mapped = keptSource[src] ?? false;
      }
      if (f.length === 5) name += f[4]!;
      if (!mapped) {
        // Unmapped, or into a library: one unmapped segment ends the mapping before it.
        if (!lastWasUnmapped) {
          segments.push(encodeValue(col - outGenCol));
          outGenCol = col;
        }
        lastWasUnmapped = true;
        continue;
      }
      let out = encodeValue(col - outGenCol) + encodeValue(newSourceIndex[src]! - outSrc) + encodeValue(srcLine - outLine) + encodeValue(srcCol - outCol);
      outGenCol = col;
      outSrc = newSourceIndex[src]!;
      outLine = srcLine;
      outCol = srcCol;
      if (f.length === 5) {
        const original = map.names[name]!;
        if (!newNameIndex.has(original)) {
          newNameIndex.set(original, names.length);
          names.push(original);
        }
        const index = newNameIndex.get(original)!;
        out += encodeValue(index - outName);
        outName = index;
      }
      segments.push(out);
      lastWasUnmapped = false;
    }
    return segments.join(',');
  });
  return {
    ...map,
    sources,
    ...(map.sourcesContent ? { sourcesContent: map.sourcesContent.filter((_, i) => keptSource[i]) } : {}),
    names,
    mappings: lines.join(';'),
  };
}

/** Trims the map file in place, keeping the sources of the project at `root`. */
export function trimSourceMapFile(file: string, root: string): void {
  const map = JSON.parse(readFileSync(file, 'utf8')) as RawSourceMap;
  writeFileSync(file, JSON.stringify(trimMap(map, ownSources(path.dirname(path.resolve(file)), path.resolve(root)))));
}
