/** The /auth tab a visitor last chose, remembered for the browser session (SPEC.md section 2). */
import { readSessionValue, writeSessionValue } from '@/lib/browser-storage';
import type { AuthMode } from './auth-form-validation';

const KEY = 'tabletap.authTab';

export function isAuthMode(value: unknown): value is AuthMode {
  return value === 'signin' || value === 'signup';
}

export function rememberedAuthTab(): AuthMode | null {
  const saved = readSessionValue(KEY);
  return isAuthMode(saved) ? saved : null;
}

export function rememberAuthTab(mode: AuthMode): void {
  writeSessionValue(KEY, mode);
}
