import { useEffect, useSyncExternalStore } from 'react';
import { toastStore, type Toast } from './toast-store';

/** The Toaster's own words; the diner's pages pass them in the diner's language. */
interface ToasterProps {
  label?: string;
  dismissLabel?: string;
  /** The page shown now: errors and notices raised on another page end when it changes (toast-store.ts). */
  pathname?: string | undefined;
}

/**
 * The live region is always in the page (empty when idle): screen readers only announce changes to a region that
 * existed before the change.
 */
/** Server-rendered pages (and their hydration) show no toast: one raised meanwhile shows right after. */
const NO_TOASTS: readonly Toast[] = [];
const serverSnapshot = () => NO_TOASTS;

export function Toaster({ label = 'Notifications', dismissLabel = 'Dismiss notification', pathname }: ToasterProps) {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, serverSnapshot);
  useEffect(() => {
    if (pathname !== undefined) toastStore.pageChanged(pathname);
  }, [pathname]);
  return (
    <section className="toaster" aria-label={label}>
      <ol className="toaster__list" aria-live="polite" aria-relevant="additions text">
        {toasts.map((t) => (
          <ToastItem key={t.id} toast={t} dismissLabel={dismissLabel} />
        ))}
      </ol>
    </section>
  );
}

function ToastItem({ toast, dismissLabel }: { toast: Toast; dismissLabel: string }) {
  return (
    <li
      className={`toast toast--${toast.tone}`}
      onMouseEnter={() => toastStore.hold(toast.id)}
      onMouseLeave={() => toastStore.release(toast.id)}
      onFocus={() => toastStore.hold(toast.id)}
      onBlur={() => toastStore.release(toast.id)}
    >
      <div className="toast__text">
        <p className="toast__message">{toast.message}</p>
        {toast.description ? <p className="toast__description">{toast.description}</p> : null}
      </div>
      <button type="button" className="toast__close" aria-label={dismissLabel} onClick={() => toastStore.dismiss(toast.id)}>
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}
