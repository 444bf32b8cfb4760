/** Lets this process import web components that import stylesheets (css-import-hook.mjs says why). Idempotent. */
import { register } from 'node:module';

let registered = false;

export function allowCssImports(): void {
  if (registered) return;
  register('./css-import-hook.mjs', import.meta.url);
  registered = true;
}
