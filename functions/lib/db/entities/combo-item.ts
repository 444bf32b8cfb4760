/** combo_items: marks a menu item as a combo.  primary (menu collection)  sk comboId */
import { Entity, type EntityConfiguration } from 'electrodb';
import { menuIndex } from './menu-collection';

export const COMBO_PRICING_MODES = ['fixed', 'dynamic'] as const;

export const comboItemEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { service: 'tabletap', entity: 'comboItem', version: '1' },
      attributes: {
        restaurantId: { type: 'string', required: true, readOnly: true },
        comboId: { type: 'string', required: true, readOnly: true },
        itemId: { type: 'string', required: true, readOnly: true },
        pricingMode: { type: COMBO_PRICING_MODES, required: true, default: 'fixed' },
        comboDiscountCents: { type: 'number', required: true, default: 0 },
      },
      indexes: {
        byRestaurant: menuIndex(['comboId']),
      },
    },
    config,
  );
