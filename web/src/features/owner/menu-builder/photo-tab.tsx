import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  MENU_IMAGE_ACCEPT,
  MENU_IMAGE_ALT_MAX,
  MENU_IMAGE_RECOMMENDED,
  MENU_IMAGE_UPLOADING,
  menuImageSrcset,
  type MenuImageContentType,
  type MenuItemImage,
} from '@shared/api/menu-images';
import { DropZone } from '../components/drop-zone';
import type { EditorTabProps } from './builder-api';
import { checkPhotoFile, useRemovePhoto, useUploadPhoto, type PhotoRefusal } from './photo-api';
import './photo-tab.css';

/** SPEC.md 5: JPG, PNG, WebP only, max 4 MB, recommended 1280x960 (4:3). */
export const PHOTO_HINT = `JPG, PNG or WebP, up to 4 MB. Recommended ${MENU_IMAGE_RECOMMENDED.width}x${MENU_IMAGE_RECOMMENDED.height} (4:3).`;
/** The file input's accessible name (its visible label is the button that opens the file picker). */
export const PHOTO_PICK_LABEL = 'Choose a photo';
/** How wide the photo shows in the editor, for `sizes`: the sheet's content width at most. */
const PREVIEW_SIZES = '(max-width: 40rem) 100vw, 36rem';

interface ChosenPhoto {
  file: File;
  contentType: MenuImageContentType;
  previewUrl: string | null;
}

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * The item editor's 'Photo' tab (SPEC.md 4 'Image upload', 5 'Menu item image', 8 Images; issue 11): the current
 * photo with its alt text and 'Remove photo'; a new one dropped on the zone or picked with its button (a real file
 * input), checked here before anything is sent, previewed, with optional alt text, then uploaded ('Uploading...').
 */
