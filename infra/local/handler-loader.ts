/**
 * Loads `functions/{fn}.ts` on first use (so `npm start` does not pay for every function up front, and a broken
 * function breaks only its own routes) and keeps the module, like a warm Lambda.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';

export type LambdaHandler = (event: never, context: Context) => unknown;
export type HandlerLoader = (functionName: string) => Promise<LambdaHandler>;

export const functionsDir = path.resolve(import.meta.dirname, '../../functions');

export function createHandlerLoader(dir: string = functionsDir): HandlerLoader {
  const cache = new Map<string, Promise<LambdaHandler>>();
  return (functionName) => {
    let loading = cache.get(functionName);
    if (!loading) {
      loading = import(pathToFileURL(path.join(dir, `${functionName}.ts`)).href).then((mod: { handler?: unknown }) => {
        if (typeof mod.handler !== 'function') throw new Error(`functions/${functionName}.ts exports no 'handler' function`);
        return mod.handler as LambdaHandler;
      });
      // A failed import (syntax error, missing file) is retried on the next request instead of being cached.
      loading.catch(() => cache.delete(functionName));
      cache.set(functionName, loading);
    }
    return loading;
  };
}
