import { useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { keepTabInside, useModalDialog } from '@/components/ui/modal-dialog';

interface ModalProps {
  /** The id of the element that names the dialog (its title). */
  labelledBy: string;
  className: string;
  /** Escape, or the owner asked to close: the parent decides (it may ask first) and unmounts us. */
  onCancel(): void;
  /** Focused when the dialog opens; default the first control. */
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

const FOCUSABLE = 'button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), a[href], [tabindex]:not([tabindex="-1"])';

/**
 * A native modal <dialog> (the page behind is inert): Tab and Shift+Tab go round its own controls, Escape calls
 * `onCancel`, and focus goes back to whatever opened it when it unmounts.
 */
export function Modal({ labelledBy, className, onCancel, initialFocus, children }: ModalProps) {
  const { dialog, cancel } = useModalDialog(onCancel, (element) => (initialFocus?.current ?? element.querySelector<HTMLElement>(FOCUSABLE))?.focus());

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    // Handled inside already (an inline edit's own Escape, a dialog opened from this one): not ours.
    if (event.defaultPrevented) return;
    if (event.key === 'Escape') {
      // happy-dom and some browsers do not fire 'cancel' for a key handled in the page: close the same way.
      event.preventDefault();
      cancel.current();
      return;
    }
    keepTabInside(event, FOCUSABLE);
  }

  return (
    <dialog ref={dialog} className={className} aria-labelledby={labelledBy} onKeyDown={onKeyDown}>
      {children}
    </dialog>
  );
}

interface ConfirmDialogProps {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  pending: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** "Are you sure?" for a deletion: Cancel is focused first, so Enter alone never deletes. */
export function ConfirmDialog({ title, message, confirmLabel, pending, onConfirm, onCancel }: ConfirmDialogProps) {
  const cancelButton = useRef<HTMLButtonElement>(null);
  const titleId = 'menu-confirm-title';
  return (
    <Modal labelledBy={titleId} className="owner-dialog" onCancel={onCancel} initialFocus={cancelButton}>
      <div className="owner-dialog__panel">
        <h2 id={titleId} className="owner-dialog__title">
          {title}
        </h2>
        <div className="muted">{message}</div>
        <div className="mb-actions mb-actions--end">
          <button ref={cancelButton} type="button" className="button button--outline" onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className="button mb-danger" onClick={onConfirm} disabled={pending}>
            {pending ? 'Deleting...' : confirmLabel}
          </button>
        </div>
      </div>
    </Modal>
  );
}
