/**
 * The translations page's facts, from ONE query round: the restaurant's `menu` collection (the restaurant record sits
 * in it too) and its `translations` collection beside it: every category and item with its default-language text and its translation in one language, and the
 * completion figures of every language but the default (shared/menu-translations.ts counts them).
 */
import type {
  CategoryTranslationRow,
  ItemTranslationRow,
  MenuTranslationsResponse,
  Restaurant,
  TranslationCompletionView,
} from '../../../../shared/api';
import { LANGUAGE_CODES, LANGUAGES, type LanguageCode } from '../../../../shared/languages';
import { isCategoryTranslated, isItemTranslated, translationCompletion } from '../../../../shared/menu-translations';
import type { Db } from '../../db/service';
import { BadRequestError, NotFoundError } from '../../errors';
import { queryMenuCollection, toRestaurantMenu, type TranslationsToRead } from '../menu/read';
import type { CategoryTranslation, ItemTranslation, RestaurantMenu } from '../menu/types';
import { toRestaurant } from '../restaurants/record';

export interface TranslatableMenu {
  restaurant: Restaurant;
  menu: RestaurantMenu;
}

/** Every language's translations unless `translations` names one (the page's completion figures need them all). */
export async function readTranslatableMenu(
  db: Db,
  restaurantId: string,
  options: { consistent?: boolean; translations?: TranslationsToRead } = {},
): Promise<TranslatableMenu> {
  const data = await queryMenuCollection(db, restaurantId, options);
  const [record] = data.restaurant;
  if (!record) throw new NotFoundError('Restaurant not found');
  return { restaurant: toRestaurant(record), menu: toRestaurantMenu(data) };
}

/** The default language is the menu's own text: there is nothing to translate into it. */
export function checkTargetLanguage(restaurant: Restaurant, lang: LanguageCode): void {
  if (lang === restaurant.defaultLanguage) {
    const message = `${LANGUAGES[lang]} is the menu's default language: its text is the menu itself`;
    throw new BadRequestError(message, { lang: message }, 'default_language');
  }
}

/** Translations of one language, by category and by item id. */
export interface LanguageTranslations {
  categories: Map<string, CategoryTranslation>;
  items: Map<string, ItemTranslation>;
}

export function translationsIn(menu: RestaurantMenu, lang: LanguageCode): LanguageTranslations {
  return {
    categories: new Map(menu.categoryTranslations.filter((t) => t.lang === lang).map((t) => [t.categoryId, t])),
    items: new Map(menu.itemTranslations.filter((t) => t.lang === lang).map((t) => [t.itemId, t])),
  };
}

/** Items in display order: by their category's position, then their own (items of a vanished category last). */
function itemsInDisplayOrder(menu: RestaurantMenu): RestaurantMenu['items'] {
  const categoryRank = new Map(menu.categories.map((c, index) => [c.id, index]));
  const rank = (categoryId: string) => categoryRank.get(categoryId) ?? menu.categories.length;
  // Array.prototype.sort is stable: within a category the items keep read.ts's position order.
  return [...menu.items].sort((a, b) => rank(a.categoryId) - rank(b.categoryId));
}

function rowsIn(menu: RestaurantMenu, lang: LanguageCode): { categories: CategoryTranslationRow[]; items: ItemTranslationRow[] } {
  const { categories, items } = translationsIn(menu, lang);
  return {
    categories: menu.categories.map((category) => {
      const t = categories.get(category.id);
      const translation = t
        ? { name: t.name, provenance: t.provenance, locked: t.locked, provider: t.provider, updatedAt: t.updatedAt }
        : null;
      return {
        id: category.id,
        position: category.position,
        source: { name: category.name },
        translation,
        status: isCategoryTranslated(translation) ? 'complete' : 'missing',
      };
    }),
    items: itemsInDisplayOrder(menu).map((item) => {
      const t = items.get(item.id);
      const translation = t
        ? { name: t.name, description: t.description, provenance: t.provenance, locked: t.locked, provider: t.provider, updatedAt: t.updatedAt }
        : null;
      const source = { name: item.name, description: item.description };
      return {
        id: item.id,
        categoryId: item.categoryId,
        position: item.position,
        source,
        translation,
        status: isItemTranslated(source, translation) ? 'complete' : 'missing',
      };
    }),
  };
}

export function toTranslationsPage({ restaurant, menu }: TranslatableMenu, lang: LanguageCode): MenuTranslationsResponse {
  const completion: TranslationCompletionView[] = LANGUAGE_CODES.filter((code) => code !== restaurant.defaultLanguage).map((code) => {
    const rows = rowsIn(menu, code);
    const figures = translationCompletion(rows.categories, rows.items);
    return { lang: code, ...figures, complete: figures.translated === figures.total };
  });
  return {
    restaurantId: restaurant.id,
    sourceLang: restaurant.defaultLanguage,
    lang,
    enabledLanguages: restaurant.enabledLanguages,
    ...rowsIn(menu, lang),
    completion,
  };
}

export async function readTranslationsPage(db: Db, restaurantId: string, lang: LanguageCode): Promise<MenuTranslationsResponse> {
  const menu = await readTranslatableMenu(db, restaurantId);
  checkTargetLanguage(menu.restaurant, lang);
  return toTranslationsPage(menu, lang);
}
