/**
 * What an uploaded logo really is, from its bytes, never from its name or the type the browser declared: PNG, JPEG,
 * WebP and GIF by their magic bytes; SVG only as a document made of drawing elements. Every logo is then decoded and
 * re-encoded as PNG (../logos.ts; SVG rasterized by librsvg), so nothing uploaded is ever served as it came: this
 * check is what stands between a vector file and the rasterizer. Pure, and linear in the document's length: one pass
 * over the characters, no pattern that can backtrack over the document.
 *
 * librsvg, rendering from bytes, fetches nothing by URL or path (no base URL), but follows `data:` URLs from any
 * reference (an <image>, <feImage>, <use>, xi:include, CSS url() or @import, an xml-stylesheet instruction) and
 * decodes what they hold, and its filters can take minutes on one small file. So an SVG logo may hold only drawing
 * elements of the SVG namespace, every reference stays inside the document (`#id`), CSS has no escapes and no
 * @import, and there are bounds on its elements, nesting and <use>s.
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

export const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
const XML_NAMESPACE = 'http://www.w3.org/XML/1998/namespace';

/** The bounds of an SVG logo's document (a real logo has tens to a few hundred elements). */
export const SVG_LIMITS = { elements: 3000, depth: 48, uses: 50, namespaceDeclarations: 64 } as const;

/**
 * The SVG elements a logo may be drawn with. Not: image, feImage and filters (fe*, filter: decoding and time),
 * script, foreignObject, animation (a PNG does not move), fonts, anything unknown.
 */
const DRAWING_ELEMENTS = new Set([
  'svg', 'g', 'defs', 'symbol', 'use', 'switch', 'a', 'title', 'desc', 'metadata', 'style',
  'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'text', 'tspan', 'textPath',
  'linearGradient', 'radialGradient', 'stop', 'pattern', 'clipPath', 'mask', 'marker', 'view',
]);

const PREDEFINED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

class Refused extends Error {}
const refuse = (reason: string): never => {
  throw new Refused(reason);
};

/** Character and predefined entity references decoded, in one pass; any other entity refuses the document. */
function decodeXml(raw: string): string {
  if (!raw.includes('&')) return raw;
  let out = '';
  let at = 0;
  for (;;) {
    const amp = raw.indexOf('&', at);
    if (amp < 0) return out + raw.slice(at);
    const semi = raw.indexOf(';', amp);
    if (semi < 0 || semi - amp > 12) refuse('has a malformed reference');
    out += raw.slice(at, amp);
    const name = raw.slice(amp + 1, semi);
    if (name.startsWith('#')) {
      const code = /^#x[0-9a-f]+$/i.test(name) ? parseInt(name.slice(2), 16) : /^#[0-9]+$/.test(name) ? parseInt(name.slice(1), 10) : NaN;
      if (!(code > 0 && code <= 0x10ffff)) refuse('has a malformed reference');
      out += String.fromCodePoint(code);
    } else {
      out += PREDEFINED_ENTITIES[name] ?? refuse(`uses the entity &${name};`);
    }
    at = semi + 1;
  }
}

const isSpace = (c: string | undefined) => c === ' ' || c === '\t' || c === '\n' || c === '\r';

/**
 * CSS (a <style> element's text, any attribute value: presentation attributes are CSS too) that can reach nothing
 * outside the document: no escapes (they could spell any name), no @import, every url() a fragment (`#id`).
 */
function checkCss(text: string): void {
  if (text.includes('\\')) refuse('has a CSS escape');
  const lower = text.toLowerCase();
  if (lower.includes('@import')) refuse('imports a stylesheet');
  for (let at = lower.indexOf('url('); at >= 0; at = lower.indexOf('url(', at + 4)) {
    let i = at + 4;
    while (isSpace(lower[i])) i++;
    if (lower[i] === '"' || lower[i] === "'") i++;
    if (lower[i] !== '#') refuse('references another resource');
  }
}

/** A reference (href) that stays inside the document. */
function checkHref(value: string): void {
  let start = 0;
  while (start < value.length && value.charCodeAt(start) <= 0x20) start++;
  const trimmed = value.slice(start);
  if (trimmed !== '' && !trimmed.startsWith('#')) refuse('references another resource');
}

