import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { keepTabInside, useModalDialog } from '@/components/ui/modal-dialog';
import { copyToClipboard, COPY_FAILED_MESSAGE, LINK_COPIED_MESSAGE } from './clipboard';

interface QrUrlDialogProps {
  /** What the link is for, in the title: 'Preview link', 'Español'. */
  title: string;
  url: string;
  onClose(): void;
}

/** How long 'Copied' stays on the button (SPEC.md section 9: the copy tick clears after 2 s). */
const COPIED_MS = 2000;

/**
 * The link to put in a QR code (SPEC.md section 2, Customer preview: "A modal shows the URL for QR generation"), with
 * the code itself drawn once the qrcode library has loaded. A native modal <dialog>: the page behind is inert, Tab
 * and Shift+Tab go round the dialog's own controls (the browser alone would let focus out to its toolbar), Escape
 * closes it, and focus goes back to the button that opened it.
 */
export function QrUrlDialog({ title, url, onClose }: QrUrlDialogProps) {
  const urlField = useRef<HTMLInputElement>(null);
  const id = useId();
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const qrImage = useQrImage(url);

  // Escape fires 'cancel'; the parent unmounts us, so its state stays the one truth.
  const { dialog } = useModalDialog(onClose, () => {
    urlField.current?.focus();
    urlField.current?.select();
  });

  useEffect(() => {
    if (copyState === 'idle') return;
    const timer = setTimeout(() => setCopyState('idle'), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copyState]);

  function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
    keepTabInside(event, 'button:not(:disabled), input, a[href]');
  }

  async function copy() {
    setCopyState((await copyToClipboard(url)) ? 'copied' : 'failed');
  }

  return (
    <dialog
      ref={dialog}
      className="owner-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      onKeyDown={keepFocusInside}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its panel) closes it.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="owner-dialog__panel">
        <header className="owner-dialog__header">
          <h2 id={`${id}-title`} className="owner-dialog__title">
            QR code URL: {title}
          </h2>
          <button type="button" className="owner-dialog__close" aria-label="Close" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <p id={`${id}-description`} className="muted">
          Put this link in a QR code, or scan the code below to open it on a phone.
        </p>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-url`}>
            Link
          </label>
          <input ref={urlField} id={`${id}-url`} className="input preview-url" readOnly value={url} />
        </div>
        {qrImage ? <img className="qr-image" src={qrImage} width={200} height={200} alt={`QR code for ${url}`} /> : null}
        <p className={copyState === 'failed' ? 'field__error' : 'muted'} role="status">
          {copyState === 'copied' ? LINK_COPIED_MESSAGE : copyState === 'failed' ? COPY_FAILED_MESSAGE : ''}
        </p>
        <div className="settings-actions">
          <button type="button" className="button" onClick={() => void copy()}>
            {copyState === 'copied' ? 'Copied' : 'Copy Link'}
          </button>
        </div>
      </div>
    </dialog>
  );
}

/** The QR code as an SVG data URL; null while the library loads or if drawing fails (the URL is still shown). */
function useQrImage(url: string): string | null {
  const [image, setImage] = useState<{ url: string; src: string } | null>(null);
  useEffect(() => {
    let current = true;
    import('qrcode')
      .then((qrcode) => qrcode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, width: 200 }))
      .then((svg) => {
        if (current) setImage({ url, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
      })
      .catch(() => {
        if (current) setImage(null);
      });
    return () => {
      current = false;
    };
  }, [url]);
  return image?.url === url ? image.src : null;
}
