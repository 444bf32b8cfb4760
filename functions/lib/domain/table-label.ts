/**
 * Table labels are free text the diner types (or the QR code carries), so one table can be written many ways:
 * 'V1', ' v1', 'V1.', 'V01', 'V 1', a full-width 'Ｖ１', or with invisible characters pasted in. Two forms:
 *   - the label as shown to staff: as typed, less what cannot be seen (Unicode NFKC, no control, format or other
 *     default-ignorable characters such as zero-width spaces and bidi marks, blanks collapsed, trimmed);
 *   - the label's key, for rate limits: case-folded, accents, punctuation and spaces dropped, any script's digits
 *     read as 0-9 and leading zeros of each number dropped, so every way of writing one table is one key.
 * A label with no letter or digit in it names no table.
 */

/** Control (Cc), format (Cf: zero-width, bidi, BOM...), surrogate (Cs) and other default-ignorable characters. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Default_Ignorable_Code_Point}]/gu;
/** Unicode blanks (\s covers the Zs spaces and line breaks) plus the braille blank, which renders as a space. */
const BLANKS = /[\s\u2800]+/gu;

/** Text as a person sees it: NFKC, invisible characters removed, blanks collapsed to one space, trimmed. */
export function visibleText(text: string): string {
  // Blanks first: tabs and line breaks are control characters too, but they separate words.
  return text.normalize('NFKC').replace(BLANKS, ' ').replace(INVISIBLE, '').replace(BLANKS, ' ').trim();
}

/**
 * Free text for staff to read (a diner's message): bidi embeddings and overrides (which could make it display as
 * something else) and control characters go, everything else a script needs (ZWJ/ZWNJ, LRM/RLM) stays.
 */
export function readableText(text: string): string {
  return text
    .replace(/[\u202A-\u202E\u2066-\u2069]/g, '')
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** The value 0-9 of a decimal digit of any script: Unicode encodes each script's digits as a run starting at 0. */
function asciiDigit(char: string): string {
  let start = char.codePointAt(0)!;
  while (/\p{Nd}/u.test(String.fromCodePoint(start - 1))) start -= 1;
  return String((char.codePointAt(0)! - start) % 10);
}

export interface TableLabel {
  /** As typed, without invisibles: what staff see. */
  display: string;
  /** What the per-table limit is keyed on. */
  key: string;
}

/** The label's two forms; null when it names no table (empty, or no letter or digit at all). */
export function tableLabel(raw: string | null | undefined): TableLabel | null {
  if (!raw) return null;
  const display = visibleText(raw);
  const key = display
    .toUpperCase()
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\p{Nd}/gu, asciiDigit)
    .replace(/[^\p{L}\p{N}]/gu, '')
    .replace(/(?<!\d)0+(?=\d)/g, '');
  return key ? { display, key } : null;
}
