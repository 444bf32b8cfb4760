/**
 * A tiny toast store outside React, so any code (a sign-out helper, a mutation callback) can raise a toast. The
 * Toaster component renders it and tells it when the page changes: an error or a notice is about the page it was
 * raised on and ends with it (a stale "Incorrect confirmation code" must not sit over the next page), unless it is
 * raised to explain the navigation itself (`carry`: it then ends with the page it leads to). A success reports
 * something done and lives out its time wherever the person goes.
 */
export type ToastTone = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  tone: ToastTone;
  message: string;
  description?: string;
  /** Toasts with the same key replace each other: only the latest is shown (e.g. one 'Added ... to cart' at a time). */
  key?: string;
  /** The page (pathname) an error or notice belongs to; null while it waits for the page a navigation leads to. */
  page?: string | null;
}

export interface ToastOptions {
  key?: string;
  /** Raised just before a navigation it explains ("You don't have access..."): kept on the page it leads to. */
  carry?: boolean;
  /**
   * Raised before any Toaster is on screen (a toast from the previous page load, shown while the app starts): its time
   * starts when a Toaster first listens, so a slow start on a slow phone does not use it up unseen.
   */
  fromStartUp?: boolean;
}

interface Timers {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const defaultTimers: Timers = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Errors stay longer: they usually ask the reader to do something. */
const DISPLAY_MS: Record<ToastTone, number> = { success: 5000, info: 5000, error: 8000 };

export function createToastStore(timers: Timers = defaultTimers) {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  /** The page shown now, as the Toaster last reported it (undefined before it did). */
  let currentPage: string | undefined;
  const listeners = new Set<() => void>();
  const pending = new Map<number, unknown>();
  /** Toasts raised with `fromStartUp` while nobody listened: their timers start with the first listener. */
  let unseen: Toast[] = [];

  const emit = () => listeners.forEach((listener) => listener());

  function startTimer(toast: Toast) {
    stopTimer(toast.id);
    pending.set(toast.id, timers.set(() => dismiss(toast.id), DISPLAY_MS[toast.tone]));
  }

  function stopTimer(id: number) {
    if (pending.has(id)) timers.clear(pending.get(id));
    pending.delete(id);
  }

  function show(tone: ToastTone, message: string, description?: string, options: ToastOptions = {}): number {
    // The same message twice (a double click, a re-run effect) shows once, for the full time again.
    const same = toasts.find((t) => t.tone === tone && t.message === message && t.description === description);
    if (same) {
      startTimer(same);
      return same.id;
    }
    const { key, carry = false, fromStartUp = false } = options;
    const pageBound = tone !== 'success' && (carry || currentPage !== undefined);
    const toast: Toast = {
      id: nextId++,
      tone,
      message,
      ...(description ? { description } : {}),
      ...(key ? { key } : {}),
      ...(pageBound ? { page: carry ? null : currentPage } : {}),
    };
    // A new id, not an edited toast: the live region announces it as an addition.
    const replaced = key ? toasts.filter((t) => t.key === key) : [];
    replaced.forEach((t) => stopTimer(t.id));
    toasts = [...toasts.filter((t) => !replaced.includes(t)), toast];
    if (fromStartUp && listeners.size === 0) unseen.push(toast);
    else startTimer(toast);
    emit();
    return toast.id;
  }

  function dismiss(id: number) {
    stopTimer(id);
    if (!toasts.some((t) => t.id === id)) return;
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  }

  /** The page changed: errors and notices of another page end; carried ones now belong to this page. */
  function pageChanged(page: string) {
    if (page === currentPage) return;
    currentPage = page;
    const ended = toasts.filter((t) => t.page !== undefined && t.page !== null && t.page !== page);
    const adopting = toasts.some((t) => t.page === null);
    if (ended.length === 0 && !adopting) return;
    ended.forEach((t) => stopTimer(t.id));
    toasts = toasts.filter((t) => !ended.includes(t)).map((t) => (t.page === null ? { ...t, page } : t));
    emit();
  }

  return {
    show,
    dismiss,
    pageChanged,
    /** Keeps a toast up while the pointer or focus is on it, so nobody has to race the timer to read it. */
    hold: stopTimer,
    release(id: number) {
      const toast = toasts.find((t) => t.id === id);
      if (toast) startTimer(toast);
    },
    getSnapshot: () => toasts,
    subscribe(listener: () => void) {
      listeners.add(listener);
      const waiting = unseen.filter((t) => toasts.includes(t));
      unseen = [];
      waiting.forEach(startTimer);
      return () => void listeners.delete(listener);
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

export const toastStore = createToastStore();

export const toast = {
  success: (message: string, description?: string, options?: ToastOptions) => toastStore.show('success', message, description, options),
  error: (message: string, description?: string, options?: ToastOptions) => toastStore.show('error', message, description, options),
  info: (message: string, description?: string, options?: ToastOptions) => toastStore.show('info', message, description, options),
};
