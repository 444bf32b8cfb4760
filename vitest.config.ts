import { defineConfig } from 'vitest/config';
import { webAliases } from './web/vite.config';

/**
 * Four projects: unit (no I/O, AWS mocked with aws-sdk-client-mock), component (real React components rendered in
 * happy-dom with Testing Library, the API mocked at fetch), integration (against the local emulators that
 * test/run.ts starts once per run), infra (CDK assertions + cdk-nag). E2E runs with Playwright, not here.
 */
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: webAliases },
        // As the local stack: business metrics dropped (no EMF lines on stdout).
        test: { name: 'unit', include: ['test/unit/**/*.test.{ts,tsx}'], environment: 'node', env: { POWERTOOLS_METRICS_DISABLED: 'true' } },
      },
      {
        resolve: { alias: webAliases },
        test: {
          name: 'component',
          include: ['test/component/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['test/component/support/setup.ts'],
        },
      },
      {
        // A stack started inside a test renders prerendered pages with the web app's components (menu-prerender).
        resolve: { alias: webAliases },
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/integration/global-setup.ts'],
          setupFiles: ['test/integration/setup-env.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One local stack per run; the files share it, so keep them in one worker to spare the 2 cores.
          fileParallelism: false,
        },
      },
      { test: { name: 'infra', include: ['test/infra/**/*.test.ts'], environment: 'node', testTimeout: 300_000 } },
    ],
  },
});
