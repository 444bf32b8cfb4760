/**
 * Order lines in the diner's language (functions/lib/domain/checkout/diner-names.ts): a line gains dinerItemName only
 * when the diner's language is offered, is not the default, and the item's translation there has a name.
 */
import { describe, expect, it } from 'vitest';
import { withDinerNames } from '../../../functions/lib/domain/checkout/diner-names';
import type { ItemTranslation } from '../../../functions/lib/domain/menu';

const restaurant = { enabledLanguages: ['en', 'es', 'nl'] as const, defaultLanguage: 'en' as const };
const translation = (itemId: string, lang: ItemTranslation['lang'], name: string) => ({ itemId, lang, name }) as ItemTranslation;
const menu = {
  itemTranslations: [translation('soup', 'es', 'Sopa'), translation('bread', 'es', '  '), translation('soup', 'nl', 'Soep'), translation('soup', 'de', 'Suppe')],
};
const lines = [
  { itemId: 'soup', itemName: 'Soup' },
  { itemId: 'bread', itemName: 'Bread' },
  { itemId: 'cake', itemName: 'Cake' },
];

describe('withDinerNames', () => {
  it('names the translated items in an offered language, keeping the restaurant\'s name beside it', () => {
    expect(withDinerNames(lines, menu, restaurant, 'es')).toEqual([
      { itemId: 'soup', itemName: 'Soup', dinerItemName: 'Sopa' },
      // A blank translated name, or none at all: no diner name (the restaurant's shows).
      { itemId: 'bread', itemName: 'Bread' },
      { itemId: 'cake', itemName: 'Cake' },
    ]);
    expect(withDinerNames(lines, menu, restaurant, 'nl')[0]).toEqual({ itemId: 'soup', itemName: 'Soup', dinerItemName: 'Soep' });
  });

  it('adds nothing in the default language, a language not offered, or none', () => {
    for (const lang of ['en', 'de', undefined] as const) expect(withDinerNames(lines, menu, restaurant, lang)).toEqual(lines);
  });
});