export function PhotoTab({ restaurantId, itemId, builder }: EditorTabProps) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const item = builder.items.find((i) => i.id === itemId);
  const upload = useUploadPhoto(restaurantId, itemId);
  const remove = useRemovePhoto(restaurantId, itemId);
  const [chosen, setChosen] = useState<ChosenPhoto | null>(null);
  const [alt, setAlt] = useState('');
  const [refusal, setRefusal] = useState<PhotoRefusal | null>(null);
  const [checking, setChecking] = useState(false);
  const busy = upload.isPending || remove.isPending || checking;

  // The local preview's object URL lives as long as the choice.
  useEffect(() => {
    const url = chosen?.previewUrl;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [chosen]);

  if (!item) return <p className="muted">This item no longer exists.</p>;

  async function take(file: File | undefined) {
    if (!file || busy) return;
    setChecking(true);
    const check = await checkPhotoFile(file);
    setChecking(false);
    if (!check.ok) {
      setRefusal(check.refusal);
      return;
    }
    setRefusal(null);
    const previewUrl = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
    setChosen({ file, contentType: check.contentType, previewUrl });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen || busy) return;
    upload.mutate(
      { file: chosen.file, contentType: chosen.contentType, alt },
      {
        onSuccess: () => {
          setChosen(null);
          setAlt('');
          headingRef.current?.focus();
        },
      },
    );
  }

  function removePhoto() {
    if (busy) return;
    remove.mutate(undefined, { onSuccess: () => headingRef.current?.focus() });
    headingRef.current?.focus(); // the button goes with the photo at once
  }


  return (
    <div className="photo-tab stack">
      <section className="stack stack--tight" aria-labelledby={`${id}-current`}>
        <h3 id={`${id}-current`} ref={headingRef} tabIndex={-1} className="photo-tab__heading">
          Current photo
        </h3>
        {item.image ? (
          <>
            <CurrentPhoto image={item.image} itemName={item.name} />
            <div>
              <button type="button" className="button button--outline photo-tab__remove" disabled={busy} onClick={removePhoto}>
                {remove.isPending ? 'Removing...' : 'Remove photo'}
              </button>
            </div>
          </>
        ) : (
          <p className="photo-tab__empty muted">No photo yet</p>
        )}
      </section>

      <section className="stack stack--tight" aria-labelledby={`${id}-new`}>
        <h3 id={`${id}-new`} className="photo-tab__heading">
          {item.image ? 'Replace the photo' : 'Add a photo'}
        </h3>
        <DropZone
          id={id}
          zoneClass="photo-zone"
          partClass="photo-zone"
          busy={busy}
          accept={MENU_IMAGE_ACCEPT}
          lead="Drag and drop a photo here, or"
          pickLabel={PHOTO_PICK_LABEL}
          hint={PHOTO_HINT}
          testId="photo-drop-zone"
          onFile={(file) => void take(file)}
        />

        {refusal ? (
          <div role="alert" className="photo-tab__error">
            <p className="photo-tab__error-title">{refusal.title}</p>
            <p>{refusal.message}</p>
          </div>
        ) : null}

        {chosen ? (
          <form className="photo-chosen" aria-label="New photo" onSubmit={submit} noValidate>
            {chosen.previewUrl ? (
              <img className="photo-chosen__preview" src={chosen.previewUrl} alt="Preview of the chosen photo" />
            ) : null}
            <p className="photo-chosen__file">
              <span className="photo-chosen__name">{chosen.file.name}</span> <span className="muted">({formatSize(chosen.file.size)})</span>
            </p>
            <div className="field">
              <label className="field__label" htmlFor={`${id}-alt`}>
                Alt text (optional)
              </label>
              <input
                id={`${id}-alt`}
                className="input"
                value={alt}
                maxLength={MENU_IMAGE_ALT_MAX}
                disabled={upload.isPending}
                aria-describedby={`${id}-alt-help ${id}-alt-count`}
                onChange={(event) => setAlt(event.target.value)}
              />
              <div className="photo-chosen__alt-meta">
                <p id={`${id}-alt-help`} className="muted">
                  Describe the dish for people who cannot see it. Left empty, the item's name is used.
                </p>
                <p id={`${id}-alt-count`} className="muted photo-chosen__count">
                  {alt.length}/{MENU_IMAGE_ALT_MAX}
                </p>
              </div>
            </div>
            <div className="photo-chosen__actions">
              <button type="submit" className="button" disabled={upload.isPending}>
                {upload.isPending ? (
                  <>
                    <span className="spinner" aria-hidden="true" /> {MENU_IMAGE_UPLOADING}
                  </>
                ) : (
                  'Upload photo'
                )}
              </button>
              <button
                type="button"
                className="button button--outline"
                disabled={upload.isPending}
                onClick={() => {
                  setChosen(null);
                  setAlt('');
                }}
              >
                Cancel
              </button>
            </div>
          </form>
        ) : null}
        {/* Said to screen readers (the button shows it): the region is always there, so the change is announced. */}
        <div role="status" className="visually-hidden">
          {upload.isPending ? MENU_IMAGE_UPLOADING : checking ? 'Checking the file...' : ''}
        </div>
      </section>
    </div>
  );
}

/** The saved photo: the widest copy with the others as srcset, its size set so nothing shifts while it loads. */
function CurrentPhoto({ image, itemName }: { image: MenuItemImage; itemName: string }) {
  const srcSet = menuImageSrcset(image);
  const sized = image.width > 0 && image.height > 0;
  return (
    <figure className="photo-current">
      <img
        className="photo-current__image"
        src={image.url}
        srcSet={srcSet}
        sizes={srcSet ? PREVIEW_SIZES : undefined}
        width={sized ? image.width : undefined}
        height={sized ? image.height : undefined}
        alt={image.alt ?? itemName}
        decoding="async"
      />
      <figcaption className="photo-current__caption muted">
        {image.alt ? (
          <>
            Alt text: <span className="photo-current__alt">{image.alt}</span>
          </>
        ) : (
          "No alt text: the item's name is used."
        )}
      </figcaption>
    </figure>
  );
}
