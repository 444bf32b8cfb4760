/**
 * Menu words in the diner's language. Stored names are in the restaurant's default language; a translation replaces
 * a field only when it has text, so a half-translated item shows its translated name and its default description.
 */
import type { LanguageCode } from '../../../../shared/languages';
import type { CategoryTranslation, ItemTranslation, MenuCategory, MenuItem } from '../menu';

/** The requested language when the restaurant has it enabled, else the restaurant's default. */
export function resolveLanguage(
  restaurant: { enabledLanguages: readonly LanguageCode[]; defaultLanguage: LanguageCode },
  requested: LanguageCode | undefined,
): LanguageCode {
  return requested && restaurant.enabledLanguages.includes(requested) ? requested : restaurant.defaultLanguage;
}

const hasText = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

export interface MenuTranslator {
  categoryName(category: MenuCategory): string;
  itemText(item: MenuItem): { name: string; description: string | null };
}

export function menuTranslator(
  translations: { categoryTranslations: CategoryTranslation[]; itemTranslations: ItemTranslation[] },
  lang: LanguageCode,
  defaultLanguage: LanguageCode,
): MenuTranslator {
  // The stored fields already are the default language; its translation rows (if any) are not consulted.
  const wanted = lang === defaultLanguage ? null : lang;
  const categories = new Map(translations.categoryTranslations.filter((t) => t.lang === wanted).map((t) => [t.categoryId, t]));
  const items = new Map(translations.itemTranslations.filter((t) => t.lang === wanted).map((t) => [t.itemId, t]));
  return {
    categoryName(category) {
      const name = categories.get(category.id)?.name;
      return hasText(name) ? name : category.name;
    },
    itemText(item) {
      const translated = items.get(item.id);
      return {
        name: hasText(translated?.name) ? translated.name : item.name,
        description: hasText(translated?.description) ? translated.description : item.description,
      };
    },
  };
}
