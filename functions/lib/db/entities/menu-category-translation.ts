/**
 * menu_category_translations, unique per category and language by construction (both are the sort key).
 *   primary (menu collection)  pk restaurantId  sk categoryId, lang
 */
import { Entity, type EntityConfiguration } from 'electrodb';
import { menuIndex } from './menu-collection';
import { translationAttributes } from './translation-attributes';

export const menuCategoryTranslationEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { service: 'tabletap', entity: 'menuCategoryTranslation', version: '1' },
      attributes: {
        ...translationAttributes,
        categoryId: { type: 'string', required: true, readOnly: true },
      },
      indexes: {
        byRestaurant: menuIndex(['categoryId', 'lang']),
      },
    },
    config,
  );
