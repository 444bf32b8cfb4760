import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useI18n } from '../i18n/i18n-store';

interface DialogProps {
  title: string;
  /** Under the title, tied to the dialog as its description. */
  description?: string | null;
  onClose(): void;
  children: ReactNode;
  /** Sticky at the bottom (the chooser's running price and Add button). */
  footer?: ReactNode;
}

/**
 * A modal dialog on the native <dialog> element: showModal() makes the rest of the page inert (focus stays inside,
 * screen readers see only the dialog), Escape closes it, and focus returns to the control that opened it. On small
 * screens it is a bottom sheet (CSS).
 */
export function Dialog({ title, description, onClose, children, footer }: DialogProps) {
  const { t } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element.showModal();
    // Escape: the browser fires 'cancel'; the parent decides (it unmounts us), so the state stays the one truth.
    const onCancel = (event: Event) => {
      event.preventDefault();
      close.current();
    };
    element.addEventListener('cancel', onCancel);
    document.body.classList.add('has-modal');
    return () => {
      element.removeEventListener('cancel', onCancel);
      element.close();
      document.body.classList.remove('has-modal');
      opener?.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className="dialog"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its panel) closes it, as on every sheet.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="dialog__panel">
        <header className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            <bdi>{title}</bdi>
          </h2>
          <button type="button" className="dialog__close" aria-label={t('close')} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div className="dialog__body">
          {description ? (
            <p id={descriptionId} className="muted">
              <bdi>{description}</bdi>
            </p>
          ) : null}
          {children}
        </div>
        {footer ? <footer className="dialog__footer">{footer}</footer> : null}
      </div>
    </dialog>
  );
}
