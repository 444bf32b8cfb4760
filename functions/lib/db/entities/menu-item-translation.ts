/**
 * menu_item_translations, unique per item and language by construction (both are the sort key).
 *   primary (menu collection)  pk restaurantId  sk itemId, lang
 */
import { Entity, type EntityConfiguration } from 'electrodb';
import { menuIndex } from './menu-collection';
import { translationAttributes } from './translation-attributes';

export const menuItemTranslationEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { service: 'tabletap', entity: 'menuItemTranslation', version: '1' },
      attributes: {
        ...translationAttributes,
        itemId: { type: 'string', required: true, readOnly: true },
        description: { type: 'string' },
      },
      indexes: {
        byRestaurant: menuIndex(['itemId', 'lang']),
      },
    },
    config,
  );
