/**
 * A phone in a visit (issue 28 item 2): let in ('in') or asking to join a visit that has orders ('waiting', until
 * someone at the table or staff lets it in, or it gives the join code). Its token is given once, on joining; only
 * its SHA-256 is stored.
 *   primary (tableVisit collection)  pk sessionId  sk guestId
 */
import { Entity, type EntityConfiguration } from 'electrodb';
import { primaryCollectionIndex } from '../keys';
import { TABLE_VISIT_COLLECTION } from './table-session';

export const tableSessionGuestEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { service: 'tabletap', entity: 'tableSessionGuest', version: '1' },
      attributes: {
        sessionId: { type: 'string', required: true, readOnly: true },
        restaurantId: { type: 'string', required: true, readOnly: true },
        guestId: { type: 'string', required: true, readOnly: true },
        name: { type: 'string', required: true },
        state: { type: ['in', 'waiting'] as const, required: true },
        tokenHash: { type: 'string', required: true, readOnly: true },
        /** The order they came in ("Guest 2"). */
        number: { type: 'number', required: true, readOnly: true },
        joinedAt: { type: 'string', required: true, readOnly: true },
        /** Who let them in: a guest id, 'code', a member's user id, or 'first' (the visit was empty). */
        admittedBy: { type: 'string' },
      },
      indexes: {
        byId: primaryCollectionIndex(TABLE_VISIT_COLLECTION, ['sessionId'], ['guestId']),
      },
    },
    config,
  );
