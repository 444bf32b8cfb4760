/**
 * The address a diner asked their receipt be sent to (issue 27 item 4), kept ONLY for the receipt: the credit notes
 * that follow the order's refunds go to it. `sends` counts the receipt mails (each ask counts, another address too),
 * so one order sends a few at most; `sentRefundIds` the refunds whose credit note went out (one each, whatever events
 * repeat). TTL (expiresAt, epoch seconds) removes it RECEIPT_KEEP_DAYS after the last ask.
 *   primary (orderDetails collection)  pk orderId   (read with the order in its one query)
 */
import { Entity, type EntityConfiguration } from 'electrodb';
import { LANGUAGE_CODES } from '../../../../shared/languages';
import { createdAtAttribute, expiresAtAttribute, updatedAtAttribute } from '../attributes';
import { primaryCollectionIndex } from '../keys';
import { ORDER_DETAILS_COLLECTION } from './order';

/** How long the address is kept: long enough for a refund's credit note to follow (refunds are possible for 180 days). */
export const RECEIPT_KEEP_DAYS = 180;

export const receiptEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { service: 'tabletap', entity: 'receipt', version: '1' },
      attributes: {
        orderId: { type: 'string', required: true, readOnly: true },
        restaurantId: { type: 'string', required: true },
        email: { type: 'string', required: true },
        /** The language the last receipt was written in (the order's). */
        lang: { type: LANGUAGE_CODES },
        sends: { type: 'number' },
        sentRefundIds: { type: 'set', items: 'string' },
        createdAt: createdAtAttribute,
        updatedAt: updatedAtAttribute,
        expiresAt: expiresAtAttribute,
      },
      indexes: {
        byOrder: primaryCollectionIndex(ORDER_DETAILS_COLLECTION, ['orderId'], []),
      },
    },
    config,
  );
