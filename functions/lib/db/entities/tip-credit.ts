/**
 * A tip, or a member's part of one, credited when its payment was made (issue 30 item 4): written in the payment's
 * own transaction (orders/pay.ts, table-sessions/tab-pay.ts), so a tip is credited exactly once however often the
 * webhook comes. `userId` 'none': nobody served the table's section (or the table has none); the report shows it as
 * the restaurant's to share out. `day` is the shift day of the payment (shared/sections.ts). A tip refunded is taken
 * back by rows of its own (sourceId `{orderId}~refund~{refundId}`, negative, in the refund's write, on its day), and
 * given again if that refund fails (`~refund-failed~`).
 *   primary  pk restaurantId  sk day, sourceId, userId   (the tips report: a range of days in one query)
 */
import { Entity, type EntityConfiguration } from 'electrodb';
import { primaryIndex } from '../keys';

/** The userId of a tip nobody was serving. */
export const NOBODY = 'none';

export const tipCreditEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { service: 'tabletap', entity: 'tipCredit', version: '1' },
      attributes: {
        restaurantId: { type: 'string', required: true, readOnly: true },
        day: { type: 'string', required: true, readOnly: true },
        /** The order's id, or the bill share's (tabPayment) id. */
        sourceId: { type: 'string', required: true, readOnly: true },
        userId: { type: 'string', required: true, readOnly: true },
        /** The member's name when credited ('' for nobody). */
        name: { type: 'string', required: true, readOnly: true },
        section: { type: 'string', readOnly: true },
        tableName: { type: 'string', readOnly: true },
        tipCents: { type: 'number', required: true, readOnly: true },
        currency: { type: 'string', required: true, readOnly: true },
        paidAt: { type: 'string', required: true, readOnly: true },
      },
      indexes: {
        byDay: primaryIndex(['restaurantId'], ['day', 'sourceId', 'userId']),
      },
    },
    config,
  );
