/**
 * Pieces the Options & Variants and Combos tabs' forms share: the ↑/↓ buttons of a row (the moved button keeps the
 * focus), a field's error line, and the 'Delete …?' step (focus on its confirm button, back where it came from on
 * Cancel).
 */
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

interface MoveButtonsProps {
  /** The row's id: the buttons are `${id}-up` and `${id}-down`. */
  id: string;
  /** What the buttons move, in their names ('Move Fries up'). */
  name: string;
  index: number;
  count: number;
  disabled: boolean;
  onMove(to: number): void;
}

export function MoveButtons({ id, name, index, count, disabled, onMove }: MoveButtonsProps) {
  function moveTo(to: number, buttonId: string) {
    onMove(to);
    requestAnimationFrame(() => document.getElementById(buttonId)?.focus());
  }
  return (
    <>
      <button
        id={`${id}-up`}
        type="button"
        className="button button--outline"
        disabled={disabled || index === 0}
        aria-label={`Move ${name} up`}
        onClick={() => moveTo(index - 1, `${id}-up`)}
      >
        <span aria-hidden="true">↑</span>
      </button>
      <button
        id={`${id}-down`}
        type="button"
        className="button button--outline"
        disabled={disabled || index === count - 1}
        aria-label={`Move ${name} down`}
        onClick={() => moveTo(index + 1, `${id}-down`)}
      >
        <span aria-hidden="true">↓</span>
      </button>
    </>
  );
}

/** A field's error, with the id its control names in aria-describedby; nothing without an error. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="field__error">
      {error}
    </p>
  ) : null;
}

/**
 * The confirmation step's state: while confirming, the focus is on its confirm button; after Cancel it goes back
 * where `focusBack` puts it.
 */
export function useConfirmStep(focusBack: () => void) {
  const [confirming, setConfirming] = useState(false);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const cancelled = useRef(false);
  const focusBackRef = useRef(focusBack);
  useEffect(() => {
    focusBackRef.current = focusBack;
  });
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
    else if (cancelled.current) {
      cancelled.current = false;
      focusBackRef.current();
    }
  }, [confirming]);
  const cancel = () => {
    cancelled.current = true;
    setConfirming(false);
  };
  return { confirming, setConfirming, confirmButton, cancel };
}

interface ConfirmPanelProps {
  /** The panel's and its buttons row's classes, and the confirm button's own. */
  className: string;
  actionsClassName: string;
  confirmClassName: string;
  confirmButton: RefObject<HTMLButtonElement | null>;
  confirmLabel: string;
  confirmAriaLabel?: string;
  pending: boolean;
  onConfirm(): void;
  onCancel(): void;
  /** The question. */
  children: ReactNode;
}

export function ConfirmPanel({ className, actionsClassName, confirmClassName, confirmButton, confirmLabel, confirmAriaLabel, pending, onConfirm, onCancel, children }: ConfirmPanelProps) {
  return (
    <div className={className} role="alert">
      <p>{children}</p>
      <div className={actionsClassName}>
        <button ref={confirmButton} type="button" className={`button ${confirmClassName}`} disabled={pending} aria-label={confirmAriaLabel} onClick={onConfirm}>
          {pending ? 'Deleting...' : confirmLabel}
        </button>
        <button type="button" className="button button--outline" disabled={pending} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
