/**
 * restaurant_branding: at most one per restaurant; no row means the default colours (shared DEFAULT_BRANDING).
 *   primary  pk restaurantId
 */
import { Entity, type EntityConfiguration } from 'electrodb';
import { updatedAtAttribute } from '../attributes';
import { primaryIndex } from '../keys';

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
        byRestaurant: primaryIndex(['restaurantId'], []),
      },
    },
    config,
  );
