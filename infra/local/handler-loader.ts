/**
 * Loads `functions/{fn}.ts` on first use (so `npm start` does not pay for every function up front, and a broken
 * function breaks only its own routes) and keeps the module, like a warm Lambda.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import { allowCssImports } from './css-imports';

export type LambdaHandler = (event: never, context: Context) => unknown;
export type HandlerLoader = (functionName: string) => Promise<LambdaHandler>;

export const functionsDir = path.resolve(import.meta.dirname, '../../functions');

/** infra/routes.ts names a function whose file is not written yet. */
export class MissingFunctionError extends Error {}

export function createHandlerLoader(dir: string = functionsDir): HandlerLoader {
  // menu-prerender renders the diner's web components, which import their stylesheets.
  allowCssImports();
  const cache = new Map<string, Promise<LambdaHandler>>();
  return (functionName) => {
    let loading = cache.get(functionName);
    if (!loading) {
      const file = path.join(dir, `${functionName}.ts`);
      if (!existsSync(file)) {
        return Promise.reject(new MissingFunctionError(`functions/${functionName}.ts does not exist (named in infra/routes.ts)`));
      }
      loading = import(pathToFileURL(file).href).then((mod: { handler?: unknown }) => {
        if (typeof mod.handler !== 'function') throw new Error(`functions/${functionName}.ts exports no 'handler' function`);
        return mod.handler as LambdaHandler;
      });
      // A failed import (a syntax error being fixed) is retried on the next request instead of being cached.
      loading.catch(() => cache.delete(functionName));
      cache.set(functionName, loading);
    }
    return loading;
  };
}
