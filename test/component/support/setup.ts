/**
 * Runs before every component test file (vitest project `component`, happy-dom): the runtime config the API client
 * reads, and a clean DOM, storage, toasts and fetch after each test.
 */
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { loadRuntimeConfig } from '../../../web/src/config/runtime-config';
import { toastStore } from '../../../web/src/components/toast/toast-store';
import { TEST_CONFIG } from './fetch-mock';

// React checks this to allow act() outside its own test renderer.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeAll(async () => {
  await loadRuntimeConfig(async () => Response.json(TEST_CONFIG));
});

afterEach(() => {
  cleanup();
  toastStore.getSnapshot().forEach((shown) => toastStore.dismiss(shown.id));
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
