import { useId, useState } from 'react';
import { LOGO_CONTENT_TYPES } from '@shared/api';
import { toast } from '@/components/toast/toast-store';
import { DropZone } from '../components/drop-zone';
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

  function removeLogo() {
    setRefusal(null);
    remove.mutate(undefined, {
      onSuccess: () => toast.success('Logo removed successfully!'),
      onError: (error) => toast.error('Failed to remove logo', errorMessage(error)),
    });
  }

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
      <DropZone
        id={id}
        zoneClass="brand-logo__zone"
        partClass="brand-logo"
        busy={busy}
        accept={LOGO_CONTENT_TYPES.join(',')}
        lead="Drag and drop your logo here, or"
        pickLabel={logoUrl ? 'Choose a new logo' : 'Choose a logo file'}
        hint={LOGO_HINT}
        testId="logo-drop-zone"
        onFile={take}
      />
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
