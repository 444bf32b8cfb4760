import { useId, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import type { FloorTable } from '@shared/api';
import { dialogKeys, useModalDialog } from '@/components/ui/modal-dialog';

const FOCUSABLE = 'button:not(:disabled), input:not(:disabled), [tabindex]:not([tabindex="-1"])';

interface FloorDialogProps {
  title: string;
  onClose(): void;
  onSubmit(): void;
  submitLabel: string;
  pending: boolean;
  /** The server's refusal, read out and shown above the buttons. */
  error: string | null;
  /** No submit button (nothing to choose). */
  canSubmit?: boolean;
  children: ReactNode;
}

/** A modal <dialog> of the floor (the page behind inert, Escape and Cancel close it, focus back to the opener). */
export function FloorDialog({ title, onClose, onSubmit, submitLabel, pending, error, canSubmit = true, children }: FloorDialogProps) {
  const id = useId();
  const { dialog, cancel } = useModalDialog(onClose, (element) => element.querySelector<HTMLElement>(FOCUSABLE)?.focus());
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => dialogKeys(event, cancel, FOCUSABLE);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!pending) onSubmit();
  }
  return (
    <dialog ref={dialog} className="owner-dialog floor-dialog" aria-labelledby={`${id}-title`} onKeyDown={onKeyDown}>
      <form className="owner-dialog__panel floor-dialog__panel" onSubmit={submit} noValidate>
        <header className="owner-dialog__header">
          <h2 id={`${id}-title`} className="owner-dialog__title">
            {title}
          </h2>
          <button type="button" className="owner-dialog__close" aria-label="Close" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        {children}
        {error ? (
          <p className="floor-dialog__error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="floor-dialog__actions">
          <button type="button" className="button button--outline" onClick={onClose}>
            Cancel
          </button>
          {canSubmit ? (
            <button type="submit" className="button" disabled={pending} aria-busy={pending}>
              {submitLabel}
            </button>
          ) : null}
        </div>
      </form>
    </dialog>
  );
}

interface ClearDialogProps {
  table: FloorTable;
  warning: string;
  pending: boolean;
  error: string | null;
  onConfirm(): void;
  onClose(): void;
}

/** Clearing a table with dishes not sent or rounds still cooking: said first, cleared on confirmation. */
export function ClearDialog({ table, warning, pending, error, onConfirm, onClose }: ClearDialogProps) {
  return (
    <FloorDialog title={`Clear Table ${table.name}?`} submitLabel="Clear table" onSubmit={onConfirm} onClose={onClose} pending={pending} error={error}>
      <p>{warning}</p>
      <p className="muted">The visit ends: the next scan of the table's card starts a fresh one.</p>
    </FloorDialog>
  );
}

interface MoveDialogProps {
  table: FloorTable;
  /** The tables the party may move to. */
  free: FloorTable[];
  pending: boolean;
  error: string | null;
  onMove(toTableId: string): void;
  onClose(): void;
}

/** Moving a party (its visit: guests, cart, rounds) to a free table chosen from a list. */
export function MoveDialog({ table, free, pending, error, onMove, onClose }: MoveDialogProps) {
  const [choice, setChoice] = useState<string | null>(free[0]?.id ?? null);
  const [missing, setMissing] = useState(false);
  const id = useId();
  return (
    <FloorDialog
      title={`Move the party at Table ${table.name}`}
      submitLabel="Move party"
      onSubmit={() => (choice ? onMove(choice) : setMissing(true))}
      onClose={onClose}
      pending={pending}
      error={error ?? (missing ? 'Choose the table to move to.' : null)}
      canSubmit={free.length > 0}
    >
      {free.length === 0 ? (
        <p>No table is free. Clear one first.</p>
      ) : (
        <fieldset className="floor-dialog__choices">
          <legend>Move to a free table</legend>
          {free.map((t) => (
            <label key={t.id} className="floor-dialog__choice">
              <input type="radio" name={`${id}-to`} value={t.id} checked={choice === t.id} onChange={() => setChoice(t.id)} />
              Table {t.name}
              <span className="muted">
                {' '}
                {t.section ? `${t.section} · ` : ''}
                {t.seats} seats
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <p className="muted">The party's guests, cart and rounds go with them; tickets already sent keep the table they were sent from.</p>
    </FloorDialog>
  );
}
