/**
 * The branding editor (SPEC.md 2 Branding, 5 Colours and Logo): four colours, the two contrast checks with Auto-fix,
 * the logo, and a live preview of the diner's menu in those colours. Used by the settings page
 * (/owner/settings/branding) and by the onboarding wizard's first step (/owner/onboarding/branding).
 *
 * Contract:
 *   <BrandingEditor
 *     restaurantId="..."                 the restaurant whose branding is edited (GET/PUT .../branding)
 *     restaurantName="..."               shown in the preview's menu header
 *     restaurantDescription="..."        optional, shown under the name in the preview
 *     variant="settings" | "onboarding"  the save toast: 'Branding updated successfully!' / 'Branding colors saved!'
 *     onSaved={(branding) => ...}        optional, after every successful save of the colours (not after a logo change)
 *     renderActions={(actions) => ...}   optional, replaces the default Save Changes / Reset buttons
 *   />
 *
 * renderActions receives BrandingEditorActions and is rendered under the form in every state, loading and load
 * failure included (so a wizard's Back stays on screen):
 *   save(): Promise<Branding | null>  PUTs the four applied colours, even when unchanged (the first save creates the
 *                                     branding row, which completes the Branding step). Resolves to the saved
 *                                     Branding, or null when it failed (the editor has already shown
 *                                     'Failed to save branding') or the branding is not loaded. A second call while
 *                                     one is in flight returns the same promise: a double click saves once.
 *   reset(): void                     back to the saved colours.
 *   ready: boolean                    the branding is loaded; save() does nothing before.
 *   saving: boolean                   a save is in flight.
 *   busy: boolean                     a save or a logo upload/removal is in flight: disable your buttons.
 *   dirty: boolean                    the colours differ from the saved ones.
 * The wizard's Continue: `onClick={async () => { if (await actions.save()) navigate('/owner/onboarding/menu-quick') }}`
 * with `disabled={!actions.ready || actions.busy}`.
 *
 * The logo is not part of save(): it is saved as soon as it is uploaded or removed.
 */
import { useIsMutating } from '@tanstack/react-query';
import { useEffect, useId, useState, type ReactNode } from 'react';
import type { Branding } from '@shared/api';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/toast/toast-store';
import { mutationKeys } from '@/lib/query-keys';
import { useBranding, useSaveBranding } from '@/lib/restaurants/branding';
import { colorsOf, sameColors, type BrandingColors } from './branding-colors';
import { BrandingPreview } from './branding-preview';
import { ColorField } from './color-field';
import { ContrastChecks } from './contrast-checks';
import { LogoDropZone } from './logo-drop-zone';
import './branding.css';

export interface BrandingEditorActions {
  save(): Promise<Branding | null>;
  reset(): void;
  ready: boolean;
  saving: boolean;
  busy: boolean;
  dirty: boolean;
}

export interface BrandingEditorProps {
  restaurantId: string;
  restaurantName: string;
  restaurantDescription?: string | null;
  variant: 'settings' | 'onboarding';
  onSaved?: (branding: Branding) => void;
  renderActions?: (actions: BrandingEditorActions) => ReactNode;
}

export const SAVED_MESSAGES: Record<BrandingEditorProps['variant'], string> = {
  settings: 'Branding updated successfully!',
  onboarding: 'Branding colors saved!',
};
export const SAVE_FAILED_MESSAGE = 'Failed to save branding';

const COLOR_FIELD_COPY: { field: keyof BrandingColors; label: string; hint: string }[] = [
  { field: 'primaryColor', label: 'Primary color', hint: 'Buttons and the selected category' },
  { field: 'accentColor', label: 'Accent color', hint: 'Badges, such as the table number' },
  { field: 'backgroundColor', label: 'Background color', hint: 'The page behind your menu' },
  { field: 'textColor', label: 'Text color', hint: 'Names, descriptions and prices' },
];

const notReady: BrandingEditorActions = {
  save: async () => null,
  reset: () => {},
  ready: false,
  saving: false,
  busy: false,
  dirty: false,
};

export function BrandingEditor(props: BrandingEditorProps) {
  const branding = useBranding(props.restaurantId);
  if (branding.data) return <BrandingForm {...props} saved={branding.data} />;
  return (
    <div className="stack brand-editor__state">
      {branding.isError ? (
        <LoadError message="Failed to load branding data" onRetry={() => void branding.refetch()} />
      ) : (
        <Spinner label="Loading branding..." />
      )}
      {props.renderActions ? <div className="brand-editor__actions">{props.renderActions(notReady)}</div> : null}
    </div>
  );
}

