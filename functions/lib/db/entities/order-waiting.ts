/**
 * A paid order not yet started, for the e-mail to the owner and managers (issue 30 item 1): written with the order's
 * payment (orders/pay.ts, in its transaction), deleted when the sweep finds the order started (or gone) or mails about
 * it. A sparse list: only orders paid in the last minutes and still waiting are in it, so the sweep reads the old
 * ones by one query, never a scan of the orders.
 *   primary  pk orderId
 *   gsi1     byPaidAt   pk (the entity)  sk paidAt, orderId   (oldest first)
 */
import { Entity, type EntityConfiguration } from 'electrodb';
import { primaryIndex, secondaryIndex } from '../keys';

export const orderWaitingEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { service: 'tabletap', entity: 'orderWaiting', version: '1' },
      attributes: {
        orderId: { type: 'string', required: true, readOnly: true },
        restaurantId: { type: 'string', required: true, readOnly: true },
        /** The order's paidAt (ISO). */
        paidAt: { type: 'string', required: true, readOnly: true },
      },
      indexes: {
        byId: primaryIndex(['orderId'], []),
        byPaidAt: secondaryIndex('gsi1', [], ['paidAt', 'orderId']),
      },
    },
    config,
  );
