/**
 * sessionStorage and localStorage that never throw: they are missing outside browsers and throw in some private
 * modes or when full, and a lost value (remembered tab, a diner's cart) must never break a page.
 */
type StorageKind = 'sessionStorage' | 'localStorage';

function store(kind: StorageKind): Storage | null {
  try {
    return typeof globalThis[kind] === 'undefined' ? null : globalThis[kind];
  } catch {
    return null;
  }
}

function read(kind: StorageKind, key: string): string | null {
  try {
    return store(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(kind: StorageKind, key: string, value: string): void {
  try {
    store(kind)?.setItem(key, value);
  } catch {
    // Storage full or disabled: the value is a convenience only.
  }
}

function remove(kind: StorageKind, key: string): void {
  try {
    store(kind)?.removeItem(key);
  } catch {
    // See write.
  }
}

export const readSessionValue = (key: string) => read('sessionStorage', key);
export const writeSessionValue = (key: string, value: string) => write('sessionStorage', key, value);
export const removeSessionValue = (key: string) => remove('sessionStorage', key);

export const readLocalValue = (key: string) => read('localStorage', key);
export const writeLocalValue = (key: string, value: string) => write('localStorage', key, value);
export const removeLocalValue = (key: string) => remove('localStorage', key);
