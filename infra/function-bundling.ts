/**
 * How every function is bundled: one minified ESM file per function, built by esbuild. AppFunction
 * (infra/stacks/function-defaults.ts) hands these to CDK's NodejsFunction and `npm run bench` (bench/lambda-bundles.ts)
 * builds with the very same options, so the sizes and init times it reports are those of what is deployed.
 */

/**
 * Left out of the bundle: nothing (the photo functions' sharp is installed beside it, IMAGE_FUNCTION). The AWS SDK v3
 * is bundled, minified and cut to what the function calls, rather than loaded from the runtime's copy: loading the
 * runtime's SDK (some 80 packages, file by file) was most of what remained of a function's init once the model check
 * and the unused entities were gone. `npm run bench:cold`, create-payment: module init CPU 310 ms -> 205 ms on the
 * same busy machine, bundle 572 KB -> 971 KB. It also pins the SDK version the tests ran with.
 */
export const FUNCTION_EXTERNALS: string[] = [];

/** Prefer packages' ESM builds so esbuild can drop what the handler never imports. */
export const FUNCTION_MAIN_FIELDS = ['module', 'main'];

/** CommonJS dependencies bundled into ESM still call require() for Node built-ins. */
export const FUNCTION_BANNER = "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";

/**
 * Libraries' production builds (React's server renderer in menu-prerender: 1.28 MB -> 0.92 MB).
 */
export const FUNCTION_DEFINE = { 'process.env.NODE_ENV': JSON.stringify('production') };

/**
 * Packages replaced in the bundle, by path relative to the repository root (esbuild resolves a relative alias from
 * its working directory, the project root, whether CDK bundles locally or in Docker).
 *
 * - `jsonschema`: ElectroDB's check of each model at cold start, skipped in deployed code; tests build every model
 *   with the real check (functions/lib/db/model-check-skipped.cjs says why and what it still answers).
 */
export const FUNCTION_ALIASES: Record<string, string> = {
  jsonschema: './functions/lib/db/model-check-skipped.cjs',
};

/** The same aliases as esbuild command-line arguments, for NodejsFunction's `esbuildArgs`. */
export function aliasArgs(aliases: Record<string, string> = FUNCTION_ALIASES): Record<string, string> {
  return Object.fromEntries(Object.entries(aliases).map(([from, to]) => [`--alias:${from}`, to]));
}
