/**
 * A restaurant's language settings, as the owner edits them on the language settings page (SPEC.md section 2,
 * Language settings; rules in section 5, Languages): the enabled languages, the default language and auto-detect.
 * At least one language stays enabled, the default is always an enabled one, and disabling the default hands the
 * role to the first remaining enabled language.
 */
import { LANGUAGE_CODES, isLanguageCode, type LanguageCode } from './languages';

export const AT_LEAST_ONE_LANGUAGE_MESSAGE = 'At least one language must be enabled';
export const DEFAULT_LANGUAGE_NOT_ENABLED_MESSAGE = 'Default language must be one of the enabled languages';
/** Not worded by SPEC.md: a code outside the nine (only possible from untyped data). */
export const UNKNOWN_LANGUAGE_MESSAGE = 'Unknown language';

/** Field names as on the restaurant (shared/api Restaurant). */
export interface LanguageSettings {
  defaultLanguage: LanguageCode;
  enabledLanguages: readonly LanguageCode[];
  autoDetectLanguage: boolean;
}

export type LanguageSettingsChange =
  | { ok: true; settings: LanguageSettings & { enabledLanguages: LanguageCode[] } }
  | { ok: false; error: string };

/** Without repeats and in the order of the language list (en, es, nl, de, it, ru, zh, ja, ar: SPEC.md section 9). */
export function inLanguageOrder(codes: readonly LanguageCode[]): LanguageCode[] {
  return LANGUAGE_CODES.filter((code) => codes.includes(code));
}

/** The first failed rule's message, or null when the settings hold. */
export function validateLanguageSettings(settings: LanguageSettings): string | null {
  if (!settings.enabledLanguages.every(isLanguageCode) || !isLanguageCode(settings.defaultLanguage)) return UNKNOWN_LANGUAGE_MESSAGE;
  if (settings.enabledLanguages.length === 0) return AT_LEAST_ONE_LANGUAGE_MESSAGE;
  if (!settings.enabledLanguages.includes(settings.defaultLanguage)) return DEFAULT_LANGUAGE_NOT_ENABLED_MESSAGE;
  return null;
}

function changed(settings: LanguageSettings, patch: Partial<LanguageSettings>): LanguageSettingsChange {
  const next = { ...settings, ...patch };
  return { ok: true, settings: { ...next, enabledLanguages: inLanguageOrder(next.enabledLanguages) } };
}

/**
 * Turns one language on or off. Turning off the last enabled language is refused; turning off the default makes
 * the first remaining enabled language (in the language list's order) the default. The enabled list comes back in
 * the language list's order.
 */
export function toggleLanguage(settings: LanguageSettings, code: LanguageCode): LanguageSettingsChange {
  if (!isLanguageCode(code)) return { ok: false, error: UNKNOWN_LANGUAGE_MESSAGE };
  const enabled = inLanguageOrder(settings.enabledLanguages);
  if (!enabled.includes(code)) return changed(settings, { enabledLanguages: [...enabled, code] });

  const remaining = enabled.filter((c) => c !== code);
  const [first] = remaining;
  if (!first) return { ok: false, error: AT_LEAST_ONE_LANGUAGE_MESSAGE };
  const defaultLanguage = remaining.includes(settings.defaultLanguage) ? settings.defaultLanguage : first;
  return changed(settings, { enabledLanguages: remaining, defaultLanguage });
}

/** Only an enabled language can be the default. */
export function setDefaultLanguage(settings: LanguageSettings, code: LanguageCode): LanguageSettingsChange {
  if (!isLanguageCode(code)) return { ok: false, error: UNKNOWN_LANGUAGE_MESSAGE };
  if (!settings.enabledLanguages.includes(code)) return { ok: false, error: DEFAULT_LANGUAGE_NOT_ENABLED_MESSAGE };
  return changed(settings, { defaultLanguage: code });
}

export function setAutoDetectLanguage(settings: LanguageSettings, autoDetectLanguage: boolean): LanguageSettings {
  return { ...settings, autoDetectLanguage };
}
