/**
 * Decoding and resizing a photo with sharp (libvips): the photo is turned upright (EXIF orientation), its metadata
 * (camera, GPS, ICC profiles but sRGB) dropped, and it is written as WebP at the given widths, never upscaled.
 * Decoding is bounded: at most MAX_INPUT_PIXELS pixels (a small file can claim a huge canvas), one image (no
 * animation frames), and libvips fails on the first error instead of returning a half-decoded picture.
 *
 * On Lambda, sharp's native binary for linux-arm64 is installed beside the bundle (infra/stacks/function-defaults.ts
 * `images`); only the functions whose routes declare the 'images' need import this module.
 */
import sharp, { type Metadata } from 'sharp';
import { IMAGE_MAX_MEGAPIXELS } from '../../../shared/api';

/** 40 megapixels: a phone's photo is 12-50 MP; more than this is refused before it is decoded. */
export const MAX_INPUT_PIXELS = IMAGE_MAX_MEGAPIXELS * 1_000_000;
const WEBP_QUALITY = 80;

export interface ResizedImage {
  width: number;
  height: number;
  bytes: Uint8Array;
}

/** The bytes could not be decoded as an image (or would be too large decoded). */
export class ImageDecodeError extends Error {
  constructor(
    message: string,
    readonly tooLarge = false,
    /** The canvas the image claims, when it is refused for it. */
    readonly pixels?: { width: number; height: number },
  ) {
    super(message);
    this.name = 'ImageDecodeError';
  }
}

// libvips caches operations; a Lambda handles one request at a time and never reuses an input, so the cache is waste.
sharp.cache(false);

/** sharp's own refusal of a canvas over limitInputPixels (it reads the header before decoding). */
const overPixelLimit = (error: unknown) => /pixel limit/i.test((error as Error).message);
const decodeError = (error: unknown) => new ImageDecodeError(`not decodable: ${(error as Error).message}`, overPixelLimit(error));

const decode = (input: Uint8Array) => sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', pages: 1, animated: false });

/** The upright size of the photo (after its EXIF orientation is applied). */
export async function uprightSize(input: Uint8Array): Promise<{ width: number; height: number; format: string }> {
  let metadata: Metadata;
  try {
    // The header only (no pixels are decoded): sharp's own limit would refuse a bomb without saying its canvas.
    metadata = await sharp(input, { limitInputPixels: false, pages: 1 }).metadata();
  } catch (error) {
    throw decodeError(error);
  }
  const { width, height, format } = metadata;
  if (!width || !height) throw new ImageDecodeError('no size');
  if (width * height > MAX_INPUT_PIXELS) throw new ImageDecodeError(`${width}x${height} is over ${MAX_INPUT_PIXELS} pixels`, true, { width, height });
  const turned = (metadata.orientation ?? 1) >= 5;
  return { width: turned ? height : width, height: turned ? width : height, format };
}

/** The photo as WebP at each width (each at most the photo's own upright width), in the order given. */
export async function toWebpWidths(input: Uint8Array, widths: readonly number[]): Promise<ResizedImage[]> {
  try {
    // Decoded once; each width is a clone of the same pipeline.
    const upright = decode(input).rotate();
    return await Promise.all(
      widths.map(async (width) => {
        const { data, info } = await upright
          .clone()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer({ resolveWithObject: true });
        return { width: info.width, height: info.height, bytes: new Uint8Array(data) };
      }),
    );
  } catch (error) {
    throw decodeError(error);
  }
}
