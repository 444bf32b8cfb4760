/** Runs in each integration worker before the test files load, so functions/lib/config.ts sees the stack. */
import { inject } from 'vitest';
import { applyFunctionEnv } from '../support/test-env';

if (process.env.TABLETAP_STACK !== 'running') applyFunctionEnv(inject('functionEnv'));
