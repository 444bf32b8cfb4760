import { useId, useState, type ReactNode } from 'react';
import { toast } from '@/components/toast/toast-store';
import { Spinner } from '@/components/ui/spinner';
import { copyToClipboard } from '../settings/clipboard';
import { downloadQrPng } from './downloads';
import { useQrImage } from './use-qr-image';

export const URL_COPIED_MESSAGE = 'URL copied to clipboard';
export const URL_COPY_FAILED_MESSAGE = 'Failed to copy URL';

interface QrCardProps {
  title: string;
  /** What the code is for in the image's alt and the buttons' names: 'the universal link', 'table 7'. */
  what: string;
  description: ReactNode;
  /** Null while the card's own input is not valid: no code, and the actions are off. */
  url: string | null;
  size: number;
  fileName: string;
  /** Fields above the code (the table number). */
  children?: ReactNode;
  /** Said in place of the code while `url` is null. */
  invalidHint?: string;
  headingLevel?: 'h2' | 'h3';
  lang?: string;
}

/** One QR code with its link and the three things to do with it (SPEC.md section 2, QR codes page). */
export function QrCard({ title, what, description, url, size, fileName, children, invalidHint, headingLevel = 'h2', lang }: QrCardProps) {
  const titleId = useId();
  const image = useQrImage(url, size * 2);
  const [downloading, setDownloading] = useState(false);
  const Heading = headingLevel;

  async function copy() {
    if (!url) return;
    if (await copyToClipboard(url)) toast.success(URL_COPIED_MESSAGE);
    else toast.error(URL_COPY_FAILED_MESSAGE);
  }

  async function download() {
    if (!url || downloading) return;
    setDownloading(true);
    try {
      await downloadQrPng(url, fileName);
    } catch {
      toast.error('Failed to make the PNG');
    } finally {
      setDownloading(false);
    }
  }

  return (
    <article className={`card qr-card${size < 200 ? ' qr-card--small' : ''}`} aria-labelledby={titleId}>
      <div>
        <Heading id={titleId} className="section-title" lang={lang}>
          {title}
        </Heading>
        <div className="muted qr-card__description">{description}</div>
      </div>
      {children}
      <div className="qr-card__code" style={{ width: size, height: size }}>
        {!url ? (
          <p className="qr-card__placeholder">{invalidHint}</p>
        ) : image ? (
          <img src={image} width={size} height={size} alt={`QR code for ${what}: ${url}`} />
        ) : (
          <Spinner label="Drawing the code..." />
        )}
      </div>
      {url ? <code className="qr-card__url">{url}</code> : null}
      <div className="qr-card__actions">
        <button type="button" className="button button--outline" disabled={!url} onClick={() => void copy()}>
          Copy URL<span className="visually-hidden"> for {what}</span>
        </button>
        <button
          type="button"
          className="button button--outline"
          disabled={!url || downloading}
          aria-busy={downloading || undefined}
          onClick={() => void download()}
        >
          Download PNG<span className="visually-hidden"> for {what}</span>
        </button>
        {url ? (
          <a href={url} target="_blank" rel="noopener noreferrer" className="button button--outline">
            Preview<span className="visually-hidden"> {what} (opens in a new tab)</span>
          </a>
        ) : (
          <button type="button" className="button button--outline" disabled>
            Preview<span className="visually-hidden"> {what}</span>
          </button>
        )}
      </div>
    </article>
  );
}
