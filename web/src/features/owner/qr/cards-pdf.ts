/**
 * The printable table cards as a PDF (issue 10), built with pdf-lib from bytes alone, so it runs in the browser
 * (loaded only when the owner asks for the PDF) and in Node for the tests. Same sheet as the print view
 * (card-layout.ts): each card has the logo (PNG or JPEG; anything else is left out), the restaurant's name, the
 * table's name, its QR code and 'Scan to order and pay', with a dashed line to cut along.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import { CARD_COLUMNS, CARD_ROWS, PAPERS, SCAN_LINE, SHEET_MARGIN_MM, pagesOf, type Paper } from './card-layout';

export interface PdfCard {
  /** 'Table 7', 'Patio 2'. */
  heading: string;
  /** The link the code encodes, printed small under it for anyone who cannot scan. */
  url: string;
  /** The QR code as PNG (qr-image.ts qrPngBytes, 600 px or more to print sharp). */
  qrPng: Uint8Array;
}

export interface CardsPdfInput {
  paper: Paper;
  restaurantName: string;
  /**
   * The name drawn as a PNG, for names the PDF's built-in font cannot write (Chinese, Arabic, Cyrillic...): the
   * browser draws it on a canvas. Without it such characters are left out.
   */
  nameImage?: Uint8Array | null;
  logo?: { bytes: Uint8Array; type: string } | null;
  cards: PdfCard[];
  title?: string;
}

const POINTS_PER_MM = 72 / 25.4;
const mm = (value: number) => value * POINTS_PER_MM;
const INK = rgb(0.07, 0.09, 0.11);
const MUTED = rgb(0.35, 0.38, 0.42);
const CUT = rgb(0.7, 0.72, 0.75);

export async function buildCardsPdf(input: CardsPdfInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(input.title ?? `${input.restaurantName} table cards`);
  pdf.setCreator('TableTap');
  pdf.setProducer('TableTap');
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const logo = await embedLogo(pdf, input.logo);
  const nameImage = input.nameImage ? await pdf.embedPng(input.nameImage).catch(() => null) : null;
  const name = writable(bold, input.restaurantName);

  const paper = PAPERS[input.paper];
  const pageWidth = mm(paper.widthMm);
  const pageHeight = mm(paper.heightMm);
  const margin = mm(SHEET_MARGIN_MM);
  const cellWidth = (pageWidth - 2 * margin) / CARD_COLUMNS;
  const cellHeight = (pageHeight - 2 * margin) / CARD_ROWS;

  for (const cards of pagesOf(input.cards)) {
    const page = pdf.addPage([pageWidth, pageHeight]);
    for (const [index, card] of cards.entries()) {
      const column = index % CARD_COLUMNS;
      const row = Math.floor(index / CARD_COLUMNS);
      const x = margin + column * cellWidth;
      const top = pageHeight - margin - row * cellHeight;
      await drawCard(pdf, page, { x, top, width: cellWidth, height: cellHeight }, card, { bold, regular, logo, name, nameImage });
    }
  }
  return pdf.save();
}

interface Cell {
  x: number;
  top: number;
  width: number;
  height: number;
}

interface Assets {
  bold: PDFFont;
  regular: PDFFont;
  logo: PDFImage | null;
  name: string;
  nameImage: PDFImage | null;
}

