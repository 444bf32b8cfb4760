/**
 * The runtime configuration (`/config.json`), loaded once before the app renders. It is written at deploy time
 * (AWS) or served by the local runtime, so one build runs on every stage.
 *
 * Checked by hand rather than with `webConfigSchema` (shared/api.ts): this module is in every page's first load,
 * and zod would add ~26 KB gzipped to the diner's budget of 100 (DESIGN.md 10). A unit test keeps this check and
 * the schema in step.
 */
import type { WebConfig } from '@shared/api';

/** Nothing works without a valid config (no API, no sign-in), so a bad one stops the start with one message. */
export class RuntimeConfigError extends Error {
  override readonly name = 'RuntimeConfigError';
}

type FieldCheck = (value: unknown) => string | null;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text: FieldCheck = (value) => (typeof value === 'string' ? null : 'expected a string');

const url: FieldCheck = (value) => {
  if (typeof value !== 'string') return 'expected a URL';
  try {
    new URL(value);
    return null;
  } catch {
    return 'expected a URL';
  }
};

const nullable =
  (check: FieldCheck): FieldCheck =>
  (value) =>
    value === null ? null : check(value);

const oauth: FieldCheck = (value) => {
  if (!isRecord(value)) return 'expected an object or null';
  const missing = ['domain', 'redirectSignIn', 'redirectSignOut'].filter((key) => typeof value[key] !== 'string');
  return missing.length ? `expected strings in ${missing.join(', ')}` : null;
};

const FIELDS: Record<keyof WebConfig, FieldCheck> = {
  apiUrl: url,
  wsUrl: text,
  region: text,
  userPoolId: text,
  userPoolClientId: text,
  userPoolEndpoint: nullable(url),
  oauth: nullable(oauth),
  mediaUrl: text,
  stage: text,
};

export function parseRuntimeConfig(json: unknown): WebConfig {
  if (!isRecord(json)) throw new RuntimeConfigError('config.json is invalid (config: expected an object)');
  const problems = Object.entries(FIELDS).flatMap(([field, check]) => {
    const problem = check(json[field]);
    return problem ? [`${field}: ${problem}`] : [];
  });
  if (problems.length) throw new RuntimeConfigError(`config.json is invalid (${problems.join('; ')})`);
  const config = Object.fromEntries(Object.keys(FIELDS).map((field) => [field, json[field]])) as unknown as WebConfig;
  // Paths are appended to it ('/api/v1/...'), so a trailing slash would double up.
  return { ...config, apiUrl: config.apiUrl.replace(/\/+$/, '') };
}

let current: WebConfig | null = null;

export async function loadRuntimeConfig(fetchConfig: typeof fetch = fetch): Promise<WebConfig> {
  const response = await fetchConfig('/config.json', { cache: 'no-cache' });
  if (!response.ok) throw new RuntimeConfigError(`config.json could not be loaded (HTTP ${response.status})`);
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new RuntimeConfigError('config.json is not valid JSON');
  }
  current = parseRuntimeConfig(json);
  return current;
}

export function getRuntimeConfig(): WebConfig {
  if (!current) throw new Error('getRuntimeConfig() was called before loadRuntimeConfig() finished');
  return current;
}
