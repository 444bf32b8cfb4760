/**
 * A file dropped on the zone or picked with its button (a real file input, so keyboards and screen readers reach
 * it): the logo on the Branding page and an item's photo in the menu builder. The shared look is drop-zone.css
 * (`drop-zone`, `--active` while a file is dragged over, `--busy`; `drop-zone__icon`, `__lead`, `__input`, `__pick`,
 * `__hint`); each page keeps its own words, checks and classes beside them (`${zoneClass}…`, `${partClass}__…`).
 */
import { useState, type DragEvent } from 'react';
import './drop-zone.css';

interface DropZoneProps {
  /** The file input is `${id}-file`, its hint `${id}-hint`. */
  id: string;
  zoneClass: string;
  partClass: string;
  /** Nothing is taken meanwhile. */
  busy: boolean;
  accept: string;
  lead: string;
  pickLabel: string;
  hint: string;
  testId: string;
  onFile(file: File | undefined): void;
}

export function DropZone({ id, zoneClass, partClass, busy, accept, lead, pickLabel, hint, testId, onFile }: DropZoneProps) {
  const [dragging, setDragging] = useState(false);

  function drop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    onFile(event.dataTransfer.files[0]);
  }

  function dragLeave(event: DragEvent<HTMLDivElement>) {
    // Moving over a child of the zone is not leaving it.
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  }

  const className = ['drop-zone', zoneClass, dragging ? `drop-zone--active ${zoneClass}--active` : '', busy ? `drop-zone--busy ${zoneClass}--busy` : '']
    .filter(Boolean)
    .join(' ');

  return (
    <div
      className={className}
      onDragEnter={(event) => {
        event.preventDefault();
        if (!busy) setDragging(true);
      }}
      onDragOver={(event) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = busy ? 'none' : 'copy';
      }}
      onDragLeave={dragLeave}
      onDrop={drop}
      data-testid={testId}
    >
      <UploadIcon className={`drop-zone__icon ${partClass}__icon`} />
      <p className={`drop-zone__lead ${partClass}__lead`}>{lead}</p>
      <input
        id={`${id}-file`}
        type="file"
        className={`visually-hidden drop-zone__input ${partClass}__input`}
        accept={accept}
        disabled={busy}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          onFile(event.target.files?.[0]);
          // The same file can be picked again after a refusal.
          event.target.value = '';
        }}
      />
      <label htmlFor={`${id}-file`} className={`button button--outline drop-zone__pick ${partClass}__pick`} aria-disabled={busy || undefined}>
        {pickLabel}
      </label>
      <p id={`${id}-hint`} className={`drop-zone__hint ${partClass}__hint muted`}>
        {hint}
      </p>
    </div>
  );
}

function UploadIcon({ className }: { className: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />
      <path d="M17 8l-5-5-5 5" />
      <path d="M12 3v12" />
    </svg>
  );
}
