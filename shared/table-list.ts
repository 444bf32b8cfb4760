/**
 * The tables an owner prints cards for (issue 10, printable table cards): either a count ("12" is tables 1 to 12) or
 * a list of labels and ranges separated by commas ("1-12, Patio 1-4, Bar"). A range is two whole numbers with a
 * hyphen and an optional prefix ("Patio 1-4" is Patio 1, Patio 2, Patio 3, Patio 4); anything else is one label.
 * Each label becomes a diner link's `table` (SPEC.md section 9), so it keeps to an order's table label (at most
 * TABLE_LABEL_MAX characters, shared/api/diner.ts). Pure, for the QR page and its tests.
 */

/** The longest table label an order keeps (shared/api/diner.ts: tableLabel). */
export const TABLE_LABEL_MAX = 20;

/** The most cards one print or PDF makes: a big floor, and a page that still renders quickly. */
export const MAX_TABLE_CARDS = 200;

export type TableListResult = { ok: true; labels: string[] } | { ok: false; error: string };

export const TABLE_LIST_HINT = 'A number of tables (12 makes tables 1 to 12) or a list such as 1-12, Patio 1-4, Bar';

/** The longest list: 200 cards of 20-character labels, with their commas, fit well within it. */
export const TABLE_LIST_MAX_LENGTH = 5_000;
/** The longest entry between commas: a label, or a range of labels ('Terrace Upstairs 10-24'). */
const ENTRY_MAX_LENGTH = TABLE_LABEL_MAX * 2 + 8;

const COUNT = /^\d+$/;
/** En and em dashes count as hyphens (phones type them). */
const DASH = /[-\u2013\u2014]/;
const DASHES = '-\u2013\u2014';
const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';

/**
 * "[prefix][spaces]from-to" read from the end in one pass (no backtracking, so linear in the entry's length): the
 * number after the dash, the dash with spaces either side, the number before it, the spaces before that, the
 * prefix (which may be empty). null when the entry does not end that way.
 */
function matchRange(item: string): { prefix: string; gap: string; from: string; to: string } | null {
  let end = item.length;
  let at = end;
  while (isDigit(item[at - 1])) at--;
  if (at === end) return null;
  const to = item.slice(at, end);
  while (item[at - 1] === ' ') at--;
  if (at === 0 || !DASHES.includes(item[at - 1]!)) return null;
  at--;
  while (item[at - 1] === ' ') at--;
  end = at;
  while (isDigit(item[at - 1])) at--;
  if (at === end) return null;
  const from = item.slice(at, end);
  end = at;
  while (item[at - 1] === ' ') at--;
  return { prefix: item.slice(0, at), gap: item.slice(at, end), from, to };
}

/**
 * The labels `input` stands for, in the order written, or the first problem in words an owner can act on.
 */
export function parseTableList(input: string, max = MAX_TABLE_CARDS): TableListResult {
  if (input.length > TABLE_LIST_MAX_LENGTH) {
    return fail(`The list is too long: at most ${TABLE_LIST_MAX_LENGTH.toLocaleString('en-US')} characters. Print the cards in parts.`);
  }
  const text = input.trim();
  if (!text) return fail('Enter how many tables you have, or a list such as 1-12, Patio 1-4');

  if (COUNT.test(text)) {
    const count = Number(text);
    if (count < 1) return fail('Enter at least 1 table');
    if (count > max) return tooMany(count, max);
    return { ok: true, labels: Array.from({ length: count }, (_, index) => String(index + 1)) };
  }

  const items = text
    .split(/[,;\n]/)
    .map((item) => item.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
  const labels: string[] = [];
  let total = 0;
  for (const item of items) {
    if (item.length > ENTRY_MAX_LENGTH) {
      return fail(`'${item.slice(0, TABLE_LABEL_MAX)}…' is too long: a table label has at most ${TABLE_LABEL_MAX} characters`);
    }
    const range = matchRange(item);
    if (range) {
      const { prefix: prefixText, gap, from: fromText, to: toText } = range;
      // 'Patio 1-4' makes 'Patio 1'; 'A1-3' makes 'A1'.
      const prefix = prefixText ? `${prefixText}${gap ? ' ' : ''}` : '';
      const from = Number(fromText);
      const to = Number(toText);
      if (from > to) return fail(`'${item}' counts down: write the lower number first (${prefix}${to}-${from})`);
      total += to - from + 1;
      // Counted before expanding, so '1-99999999' is refused without building it.
      if (total > max) return tooMany(total + countRest(items, item), max);
      for (let number = from; number <= to; number += 1) {
        labels.push(`${prefix}${number}`);
      }
    } else if (looksLikeBadRange(item)) {
      return fail(`'${item}' is not a range: use whole numbers, such as 1-12 or Patio 1-4`);
    } else {
      total += 1;
      if (total > max) return tooMany(total + countRest(items, item), max);
      labels.push(item);
    }
  }
  if (labels.length === 0) return fail('Enter how many tables you have, or a list such as 1-12, Patio 1-4');

  const seen = new Set<string>();
  for (const label of labels) {
    if (label.length > TABLE_LABEL_MAX) return fail(`'${label}' is too long: a table label has at most ${TABLE_LABEL_MAX} characters`);
    const key = label.toLowerCase();
    if (seen.has(key)) return fail(`${tableDisplayName(label)} is listed twice`);
    seen.add(key);
  }
  return { ok: true, labels };
}

/** What a card calls a table: 'Table 7' for a number, the label itself otherwise ('Patio 3', 'Bar'). */
export function tableDisplayName(label: string): string {
  return COUNT.test(label) ? `Table ${label}` : label;
}

/** A table label as typed into the single-table field: trimmed; null when empty or too long. */
export function normalizeTableLabel(input: string): { ok: true; label: string } | { ok: false; error: string } {
  const label = input.trim().replace(/\s+/g, ' ');
  if (!label) return { ok: false, error: 'Enter a table number' };
  if (label.length > TABLE_LABEL_MAX) return { ok: false, error: `A table number has at most ${TABLE_LABEL_MAX} characters` };
  return { ok: true, label };
}

/**
 * A dash between words is part of a name ('Roof-top 3'); a dash next to a number, a single letter or nothing is a
 * range gone wrong ('x-y', '1-b', 'Patio 4-').
 */
function looksLikeBadRange(item: string): boolean {
  return item.split(DASH).some((part, index, parts) => {
    // The word just before the next dash, and the one just after the previous dash (items have single spaces).
    const words = part.trim().split(' ');
    const beforeDash = index < parts.length - 1 ? words[words.length - 1]! : null;
    const afterDash = index > 0 ? words[0]! : null;
    return [beforeDash, afterDash].some((word) => word !== null && (word.length <= 1 || /^\d+$/.test(word)));
  });
}

function fail(error: string): TableListResult {
  return { ok: false, error };
}

function tooMany(count: number, max: number): TableListResult {
  return fail(`At most ${max} cards at a time: this makes ${count}. Print them in parts.`);
}

/** How many cards the items after `current` make (for the 'this makes N' count; huge ranges are counted, not built). */
function countRest(items: string[], current: string): number {
  const rest = items.slice(items.indexOf(current) + 1);
  let count = 0;
  for (const item of rest) {
    const range = matchRange(item);
    count += range ? Math.max(0, Number(range.to) - Number(range.from) + 1) : 1;
  }
  return count;
}
