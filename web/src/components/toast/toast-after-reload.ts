/**
 * A toast for the next page load: a full reload (sign-out goes to / that way) would wipe a toast shown just before.
 */
import { readSessionValue, removeSessionValue, writeSessionValue } from '@/lib/browser-storage';
import { toastStore, type ToastTone } from './toast-store';

const KEY = 'tabletap.toastAfterReload';

export function showToastAfterReload(tone: ToastTone, message: string): void {
  writeSessionValue(KEY, JSON.stringify({ tone, message }));
}

/** Whether a toast waits for this page load (the prerendered landing page then starts the app to show it). */
export function hasToastFromPreviousPage(): boolean {
  return readSessionValue(KEY) !== null;
}

/** Called once at start-up. */
export function showToastFromPreviousPage(): void {
  const saved = readSessionValue(KEY);
  if (!saved) return;
  removeSessionValue(KEY);
  try {
    const { tone, message } = JSON.parse(saved) as { tone?: unknown; message?: unknown };
    if ((tone === 'success' || tone === 'error' || tone === 'info') && typeof message === 'string') {
      toastStore.show(tone, message, undefined, { fromStartUp: true });
    }
  } catch {
    // A damaged value is dropped.
  }
}
