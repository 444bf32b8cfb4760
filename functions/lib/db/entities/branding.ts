/**
 * restaurant_branding: at most one per restaurant; no row means the default colours (shared DEFAULT_BRANDING).
 *   primary  pk restaurantId  (menu collection, storefront sub-collection: read with the menu in one query)
 */
import { Entity, type EntityConfiguration } from 'electrodb';
import { updatedAtAttribute } from '../attributes';
import { storefrontIndex } from './menu-collection';

export const brandingEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { service: 'tabletap', entity: 'branding', version: '1' },
      attributes: {
        restaurantId: { type: 'string', required: true, readOnly: true },
        primaryColor: { type: 'string', required: true },
        accentColor: { type: 'string', required: true },
        backgroundColor: { type: 'string', required: true },
        textColor: { type: 'string', required: true },
        logoUrl: { type: 'string' },
        updatedAt: updatedAtAttribute,
      },
      indexes: {
        byRestaurant: storefrontIndex(),
      },
    },
    config,
  );
