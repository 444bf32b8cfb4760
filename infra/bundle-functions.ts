/**
 * `node --import tsx infra/bundle-functions.ts <output dir> <function>...`: the Lambda assets of the app's functions,
 * each in `<output dir>/<function>/`, for CDK to stage (AppFunction, infra/stacks/function-defaults.ts). A bundle is
 * `buildFunction`'s, the one the bench measures and the deployed-bundles test runs; a photo function also gets sharp
 * installed beside it, for Lambda's platform.
 *
 * CDK's bundling hook is synchronous and esbuild plugins need its asynchronous API, hence a process of its own; one
 * for all functions, since a process's first bundle is the slow one (about 2 s here, then under 1 s each).
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildFunction, IMAGE_MODULES, IMAGE_MODULES_INSTALL_ENVIRONMENT } from './function-bundling';
import { functionAccess } from './routes';

const root = fileURLToPath(new URL('..', import.meta.url));
const [outputRoot, ...names] = process.argv.slice(2);
if (!outputRoot || names.length === 0) throw new Error('usage: infra/bundle-functions.ts <output dir> <function>...');

async function bundle(name: string): Promise<void> {
  const outputDir = path.join(outputRoot!, name);
  const images = functionAccess(name).needs.includes('images');
  await buildFunction({ root, name, outfile: path.join(outputDir, 'index.mjs'), images });
  if (!images) return;
  // As CDK's NodejsFunction installs `nodeModules`: the versions package.json pins, from package-lock.json, by `npm ci`.
  const { dependencies } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  writeFileSync(path.join(outputDir, 'package.json'), JSON.stringify({ dependencies: Object.fromEntries(IMAGE_MODULES.map((m) => [m, dependencies[m]])) }));
  copyFileSync(path.join(root, 'package-lock.json'), path.join(outputDir, 'package-lock.json'));
  execFileSync('npm', ['ci'], { cwd: outputDir, env: { ...process.env, ...IMAGE_MODULES_INSTALL_ENVIRONMENT }, stdio: ['ignore', 2, 2] });
}

// A few at a time: esbuild spreads each build over the cores already.
const queue = [...new Set(names)];
await Promise.all(Array.from({ length: 4 }, async () => {
  for (let name = queue.shift(); name; name = queue.shift()) await bundle(name);
}));
