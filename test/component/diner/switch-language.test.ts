/**
 * A language switch whose words could not be fetched (a phone that lost its signal, a deploy that replaced the files)
 * keeps the words shown, and the next page asking for that language gets it: before, the failed switch was taken as
 * done, and the diner read English on a Spanish menu until a reload.
 */
import { describe, expect, it, vi } from 'vitest';
import en from '../../../web/src/features/diner/i18n/dictionaries/en';
import { activateLanguage, switchLanguage } from '../../../web/src/features/diner/i18n/i18n-store';

const words = vi.hoisted(() => ({ failNext: false }));
vi.mock('../../../web/src/features/diner/i18n/dictionary-loaders', async () => {
  const { default: spanish } = await import('../../../web/src/features/diner/i18n/dictionaries/es');
  return {
    loadDictionary: async () => {
      if (words.failNext) {
        words.failNext = false;
        throw new TypeError('Failed to fetch dynamically imported module');
      }
      return spanish;
    },
  };
});

describe('switchLanguage', () => {
  it('keeps the shown words when the new ones fail to load, and switches on the next ask', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    activateLanguage('en', en);

    words.failNext = true;
    await switchLanguage('es');
    expect(document.documentElement.lang).toBe('en');
    expect(warn).toHaveBeenCalledOnce();

    await switchLanguage('es');
    expect(document.documentElement.lang).toBe('es');
  });
});
