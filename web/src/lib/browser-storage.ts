/**
 * sessionStorage that never throws: it is missing outside browsers and throws in some private modes, and a lost
 * flag (remembered tab, new-signup marker) must never break a page.
 */
function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function readSessionValue(key: string): string | null {
  try {
    return sessionStore()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeSessionValue(key: string, value: string): void {
  try {
    sessionStore()?.setItem(key, value);
  } catch {
    // Storage full or disabled: the flag is a convenience only.
  }
}

export function removeSessionValue(key: string): void {
  try {
    sessionStore()?.removeItem(key);
  } catch {
    // See writeSessionValue.
  }
}
