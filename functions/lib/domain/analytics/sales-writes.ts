/**
 * The writes a paid order makes to its day's analytics rows (entity dailySales). They go into the order's payment
 * transaction (orders/pay.ts), which is conditional on the order still being pending_payment: a duplicate webhook,
 * a retry or a crash can never count an order twice or lose it.
 */
import type { Db } from '../../db/service';
import { hourEntry, itemEntry, orderEntry, type OrderSale } from './daily';
import { usableTimeZone } from './time-zone';

/** How many actions the day's rows of a sale take in the transaction: its hour row and one row per item. */
export const saleActionCount = (sale: OrderSale) => 1 + sale.items.length;

/** The hour row's and the item rows' additions: each an update whose ADD creates the counter on a new row. */
export function saleRowChanges(restaurantId: string, sale: OrderSale) {
  const day = { restaurantId, date: sale.date, timeZone: sale.timeZone };
  return [
    {
      key: { ...day, entry: hourEntry(sale.hour) },
      set: { kind: 'hour' as const, hour: sale.hour },
      add: { orders: 1, revenueCents: sale.revenueCents, tipsCents: sale.tipsCents },
    },
    ...sale.items.map((item) => ({
      key: { ...day, entry: itemEntry(item.itemId) },
      set: { kind: 'item' as const, itemId: item.itemId, name: item.name },
      add: { quantity: item.quantity, revenueCents: item.revenueCents },
    })),
  ];
}

/**
 * The whole sale as one row of its own, for an order with too many items for its transaction: written with create
 * (only if it does not exist), so writing it twice counts the order once.
 */
export function saleOrderRow(restaurantId: string, orderId: string, sale: OrderSale) {
  return {
    restaurantId,
    date: sale.date,
    timeZone: sale.timeZone,
    entry: orderEntry(orderId),
    kind: 'order' as const,
    hour: sale.hour,
    orders: 1,
    revenueCents: sale.revenueCents,
    tipsCents: sale.tipsCents,
    items: sale.items,
  };
}

/** The zone a payment buckets its order in: the restaurant's, read alone (one small GetItem). */
export async function restaurantTimeZone(db: Db, restaurantId: string): Promise<string> {
  const { data } = await db.entities.restaurant.get({ restaurantId }).go({ attributes: ['timeZone'] });
  return usableTimeZone(data?.timeZone);
}