interface Element {
  name: string;
  namespaces: Map<string, string>;
  /** The ids of this element and of its ancestors (their subtrees hold whatever this one holds). */
  ids: string[];
}

const NAME = /[^\s/>=]/;

/** Why the SVG cannot be a logo; null when it is a document of drawing elements only. Linear in its length. */
export function svgProblem(text: string): string | null {
  try {
    scanSvg(text);
    return null;
  } catch (error) {
    if (error instanceof Refused) return error.message;
    throw error;
  }
}

function scanSvg(source: string): void {
  const text = source.startsWith('\uFEFF') ? source.slice(1) : source;
  const stack: Element[] = [];
  const idsHoldingUse = new Set<string>();
  const useTargets: string[] = [];
  let elements = 0;
  let declarations = 0;
  let root = false;
  let closedRoot = false;
  let at = 0;
  const end = (terminator: string, from: number, what: string) => {
    const found = text.indexOf(terminator, from);
    return found < 0 ? refuse(`has an unclosed ${what}`) : found;
  };
  while (at < text.length) {
    const lt = text.indexOf('<', at);
    const chunk = lt < 0 ? text.slice(at) : text.slice(at, lt);
    if (stack.length === 0 && chunk.trim() !== '') refuse('not an SVG document');
    if (stack.at(-1)?.name === `${SVG_NAMESPACE} style`) checkCss(decodeXml(chunk));
    else if (chunk.includes('&')) decodeXml(chunk);
    if (lt < 0) break;
    if (text.startsWith('<!--', lt)) {
      at = end('-->', lt + 4, 'comment') + 3;
    } else if (text.startsWith('<![CDATA[', lt)) {
      const close = end(']]>', lt + 9, 'CDATA section');
      if (stack.at(-1)?.name === `${SVG_NAMESPACE} style`) checkCss(text.slice(lt + 9, close));
      at = close + 3;
    } else if (text.startsWith('<?', lt)) {
      const close = end('?>', lt + 2, 'processing instruction');
      // Only the XML declaration, first: an xml-stylesheet instruction would load CSS (from a data: URL too).
      if (lt !== 0 || !/^<\?xml\s/.test(text.slice(0, Math.min(close, 8)))) refuse('has a processing instruction');
      at = close + 2;
    } else if (text.startsWith('<!', lt)) {
      if (root || !/^<!DOCTYPE\s/i.test(text.slice(lt, lt + 10))) refuse('not an SVG document');
      const close = end('>', lt, 'DOCTYPE');
      if (text.slice(lt, close).includes('[')) refuse('declares entities');
      at = close + 1;
    } else if (text[lt + 1] === '/') {
      const close = end('>', lt, 'tag');
      const qname = text.slice(lt + 2, close).trim();
      const open = stack.pop();
      if (!open || open.name !== resolveName(qname, open.namespaces, true)) refuse('is not well-formed');
      if (stack.length === 0) closedRoot = true;
      at = close + 1;
    } else {
      if (closedRoot) refuse('has content after its root element');
      at = startTag(lt);
    }
  }
  if (!root || stack.length > 0) refuse('not an SVG document');
  // A <use> of something that itself holds a <use> multiplies: each use draws its target once, nothing more.
  if (useTargets.some((id) => idsHoldingUse.has(id))) refuse('nests <use> references');

  function startTag(lt: number): number {
    let i = lt + 1;
    const nameStart = i;
    while (i < text.length && NAME.test(text[i]!)) i++;
    const qname = text.slice(nameStart, i);
    if (!qname) refuse('is not well-formed');
    const attributes: [string, string][] = [];
    for (;;) {
      while (isSpace(text[i])) i++;
      if (i >= text.length) refuse('has an unclosed tag');
      if (text[i] === '>' || text.startsWith('/>', i)) break;
      const attrStart = i;
      while (i < text.length && NAME.test(text[i]!)) i++;
      const attrName = text.slice(attrStart, i);
      while (isSpace(text[i])) i++;
      if (!attrName || text[i] !== '=') refuse('is not well-formed');
      i++;
      while (isSpace(text[i])) i++;
      const quote = text[i];
      if (quote !== '"' && quote !== "'") refuse('is not well-formed');
      const close = end(quote!, i + 1, 'attribute');
      const raw = text.slice(i + 1, close);
      if (raw.includes('<')) refuse('is not well-formed');
      attributes.push([attrName, decodeXml(raw)]);
      i = close + 1;
    }
    const selfClosing = text[i] === '/';
    const parent = stack.at(-1);
    let namespaces = parent?.namespaces ?? new Map([['xml', XML_NAMESPACE]]);
    for (const [name, value] of attributes) {
      if (name === 'xmlns' || name.startsWith('xmlns:')) {
        if (++declarations > SVG_LIMITS.namespaceDeclarations) refuse(`declares more than ${SVG_LIMITS.namespaceDeclarations} namespaces`);
        if (namespaces === parent?.namespaces || !parent) namespaces = new Map(namespaces);
        namespaces.set(name === 'xmlns' ? '' : name.slice(6), value);
      }
    }
    const name = resolveName(qname, namespaces, true);
    const [namespace, local] = name.split(' ') as [string, string];
    if (++elements > SVG_LIMITS.elements) refuse(`has more than ${SVG_LIMITS.elements} elements`);
    if (stack.length + 1 > SVG_LIMITS.depth) refuse(`nests elements more than ${SVG_LIMITS.depth} deep`);
    if (!parent) {
      if (root || name !== `${SVG_NAMESPACE} svg`) refuse('not an SVG document');
      root = true;
    }
    if (namespace === SVG_NAMESPACE) {
      if (!DRAWING_ELEMENTS.has(local)) refuse(`has a <${local}> element`);
    } else if (namespace === 'http://www.w3.org/2001/XInclude') {
      refuse('includes another document');
    }
    let id: string | null = null;
    for (const [attrQname, value] of attributes) {
      if (attrQname === 'xmlns' || attrQname.startsWith('xmlns:')) continue;
      const attr = attrQname.includes(':') ? resolveName(attrQname, namespaces, false) : ` ${attrQname}`;
      const attrLocal = attr.slice(attr.indexOf(' ') + 1);
      if (attr === `${XML_NAMESPACE} base`) refuse('sets a base URL');
      if (attrLocal === 'href') checkHref(value);
      if (attr === ' id') id = value;
      checkCss(value);
    }
    const ids = id ? [...(parent?.ids ?? []), id] : (parent?.ids ?? []);
    if (namespace === SVG_NAMESPACE && local === 'use') {
      if (useTargets.length >= SVG_LIMITS.uses) refuse(`has more than ${SVG_LIMITS.uses} <use> elements`);
      const href = attributes.find(([n]) => n === 'href' || n.endsWith(':href'))?.[1].trim() ?? '';
      useTargets.push(href.slice(1));
      for (const holder of ids) idsHoldingUse.add(holder);
      if (id) idsHoldingUse.add(id);
    }
    if (!selfClosing) stack.push({ name, namespaces, ids });
    else if (!parent) closedRoot = true;
    return text.indexOf('>', i) + 1;
  }
}

/** `namespace local` of a qualified name; an unknown prefix is not well-formed. */
function resolveName(qname: string, namespaces: Map<string, string>, element: boolean): string {
  const colon = qname.indexOf(':');
  const prefix = colon < 0 ? '' : qname.slice(0, colon);
  const local = colon < 0 ? qname : qname.slice(colon + 1);
  if (!element && colon < 0) return ` ${local}`;
  const namespace = namespaces.get(prefix);
  if (namespace === undefined) {
    if (prefix === '') return ` ${local}`;
    refuse(`uses an undeclared prefix ${prefix}:`);
  }
  return `${namespace} ${local}`;
}

export type LogoCheck = { ok: true; contentType: LogoContentType } | { ok: false; reason: string };

/**
 * What the bytes are, held against what the upload declared: the same image type, and for SVG a document of drawing
 * elements only (svgProblem). Decoding is ../logos.ts's: this is the check before it.
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
