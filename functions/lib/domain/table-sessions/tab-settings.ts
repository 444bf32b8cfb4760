/** The restaurant's setting of when a table pays (issue 29), read when a visit opens: one small GetItem. */
import { DEFAULT_TABLE_PAYMENT_MODE, DEFAULT_TAB_CHARGE_AFTER_MINUTES, type TablePaymentMode } from '../../../../shared/tab';
import type { Db } from '../../db/service';

export async function restaurantPaySettings(db: Db, restaurantId: string): Promise<{ tablePayment: TablePaymentMode; tabChargeAfterMinutes: number }> {
  const { data } = await db.entities.restaurant.get({ restaurantId }).go({ attributes: ['tablePayment', 'tabChargeAfterMinutes'] });
  return {
    tablePayment: data?.tablePayment ?? DEFAULT_TABLE_PAYMENT_MODE,
    tabChargeAfterMinutes: data?.tabChargeAfterMinutes ?? DEFAULT_TAB_CHARGE_AFTER_MINUTES,
  };
}
