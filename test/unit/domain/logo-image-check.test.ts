/**
 * What a logo upload really is (functions/lib/domain/logos/image-check.ts): raster images by their magic bytes,
 * SVG only as a document that can do nothing but draw.
 */
import { describe, expect, it } from 'vitest';
import { checkLogo, rasterTypeOf, svgProblem } from '../../../functions/lib/domain/logos/image-check';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));
const text = (s: string) => new TextEncoder().encode(s);

const PNG = bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 'IHDR');
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16, 'JFIF', 0);
const GIF = bytes('GIF89a', 1, 0, 1, 0);
const WEBP = bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 ');
const svg = (inner: string, attrs = '') => `<svg xmlns="http://www.w3.org/2000/svg"${attrs}>${inner}</svg>`;

describe('raster images by their magic bytes', () => {
  it('knows PNG, JPEG, GIF and WebP, and nothing else', () => {
    expect(rasterTypeOf(PNG)).toBe('image/png');
    expect(rasterTypeOf(JPEG)).toBe('image/jpeg');
    expect(rasterTypeOf(GIF)).toBe('image/gif');
    expect(rasterTypeOf(bytes('GIF87a', 0))).toBe('image/gif');
    expect(rasterTypeOf(WEBP)).toBe('image/webp');
    expect(rasterTypeOf(bytes('RIFF', 0, 0, 0, 0, 'WAVE'))).toBeNull();
    expect(rasterTypeOf(text('This is just text, saved as logo.png'))).toBeNull();
    expect(rasterTypeOf(bytes('%PDF-1.7'))).toBeNull();
    expect(rasterTypeOf(new Uint8Array())).toBeNull();
  });

  it('accepts an image only as the type it was uploaded as', () => {
    expect(checkLogo(PNG, 'image/png')).toEqual({ ok: true, contentType: 'image/png' });
    expect(checkLogo(WEBP, 'image/webp')).toEqual({ ok: true, contentType: 'image/webp' });
    expect(checkLogo(PNG, 'image/jpeg').ok).toBe(false);
    expect(checkLogo(PNG, 'image/svg+xml').ok).toBe(false);
    expect(checkLogo(text('plain text'), 'image/png').ok).toBe(false);
    expect(checkLogo(text('<html><script>x</script></html>'), 'text/html').ok).toBe(false);
  });
});

describe('SVG', () => {
  it('accepts drawings: shapes, gradients and fragment references, styles, a DOCTYPE without entities, inline raster images', () => {
    const drawings = [
      svg('<circle cx="5" cy="5" r="4" fill="#0B3D2E"/>', ' viewBox="0 0 10 10"'),
      `<?xml version="1.0" encoding="UTF-8"?>\n<!-- Generator: Illustrator -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n${svg('<rect width="4" height="4"/>')}`,
      svg('<defs><linearGradient id="g"><stop offset="0"/></linearGradient></defs><rect fill="url(#g)" width="4" height="4"/><use href="#g"/><use xlink:href=\'#g\'/>', ' xmlns:xlink="http://www.w3.org/1999/xlink"'),
      svg('<style>.a{fill:#fff;stroke:url( #g )}</style><text x="1" y="5" class="a">Luna\'s Kitchen</text>'),
      `\uFEFF${svg('<path d="M0 0h4"/>')}`,
    ];
    for (const doc of drawings) {
      expect(svgProblem(doc), doc).toBeNull();
      expect(checkLogo(text(doc), 'image/svg+xml')).toEqual({ ok: true, contentType: 'image/svg+xml' });
    }
  });

  it('refuses anything that could run script, load or embed another resource, or filter (issue 24)', () => {
    const scripts = [
      svg('<script>alert(1)</script>'),
      svg('<SCRIPT type="text/ecmascript">alert(1)</SCRIPT>'),
      svg('<rect width="4" height="4" onclick=alert(1) />'),
      svg('<image width="4" height="4" href="data:image/png;base64,iVBORw0KGgo="/>'),
      svg('<filter id="f"><feGaussianBlur stdDeviation="50"/></filter>'),
      svg('<rect fill="u\\72l(data:image/svg+xml,x)"/>'),
      svg('<s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script>'),
      `<?xml version="1.0"?><?xml-stylesheet href="data:text/css,x"?>${svg('')}`,
      svg(`<style>${'url('.repeat(40_000)}</style>`),
      svg('<animate attributeName="x" onbegin="alert(1)"/>'),
      svg('<a href="javascript:alert(1)"><rect width="4" height="4"/></a>'),
      svg('<a xlink:href="jav&#x61;script:alert(1)"><rect/></a>'),
      svg('<a href="java\tscript:alert(1)"><rect/></a>'),
      svg('<set attributeName="href" to="javascript:alert(1)"/>'),
      svg('<animate attributeName="xlink:href" values="https://evil.example/x"/>'),
      svg('<foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject>'),
      svg('<iframe src="https://evil.example"/>'),
      svg('<style>@import url(https://evil.example/x.css);</style>'),
      svg('<image href="data:image/svg+xml;base64,PHN2Zy8+"/>'),
      svg('<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;"><rect/></a>'),
    ];
    for (const doc of scripts) {
      expect(svgProblem(doc), doc).not.toBeNull();
      expect(checkLogo(text(doc), 'image/svg+xml').ok, doc).toBe(false);
    }
  });

  it('refuses references to anything outside the document', () => {
    const external = [
      svg('<image href="https://evil.example/tracker.png" width="4" height="4"/>'),
      svg('<use xlink:href="https://evil.example/sprite.svg#icon"/>'),
      svg('<use href="/other.svg#a"/>'),
      svg('<rect fill="url(https://evil.example/p.svg#p)"/>'),
      svg('<rect style="fill: url(\'//evil.example/p\')"/>'),
      svg('<style>@font-face{src:url(https://evil.example/f.woff)}</style>'),
    ];
    for (const doc of external) expect(svgProblem(doc), doc).not.toBeNull();
  });

  it('refuses what is not an SVG document: HTML, entities (XXE, billion laughs), text, broken UTF-8', () => {
    expect(svgProblem('<html><body><svg/></body></html>')).not.toBeNull();
    expect(svgProblem('<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg>&x;</svg>')).not.toBeNull();
    expect(svgProblem('just some text')).not.toBeNull();
    expect(svgProblem('<svgfoo/>')).not.toBeNull();
    expect(svgProblem('<!-- unclosed <svg/>')).not.toBeNull();
    expect(checkLogo(bytes('<svg>', 0xff, 0xfe, '</svg>'), 'image/svg+xml')).toEqual({ ok: false, reason: 'not UTF-8 text' });
  });
});
