/**
 * A rate-limit item (functions/lib/domain/rate-limits.ts): a marker that holds a window (one service request per table
 * per minute) until expiresAt, or the counter of one fixed window (`hits`, keyed by the window). TTL deletes it
 * some time after expiresAt, so readers compare expiresAt with now rather than trust its presence.
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
        /** Requests counted in a counter's window. */
        hits: { type: 'number' },
      },
      indexes: {
        byKey: primaryIndex(['key'], []),
      },
    },
    config,
  );
