import { describe, expect, it } from 'vitest';
import { initialUiLanguage } from '../../../../web/src/features/diner/i18n/ui-language';
import {
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  languageCookie,
  languageFromCookies,
} from '../../../../web/src/features/diner/language/language-cookie';
import { pickLanguage, toLanguageCode } from '../../../../web/src/features/diner/language/language-priority';
import { languageOptions } from '../../../../web/src/features/diner/language-chooser/language-options';

const restaurant = { enabledLanguages: ['en', 'es', 'nl', 'zh'] as const, defaultLanguage: 'en' as const, autoDetectLanguage: true };

describe('language priority (SPEC.md 9)', () => {
  it('takes the URL parameter first, then the cookie, then the browser, then the default', () => {
    const browser = ['nl-BE', 'en'];
    expect(pickLanguage(restaurant, { urlLang: 'es', cookieLang: 'nl', browserLanguages: browser })).toBe('es');
    expect(pickLanguage(restaurant, { urlLang: null, cookieLang: 'zh', browserLanguages: browser })).toBe('zh');
    expect(pickLanguage(restaurant, { browserLanguages: browser })).toBe('nl');
    expect(pickLanguage(restaurant, { browserLanguages: ['fr-FR'] })).toBe('en');
  });

  it('counts only enabled languages at every step', () => {
    // German is one of the nine but not enabled here: each signal falls through to the next.
    expect(pickLanguage(restaurant, { urlLang: 'de', cookieLang: 'de', browserLanguages: ['de-DE', 'es-MX'] })).toBe('es');
    expect(pickLanguage(restaurant, { urlLang: 'xx', cookieLang: 'fr' })).toBe('en');
  });

  it('maps every Chinese variant to zh and reads tags case-insensitively', () => {
    for (const tag of ['zh-CN', 'zh-TW', 'zh-Hant-HK', 'zh_Hans', 'ZH']) {
      expect(pickLanguage(restaurant, { browserLanguages: [tag] })).toBe('zh');
    }
    expect(pickLanguage(restaurant, { urlLang: 'ES' })).toBe('es');
    expect(toLanguageCode('pt-BR')).toBeNull();
  });

  it('skips the browser when the restaurant does not auto-detect', () => {
    expect(pickLanguage({ ...restaurant, autoDetectLanguage: false }, { browserLanguages: ['nl'] })).toBe('en');
    expect(pickLanguage({ ...restaurant, autoDetectLanguage: false }, { cookieLang: 'nl', browserLanguages: ['es'] })).toBe('nl');
  });

  it('stays within the enabled languages when the default is not one of them', () => {
    expect(pickLanguage({ enabledLanguages: ['es', 'nl'], defaultLanguage: 'en', autoDetectLanguage: false }, {})).toBe('es');
  });
});

describe('language cookie', () => {
  it('is lang_{restaurantId}, 30 days, SameSite=Lax, path /', () => {
    expect(languageCookie('r-1', 'es', false)).toBe(`lang_r-1=es; Max-Age=${30 * 24 * 60 * 60}; SameSite=Lax; Path=/`);
    expect(LANGUAGE_COOKIE_MAX_AGE_SECONDS).toBe(2_592_000);
    expect(languageCookie('r-1', 'es', true)).toMatch(/; Secure$/);
  });

  it("reads this restaurant's choice only, and ignores a value that is not a language", () => {
    const cookies = 'theme=dark; lang_r-10=de; lang_r-1=ar; other=1';
    expect(languageFromCookies(cookies, 'r-1')).toBe('ar');
    expect(languageFromCookies(cookies, 'r-10')).toBe('de');
    expect(languageFromCookies(cookies, 'r-2')).toBeNull();
    expect(languageFromCookies('lang_r-1=klingon', 'r-1')).toBeNull();
  });
});

describe('the words shown before the restaurant is known', () => {
  const none = { urlLang: null, restaurantId: null, cookies: '', lastLanguage: null, browserLanguages: [] as string[] };

  it('follow the URL, the cookie, the last language the diner read, the browser, then English', () => {
    expect(initialUiLanguage({ ...none, urlLang: 'ja', cookies: 'lang_r=de', restaurantId: 'r', lastLanguage: 'es' })).toBe('ja');
    expect(initialUiLanguage({ ...none, cookies: 'lang_r=de', restaurantId: 'r', lastLanguage: 'es' })).toBe('de');
    expect(initialUiLanguage({ ...none, lastLanguage: 'es', browserLanguages: ['it'] })).toBe('es');
    expect(initialUiLanguage({ ...none, browserLanguages: ['fr', 'ru-RU'] })).toBe('ru');
    expect(initialUiLanguage(none)).toBe('en');
  });
});

describe('language chooser list', () => {
  it('puts the default first, then the others by their (English) name', () => {
    expect(languageOptions(['zh', 'ar', 'es', 'nl', 'de'], 'nl')).toEqual(['nl', 'ar', 'zh', 'de', 'es']);
  });
});
