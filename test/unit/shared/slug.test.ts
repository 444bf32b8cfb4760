import { describe, expect, it } from 'vitest';
import {
  INVALID_SLUG_MESSAGE,
  isReservedSlug,
  isValidSlug,
  RESERVED_SLUGS,
  SLUG_ID_FALLBACK_LENGTH,
  SLUG_MAX_LENGTH,
  slugBase,
  slugCandidate,
} from '../../../shared/slug';

const ID = '3f2a9c1b-7d4e-4a5b-9c8d-0e1f2a3b4c5d';

describe('slugBase (SPEC.md 4: lowercase, non-alphanumeric runs to a hyphen, trimmed)', () => {
  it('lowercases and turns each run of other characters into one hyphen', () => {
    expect(slugBase('My Restaurant', ID)).toBe('my-restaurant');
    expect(slugBase("Joe's  Bar & Grill!!", ID)).toBe('joe-s-bar-grill');
    expect(slugBase('Pho 24/7', ID)).toBe('pho-24-7');
    expect(slugBase('ALLCAPS', ID)).toBe('allcaps');
  });

  it('trims hyphens from both ends', () => {
    expect(slugBase('  --The Bistro--  ', ID)).toBe('the-bistro');
    expect(slugBase('!!!Tapas!!!', ID)).toBe('tapas');
  });

  it('drops accents instead of splitting the word', () => {
    expect(slugBase('Café Zoë', ID)).toBe('cafe-zoe');
    expect(slugBase('Crème Brûlée', ID)).toBe('creme-brulee');
  });

  it('falls back to the first 8 characters of the id when the name leaves nothing', () => {
    expect(SLUG_ID_FALLBACK_LENGTH).toBe(8);
    expect(slugBase('', ID)).toBe('3f2a9c1b');
    expect(slugBase('   ', ID)).toBe('3f2a9c1b');
    expect(slugBase('!!! ---', ID)).toBe('3f2a9c1b');
    expect(slugBase('北京烤鸭', ID)).toBe('3f2a9c1b');
    expect(slugBase('مطعم', ID)).toBe('3f2a9c1b');
  });

  it('keeps the fallback a valid slug even from an id that is not lowercase', () => {
    expect(slugBase('', 'ABCDEFGH12')).toBe('abcdefgh');
    expect(slugBase('', 'Ab_c-1234xyz')).toBe('ab-c-123');
    expect(slugBase('', '________')).toBe('restaurant');
  });

  it('cuts a long name to the length limit without a trailing hyphen', () => {
    const long = slugBase('a'.repeat(70), ID);
    expect(long).toBe('a'.repeat(SLUG_MAX_LENGTH));
    const atHyphen = slugBase(`${'b'.repeat(SLUG_MAX_LENGTH)} more`, ID);
    expect(atHyphen).toBe('b'.repeat(SLUG_MAX_LENGTH));
    const hyphenAtCut = slugBase(`${'c'.repeat(SLUG_MAX_LENGTH - 1)} d`, ID); // character 64 is the hyphen
    expect(hyphenAtCut).toBe('c'.repeat(SLUG_MAX_LENGTH - 1));
  });

  it('always gives a slug the server accepts', () => {
    const names = ['My Restaurant', 'Café Zoë', '', '---', 'x'.repeat(200), 'A -- B', '  9 ', 'Straße 1', '😀 Emoji Diner 😀'];
    for (const name of names) expect(isValidSlug(slugBase(name, ID)), name).toBe(true);
  });
});

describe('slugCandidate (SPEC.md 4: on collision suffix -2, -3)', () => {
  it('is the base on the first attempt, then base-2, base-3 ...', () => {
    expect(slugCandidate('the-bistro', 1)).toBe('the-bistro');
    expect(slugCandidate('the-bistro', 2)).toBe('the-bistro-2');
    expect(slugCandidate('the-bistro', 3)).toBe('the-bistro-3');
    expect(slugCandidate('the-bistro', 10)).toBe('the-bistro-10');
  });

  it('shortens a long base so the suffixed slug stays within the limit', () => {
    const base = 'a'.repeat(SLUG_MAX_LENGTH);
    expect(slugCandidate(base, 1)).toBe(base);
    expect(slugCandidate(base, 2)).toBe(`${'a'.repeat(SLUG_MAX_LENGTH - 2)}-2`);
    expect(slugCandidate(base, 12)).toHaveLength(SLUG_MAX_LENGTH);
    const hyphenAtCut = `${'a'.repeat(SLUG_MAX_LENGTH - 3)}-bb`; // cut for '-2' lands right after the hyphen
    expect(slugCandidate(hyphenAtCut, 2)).toBe(`${'a'.repeat(SLUG_MAX_LENGTH - 3)}-2`);
    for (let attempt = 1; attempt <= 200; attempt++) expect(isValidSlug(slugCandidate(base, attempt))).toBe(true);
  });

  it('refuses an attempt that is not a whole number from 1', () => {
    for (const attempt of [0, -1, 1.5, Number.NaN]) expect(() => slugCandidate('x', attempt)).toThrow(RangeError);
  });
});

describe('isValidSlug (the shape the server stores)', () => {
  it('accepts lowercase letters and digits in hyphen-joined groups, up to 64 characters', () => {
    for (const slug of ['a', 'demo-bistro', 'pho-24-7', '3f2a9c1b', 'x'.repeat(SLUG_MAX_LENGTH)]) expect(isValidSlug(slug), slug).toBe(true);
  });

  it('refuses capitals, double or edge hyphens, other characters and overlong slugs', () => {
    for (const slug of ['', 'Demo', 'demo--bistro', '-demo', 'demo-', 'demo_bistro', 'café', 'x'.repeat(SLUG_MAX_LENGTH + 1)]) {
      expect(isValidSlug(slug), slug).toBe(false);
    }
    expect(INVALID_SLUG_MESSAGE).toBe('Use lowercase letters, digits and single hyphens');
  });
});

describe('reserved slugs', () => {
  it("are the product's words, each a valid slug, none ending as a collision suffix would (so 'demo' yields to 'demo-2')", () => {
    for (const word of ['demo', 'admin', 'api', 'tabletap', 'start', 'menu', 'support']) expect(isReservedSlug(word), word).toBe(true);
    for (const slug of RESERVED_SLUGS) {
      expect(isValidSlug(slug), slug).toBe(true);
      expect(slug, slug).not.toMatch(/-\d+$/);
      expect(isReservedSlug(slugCandidate(slug, 2)), slugCandidate(slug, 2)).toBe(false);
    }
    expect(isReservedSlug('demo-bistro')).toBe(false);
    expect(isReservedSlug('famous-bistro')).toBe(false);
  });
});
