/**
 * The QR page's codes, decoded: the PNG the page downloads for table 7 and the table cards' PDF for tables 1-12
 * (issue 10, Must show) are read back with jsQR, the way a phone's camera would, and must give the diner links of
 * SPEC.md section 9. The PDF's images are taken out of the PDF itself (pdf-lib stores a PNG as deflated RGB).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import jsQR from 'jsqr';
import { PDFDocument } from 'pdf-lib';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { decodeQrPng, pdfImages } from '../../../support/qr';
import { parseTableList, tableDisplayName } from '../../../../shared/table-list';
import { buildCardsPdf } from '../../../../web/src/features/owner/qr/cards-pdf';
import { DOWNLOAD_QR_SIZE, qrPngBytes } from '../../../../web/src/features/owner/qr/qr-image';
import { qrFileName, qrLink } from '../../../../web/src/features/owner/qr/qr-links';

const ORIGIN = 'https://tabletap.example';
const RID = 'rest-1';

describe('QR links', () => {
  it('are /start?rid= with table and lang only when set', () => {
    expect(qrLink({ origin: ORIGIN, restaurantId: RID })).toBe(`${ORIGIN}/start?rid=${RID}`);
    expect(qrLink({ origin: ORIGIN, restaurantId: RID, table: ' 7 ' })).toBe(`${ORIGIN}/start?rid=${RID}&table=7`);
    expect(qrLink({ origin: ORIGIN, restaurantId: RID, table: '', lang: 'es' })).toBe(`${ORIGIN}/start?rid=${RID}&lang=es`);
    expect(qrLink({ origin: `${ORIGIN}/`, restaurantId: RID, table: 'Patio 2' })).toBe(`${ORIGIN}/start?rid=${RID}&table=Patio+2`);
  });

  it('download as tabletap-{slug or id}-{what}.png', () => {
    expect(qrFileName({ id: RID, slug: 'rosa-diaz' }, 'table 7')).toBe('tabletap-rosa-diaz-table-7.png');
    expect(qrFileName({ id: RID, slug: null }, 'Patio 2')).toBe('tabletap-rest-1-patio-2.png');
    expect(qrFileName({ id: RID, slug: 'rosa' }, 'Español')).toBe('tabletap-rosa-espanol.png');
    expect(qrFileName({ id: RID, slug: 'rosa' }, 'cards a4', 'pdf')).toBe('tabletap-rosa-cards-a4.pdf');
  });
});

describe('QR images', () => {
  it("the table-7 PNG decodes to the table-7 link", async () => {
    const url = qrLink({ origin: ORIGIN, restaurantId: '0f6c3c2e-8f5a-4c1e-9a57-3c1f2b7d9e10', table: '7' });
    const png = await qrPngBytes(url, DOWNLOAD_QR_SIZE, { forFile: true });
    expect(decodeQrPng(png)).toBe(url);
    expect(PNG.sync.read(Buffer.from(png)).width).toBe(DOWNLOAD_QR_SIZE);
  });

  it('the cards PDF for tables 1-12 has 3 A4 pages and 12 QR images that decode to the 12 table links', async () => {
    const parsed = parseTableList('1-12');
    if (!parsed.ok) throw new Error(parsed.error);
    const cards = await Promise.all(
      parsed.labels.map(async (label) => {
        const url = qrLink({ origin: ORIGIN, restaurantId: RID, table: label });
        return { heading: tableDisplayName(label), url, qrPng: await qrPngBytes(url, DOWNLOAD_QR_SIZE) };
      }),
    );
    // What goes in decodes...
    expect(cards.map((card) => decodeQrPng(card.qrPng))).toEqual(cards.map((card) => card.url));

    const bytes = await buildCardsPdf({ paper: 'a4', restaurantName: 'Rosa Diaz Restaurant', cards });
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(3);
    const [width, height] = [pdf.getPage(0).getWidth(), pdf.getPage(0).getHeight()];
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);

    // ...and so does what comes out of the PDF.
    const images = pdfImages(pdf);
    expect(images).toHaveLength(12);
    const decoded = images.map((image) => jsQR(image.rgba, image.width, image.height)?.data);
    // In the cards' order, which is the order the PDF stores them.
    expect(decoded).toEqual(cards.map((card) => card.url));
  }, 30_000);

  it('embeds a PNG or JPEG logo, leaves out any other, and survives a name its font cannot write', async () => {
    const url = qrLink({ origin: ORIGIN, restaurantId: RID, table: '1' });
    const card = { heading: 'Table 1', url, qrPng: await qrPngBytes(url, 300) };
    const logoPng = await qrPngBytes('logo', 64);

    const withLogo = await PDFDocument.load(
      await buildCardsPdf({ paper: 'letter', restaurantName: '北京饭店 Café', logo: { bytes: logoPng, type: 'image/png' }, cards: [card] }),
    );
    expect(pdfImages(withLogo)).toHaveLength(2);
    expect(Math.round(withLogo.getPage(0).getWidth())).toBe(612);

    const svgLogo = await PDFDocument.load(
      await buildCardsPdf({ paper: 'a4', restaurantName: 'Rosa', logo: { bytes: new TextEncoder().encode('<svg/>'), type: 'image/svg+xml' }, cards: [card] }),
    );
    expect(pdfImages(svgLogo)).toHaveLength(1);

    const brokenPng = await PDFDocument.load(
      await buildCardsPdf({ paper: 'a4', restaurantName: 'Rosa', logo: { bytes: new Uint8Array([1, 2, 3]), type: 'image/png' }, cards: [card] }),
    );
    expect(pdfImages(brokenPng)).toHaveLength(1);
  }, 30_000);
});

describe('the PDF maker', () => {
  it('is loaded only on the click: nothing in the web app imports pdf-lib or cards-pdf statically', () => {
    const root = path.resolve(import.meta.dirname, '../../../../web/src');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file));
    const offenders = files.filter((file) => {
      if (file.endsWith(path.join('qr', 'cards-pdf.ts'))) return false;
      const source = readFileSync(path.join(root, file), 'utf8');
      return /^\s*import\s[^;]*from\s+['"](pdf-lib|[^'"]*cards-pdf)['"]/m.test(source) && !/^\s*import\s+type\s/m.test(source.match(/^\s*import\s[^;]*from\s+['"](pdf-lib|[^'"]*cards-pdf)['"]/m)?.[0] ?? '');
    });
    expect(offenders).toEqual([]);
    expect(readFileSync(path.join(root, 'features/owner/qr/downloads.ts'), 'utf8')).toContain("import('./cards-pdf')");
  });
});
