import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'esbuild';

/**
 * Lets a function's bundle leave out the values of `shared/` it never reads.
 *
 * `shared/` is declarative: its modules hold types, functions and `const` values (zod schemas, limits, tables), and
 * nothing at their top level does anything but compute those values (test/unit/infra/unused-shared-values.test.ts
 * holds it to that). esbuild can't know that `z.object({...})`, `{ ...base }` or `LIMITS.name` has no side effects, so
 * it keeps every such value of every module a function touches, and what those values import: menu-public, which
 * validates one query, built 1,316 zod schemas at each cold start.
 *
 * This plugin wraps each such top-level `const` value of `shared/` in an arrow function called at once and marked
 * with esbuild's `@__PURE__` annotation: `const a = /* @__PURE__ *\/ (() => (z.string()))();`. A value nothing reads
 * is dropped, with the modules only it needed; a value something reads is computed when the module loads, as before
 * (esbuild unwraps the call when it minifies).
 *
 * The wrapping is added inside the lines it wraps, never as new lines: a stack trace into `shared/` keeps its line
 * numbers (a column on the first line of a wrapped value can move).
 */
export function unusedSharedValues(sharedDir: string): Plugin {
  const dir = path.resolve(sharedDir) + path.sep;
  return {
    name: 'unused-shared-values',
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, async (args) => {
        if (!args.path.startsWith(dir)) return undefined;
        const source = await readFile(args.path, 'utf8');
        return { contents: await markPureValues(source, args.path), loader: 'ts' };
      });
    },
  };
}

/** The source with each top-level `const` value that esbuild would keep for its own sake wrapped as a pure call. */
export async function markPureValues(source: string, fileName: string): Promise<string> {
  // TypeScript's parser, loaded only when a function is bundled (it is some 9 MB of JavaScript).
  const { default: ts } = await import('typescript');
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  /** Whether evaluating the expression calls something, spreads or reads a property: what esbuild won't drop. */
  const mayHaveEffects = (node: import('typescript').Node): boolean => {
    // A function's body runs when it is called, not when the module loads.
    if (ts.isFunctionLike(node) || ts.isClassLike(node)) return false;
    if (
      ts.isCallExpression(node) ||
      ts.isNewExpression(node) ||
      ts.isTaggedTemplateExpression(node) ||
      ts.isSpreadElement(node) ||
      ts.isSpreadAssignment(node) ||
      ts.isPropertyAccessExpression(node) ||
      ts.isElementAccessExpression(node)
    ) {
      return true;
    }
    return ts.forEachChild(node, mayHaveEffects) ?? false;
  };
  const edits: { at: number; text: string }[] = [];
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
    for (const { initializer } of statement.declarationList.declarations) {
      if (!initializer || !mayHaveEffects(initializer)) continue;
      edits.push({ at: initializer.getStart(file), text: '/* @__PURE__ */ (() => (' }, { at: initializer.getEnd(), text: '))()' });
    }
  }
  let marked = source;
  for (const { at, text } of edits.sort((a, b) => b.at - a.at)) marked = marked.slice(0, at) + text + marked.slice(at);
  return marked;
}
