/**
 * The diner's language choice per restaurant (SPEC.md 9): cookie lang_{restaurantId}, 30 days, SameSite=Lax, path /.
 * A cookie rather than storage so a server (or CDN function) could read it one day; nothing else is in it.
 */
import type { LanguageCode } from '@shared/languages';
import { toLanguageCode } from './language-priority';

export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export function languageCookieName(restaurantId: string): string {
  // Restaurant ids are [A-Za-z0-9_-] (idSchema); anything else is stripped so the cookie stays well formed.
  return `lang_${restaurantId.replace(/[^A-Za-z0-9_-]/g, '')}`;
}

/** The cookie's `Set-Cookie`-style string, as `document.cookie` takes it. */
export function languageCookie(restaurantId: string, lang: LanguageCode, secure: boolean): string {
  const attributes = [`Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}`, 'SameSite=Lax', 'Path=/'];
  if (secure) attributes.push('Secure');
  return [`${languageCookieName(restaurantId)}=${lang}`, ...attributes].join('; ');
}

/** Reads the choice from a `document.cookie` string. */
export function languageFromCookies(cookies: string, restaurantId: string): LanguageCode | null {
  const name = `${languageCookieName(restaurantId)}=`;
  const entry = cookies
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(name));
  return entry ? toLanguageCode(entry.slice(name.length)) : null;
}

export function readLanguageCookie(restaurantId: string): LanguageCode | null {
  return typeof document === 'undefined' ? null : languageFromCookies(document.cookie, restaurantId);
}

export function saveLanguageCookie(restaurantId: string, lang: LanguageCode): void {
  document.cookie = languageCookie(restaurantId, lang, window.location.protocol === 'https:');
}
