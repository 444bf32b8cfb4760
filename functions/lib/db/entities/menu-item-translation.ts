/**
 * menu_item_translations, unique per item and language by construction (both are the sort key).
 *   primary (translations collection)  pk restaurantId  sk lang, itemId  (the language first: one language is one prefix;
 *   version 2, version 1 was `$menu#...#itemId_<id>#lang_<lang>`: functions/lib/db/migrations/translations-layout.ts)
 */
import { Entity, type EntityConfiguration } from 'electrodb';
import { translationsIndex } from './translations-collection';
import { translationAttributes } from './translation-attributes';

export const menuItemTranslationEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { service: 'tabletap', entity: 'menuItemTranslation', version: '2' },
      attributes: {
        ...translationAttributes,
        itemId: { type: 'string', required: true, readOnly: true },
        description: { type: 'string' },
      },
      indexes: {
        byRestaurant: translationsIndex(['lang', 'itemId']),
      },
    },
    config,
  );
