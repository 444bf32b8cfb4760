/**
 * menu_items. `stockCount` is optional inventory: absent means untracked; paid orders decrement it.
 *   primary (menu collection)  pk restaurantId  sk itemId
 */
import { Entity, type EntityConfiguration } from 'electrodb';
import { DEFAULT_CURRENCY } from '../../../../shared/constants';
import { createdAtAttribute, menuHoursAttribute } from '../attributes';
import { menuIndex } from './menu-collection';

export const menuItemEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { service: 'tabletap', entity: 'menuItem', version: '1' },
      attributes: {
        restaurantId: { type: 'string', required: true, readOnly: true },
        itemId: { type: 'string', required: true, readOnly: true },
        categoryId: { type: 'string', required: true },
        name: { type: 'string', required: true },
        description: { type: 'string' },
        priceCents: { type: 'number', required: true },
        currency: { type: 'string', required: true, default: DEFAULT_CURRENCY },
        position: { type: 'number', required: true, default: 0 },
        isActive: { type: 'boolean', required: true, default: true },
        visible: { type: 'boolean', required: true, default: true },
        soldOut: { type: 'boolean', required: true, default: false },
        imageUrl: { type: 'string' },
        imageAlt: { type: 'string' },
        // The photo's stored WebP copies (functions/lib/domain/menu-images.ts): imageUrl is the widest, imageWidth
        // and imageHeight its size, imageVariants every copy narrowest first. An older item may have imageUrl only.
        imageWidth: { type: 'number' },
        imageHeight: { type: 'number' },
        imageVariants: {
          type: 'list',
          items: { type: 'map', properties: { width: { type: 'number', required: true }, url: { type: 'string', required: true } } },
        },
        stockCount: { type: 'number' },
        hours: menuHoursAttribute,
        createdAt: createdAtAttribute,
      },
      indexes: {
        byRestaurant: menuIndex(['itemId']),
      },
    },
    config,
  );
