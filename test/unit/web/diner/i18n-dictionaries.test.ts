import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../../../shared/languages';
import en from '../../../../web/src/features/diner/i18n/dictionaries/en';
import { loadDictionary } from '../../../../web/src/features/diner/i18n/dictionary-loaders';
import { interpolate } from '../../../../web/src/features/diner/i18n/interpolate';
import tableWordsEn from '../../../../web/src/features/diner/table/words/en';
import pauseWordsEn from '../../../../web/src/features/diner/pause/words/en';
import callWordsEn from '../../../../web/src/features/diner/menu/call-words/en';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("the diner pages' dictionaries", () => {
  it('exist for exactly the nine languages of SPEC.md 9', () => {
    const dir = path.join(import.meta.dirname, '../../../../web/src/features/diner/i18n/dictionaries');
    const files = readdirSync(dir).map((f) => f.replace(/\.ts$/, '')).sort();
    expect(files).toEqual([...LANGUAGE_CODES].sort());
  });

  for (const lang of LANGUAGE_CODES) {
    it(`${lang}: every key of en, no other, none empty, the same placeholders`, async () => {
      const dictionary = await loadDictionary(lang);
      expect(Object.keys(dictionary).sort()).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(en)) {
        const translated = dictionary[key as keyof typeof en];
        expect(translated.trim(), `${lang}.${key}`).not.toBe('');
        expect(placeholders(translated), `${lang}.${key}`).toEqual(placeholders(text));
      }
    });
  }

  it('are translations, not copies of English', async () => {
    for (const lang of LANGUAGE_CODES.filter((l) => l !== 'en')) {
      const dictionary = await loadDictionary(lang);
      const same = Object.entries(en).filter(([key, text]) => dictionary[key as keyof typeof en] === text).length;
      // A few words are the same in some languages ("Total", "Error"); a copied dictionary would match them all.
      expect(same, lang).toBeLessThan(10);
    }
  });

  it('fill placeholders and leave unknown ones visible', () => {
    expect(interpolate('Added {item} to cart', { item: 'Espresso' })).toBe('Added Espresso to cart');
    expect(interpolate('{min}-{max} minutes', { min: 15, max: 20 })).toBe('15-20 minutes');
    expect(interpolate('Table {table}')).toBe('Table {table}');
  });
});

describe("a table's own words (issue 28: loaded with the table's code)", () => {
  const dir = path.join(import.meta.dirname, '../../../../web/src/features/diner/table/words');

  it('exist for exactly the nine languages', () => {
    expect(readdirSync(dir).map((f) => f.replace(/\.ts$/, '')).sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  for (const lang of LANGUAGE_CODES) {
    it(`${lang}: every key of en, no other, none empty, the same placeholders, translated`, async () => {
      const words = ((await import(`../../../../web/src/features/diner/table/words/${lang}.ts`)) as { default: Record<string, string> }).default;
      expect(Object.keys(words).sort()).toEqual(Object.keys(tableWordsEn).sort());
      for (const [key, text] of Object.entries(tableWordsEn)) {
        expect(words[key]!.trim(), `${lang}.${key}`).not.toBe('');
        expect(placeholders(words[key]!), `${lang}.${key}`).toEqual(placeholders(text));
      }
      if (lang !== 'en') expect(Object.entries(tableWordsEn).filter(([key, text]) => words[key] === text).length, lang).toBeLessThan(3);
    });
  }
});

describe("a pause's words (issue 30 item 2: loaded with its notice, only while orders are paused)", () => {
  const dir = path.join(import.meta.dirname, '../../../../web/src/features/diner/pause/words');

  it('exist for exactly the nine languages', () => {
    expect(readdirSync(dir).map((f) => f.replace(/\.ts$/, '')).sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  for (const lang of LANGUAGE_CODES) {
    it(`${lang}: every key of en, no other, none empty, the same placeholders, translated`, async () => {
      const words = ((await import(`../../../../web/src/features/diner/pause/words/${lang}.ts`)) as { default: Record<string, string> }).default;
      expect(Object.keys(words).sort()).toEqual(Object.keys(pauseWordsEn).sort());
      for (const [key, text] of Object.entries(pauseWordsEn)) {
        expect(words[key]!.trim(), `${lang}.${key}`).not.toBe('');
        expect(placeholders(words[key]!), `${lang}.${key}`).toEqual(placeholders(text));
      }
      if (lang !== 'en') expect(Object.entries(pauseWordsEn).filter(([key, text]) => words[key] === text).length, lang).toBe(0);
    });
  }
});

describe("a call's reasons (issue 30 item 4: loaded with the call-waiter dialog)", () => {
  const dir = path.join(import.meta.dirname, '../../../../web/src/features/diner/menu/call-words');

  it('exist for exactly the nine languages', () => {
    expect(readdirSync(dir).map((f) => f.replace(/\.ts$/, '')).sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  for (const lang of LANGUAGE_CODES) {
    it(`${lang}: every key of en, no other, none empty, translated`, async () => {
      const words = ((await import(`../../../../web/src/features/diner/menu/call-words/${lang}.ts`)) as { default: Record<string, string> }).default;
      expect(Object.keys(words).sort()).toEqual(Object.keys(callWordsEn).sort());
      for (const key of Object.keys(callWordsEn)) expect(words[key]!.trim(), `${lang}.${key}`).not.toBe('');
      // Dutch water is "water": one word may read the same.
      if (lang !== 'en') expect(Object.entries(callWordsEn).filter(([key, text]) => words[key] === text).length, lang).toBeLessThan(2);
    });
  }
});
