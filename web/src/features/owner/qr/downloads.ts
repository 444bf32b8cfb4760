/**
 * The QR page's downloads, in the browser: one code as PNG, and the table cards as PDF (pdf-lib and the PDF maker
 * are loaded only here, on the click, so the page itself stays small).
 */
import type { Restaurant } from '@shared/api';
import { tableDisplayName } from '@shared/table-list';
import type { Paper } from './card-layout';
import { DOWNLOAD_QR_SIZE, dataUrlBytes, qrPngBytes, qrPngDataUrl } from './qr-image';
import { qrFileName, qrLink } from './qr-links';

export async function downloadQrPng(url: string, fileName: string): Promise<void> {
  saveUrl(await qrPngDataUrl(url, DOWNLOAD_QR_SIZE, { forFile: true }), fileName);
}

export interface CardsPdfRequest {
  restaurant: Pick<Restaurant, 'id' | 'slug' | 'name'>;
  logoUrl: string | null;
  labels: string[];
  /** Stored tables' card keys by label (issue 28): their cards' links carry them. */
  keys?: ReadonlyMap<string, string>;
  paper: Paper;
  origin: string;
}

export async function downloadCardsPdf({ restaurant, logoUrl, labels, keys, paper, origin }: CardsPdfRequest): Promise<void> {
  const [{ buildCardsPdf }, logo, cards] = await Promise.all([
    import('./cards-pdf'),
    logoUrl ? fetchLogo(logoUrl) : null,
    Promise.all(
      labels.map(async (label) => {
        const url = qrLink({ origin, restaurantId: restaurant.id, table: label, tableKey: keys?.get(label) ?? null });
        return { heading: tableDisplayName(label), url, qrPng: await qrPngBytes(url, DOWNLOAD_QR_SIZE) };
      }),
    ),
  ]);
  const bytes = await buildCardsPdf({
    paper,
    restaurantName: restaurant.name,
    // The PDF's built-in font writes Western European text only; other names go in as a picture of themselves.
    nameImage: /[^\u0020-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u20ac]/.test(restaurant.name) ? textPng(restaurant.name) : null,
    logo,
    cards,
  });
  const blob = new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' });
  const href = URL.createObjectURL(blob);
  try {
    saveUrl(href, qrFileName(restaurant, `table-cards-${paper}`, 'pdf'));
  } finally {
    // After the click has started the download.
    setTimeout(() => URL.revokeObjectURL(href), 10_000);
  }
}

function saveUrl(href: string, fileName: string) {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** The logo's bytes and type; null when it cannot be read (the cards are made without it). */
async function fetchLogo(url: string): Promise<{ bytes: Uint8Array; type: string } | null> {
  try {
    const response = await fetch(url);
    if (!response.ok) return null;
    const blob = await response.blob();
    const type = blob.type || response.headers.get('content-type') || '';
    return { bytes: new Uint8Array(await blob.arrayBuffer()), type };
  } catch {
    return null;
  }
}

/** `text` drawn in bold on a transparent canvas, as PNG bytes; null where there is no canvas. */
function textPng(text: string): Uint8Array | null {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) return null;
  const font = 'bold 64px system-ui, sans-serif';
  context.font = font;
  const width = Math.ceil(context.measureText(text).width) + 16;
  canvas.width = Math.min(width, 4000);
  canvas.height = 88;
  context.font = font;
  context.fillStyle = '#595f6b';
  context.textBaseline = 'middle';
  context.fillText(text, 8, 44, canvas.width - 16);
  try {
    return dataUrlBytes(canvas.toDataURL('image/png'));
  } catch {
    return null;
  }
}
