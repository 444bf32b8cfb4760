/**
 * Environment for code under test that reads functions/lib/config.ts. test/run.ts (or the integration
 * global setup) starts the local stack once and passes its addresses through these variables.
 */
export const TEST_TABLE_NAME = 'tabletap-test';

export function applyFunctionEnv(env: Record<string, string>): void {
  for (const [key, value] of Object.entries(env)) process.env[key] = value;
}
