/**
 * menu_category_translations, unique per category and language by construction (both are the sort key).
 *   primary (translations collection)  pk restaurantId  sk lang, categoryId  (the language first: one language is one prefix;
 *   version 2, version 1 was `$menu#...#categoryId_<id>#lang_<lang>`: functions/lib/db/migrations/translations-layout.ts)
 */
import { Entity, type EntityConfiguration } from 'electrodb';
import { translationsIndex } from './translations-collection';
import { translationAttributes } from './translation-attributes';

export const menuCategoryTranslationEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { service: 'tabletap', entity: 'menuCategoryTranslation', version: '2' },
      attributes: {
        ...translationAttributes,
        categoryId: { type: 'string', required: true, readOnly: true },
      },
      indexes: {
        byRestaurant: translationsIndex(['lang', 'categoryId']),
      },
    },
    config,
  );
