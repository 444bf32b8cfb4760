/**
 * What an uploaded logo really is, from its bytes, never from its name or the type the browser declared: PNG, JPEG,
 * WebP and GIF by their magic bytes; SVG only as an SVG document that can do nothing but draw (no script, no event
 * handler attributes, no javascript: URLs, no foreignObject, nothing fetched from elsewhere). Pure.
 */
import type { LogoContentType } from '../../../../shared/api';

/** How many leading bytes the raster checks need. */
export const MAGIC_BYTES_NEEDED = 16;

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The raster image type the bytes start with; null when none of them. */
export function rasterTypeOf(bytes: Uint8Array): Exclude<LogoContentType, 'image/svg+xml'> | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/** UTF-8 text, or null when the bytes are not valid UTF-8. */
function utf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * An SVG document: optional XML declaration, comments and a DOCTYPE without an internal subset (no entities), then
 * the root element `<svg`. Anything before the root that is not one of those makes it something else.
 */
function isSvgDocument(text: string): boolean {
  let rest = text.replace(/^\uFEFF/, '');
  for (;;) {
    rest = rest.replace(/^\s+/, '');
    if (rest.startsWith('<?xml')) {
      const end = rest.indexOf('?>');
      if (end < 0) return false;
      rest = rest.slice(end + 2);
    } else if (rest.startsWith('<!--')) {
      const end = rest.indexOf('-->', 4);
      if (end < 0) return false;
      rest = rest.slice(end + 3);
    } else if (/^<!DOCTYPE\s/i.test(rest)) {
      const end = rest.indexOf('>');
      if (end < 0 || rest.slice(0, end).includes('[')) return false;
      rest = rest.slice(end + 1);
    } else {
      return /^<svg[\s>/]/.test(rest);
    }
  }
}

const CODE_POINT_MAX = 0x10ffff;

/**
 * The text as a browser would read attribute values: character references decoded (`&#x6A;` is 'j'), and the
 * characters a URL scheme may be split with (whitespace, controls, `&Tab;`, `&NewLine;`) removed; lower case.
 */
function normalized(text: string): string {
  return text
    .replace(/&#x0*([0-9a-f]{1,6});?/gi, (_m, hex: string) => fromCodePoint(parseInt(hex, 16)))
    .replace(/&#0*([0-9]{1,7});?/g, (_m, dec: string) => fromCodePoint(parseInt(dec, 10)))
    .replace(/&(tab|newline|nbsp);?/gi, '')
    .replace(/&colon;?/gi, ':')
    .replace(/\s+/g, '')
    .replace(/\p{Cc}+/gu, '')
    .toLowerCase();
}
function fromCodePoint(code: number): string {
  return code > 0 && code <= CODE_POINT_MAX ? String.fromCodePoint(code) : '';
}

/** Elements and constructs that run code, embed other documents or declare entities. */
const FORBIDDEN_MARKUP = ['<script', '<foreignobject', '<iframe', '<embed', '<object', '<!entity', '<handler', '<listener'];
/** URL schemes and style constructs that run code or fetch from elsewhere, anywhere in the document. */
const FORBIDDEN_TEXT = ['javascript:', 'vbscript:', 'livescript:', 'data:text/html', 'data:application', 'data:image/svg', '@import', 'expression('];
/** An inline image: no script in it, nothing fetched. */
const INLINE_RASTER = /^data:image\/(png|jpeg|gif|webp);base64,/;

/** A reference stays inside the document (`#id`) or is an inline raster image. */
function isLocalReference(value: string): boolean {
  const v = normalized(value);
  return v === '' || v.startsWith('#') || INLINE_RASTER.test(v);
}

/** Why the SVG cannot be a logo; null when it is a safe SVG document. */
export function svgProblem(text: string): string | null {
  if (!isSvgDocument(text)) return 'not an SVG document';
  const flat = normalized(text);
  for (const markup of FORBIDDEN_MARKUP) if (flat.includes(markup)) return `contains ${markup}`;
  for (const fragment of FORBIDDEN_TEXT) if (flat.includes(fragment)) return `contains ${fragment}`;
  // Event handlers: any attribute named on...= (onload, onclick, onbegin...).
  if (/[\s"'/]on[a-z]+\s*=/i.test(text)) return 'has an event handler attribute';
  // Animating an href (set/animate attributeName="href") could point it anywhere later.
  if (/attributename\s*=\s*["']?\s*(xlink:)?href/i.test(text)) return 'animates a reference';
  for (const match of text.matchAll(/(?:^|[\s"'/])(?:[a-z-]+:)?(?:href|src)\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/gi)) {
    const value = match[2] ?? match[3] ?? match[4] ?? '';
    if (!isLocalReference(value)) return 'references another resource';
  }
  for (const match of text.matchAll(/url\(\s*(["']?)([^)]*?)\1\s*\)/gi)) {
    if (!isLocalReference(match[2] ?? '')) return 'references another resource';
  }
  return null;
}

export type LogoCheck = { ok: true; contentType: LogoContentType } | { ok: false; reason: string };

/**
 * What the bytes are, held against what the upload declared: the same image type, and for SVG a safe document.
 * `bytes` is the whole object for SVG (every byte is read for script), at least MAGIC_BYTES_NEEDED otherwise.
 */
export function checkLogo(bytes: Uint8Array, declared: string): LogoCheck {
  const raster = rasterTypeOf(bytes);
  if (raster) return raster === declared ? { ok: true, contentType: raster } : { ok: false, reason: `${raster} declared as ${declared}` };
  if (declared !== 'image/svg+xml') return { ok: false, reason: 'not an image' };
  const text = utf8(bytes);
  if (text === null) return { ok: false, reason: 'not UTF-8 text' };
  const problem = svgProblem(text);
  return problem ? { ok: false, reason: problem } : { ok: true, contentType: 'image/svg+xml' };
}
