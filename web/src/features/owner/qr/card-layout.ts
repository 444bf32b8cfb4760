/**
 * The printable table cards' sheet (issue 10): A4 or US Letter, portrait, four cards to a page (2 x 2, cut along
 * the dashed lines), shared by the print view and the PDF so both come out the same.
 */
export type Paper = 'a4' | 'letter';

export const PAPERS: Record<Paper, { label: string; widthMm: number; heightMm: number; css: string }> = {
  a4: { label: 'A4', widthMm: 210, heightMm: 297, css: 'A4' },
  letter: { label: 'Letter', widthMm: 215.9, heightMm: 279.4, css: 'letter' },
};

export const CARD_COLUMNS = 2;
export const CARD_ROWS = 2;
export const CARDS_PER_PAGE = CARD_COLUMNS * CARD_ROWS;
/** The sheet's outer margin, which most printers need. */
export const SHEET_MARGIN_MM = 10;

export const SCAN_LINE = 'Scan to order and pay';

export function isPaper(value: string | null | undefined): value is Paper {
  return value === 'a4' || value === 'letter';
}

/** The cards in pages of CARDS_PER_PAGE. */
export function pagesOf<T>(cards: T[]): T[][] {
  const pages: T[][] = [];
  for (let index = 0; index < cards.length; index += CARDS_PER_PAGE) pages.push(cards.slice(index, index + CARDS_PER_PAGE));
  return pages;
}