async function drawCard(pdf: PDFDocument, page: PDFPage, cell: Cell, card: PdfCard, assets: Assets) {
  const { bold, regular } = assets;
  page.drawRectangle({
    x: cell.x,
    y: cell.top - cell.height,
    width: cell.width,
    height: cell.height,
    borderColor: CUT,
    borderWidth: 0.6,
    borderDashArray: [4, 3],
  });
  const centerX = cell.x + cell.width / 2;
  const inner = cell.width - mm(16);

  // Measure first, so the code gets the room left and the whole card sits in the middle of its cell.
  const logo = assets.logo ? fitBox(assets.logo, mm(36), mm(14)) : null;
  const nameImage = assets.nameImage ? fitBox(assets.nameImage, inner, mm(7)) : null;
  const nameSize = assets.name ? fitSize(bold, assets.name, inner, 15, 8) : 0;
  const heading = writable(bold, card.heading) || card.heading.replace(/[^\x20-\x7e]/g, '');
  const headingSize = fitSize(bold, heading, inner, 30, 12);
  const url = writable(regular, card.url);
  const urlSize = fitSize(regular, url, inner, 7, 4);
  const scanSize = 13;
  const gaps = { logo: mm(3), name: mm(2), heading: mm(3), qr: mm(2), scan: mm(1.5) };
  const fixed =
    (logo ? logo.height + gaps.logo : 0) +
    (nameImage ? nameImage.height + gaps.name : assets.name ? bold.heightAtSize(nameSize) + gaps.name : 0) +
    bold.heightAtSize(headingSize) +
    gaps.heading +
    gaps.qr +
    bold.heightAtSize(scanSize) +
    gaps.scan +
    regular.heightAtSize(urlSize);
  const qrSize = Math.max(mm(20), Math.min(inner, mm(70), cell.height - mm(16) - fixed));
  let y = cell.top - (cell.height - fixed - qrSize) / 2;

  if (assets.logo && logo) {
    page.drawImage(assets.logo, { x: centerX - logo.width / 2, y: y - logo.height, ...logo });
    y -= logo.height + gaps.logo;
  }
  if (assets.nameImage && nameImage) {
    page.drawImage(assets.nameImage, { x: centerX - nameImage.width / 2, y: y - nameImage.height, ...nameImage });
    y -= nameImage.height + gaps.name;
  } else if (assets.name) {
    y = drawCentered(page, assets.name, bold, nameSize, centerX, y, MUTED) - gaps.name;
  }
  y = drawCentered(page, heading, bold, headingSize, centerX, y, INK) - gaps.heading;

  const qr = await pdf.embedPng(card.qrPng);
  page.drawImage(qr, { x: centerX - qrSize / 2, y: y - qrSize, width: qrSize, height: qrSize });
  y -= qrSize + gaps.qr;

  y = drawCentered(page, SCAN_LINE, bold, scanSize, centerX, y, INK) - gaps.scan;
  drawCentered(page, url, regular, urlSize, centerX, y, MUTED);
}

/** An image's size scaled to fit a box, keeping its shape. */
function fitBox(image: PDFImage, maxWidth: number, maxHeight: number) {
  const scale = Math.min(maxWidth / image.width, maxHeight / image.height);
  return { width: image.width * scale, height: image.height * scale };
}

/** Draws one line centred on `centerX` with its top at `top`; returns the y under it. */
function drawCentered(page: PDFPage, text: string, font: PDFFont, size: number, centerX: number, top: number, color = INK) {
  const width = font.widthOfTextAtSize(text, size);
  const ascent = font.heightAtSize(size, { descender: false });
  page.drawText(text, { x: centerX - width / 2, y: top - ascent, size, font, color });
  return top - font.heightAtSize(size);
}

/** The largest size up to `max` (down to `min`) at which the text fits `width`. */
function fitSize(font: PDFFont, text: string, width: number, max: number, min: number): number {
  const natural = font.widthOfTextAtSize(text, max);
  return natural <= width ? max : Math.max(min, (max * width) / natural);
}

/** The text without the characters the standard font cannot encode (it would throw on them). */
function writable(font: PDFFont, text: string): string {
  let kept = '';
  for (const character of text) {
    try {
      font.encodeText(character);
      kept += character;
    } catch {
      // Left out: the caller draws an image of the text where it matters (the name).
    }
  }
  return kept.replace(/\s+/g, ' ').trim();
}

/** The logo when it is PNG or JPEG and readable; anything else is left out rather than failing the PDF. */
async function embedLogo(pdf: PDFDocument, logo: CardsPdfInput['logo']): Promise<PDFImage | null> {
  if (!logo) return null;
  const type = logo.type.toLowerCase();
  try {
    if (type.includes('png')) return await pdf.embedPng(logo.bytes);
    if (type.includes('jpeg') || type.includes('jpg')) return await pdf.embedJpg(logo.bytes);
  } catch {
    return null;
  }
  return null;
}
