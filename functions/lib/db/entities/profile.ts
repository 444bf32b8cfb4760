/**
 * A signed-in user's profile, upserted on every sign-in. Not tied to a restaurant.
 *   primary  pk userId
 */
import { Entity, type EntityConfiguration } from 'electrodb';
import { createdAtAttribute, updatedAtAttribute } from '../attributes';
import { primaryIndex } from '../keys';

export const profileEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { service: 'tabletap', entity: 'profile', version: '1' },
      attributes: {
        userId: { type: 'string', required: true, readOnly: true },
        email: { type: 'string', required: true },
        fullName: { type: 'string' },
        createdAt: createdAtAttribute,
        updatedAt: updatedAtAttribute,
      },
      indexes: {
        byId: primaryIndex(['userId'], []),
      },
    },
    config,
  );
