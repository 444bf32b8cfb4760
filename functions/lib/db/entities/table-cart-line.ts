/**
 * A line of a table's shared cart (issue 28 item 3): what one guest chose, not yet sent. The line's id is made by
 * the phone (a UUID), so a retried add writes it once. Sending a round deletes the lines it took, in the transaction
 * that writes the round's order.
 *   primary (tableVisit collection)  pk sessionId  sk lineId
 */
import { Entity, type EntityConfiguration } from 'electrodb';
import { primaryCollectionIndex } from '../keys';
import { TABLE_VISIT_COLLECTION } from './table-session';

export const tableCartLineEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { service: 'tabletap', entity: 'tableCartLine', version: '1' },
      attributes: {
        sessionId: { type: 'string', required: true, readOnly: true },
        restaurantId: { type: 'string', required: true, readOnly: true },
        lineId: { type: 'string', required: true, readOnly: true },
        guestId: { type: 'string', required: true, readOnly: true },
        /** The line as the cart sends it to create-payment (shared/api/diner.ts cartLineChoiceSchema), as JSON. */
        choice: { type: 'string', required: true, readOnly: true },
        qty: { type: 'number', required: true },
        addedAt: { type: 'string', required: true, readOnly: true },
      },
      indexes: {
        byId: primaryCollectionIndex(TABLE_VISIT_COLLECTION, ['sessionId'], ['lineId']),
      },
    },
    config,
  );
