/**
 * A round a table's visit sent (issue 28 item 3): its order, who sent it, its number, and the cart lines it took (as
 * they were, so a round whose checkout expires unpaid puts them back in the shared cart). 'sending' until its order
 * is paid ('paid') or closes unpaid ('returned').
 *   primary (tableVisit collection)  pk sessionId  sk orderId
 */
import { Entity, type EntityConfiguration } from 'electrodb';
import { primaryCollectionIndex } from '../keys';
import { TABLE_VISIT_COLLECTION } from './table-session';

export const TABLE_ROUND_STATES = ['sending', 'paid', 'returned'] as const;

export const tableRoundEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { service: 'tabletap', entity: 'tableRound', version: '1' },
      attributes: {
        sessionId: { type: 'string', required: true, readOnly: true },
        orderId: { type: 'string', required: true, readOnly: true },
        restaurantId: { type: 'string', required: true, readOnly: true },
        guestId: { type: 'string', required: true, readOnly: true },
        number: { type: 'number', required: true, readOnly: true },
        state: { type: TABLE_ROUND_STATES, required: true },
        sentAt: { type: 'string', required: true, readOnly: true },
        /** The cart lines it took, as JSON: [{ lineId, guestId, choice, qty, addedAt }]. */
        lines: { type: 'string', required: true, readOnly: true },
      },
      indexes: {
        byId: primaryCollectionIndex(TABLE_VISIT_COLLECTION, ['sessionId'], ['orderId']),
      },
    },
    config,
  );
