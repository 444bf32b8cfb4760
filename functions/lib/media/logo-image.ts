/**
 * A logo decoded and written again as PNG with sharp (libvips), so the file served is never the one uploaded: raster
 * logos (PNG, JPEG, WebP, GIF: the first frame) are decoded under the pixel limit, turned upright and scaled down to
 * LOGO_MAX_SIDE on the long side (never up); SVG logos, already held to drawing elements by the vector check
 * (../domain/logos/image-check.ts), are rasterized by librsvg at LOGO_MAX_SIDE on the long side. Transparency stays.
 * librsvg rendering from bytes has no base URL, so it fetches no file and no URL (only `data:` URLs, which the vector
 * check refuses).
 */
import sharp, { type Metadata } from 'sharp';
import type { LogoContentType } from '../../../shared/api';
import { ImageDecodeError, MAX_INPUT_PIXELS } from './resize';

/** The stored logo's long side at most, in pixels: a 56 px header logo at 3x, the table cards' print, with room. */
export const LOGO_MAX_SIDE = 1024;
/** A confirm's decoding is given this long at most (libvips stops between tiles). */
const TIMEOUT_SECONDS = 10;

const FORMATS: Record<LogoContentType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/svg+xml': 'svg',
};

export interface LogoPng {
  width: number;
  height: number;
  bytes: Uint8Array;
}

const failure = (error: unknown) => new ImageDecodeError(`not decodable: ${(error as Error).message}`);

/** The logo as PNG; throws ImageDecodeError (with `pixels` when its canvas is over the limit). */
export async function logoToPng(input: Uint8Array, type: LogoContentType): Promise<LogoPng> {
  const svg = type === 'image/svg+xml';
  // The header only (no pixels are decoded): what it is and the canvas it claims, so a refusal can say its size.
  let header: Metadata;
  try {
    header = await sharp(input, { limitInputPixels: false, pages: 1 }).metadata();
  } catch (error) {
    throw failure(error);
  }
  const { width, height, format } = header;
  if (format !== FORMATS[type]) throw new ImageDecodeError(`${format} declared as ${type}`);
  if (!width || !height) throw new ImageDecodeError('no size');
  if (!svg && width * height > MAX_INPUT_PIXELS) throw new ImageDecodeError(`${width}x${height} is over ${MAX_INPUT_PIXELS} pixels`, true, { width, height });

  // An SVG's size is at 72 dpi: rendered at the density that makes its long side LOGO_MAX_SIDE.
  const density = svg ? Math.min(100_000, Math.max(1, (72 * LOGO_MAX_SIDE) / Math.max(width, height))) : undefined;
  try {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', pages: 1, animated: false, density })
      .rotate()
      .resize({ width: LOGO_MAX_SIDE, height: LOGO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .timeout({ seconds: TIMEOUT_SECONDS })
      .toBuffer({ resolveWithObject: true });
    return { width: info.width, height: info.height, bytes: new Uint8Array(data) };
  } catch (error) {
    throw failure(error);
  }
}
