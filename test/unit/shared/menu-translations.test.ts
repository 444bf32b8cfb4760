/** SPEC.md 4 and 9: when a category or item counts as translated, and the completion figures of one language. */
import { describe, expect, it } from 'vitest';
import { isCategoryTranslated, isItemTranslated, translationCompletion } from '../../../shared/menu-translations';

describe('translation completeness', () => {
  it('a category is complete when its translated name is non-empty', () => {
    expect(isCategoryTranslated(null)).toBe(false);
    expect(isCategoryTranslated({ name: '  ' })).toBe(false);
    expect(isCategoryTranslated({ name: 'Postres' })).toBe(true);
  });

  it('an item is complete with a name and (a description, or none in the default language)', () => {
    const withDescription = { description: 'Tomato and basil' };
    const without = { description: null };
    expect(isItemTranslated(withDescription, { name: 'Pizza', description: null })).toBe(false);
    expect(isItemTranslated(withDescription, { name: 'Pizza', description: 'Tomate y albahaca' })).toBe(true);
    expect(isItemTranslated(without, { name: 'Pizza', description: null })).toBe(true);
    expect(isItemTranslated({ description: '  ' }, { name: 'Pizza', description: null })).toBe(true);
    expect(isItemTranslated(without, { name: '', description: null })).toBe(false);
    expect(isItemTranslated(without, null)).toBe(false);
  });

  it('total = categories + 2 per item; an empty default description counts as translated', () => {
    const figures = translationCompletion(
      [{ translation: { name: 'Platos' } }, { translation: null }],
      [
        { source: { description: 'Tomato' }, translation: { name: 'Pizza', description: null } },
        { source: { description: null }, translation: null },
        { source: { description: 'Cream' }, translation: { name: 'Tarta', description: 'Nata' } },
      ],
    );
    // 1 category + (1 name) + (0 name + 1 empty description) + (1 + 1)
    expect(figures).toEqual({ total: 2 + 2 * 3, translated: 1 + 1 + 1 + 2 });
    expect(translationCompletion([], [])).toEqual({ total: 0, translated: 0 });
  });
});
