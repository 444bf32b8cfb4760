/**
 * The 'new signup' marker (session storage): set on sign-up so the first sign-in after it lands on onboarding.
 * It survives the e-mail confirmation step and a Google redirect, which is why it is not component state.
 */
import { readSessionValue, removeSessionValue, writeSessionValue } from '@/lib/browser-storage';

const KEY = 'tabletap.newSignup';

export function markNewSignup(): void {
  writeSessionValue(KEY, '1');
}

/** Reads and clears the marker: it applies to one sign-in only. */
export function takeNewSignupMarker(): boolean {
  const isSet = readSessionValue(KEY) === '1';
  removeSessionValue(KEY);
  return isSet;
}

export function clearNewSignupMarker(): void {
  removeSessionValue(KEY);
}
