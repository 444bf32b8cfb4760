import { build, type BuildOptions, type BuildResult } from 'esbuild';
import { trimSourceMapFile } from './trim-source-map';
import { unusedSharedValues } from './unused-shared-values';

/**
 * How every function is bundled: one minified ESM file per function, built by esbuild through `buildFunction`. CDK
 * runs it for each AppFunction (infra/bundle-functions.ts, from infra/stacks/function-defaults.ts), and `npm run
 * bench` (bench/lambda-bundles.ts) and the deployed-bundles test call it too, so the sizes and init times they report
 * are those of what is deployed.
 */

/**
 * Left out of the bundle: nothing (the photo functions' sharp is installed beside it, IMAGE_MODULES). The AWS SDK v3
 * is bundled, minified and cut to what the function calls, rather than loaded from the runtime's copy: loading the
 * runtime's SDK (some 80 packages, file by file) was most of what remained of a function's init once the model check
 * and the unused entities were gone. `npm run bench:cold`, create-payment: module init CPU 310 ms -> 205 ms on the
 * same busy machine, bundle 572 KB -> 971 KB. It also pins the SDK version the tests ran with.
 */
export const FUNCTION_EXTERNALS: string[] = [];

/**
 * What a photo function (its routes declare 'images') has installed beside its bundle: sharp, a native module esbuild
 * cannot bundle. npm's os/cpu/libc settings pick @img/sharp-linux-arm64 and its libvips for Lambda, whatever machine
 * synthesizes; npm prefers its cache, so after the first synth on a machine this runs offline (the first fetches those
 * two packages, about 8 MB, from the registry).
 */
export const IMAGE_MODULES = ['sharp'];
export const IMAGE_MODULES_INSTALL_ENVIRONMENT = { npm_config_os: 'linux', npm_config_cpu: 'arm64', npm_config_libc: 'glibc', npm_config_prefer_offline: 'true' };

/** Prefer packages' ESM builds so esbuild can drop what the handler never imports. */
export const FUNCTION_MAIN_FIELDS = ['module', 'main'];

/** CommonJS dependencies bundled into ESM still call require() for Node built-ins. */
export const FUNCTION_BANNER = "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";

/**
 * Libraries' production builds (React's server renderer in menu-prerender: 1.28 MB -> 0.92 MB).
 */
export const FUNCTION_DEFINE = {
  'process.env.NODE_ENV': JSON.stringify('production'),
  // No sandbox payments in deployed code: Stripe is always bound there (functions/lib/payments/configured.ts).
  'process.env.TABLETAP_SANDBOX_PAYMENTS': JSON.stringify('false'),
};

/**
 * Packages replaced in the bundle, by path relative to the repository root (esbuild resolves a relative alias from
 * its working directory, the project root, whether CDK bundles locally or in Docker).
 *
 * - `jsonschema`: ElectroDB's check of each model at cold start, skipped in deployed code; tests build every model
 *   with the real check (functions/lib/db/model-check-skipped.cjs says why and what it still answers).
 * - `@aws-sdk/credential-provider-node`: the SDK's default credential chain, cut to its first link, the environment,
 *   where Lambda puts the role's credentials (functions/lib/aws/lambda-credentials.ts).
 */
export const FUNCTION_ALIASES: Record<string, string> = {
  jsonschema: './functions/lib/db/model-check-skipped.cjs',
  '@aws-sdk/credential-provider-node': './functions/lib/aws/lambda-credentials.ts',
};

/**
 * The esbuild options of one function. `root` is the checkout bundled from; `aliases`, `externals` and
 * `dropUnusedShared` default to today's (the bench passes an older tree's own).
 */
export function functionBuildOptions(fn: {
  root: string;
  name: string;
  outfile: string;
  /** The photo functions: their sharp is installed beside the bundle, not in it (IMAGE_MODULES). */
  images: boolean;
  aliases?: Record<string, string>;
  externals?: string[];
  /** Leave out the `shared/` values the function never reads (infra/unused-shared-values.ts). */
  dropUnusedShared?: boolean;
}): BuildOptions {
  return {
    absWorkingDir: fn.root,
    entryPoints: [`${fn.root}/functions/${fn.name}.ts`],
    outfile: fn.outfile,
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'esm',
    minify: true,
    sourcemap: true,
    sourcesContent: false,
    mainFields: FUNCTION_MAIN_FIELDS,
    external: [...(fn.externals ?? FUNCTION_EXTERNALS), ...(fn.images ? ['sharp'] : [])],
    alias: fn.aliases ?? FUNCTION_ALIASES,
    // menu-prerender renders the diner's web components, which import their stylesheets (the page inlines the built
    // ones): nothing to bundle.
    loader: { '.css': 'empty' },
    define: FUNCTION_DEFINE,
    banner: { js: FUNCTION_BANNER },
    plugins: (fn.dropUnusedShared ?? true) ? [unusedSharedValues(`${fn.root}/shared`)] : [],
    logLevel: 'silent',
  };
}

/**
 * Bundles a function, then cuts its source map to our own code (infra/trim-source-map.ts): Node parses the map at
 * every cold start under --enable-source-maps.
 */
export async function buildFunction(fn: Parameters<typeof functionBuildOptions>[0] & { trimSourceMap?: boolean }): Promise<BuildResult> {
  const { trimSourceMap = true, ...options } = fn;
  const result = await build({ ...functionBuildOptions(options), metafile: true });
  if (trimSourceMap) trimSourceMapFile(`${options.outfile}.map`, options.root);
  return result;
}
