import type { BrandingEditorActions } from '../branding/branding-editor';

/** The wizard's branding step forward button: saves the colours (once, disabled while busy), then `onSaved`. */
export function SaveContinueButton({ actions, label, onSaved }: { actions: BrandingEditorActions; label: string; onSaved: () => void }) {
  return (
    <button
      type="button"
      className="button"
      disabled={!actions.ready || actions.busy}
      onClick={async () => {
        if (await actions.save()) onSaved();
      }}
    >
      {actions.saving ? 'Saving...' : label}
    </button>
  );
}
