/**
 * QR code images (SPEC.md section 9: error correction M), as PNG everywhere (page, print view, downloads, PDF), so
 * what the owner sees is what they download and print. The same calls run in the browser (qrcode draws PNG on a canvas) and in Node
 * (qrcode draws PNG with pngjs), so the tests decode exactly what the page makes.
 */
import QRCode from 'qrcode';

/** The on-screen sizes of SPEC.md section 9. */
export const QR_SIZE = 200;
export const LANGUAGE_QR_SIZE = 120;
/** A downloaded PNG: big enough to print a few centimetres wide without blur. */
export const DOWNLOAD_QR_SIZE = 600;
/** A code on the printed table cards (and in their PDF). */
export const PRINT_QR_PIXELS = 600;

/** Quiet zone in modules: 2 inside a white card (the card's own margin adds to it), 4 for a file used anywhere. */
const CARD_MARGIN = 2;
const FILE_MARGIN = 4;

/** A PNG data URL; `forFile` gives the standard 4-module quiet zone. */
export async function qrPngDataUrl(url: string, size: number, { forFile = false } = {}): Promise<string> {
  return QRCode.toDataURL(url, {
    type: 'image/png',
    errorCorrectionLevel: 'M',
    margin: forFile ? FILE_MARGIN : CARD_MARGIN,
    width: size,
  });
}

export async function qrPngBytes(url: string, size: number, options: { forFile?: boolean } = {}): Promise<Uint8Array> {
  return dataUrlBytes(await qrPngDataUrl(url, size, options));
}

/** The bytes of a base64 data URL. */
export function dataUrlBytes(dataUrl: string): Uint8Array {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
