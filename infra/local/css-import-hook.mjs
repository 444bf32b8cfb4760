/**
 * A Node module hook (module.register, see css-imports.ts): a stylesheet imported by a web component loads as an
 * empty module. The diner's components import their CSS for Vite; the local runtime renders them on the server
 * (functions/menu-prerender.ts), where the styles are not needed (the page inlines the built ones). The Lambda
 * bundle does the same with esbuild's `empty` loader for .css (infra/stacks/function-defaults.ts).
 */
export async function load(url, context, nextLoad) {
  if (url.endsWith('.css')) return { format: 'module', source: 'export default {};', shortCircuit: true };
  return nextLoad(url, context);
}
