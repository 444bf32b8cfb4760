import { useId, useState, type DragEvent } from 'react';
import { LOGO_CONTENT_TYPES } from '@shared/api';
import { toast } from '@/components/toast/toast-store';
import { checkLogoFile, LOGO_UPLOAD_FAILED_MESSAGE, useRemoveLogo, useUploadLogo, type LogoRefusal } from './logo-api';

export const LOGO_HINT = 'PNG, JPG, SVG, recommended 512x512';

interface LogoDropZoneProps {
  restaurantId: string;
  restaurantName: string;
  /** The saved logo. */
  logoUrl: string | null;
  /** Something else is being saved (the colours): no logo change meanwhile. */
  disabled?: boolean;
}

function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : LOGO_UPLOAD_FAILED_MESSAGE;
}

/**
 * The logo: dropped on the zone or picked with its button (a real file input, so keyboards and screen readers reach
 * it). The file is checked here first (an image, under 1 MB: SPEC.md 5), then uploaded and checked again by the
 * server, whose refusal is shown as it is worded. The logo is saved as soon as it is uploaded (or removed).
 */
export function LogoDropZone({ restaurantId, restaurantName, logoUrl, disabled = false }: LogoDropZoneProps) {
  const id = useId();
  const upload = useUploadLogo(restaurantId);
  const remove = useRemoveLogo(restaurantId);
  const [refusal, setRefusal] = useState<LogoRefusal | null>(null);
  const [dragging, setDragging] = useState(false);
  const busy = disabled || upload.isPending || remove.isPending;

  function take(file: File | undefined) {
    if (!file || busy) return;
    const refused = checkLogoFile(file);
    setRefusal(refused);
    if (refused) return;
    upload.mutate(file, {
      onSuccess: () => toast.success('Logo uploaded successfully!'),
      onError: (error) => setRefusal({ message: errorMessage(error) }),
    });
  }

  function drop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files[0]);
  }

  function dragLeave(event: DragEvent<HTMLDivElement>) {
    // Moving over a child of the zone is not leaving it.
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  }

  function removeLogo() {
    setRefusal(null);
    remove.mutate(undefined, {
      onSuccess: () => toast.success('Logo removed successfully!'),
      onError: (error) => toast.error('Failed to remove logo', errorMessage(error)),
    });
  }

  const zoneClass = ['brand-logo__zone', dragging ? 'brand-logo__zone--active' : '', busy ? 'brand-logo__zone--busy' : '']
    .filter(Boolean)
    .join(' ');

  return (
    <div className="stack stack--tight brand-logo">
      {logoUrl ? (
        <div className="brand-logo__current">
          <img className="brand-logo__image" src={logoUrl} alt={`${restaurantName} logo`} width={64} height={64} />
          <span className="muted">Your current logo</span>
          <button type="button" className="button button--outline brand-logo__remove" disabled={busy} onClick={removeLogo}>
            {remove.isPending ? 'Removing...' : 'Remove logo'}
          </button>
        </div>
      ) : null}
      <div
        className={zoneClass}
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
        data-testid="logo-drop-zone"
      >
        <UploadIcon />
        <p className="brand-logo__lead">Drag and drop your logo here, or</p>
        <input
          id={`${id}-file`}
          type="file"
          className="visually-hidden brand-logo__input"
          accept={LOGO_CONTENT_TYPES.join(',')}
          disabled={busy}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            take(event.target.files?.[0]);
            // The same file can be picked again after a refusal.
            event.target.value = '';
          }}
        />
        <label htmlFor={`${id}-file`} className="button button--outline brand-logo__pick" aria-disabled={busy || undefined}>
          {logoUrl ? 'Choose a new logo' : 'Choose a logo file'}
        </label>
        <p id={`${id}-hint`} className="brand-logo__hint muted">
          {LOGO_HINT}
        </p>
      </div>
      <div role="status" className="brand-logo__status">
        {upload.isPending ? (
          <span className="brand-logo__uploading">
            <span className="spinner" aria-hidden="true" /> Uploading...
          </span>
        ) : null}
      </div>
      {refusal ? (
        <div role="alert" className="brand-logo__error field__error">
          <p className="brand-logo__error-message">{refusal.message}</p>
          {refusal.detail ? <p>{refusal.detail}</p> : null}
        </div>
      ) : null}
    </div>
  );
}

function UploadIcon() {
  return (
    <svg className="brand-logo__icon" viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />
      <path d="M17 8l-5-5-5 5" />
      <path d="M12 3v12" />
    </svg>
  );
}
