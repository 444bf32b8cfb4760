/**
 * The web build's chunks: raw and gzipped bytes of each JS and CSS file, and the first load of the root
 * (index.html's own scripts, styles and module preloads).
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

export function measureWeb(): { chunks: WebFigure[]; firstLoad: { js: number; css: number; files: string[] } } {
  const assets = path.join(dist, 'assets');
  const chunks = readdirSync(assets)
    .filter((f) => f.endsWith('.js') || f.endsWith('.css'))
    .map((file) => {
      const content = readFileSync(path.join(assets, file));
      return { file, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const referenced = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+)"/g)].map((m) => m[1]!);
  const sum = (ext: string) =>
    chunks.filter((c) => referenced.includes(c.file) && c.file.endsWith(ext)).reduce((n, c) => n + c.gzipBytes, 0);
  return { chunks, firstLoad: { js: sum('.js'), css: sum('.css'), files: referenced } };
}
