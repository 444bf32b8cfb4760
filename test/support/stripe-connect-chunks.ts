/**
 * Where Stripe Connect's code ended up in the web build (dist/web, Vite's manifest): which files contain it and who
 * imports those files. Issue 10: it must be in the payments page's chunk only, i.e. in files that nothing but the
 * payments page reaches, and only through a dynamic import (so even that page downloads it only when the account
 * session says Stripe).
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { FORBIDDEN_MARKERS } from './first-load';

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
}

export interface StripeConnectPlacement {
  /** Built JS files that contain Stripe Connect's code. */
  files: string[];
  /** For each of them: the sources that import it statically (should be none) and dynamically. */
  importers: Record<string, { static: string[]; dynamic: string[] }>;
}

export function stripeConnectPlacement(distDir = path.join(process.cwd(), 'dist', 'web')): StripeConnectPlacement {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const marker = FORBIDDEN_MARKERS['Stripe Connect']!;
  const assets = path.join(distDir, 'assets');
  const files = readdirSync(assets)
    .filter((file) => file.endsWith('.js') && marker.test(readFileSync(path.join(assets, file), 'utf8')))
    .map((file) => `assets/${file}`);

  const keyOf = (file: string) => Object.entries(manifest).find(([, chunk]) => chunk.file === file)?.[0];
  const importers: StripeConnectPlacement['importers'] = {};
  for (const file of files) {
    const key = keyOf(file);
    const entries = Object.entries(manifest);
    importers[file] = {
      static: key ? entries.filter(([, chunk]) => chunk.imports?.includes(key)).map(([name]) => name) : [],
      dynamic: key ? entries.filter(([, chunk]) => chunk.dynamicImports?.includes(key)).map(([name]) => name) : [],
    };
  }
  return { files, importers };
}
