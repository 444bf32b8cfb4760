import { describe, expect, it } from 'vitest';
import {
  AT_LEAST_ONE_LANGUAGE_MESSAGE,
  DEFAULT_LANGUAGE_NOT_ENABLED_MESSAGE,
  inLanguageOrder,
  setAutoDetectLanguage,
  setDefaultLanguage,
  toggleLanguage,
  validateLanguageSettings,
  type LanguageSettings,
  type LanguageSettingsChange,
} from '../../../shared/language-settings';
import { INITIAL_LANGUAGE_SETTINGS, type LanguageCode } from '../../../shared/languages';

function settings(enabledLanguages: LanguageCode[], defaultLanguage: LanguageCode, autoDetectLanguage = true): LanguageSettings {
  return { enabledLanguages, defaultLanguage, autoDetectLanguage };
}

function applied(change: LanguageSettingsChange): LanguageSettings {
  if (!change.ok) throw new Error(`expected a change, got: ${change.error}`);
  return change.settings;
}

describe('the messages, worded as SPEC.md 5', () => {
  it('says them exactly', () => {
    expect(AT_LEAST_ONE_LANGUAGE_MESSAGE).toBe('At least one language must be enabled');
    expect(DEFAULT_LANGUAGE_NOT_ENABLED_MESSAGE).toBe('Default language must be one of the enabled languages');
  });
});

describe('validateLanguageSettings', () => {
  it('accepts the initial settings (default en; en, es, nl enabled; auto-detect on)', () => {
    expect(validateLanguageSettings(INITIAL_LANGUAGE_SETTINGS)).toBeNull();
  });

  it('needs at least one enabled language', () => {
    expect(validateLanguageSettings(settings([], 'en'))).toBe(AT_LEAST_ONE_LANGUAGE_MESSAGE);
  });

  it('needs the default among the enabled languages', () => {
    expect(validateLanguageSettings(settings(['es', 'nl'], 'en'))).toBe(DEFAULT_LANGUAGE_NOT_ENABLED_MESSAGE);
    expect(validateLanguageSettings(settings(['ar'], 'ar', false))).toBeNull();
  });

  it('refuses a code outside the nine (data that bypassed the types)', () => {
    expect(validateLanguageSettings(settings(['en', 'fr' as LanguageCode], 'en'))).toBe('Unknown language');
    expect(validateLanguageSettings(settings(['en'], 'xx' as LanguageCode))).toBe('Unknown language');
  });
});

describe('toggleLanguage', () => {
  it('enables a language, keeping the list in the language list order', () => {
    const next = applied(toggleLanguage(INITIAL_LANGUAGE_SETTINGS, 'de'));
    expect(next.enabledLanguages).toEqual(['en', 'es', 'nl', 'de']);
    expect(applied(toggleLanguage(settings(['ja', 'en'], 'ja'), 'es')).enabledLanguages).toEqual(['en', 'es', 'ja']);
    expect(next.defaultLanguage).toBe('en');
    expect(next.autoDetectLanguage).toBe(true);
  });

  it('disables a language that is not the default, leaving the default alone', () => {
    const next = applied(toggleLanguage(INITIAL_LANGUAGE_SETTINGS, 'es'));
    expect(next).toEqual({ enabledLanguages: ['en', 'nl'], defaultLanguage: 'en', autoDetectLanguage: true });
  });

  it('disabling the default makes the first remaining enabled language (list order) the default', () => {
    expect(applied(toggleLanguage(INITIAL_LANGUAGE_SETTINGS, 'en'))).toMatchObject({ enabledLanguages: ['es', 'nl'], defaultLanguage: 'es' });
    // Stored out of order: "first" is by the language list (en es nl de it ru zh ja ar), not by storage order.
    expect(applied(toggleLanguage(settings(['ar', 'ja', 'de', 'nl'], 'nl'), 'nl'))).toMatchObject({
      enabledLanguages: ['de', 'ja', 'ar'],
      defaultLanguage: 'de',
    });
  });

  it('refuses to disable the last enabled language', () => {
    expect(toggleLanguage(settings(['es'], 'es'), 'es')).toEqual({ ok: false, error: AT_LEAST_ONE_LANGUAGE_MESSAGE });
  });

  it('never changes the settings it was given', () => {
    const before = settings(['en', 'es'], 'en');
    const copy = structuredClone(before);
    toggleLanguage(before, 'en');
    toggleLanguage(before, 'de');
    setDefaultLanguage(before, 'es');
    expect(before).toEqual(copy);
  });

  it('always leaves settings that validate, whatever is toggled', () => {
    let current: LanguageSettings = INITIAL_LANGUAGE_SETTINGS;
    const presses: LanguageCode[] = ['en', 'es', 'ar', 'nl', 'zh', 'ar', 'zh', 'ja', 'de', 'ja', 'de', 'en', 'it', 'ru'];
    for (const code of presses) {
      const change = toggleLanguage(current, code);
      if (change.ok) current = change.settings;
      expect(validateLanguageSettings(current), `after toggling ${code}`).toBeNull();
    }
  });
});

describe('setDefaultLanguage and auto-detect', () => {
  it('makes an enabled language the default', () => {
    expect(applied(setDefaultLanguage(INITIAL_LANGUAGE_SETTINGS, 'nl')).defaultLanguage).toBe('nl');
  });

  it('refuses a language that is not enabled', () => {
    expect(setDefaultLanguage(INITIAL_LANGUAGE_SETTINGS, 'ja')).toEqual({ ok: false, error: DEFAULT_LANGUAGE_NOT_ENABLED_MESSAGE });
  });

  it('switches auto-detect without touching the languages', () => {
    expect(setAutoDetectLanguage(INITIAL_LANGUAGE_SETTINGS, false)).toEqual({ ...INITIAL_LANGUAGE_SETTINGS, autoDetectLanguage: false });
  });

  it('orders and de-duplicates a list of codes', () => {
    expect(inLanguageOrder(['ar', 'en', 'ar', 'zh', 'es'])).toEqual(['en', 'es', 'zh', 'ar']);
  });
});
