/**
 * The runtime configuration (`/config.json`), loaded once before the app renders. It is written at deploy time
 * (AWS) or served by the local runtime, so one build runs on every stage.
 */
import { webConfigSchema, type WebConfig } from '../../../shared/api';

/** Nothing works without a valid config (no API, no sign-in), so a bad one stops the start with one message. */
export class RuntimeConfigError extends Error {
  override readonly name = 'RuntimeConfigError';
}

export function parseRuntimeConfig(json: unknown): WebConfig {
  const result = webConfigSchema.safeParse(json);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.') || 'config'}: ${issue.message}`);
    throw new RuntimeConfigError(`config.json is invalid (${problems.join('; ')})`);
  }
  // Paths are appended to it ('/api/v1/...'), so a trailing slash would double up.
  return { ...result.data, apiUrl: result.data.apiUrl.replace(/\/+$/, '') };
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
