import { useEffect } from 'react';
import type { LanguageCode } from '@shared/languages';
import { switchLanguage } from './i18n-store';

/** A page that knows the restaurant's language for this diner speaks it from now on. */
export function useDinerLanguage(lang: LanguageCode | null): void {
  useEffect(() => {
    if (lang) void switchLanguage(lang);
  }, [lang]);
}
