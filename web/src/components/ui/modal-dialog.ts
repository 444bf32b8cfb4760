/**
 * What the native modal <dialog>s share (the menu builder's Modal, the QR link dialog, the dashboard's refund dialog): shown as a modal on
 * mount (the page behind is inert) with the focus put inside, Escape's 'cancel' handed to the parent (which unmounts
 * the dialog, so its state stays the one truth), focus back to the opener on unmount; and Tab kept inside.
 */
import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

export function useModalDialog(onCancel: () => void, focusInitial: (dialog: HTMLDialogElement) => void): {
  dialog: RefObject<HTMLDialogElement | null>;
  cancel: RefObject<() => void>;
} {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef(onCancel);
  const focusFirst = useRef(focusInitial);

  useEffect(() => {
    cancel.current = onCancel;
  }, [onCancel]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    focusFirst.current(element);
    const onCancelEvent = (event: Event) => {
      event.preventDefault();
      cancel.current();
    };
    element.addEventListener('cancel', onCancelEvent);
    return () => {
      element.removeEventListener('cancel', onCancelEvent);
      if (element.open) element.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return { dialog, cancel };
}

/** Tab and Shift+Tab go round the dialog's own controls (`focusable`), not out to the browser's toolbar. */
export function keepTabInside(event: KeyboardEvent<HTMLDialogElement>, focusable: string) {
  if (event.key !== 'Tab') return;
  const controls = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(focusable));
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A dialog's keys: Escape closes it through `cancel` (some browsers, and happy-dom, fire no 'cancel' for a key handled
 * in the page), Tab stays inside (keepTabInside).
 */
export function dialogKeys(event: KeyboardEvent<HTMLDialogElement>, cancel: RefObject<() => void>, focusable: string) {
  if (event.key === 'Escape') {
    event.preventDefault();
    cancel.current();
    return;
  }
  keepTabInside(event, focusable);
}
