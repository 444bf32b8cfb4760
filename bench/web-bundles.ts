/**
 * The web build's chunks: raw and gzipped bytes of each JS and CSS file. What a given page really loads is measured
 * in the browser (test/support/first-load.ts), since the diner app and the main app share one index.html.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface WebFigure {
  file: string;
  bytes: number;
  gzipBytes: number;
}

const dist = path.join(process.cwd(), 'dist', 'web');

export function measureWeb(): { chunks: WebFigure[] } {
  const assets = path.join(dist, 'assets');
  const chunks = readdirSync(assets)
    .filter((f) => f.endsWith('.js') || f.endsWith('.css'))
    .map((file) => {
      const content = readFileSync(path.join(assets, file));
      return { file, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { chunks };
}
