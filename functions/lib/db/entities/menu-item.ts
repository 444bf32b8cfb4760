/**
 * menu_items. `stockCount` is optional inventory: absent means untracked; paid orders decrement it.
 * `modifierGroupIds` and `comboRef` are checkout's index of what the item links to (issue 31 goal 2), written by every
 * builder write that changes them, in the same transaction as the links themselves:
 *   - modifierGroupIds: the groups the item offers, in the links' order (item_modifier_groups stay the record);
 *   - comboRef: `{ comboId, componentIds }` when the item is a combo (its components in order), `{ componentIds: [] }`
 *     when it is not.
 * Either may be absent on items written before issue 31: checkout then reads the links (or the combos) as before.
 * Neither leaves lib/db and checkout (toItem drops them).
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
        modifierGroupIds: { type: 'list', items: { type: 'string' } },
        /**
         * The allergens of the item's default ingredients (issue 30 item 5: the kitchen ticket's band), kept by every
         * ingredient write (menu/ingredients.ts), so checkout reads an item's ingredients only when a line leaves one out.
         * Absent on items written before it: checkout reads their ingredients.
         */
        defaultAllergens: { type: 'list', items: { type: 'string' } },
        comboRef: {
          type: 'map',
          properties: {
            comboId: { type: 'string' },
            componentIds: { type: 'list', items: { type: 'string' }, required: true },
          },
        },
        createdAt: createdAtAttribute,
      },
      indexes: {
        byRestaurant: menuIndex(['itemId']),
      },
    },
    config,
  );
