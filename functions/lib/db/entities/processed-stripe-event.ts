/**
 * A Stripe event id already handled, so a redelivered webhook is acknowledged without running twice.
 * Kept for 30 days (Stripe retries for 3), then TTL removes it.
 *   primary  pk eventId
 */
import { Entity, type EntityConfiguration } from 'electrodb';
import { createdAtAttribute, expiresAtAttribute } from '../attributes';
import { primaryIndex } from '../keys';

export const processedStripeEventEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { service: 'tabletap', entity: 'processedStripeEvent', version: '1' },
      attributes: {
        eventId: { type: 'string', required: true, readOnly: true },
        createdAt: createdAtAttribute,
        expiresAt: expiresAtAttribute,
      },
      indexes: {
        byId: primaryIndex(['eventId'], []),
      },
    },
    config,
  );