function BrandingForm({
  restaurantId,
  restaurantName,
  restaurantDescription,
  variant,
  onSaved,
  renderActions,
  saved,
}: BrandingEditorProps & { saved: Branding }) {
  const savedColors = colorsOf(saved);
  // The colours being edited start from the saved ones once; a later cache update (a logo change) leaves them be.
  const [colors, setColors] = useState<BrandingColors>(savedColors);
  const [announcement, setAnnouncement] = useState('');
  const saveBranding = useSaveBranding(restaurantId);
  const logoBusy = useIsMutating({ mutationKey: mutationKeys.logo(restaurantId) }) > 0;
  const [oneSave] = useState(() => new OneAtATime<Branding | null>());
  const id = useId();

  const saving = saveBranding.isPending;
  const busy = saving || logoBusy;
  const dirty = !sameColors(colors, savedColors);

  useWarnBeforeLeaving(dirty);

  const setColor = (field: keyof BrandingColors, color: string) => setColors((current) => ({ ...current, [field]: color }));

  function save(): Promise<Branding | null> {
    return oneSave.run(() =>
      saveBranding
        .mutateAsync(colors)
        .then((result) => {
          setColors(colorsOf(result));
          toast.success(SAVED_MESSAGES[variant]);
          onSaved?.(result);
          return result;
        })
        .catch((error: unknown) => {
          toast.error(SAVE_FAILED_MESSAGE, error instanceof Error ? error.message : undefined);
          return null;
        }),
    );
  }

  function reset() {
    setColors(savedColors);
    setAnnouncement('Colors reset to the saved values.');
  }

  const actions: BrandingEditorActions = { save, reset, ready: true, saving, busy, dirty };

  return (
    <div className="brand-editor">
      <div className="brand-editor__layout">
        <div className="stack brand-editor__main">
          {saved.saved ? null : (
            <p className="notice brand-editor__info" role="status">
              Using default branding colors
            </p>
          )}

          <section className="card stack stack--tight brand-section" aria-labelledby={`${id}-colors`}>
            <h2 id={`${id}-colors`} className="section-title">
              Colors
            </h2>
            <div className="brand-colors">
              {COLOR_FIELD_COPY.map(({ field, label, hint }) => (
                <ColorField
                  key={field}
                  label={label}
                  hint={hint}
                  value={colors[field]}
                  disabled={saving}
                  onChange={(color) => setColor(field, color)}
                />
              ))}
            </div>
          </section>

          <section className="card stack stack--tight brand-section" aria-labelledby={`${id}-contrast`}>
            <h2 id={`${id}-contrast`} className="section-title">
              Accessibility
            </h2>
            <p className="muted">
              Diners read your menu on phones, often outdoors. AA needs a contrast ratio of at least 4.5:1, AAA at least 7:1.
            </p>
            <ContrastChecks
              colors={colors}
              disabled={saving}
              onFix={(field, color, message) => {
                setColor(field, color);
                setAnnouncement(message);
              }}
            />
            {/* Always in the page, so screen readers announce what Auto-fix and Reset changed. */}
            <p className="visually-hidden" aria-live="polite">
              {announcement}
            </p>
          </section>

          <section className="card stack stack--tight brand-section" aria-labelledby={`${id}-logo`}>
            <h2 id={`${id}-logo`} className="section-title">
              Logo
            </h2>
            <LogoDropZone restaurantId={restaurantId} restaurantName={restaurantName} logoUrl={saved.logoUrl} disabled={saving} />
          </section>

          <div className="brand-editor__actions">
            {dirty ? (
              <p className="brand-editor__unsaved" data-testid="unsaved-changes">
                <span className="brand-editor__dot" aria-hidden="true" /> Unsaved changes
              </p>
            ) : null}
            {renderActions ? (
              renderActions(actions)
            ) : (
              <div className="brand-editor__buttons">
                <button type="button" className="button" disabled={busy} onClick={() => void save()}>
                  {saving ? 'Saving...' : 'Save Changes'}
                </button>
                <button type="button" className="button button--outline" disabled={busy || !dirty} onClick={reset}>
                  Reset
                </button>
              </div>
            )}
          </div>
        </div>

        <div className="brand-editor__preview">
          <BrandingPreview
            colors={colors}
            logoUrl={saved.logoUrl}
            restaurantName={restaurantName}
            restaurantDescription={restaurantDescription}
            unsaved={dirty}
          />
        </div>
      </div>
    </div>
  );
}

/** A second call while the first is running gets the first's promise (a double click, or Continue pressed twice). */
class OneAtATime<T> {
  private running: Promise<T> | null = null;

  run(task: () => Promise<T>): Promise<T> {
    this.running ??= task().finally(() => {
      this.running = null;
    });
    return this.running;
  }
}

/** The browser asks before a reload or closing the tab drops unsaved colours. */
function useWarnBeforeLeaving(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
