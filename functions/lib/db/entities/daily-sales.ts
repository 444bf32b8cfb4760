/**
 * dailySales: a restaurant's sales of one local day, kept as orders are paid (functions/lib/domain/analytics/daily.ts)
 * so the Analytics tab reads a few rows per day whatever the number of orders. A day is the restaurant's calendar day
 * in the zone the order was bucketed in (its zone when it was paid). Rows of one day, by `entry`:
 *   day           the day's tipsCents and feeCents (the platform fees of its orders; the day's net is its revenue
 *                 less them; rows written before fees were kept have none until `npm run analytics:rebuild`) and, per local hour with orders, `hHHOrders` and `hHHRevenueCents` (e.g.
 *                 h07Orders): one row per day, so a day's hours cost one row's keys, not one row each. Only hours
 *                 that had orders are on the row (a payment's ADD creates its hour's counters).
 *   item_<id>     quantity and revenueCents of one item, and its latest name
 *   order_<id>    one order's whole contribution (orders 1, its hour, its fee, its items), kept only for an order whose
 *                 day and item rows would not fit in its payment's transaction (DynamoDB's 100 actions)
 *   hour_HH       (before the day row) orders, revenueCents, tipsCents of one local hour: still read, never written
 *                 by a payment; `npm run analytics:rebuild` replaces them with day rows.
 * Counters are top-level numbers, so a payment adds to them with ADD whether or not the row exists yet.
 *   primary  pk restaurantId  sk date, timeZone, entry   (a range of days is one query, `between` two dates)
 */
import { Entity, type EntityConfiguration } from 'electrodb';
import { primaryIndex } from '../keys';

export const DAILY_SALES_KINDS = ['day', 'item', 'order', 'hour'] as const;

type Digit = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9';
/** `00` to `23`. */
export type HourOfDay = `${'0' | '1'}${Digit}` | `2${'0' | '1' | '2' | '3'}`;
export type HourOrdersAttribute = `h${HourOfDay}Orders`;
export type HourRevenueAttribute = `h${HourOfDay}RevenueCents`;
export type HourCounterAttribute = HourOrdersAttribute | HourRevenueAttribute;

const hh = (hour: number) => String(hour).padStart(2, '0') as HourOfDay;
/** The day row's attribute names of one local hour's counters (0-23). */
export const hourCounters = (hour: number) => ({
  orders: `h${hh(hour)}Orders` as HourOrdersAttribute,
  revenueCents: `h${hh(hour)}RevenueCents` as HourRevenueAttribute,
});

/** Every hour's counters, as declared attributes (numbers, absent until an order of that hour is paid). */
const hourCounterAttributes = Object.fromEntries(
  Array.from({ length: 24 }, (_, hour) => Object.values(hourCounters(hour)).map((name) => [name, { type: 'number' }])).flat(),
) as { [name in HourCounterAttribute]: { type: 'number' } };

/** Every hour counter's attribute name, hour 0 first. */
export const HOUR_COUNTER_ATTRIBUTES = Object.keys(hourCounterAttributes) as HourCounterAttribute[];

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
        /** `day`, `item_<itemId>`, `order_<orderId>` or (older rows) `hour_07`. */
        entry: { type: 'string', required: true, readOnly: true },
        kind: { type: DAILY_SALES_KINDS, required: true },
        /** hour and order rows: the local hour (0-23). */
        hour: { type: 'number' },
        /** hour and order rows. */
        orders: { type: 'number' },
        /** hour and order rows: total charged; item rows: what the item's lines charged. */
        revenueCents: { type: 'number' },
        /** day, hour and order rows. */
        tipsCents: { type: 'number' },
        /** day and order rows: the platform fees (order.feeCents) of the orders counted, less the fees given back. */
        feeCents: { type: 'number' },
        /**
         * day rows: the money given back on the day's orders (issue 27). Each refund takes its amount off the revenue
         * (its order's hour), its tip off the tips, its fee share off the fees and its dishes off the item rows, and adds
         * it here, so gross (what diners paid before refunds) is revenue + refunds. A failed refund puts them back.
         */
        refundsCents: { type: 'number' },
        /**
         * day rows: chargebacks (domain/refunds/disputes.ts, issue 27): disputes opened that day on any of the
         * restaurant's orders and their amounts, and disputes closed lost that day and their amounts (the payouts).
         */
        disputesOpened: { type: 'number' },
        disputedCents: { type: 'number' },
        disputesLost: { type: 'number' },
        lostDisputeCents: { type: 'number' },
        /** day rows: `h07Orders`, `h07RevenueCents`, ... for each local hour with orders. */
        ...hourCounterAttributes,
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
