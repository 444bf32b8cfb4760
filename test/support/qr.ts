/**
 * Reads QR codes back the way a phone's camera would (jsQR over the pixels): from a PNG file, a data URL, or every
 * image a PDF embeds (pdf-lib stores a PNG as a FlateDecode DeviceRGB stream, its alpha apart).
 */
import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';
import { PDFDocument, PDFName, PDFNumber, PDFRawStream } from 'pdf-lib';
import { PNG } from 'pngjs';

/** The text of the QR code in a PNG; throws when there is none to read. */
export function decodeQrPng(bytes: Uint8Array): string {
  const png = PNG.sync.read(Buffer.from(bytes));
  const text = jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), png.width, png.height)?.data;
  if (text === undefined) throw new Error(`No readable QR code in a ${png.width}x${png.height} PNG`);
  return text;
}

export function decodeQrDataUrl(dataUrl: string): string {
  const match = /^data:image\/png;base64,(.+)$/.exec(dataUrl);
  if (!match) throw new Error(`Not a PNG data URL: ${dataUrl.slice(0, 40)}...`);
  return decodeQrPng(Buffer.from(match[1]!, 'base64'));
}

/** Every RGB image XObject of the PDF as RGBA pixels. */
export function pdfImages(pdf: PDFDocument) {
  const images: { width: number; height: number; rgba: Uint8ClampedArray }[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    if (object.dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
    if (object.dict.get(PDFName.of('ColorSpace')) !== PDFName.of('DeviceRGB')) continue;
    const width = (object.dict.get(PDFName.of('Width')) as PDFNumber).asNumber();
    const height = (object.dict.get(PDFName.of('Height')) as PDFNumber).asNumber();
    const rgb = inflateSync(object.contents);
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let pixel = 0; pixel < width * height; pixel += 1) {
      rgba.set([rgb[pixel * 3]!, rgb[pixel * 3 + 1]!, rgb[pixel * 3 + 2]!, 255], pixel * 4);
    }
    images.push({ width, height, rgba });
  }
  return images;
}

/** The texts of the QR codes among a PDF's images, in the order the PDF stores them (images that are no code skipped). */
export async function pdfQrCodes(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  return pdfImages(pdf)
    .map((image) => jsQR(image.rgba, image.width, image.height)?.data)
    .filter((text): text is string => text !== undefined);
}
