import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_TABLE_CARDS, normalizeTableLabel, parseTableList, TABLE_LABEL_MAX, TABLE_LIST_MAX_LENGTH, tableDisplayName } from '../../../shared/table-list';

const labels = (input: string) => {
  const result = parseTableList(input);
  if (!result.ok) throw new Error(result.error);
  return result.labels;
};
const error = (input: string, max?: number) => {
  const result = parseTableList(input, max);
  if (result.ok) throw new Error(`expected an error for ${input}`);
  return result.error;
};

describe('parseTableList', () => {
  it('reads a lone number as a count of tables', () => {
    expect(labels('12')).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
    expect(labels(' 1 ')).toEqual(['1']);
    expect(error('0')).toBe('Enter at least 1 table');
  });

  it('expands ranges with an optional prefix and keeps single labels, in the order written', () => {
    expect(labels('1-3, Patio 1-2, Bar')).toEqual(['1', '2', '3', 'Patio 1', 'Patio 2', 'Bar']);
    expect(labels('5, 9')).toEqual(['5', '9']);
    expect(labels('Terrace  4 – 5;Roof-top 3\nBar,')).toEqual(['Terrace 4', 'Terrace 5', 'Roof-top 3', 'Bar']);
    expect(labels('7-7')).toEqual(['7']);
    expect(labels('A1-3, B 1-2')).toEqual(['A1', 'A2', 'A3', 'B 1', 'B 2']);
  });

  it('says what is wrong with a bad list', () => {
    expect(error('')).toMatch(/^Enter how many tables/);
    expect(error(' , ,')).toMatch(/^Enter how many tables/);
    expect(error('5-1')).toBe("'5-1' counts down: write the lower number first (1-5)");
    expect(error('Patio 4-2')).toBe("'Patio 4-2' counts down: write the lower number first (Patio 2-4)");
    expect(error('x-y')).toBe("'x-y' is not a range: use whole numbers, such as 1-12 or Patio 1-4");
    expect(error('1-b')).toMatch(/^'1-b' is not a range/);
    expect(error('Patio 4-')).toMatch(/^'Patio 4-' is not a range/);
    expect(error('1-12, 5')).toBe('Table 5 is listed twice');
    expect(error('Bar, bar')).toBe('bar is listed twice');
    expect(error('The very long garden table 1')).toMatch(/too long: a table label has at most 20 characters/);
  });

  it(`makes at most ${MAX_TABLE_CARDS} cards, counting huge ranges without building them`, () => {
    expect(labels('200')).toHaveLength(200);
    expect(labels('1-150, Patio 1-50')).toHaveLength(200);
    expect(error('201')).toBe('At most 200 cards at a time: this makes 201. Print them in parts.');
    expect(error('1-150, Patio 1-50, Bar')).toBe('At most 200 cards at a time: this makes 201. Print them in parts.');
    expect(error('1-999999999')).toBe('At most 200 cards at a time: this makes 999999999. Print them in parts.');
    expect(error('1-5', 4)).toMatch(/^At most 4 cards/);
  });
});

describe('table labels', () => {
  it('refuses a list over 5,000 characters, and an entry too long to be a table, before reading them', () => {
    // One 50,001-character entry took 4.5 s here when a backtracking pattern read it (issue 24).
    expect(error(`${'1'.repeat(50_000)}x`)).toBe('The list is too long: at most 5,000 characters. Print the cards in parts.');
    expect(error(`Patio 1-4, ${'1'.repeat(4_000)}x`)).toBe(`'${'1'.repeat(20)}…' is too long: a table label has at most 20 characters`);
    expect(error(`${' 7 -'.repeat(1_000)}`)).toMatch(/is too long: a table label has at most 20 characters$/);
    // The longest real list still fits: 200 labels of 20 characters.
    const longest = Array.from({ length: MAX_TABLE_CARDS }, (_, i) => `Garden terrace ${String(i).padStart(5, '0')}`).join(', ');
    expect(longest.length).toBeLessThanOrEqual(TABLE_LIST_MAX_LENGTH);
    expect(labels(longest)).toHaveLength(MAX_TABLE_CARDS);
  });

  it('answers any long or odd list, ranges read from the end without backtracking (property, lists up to 60,000 characters)', () => {
    const piece = fc.constantFrom('1', '12', ' ', '-', '–', 'a', 'Patio', ',', ';', '\n', '9999999999');
    const text = fc.oneof(
      fc.array(piece, { maxLength: 400 }).map((parts) => parts.join('')),
      fc.tuple(piece, fc.integer({ min: 1, max: 20_000 }), piece).map(([a, n, b]) => a.repeat(n) + b),
    );
    fc.assert(
      fc.property(text, (input) => {
        const result = parseTableList(input);
        if (result.ok) {
          expect(result.labels.length).toBeGreaterThan(0);
          expect(result.labels.length).toBeLessThanOrEqual(MAX_TABLE_CARDS);
          for (const label of result.labels) expect(label.length).toBeLessThanOrEqual(TABLE_LABEL_MAX);
        } else {
          expect(result.error.length).toBeLessThan(200);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('names numbered tables Table n and keeps other labels', () => {
    expect(tableDisplayName('7')).toBe('Table 7');
    expect(tableDisplayName('Patio 3')).toBe('Patio 3');
  });

  it('trims the single table field and refuses empty or overlong labels', () => {
    expect(normalizeTableLabel('  7 ')).toEqual({ ok: true, label: '7' });
    expect(normalizeTableLabel('   ')).toEqual({ ok: false, error: 'Enter a table number' });
    expect(normalizeTableLabel('x'.repeat(21))).toEqual({ ok: false, error: 'A table number has at most 20 characters' });
  });
});
