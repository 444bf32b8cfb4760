/**
 * Words that load on demand beside the diner's dictionary (a table's, a pause's): English comes with the code, every
 * other language is its own small chunk, asked for once. `others` is the caller's
 * `import.meta.glob('./words/*.ts')` (the bundler must see it written in the caller's folder). A language whose words
 * failed to load (a dropped connection) reads English rather than failing the page.
 */
import type { LanguageCode } from '@shared/languages';

export function wordsLoader<W>(en: W, others: Record<string, () => Promise<{ default: W }>>): (lang: LanguageCode) => Promise<W> {
  const loading = new Map<LanguageCode, Promise<W>>();
  return (lang) => {
    let words = loading.get(lang);
    if (!words) {
      const load = lang === 'en' ? undefined : others[`./words/${lang}.ts`];
      words = load ? load().then((module) => module.default, () => en) : Promise.resolve(en);
      loading.set(lang, words);
    }
    return words;
  };
}
