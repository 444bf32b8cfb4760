/**
 * A fixed-window rate-limit marker (e.g. one service request per table per minute). It exists until expiresAt;
 * TTL deletes it later, so readers compare expiresAt with now rather than trust its presence.
 *   primary  pk key
 */
import { Entity, type EntityConfiguration } from 'electrodb';
import { createdAtAttribute, expiresAtAttribute } from '../attributes';
import { primaryIndex } from '../keys';

export const rateLimitEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { service: 'tabletap', entity: 'rateLimit', version: '1' },
      attributes: {
        key: { type: 'string', required: true, readOnly: true },
        restaurantId: { type: 'string', required: true },
        createdAt: createdAtAttribute,
        expiresAt: expiresAtAttribute,
      },
      indexes: {
        byKey: primaryIndex(['key'], []),
      },
    },
    config,
  );
