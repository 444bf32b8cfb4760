import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';

const root = import.meta.dirname;
const features = readdirSync(path.join(root, 'web/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The web app's layers (STYLE.md Web, bulletproof-react): a feature never imports another feature (what two
 * features share lives in lib/ or components/, or the app shell composes them); lib/, components/ and config/ are
 * shared, so they import no feature and not the app shell; features do not import the app shell either.
 */
const webBoundaries = [
  ...features.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other: move what they share to web/src/lib (or components), or compose them in web/src/app.',
  })),
  {
    target: ['./web/src/lib', './web/src/components', './web/src/config'],
    from: ['./web/src/features', './web/src/app'],
    message: 'Shared code (lib, components, config) does not depend on features or the app shell.',
  },
  {
    target: './web/src/features',
    from: './web/src/app',
    message: 'Features do not import the app shell; the app shell imports them.',
  },
];

/**
 * The functions' layers: domain modules and the db layer receive the ElectroDB service (a `createX(db)` factory);
 * only handlers and infrastructure import the composition root that makes it.
 */
const functionBoundaries = [
  {
    target: ['./functions/lib/domain', './functions/lib/db'],
    from: './functions/lib/composition.ts',
    message: 'Domain and db modules receive the service as `db` (a createX(db) factory); only the composition root makes it.',
  },
  {
    target: ['./functions/lib/auth', './functions/lib/realtime/publisher.ts', './functions/lib/realtime/broadcast-batch.ts', './functions/lib/realtime/stream-changes.ts'],
    from: './functions/lib/composition.ts',
    message: 'Authorization and the live messages are handed what they need (a createX factory, wired in the composition root or realtime/configured.ts).',
  },
];

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'cdk.out', '.local', '.cognito', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, import: importPlugin },
    settings: {
      'import/resolver': { typescript: { project: path.join(root, 'tsconfig.json') } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import/no-restricted-paths': ['error', { basePath: root, zones: webBoundaries }],
    },
  },
  {
    files: ['functions/**/*.ts'],
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { typescript: { project: path.join(root, 'tsconfig.json') } },
    },
    rules: {
      'import/no-restricted-paths': ['error', { basePath: root, zones: functionBoundaries }],
    },
  },
  {
    // No import cycles anywhere in the product's code (issue 26): a module graph that loops makes load order matter
    // and hides which module owns what; a shared record module breaks a loop. Type-only imports, gone at run time,
    // are not counted (the plugin's own rule).
    files: ['{functions,web/src,infra,shared,bench}/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { typescript: { project: path.join(root, 'tsconfig.json') } },
    },
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
