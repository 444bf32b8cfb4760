/**
 * dailySales: a restaurant's sales of one local day, kept as orders are paid (functions/lib/domain/analytics/daily.ts)
 * so the Analytics tab reads a few rows per day whatever the number of orders. A day is the restaurant's calendar day
 * in the zone the order was bucketed in (its zone when it was paid). Rows of one day, by `entry`:
 *   hour_HH       orders, revenueCents, tipsCents of the orders placed in that local hour (the day is their sum)
 *   item_<id>     quantity and revenueCents of one item, and its latest name
 *   order_<id>    one order's whole contribution (orders 1, its hour, its items), kept only for an order whose
 *                 hour and item rows would not fit in its payment's transaction (DynamoDB's 100 actions)
 * Counters are top-level numbers, so a payment adds to them with ADD whether or not the row exists yet.
 *   primary  pk restaurantId  sk date, timeZone, entry   (a range of days is one query, `between` two dates)
 */
import { Entity, type EntityConfiguration } from 'electrodb';
import { primaryIndex } from '../keys';

export const DAILY_SALES_KINDS = ['hour', 'item', 'order'] as const;

export const dailySalesEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { service: 'tabletap', entity: 'dailySales', version: '1' },
      attributes: {
        restaurantId: { type: 'string', required: true, readOnly: true },
        /** `YYYY-MM-DD` on the restaurant's clock. */
        date: { type: 'string', required: true, readOnly: true },
        /** The zone the day was bucketed in. */
        timeZone: { type: 'string', required: true, readOnly: true },
        /** `hour_07`, `item_<itemId>` or `order_<orderId>`. */
        entry: { type: 'string', required: true, readOnly: true },
        kind: { type: DAILY_SALES_KINDS, required: true },
        /** hour and order rows: the local hour (0-23). */
        hour: { type: 'number' },
        /** hour and order rows. */
        orders: { type: 'number' },
        /** hour and order rows: total charged; item rows: what the item's lines charged. */
        revenueCents: { type: 'number' },
        tipsCents: { type: 'number' },
        /** item rows. */
        itemId: { type: 'string' },
        name: { type: 'string' },
        quantity: { type: 'number' },
        /** order rows: the order's items. */
        items: {
          type: 'list',
          items: {
            type: 'map',
            properties: {
              itemId: { type: 'string', required: true },
              name: { type: 'string', required: true },
              quantity: { type: 'number', required: true },
              revenueCents: { type: 'number', required: true },
            },
          },
        },
      },
      indexes: {
        byDay: primaryIndex(['restaurantId'], ['date', 'timeZone', 'entry']),
      },
    },
    config,
  );
