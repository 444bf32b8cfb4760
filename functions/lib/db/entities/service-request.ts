/**
 * A diner's call for a waiter.
 *   primary  pk requestId
 *   gsi1     byRestaurant  pk restaurantId  sk createdAt          (newest first when read descending)
 *   gsi3     byStatus      pk restaurantId  sk status, createdAt, requestId  (one status, newest first, ties by id:
 *                                                    the open ones are counted and listed without reading the history)
 */
import { Entity, type EntityConfiguration } from 'electrodb';
import { CALL_REASONS } from '../../../../shared/sections';
import { createdAtAttribute } from '../attributes';
import { primaryIndex, secondaryIndex } from '../keys';

export const SERVICE_REQUEST_STATUSES = ['open', 'acknowledged', 'resolved'] as const;

export const serviceRequestEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { service: 'tabletap', entity: 'serviceRequest', version: '1' },
      attributes: {
        requestId: { type: 'string', required: true, readOnly: true },
        restaurantId: { type: 'string', required: true, readOnly: true },
        tableNumber: { type: 'string', readOnly: true },
        message: { type: 'string', readOnly: true },
        /** Why the diner called (issue 30 item 4). */
        reason: { type: CALL_REASONS, readOnly: true },
        /** The section of the caller's table, when known. */
        section: { type: 'string', readOnly: true },
        /** Who served that section when the call came (they hear it first), with the names they had then. */
        servers: {
          type: 'list',
          readOnly: true,
          items: { type: 'map', properties: { userId: { type: 'string', required: true }, name: { type: 'string', required: true } } },
        },
        /** When an unanswered call reaches everyone (absent: everyone from the start). */
        everyoneAt: { type: 'string', readOnly: true },
        status: { type: SERVICE_REQUEST_STATUSES, required: true, default: 'open' },
        createdAt: createdAtAttribute,
        updatedAt: { type: 'string' },
      },
      indexes: {
        byId: primaryIndex(['requestId'], []),
        byRestaurant: secondaryIndex('gsi1', ['restaurantId'], ['createdAt']),
        byStatus: secondaryIndex('gsi3', ['restaurantId'], ['status', 'createdAt', 'requestId']),
      },
    },
    config,
  );
