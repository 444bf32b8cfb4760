/**
 * Menu translations, one per category or item and language (the key makes them unique). Saving replaces the
 * previous translation in that language.
 */
import type { LanguageCode } from '../../../../shared/languages';
import type { Db } from '../../db/service';
import { toCategoryTranslation, toItemTranslation, type CategoryTranslation, type ItemTranslation, type TranslationProvenance } from './types';

interface TranslationInput {
  lang: LanguageCode;
  name: string;
  /** Hand edits are 'manual' and locked (SPEC.md 4); machine output is 'machine'. */
  provenance?: TranslationProvenance;
  locked?: boolean;
  provider?: string | null;
  updatedBy?: string | null;
}

function optional<K extends string>(key: K, value: string | null | undefined): Partial<Record<K, string>> {
  return value ? ({ [key]: value } as Record<K, string>) : {};
}

export async function putCategoryTranslation(
  db: Db,
  restaurantId: string,
  input: TranslationInput & { categoryId: string },
): Promise<CategoryTranslation> {
  const { data } = await db.entities.menuCategoryTranslation
    .put({
      restaurantId,
      categoryId: input.categoryId,
      lang: input.lang,
      name: input.name,
      ...(input.provenance ? { provenance: input.provenance } : {}),
      ...(input.locked !== undefined ? { locked: input.locked } : {}),
      ...optional('provider', input.provider),
      ...optional('updatedBy', input.updatedBy),
    })
    .go();
  return toCategoryTranslation(data);
}

export async function putItemTranslation(
  db: Db,
  restaurantId: string,
  input: TranslationInput & { itemId: string; description?: string | null },
): Promise<ItemTranslation> {
  const { data } = await db.entities.menuItemTranslation
    .put({
      restaurantId,
      itemId: input.itemId,
      lang: input.lang,
      name: input.name,
      ...(input.provenance ? { provenance: input.provenance } : {}),
      ...(input.locked !== undefined ? { locked: input.locked } : {}),
      ...optional('description', input.description),
      ...optional('provider', input.provider),
      ...optional('updatedBy', input.updatedBy),
    })
    .go();
  return toItemTranslation(data);
}
