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
  let y = cell.top - mm(8);

  if (assets.logo) {
    const scale = Math.min(mm(36) / assets.logo.width, mm(14) / assets.logo.height);
    const width = assets.logo.width * scale;
    const height = assets.logo.height * scale;
    page.drawImage(assets.logo, { x: centerX - width / 2, y: y - height, width, height });
    y -= height + mm(3);
  }

  if (assets.nameImage) {
    const scale = Math.min(inner / assets.nameImage.width, mm(7) / assets.nameImage.height);
    const width = assets.nameImage.width * scale;
    const height = assets.nameImage.height * scale;
    page.drawImage(assets.nameImage, { x: centerX - width / 2, y: y - height, width, height });
    y -= height + mm(2);
  } else if (assets.name) {
    y = drawCentered(page, assets.name, bold, fitSize(bold, assets.name, inner, 15, 8), centerX, y, MUTED) - mm(2);
  }

  const heading = writable(bold, card.heading) || card.heading.replace(/[^\x20-\x7e]/g, '');
  y = drawCentered(page, heading, bold, fitSize(bold, heading, inner, 30, 12), centerX, y, INK) - mm(3);

  // The code takes what is left above the two lines under it.
  const below = mm(6) + mm(4) + mm(6);
  const qrSize = Math.min(inner, y - (cell.top - cell.height) - below, mm(70));
  const qr = await pdf.embedPng(card.qrPng);
  page.drawImage(qr, { x: centerX - qrSize / 2, y: y - qrSize, width: qrSize, height: qrSize });
  y -= qrSize + mm(2);

  y = drawCentered(page, SCAN_LINE, bold, 13, centerX, y, INK) - mm(1.5);
  const url = writable(regular, card.url);
  drawCentered(page, url, regular, fitSize(regular, url, inner, 7, 4), centerX, y, MUTED);
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
