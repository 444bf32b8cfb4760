/**
 * Orders as staff see them: the board (GET .../orders), its history a page at a time, one ticket, and the status
 * moves (POST .../orders/{orderId}/advance; a stale one answers 409 statusConflictBodySchema).
 */
import * as z from '../zod';
import { ALLERGEN_CODES } from '../allergens';
import { ORDER_STATUSES } from '../constants';
import { PAYMENT_STATES } from '../order-lifecycle';
import { idSchema, isoDate, orderStatusSchema } from './common';
import { orderDisputeSchema, refundedPartsSchema, refundSchema } from './refunds';

/** An order's lines are in cart order; a line's index is its `position` (what a refund by item names). */
export const orderLineSchema = z.object({
  itemId: z.string(),
  /** The restaurant's own name for the item (staff, kitchen and analytics show this one). */
  itemName: z.string(),
  /**
   * The item's name in the language the diner ordered in, when the restaurant offers it and the item is translated:
   * the diner's pages and checkout show it instead of itemName. Absent when the diner's language is the default.
   */
  dinerItemName: z.optional(z.string()),
  qty: z.int(),
  unitPriceCents: z.int(),
  lineTotalCents: z.int(),
  options: z.array(z.object({ groupName: z.string(), optionName: z.string(), priceDeltaCents: z.int() })),
  /** The names of the ingredients the diner left out, in the item's order: the ticket shows "no onions". */
  removedIngredients: z._default(z.array(z.string()), []),
  /**
   * The allergens of what was served (shared/allergens.ts codes, in their order), fixed by the server at checkout from
   * the menu: the default ingredients the diner did not leave out, of the item and of its combo parts (issue 30 item
   * 5). Absent when none are known: the menu tags none, or the line is older than the tags on lines.
   */
  allergens: z.optional(z.array(z.enum(ALLERGEN_CODES))),
  note: z.nullable(z.string()),
  /** How many of `qty` have been refunded by item; answers carry it, absent reads as 0. */
  refundedQty: z.optional(z.int()),
});
export type OrderLine = z.infer<typeof orderLineSchema>;
export const orderSchema = z.object({
  id: z.string(),
  orderCode: z.string(),
  restaurantId: z.string(),
  status: orderStatusSchema,
  tableLabel: z.nullable(z.string()),
  /** A round of a table's visit (issue 28): the visit and the round's number in it. Absent on orders of one phone. */
  tableSessionId: z.optional(z.string()),
  roundNumber: z.optional(z.int()),
  /** A round on a table's tab (issue 29): in the kitchen before it is paid; paid with the tab's bill. */
  onTab: z.optional(z.boolean()),
  note: z.nullable(z.string()),
  subtotalCents: z.int(),
  taxCents: z.int(),
  /**
   * The tax mode and rate the order was charged with. taxIncluded: the tax is in the subtotal (shown "incl."), the
   * total is subtotal + tip; else total = subtotal + tax + tip. null on orders from before they were kept (tax added).
   * nullish: answers carry null; fixtures and older clients may leave them out.
   */
  taxIncluded: z.nullish(z.boolean()),
  taxRateBps: z.nullish(z.int()),
  tipCents: z.int(),
  totalCents: z.int(),
  /** The platform fee: 5% of the bill before the tip (shared/pricing.ts). The restaurant's net is total - fee. */
  feeCents: z.int(),
  currency: z.string(),
  /** Where the order's money is (unpaid, paid, partially refunded, refunded), apart from its status. */
  paymentState: z.enum(PAYMENT_STATES),
  /** What has been given back so far (0 until a refund). */
  refundedCents: z.int(),
  /**
   * Its parts, a chargeback on the payment (null when none) and when a refund canceled the order: answers carry them;
   * optional so fixtures and older clients may leave them out (read as nothing refunded, no dispute).
   */
  refunded: z.optional(refundedPartsSchema),
  dispute: z.optional(z.nullable(orderDisputeSchema)),
  canceledAt: z.optional(z.nullable(isoDate)),
  /** The order's refunds, oldest first: on one order's reads (a ticket, the history's order), not on lists. */
  refunds: z.optional(z.array(refundSchema)),
  createdAt: isoDate,
  paidAt: z.nullable(isoDate),
  prepStartedAt: z.nullable(isoDate),
  readyAt: z.nullable(isoDate),
  servedAt: z.nullable(isoDate),
  lines: z.array(orderLineSchema),
});
export type Order = z.infer<typeof orderSchema>;
/** GET .../orders?view=history: orders per page unless `limit` says otherwise, and the most `limit` may ask. */
export const ORDERS_HISTORY_PAGE_SIZE = 50;
export const ORDERS_HISTORY_PAGE_MAX = 100;
/** Finished orders: the board lists those placed today; older ones are read a page at a time (view=history). */
export const SETTLED_ORDER_STATUSES = ['served', 'canceled', 'expired'] as const satisfies readonly (typeof ORDER_STATUSES)[number][];

/** An opaque page cursor as the server hands it out: base64url of a JSON object of key strings. */
function isKeyCursor(cursor: string): boolean {
  try {
    const base64 = cursor.replace(/-/g, '+').replace(/_/g, '/');
    const keys: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    return typeof keys === 'object' && keys !== null && !Array.isArray(keys) && Object.values(keys).every((v) => typeof v === 'string');
  } catch {
    return false;
  }
}
export const pageCursorSchema = z
  .string()
  .check(
    z.maxLength(1024, 'is too long'),
    z.regex(/^[A-Za-z0-9_-]+$/, 'is not a cursor this list gave out'),
    z.refine(isKeyCursor, 'is not a cursor this list gave out'),
  );

/**
 * GET .../orders. The board (default): every order in an active status however old, and orders in a settled status
 * (served, canceled, expired) placed today in the restaurant's time zone; `status` narrows the statuses.
 * `view=history`: one settled status (default served) placed before today, newest first, `limit` at a time, the next
 * page asked for with the `nextCursor` of the last one.
 */
export const ordersListQuerySchema = z
  .strictObject({
    status: z.pipe(
      z.optional(z.string()),
      z.transform((s: string | undefined, ctx) => {
        if (!s) return undefined;
        const parts = s.split(',').map((p) => p.trim()).filter(Boolean);
        for (const p of parts) {
          if (!(ORDER_STATUSES as readonly string[]).includes(p)) {
            // A mini transform's ctx has no addIssue: this is the issue it made (no `continue`, so it ends the parse).
            ctx.issues.push({ code: 'custom', message: `Unknown status '${p}'`, input: s });
            return z.NEVER;
          }
        }
        return parts as (typeof ORDER_STATUSES)[number][];
      }),
    ),
    view: z.optional(z.enum(['board', 'history'], "must be 'board' or 'history'")),
    cursor: z.optional(pageCursorSchema),
    limit: z.optional(
      z.pipe(
        z.pipe(
          z.string().check(z.regex(/^[1-9][0-9]{0,2}$/, `must be a whole number from 1 to ${ORDERS_HISTORY_PAGE_MAX}`)),
          z.transform(Number),
        ),
        z
          .number()
          .check(z.maximum(ORDERS_HISTORY_PAGE_MAX, `must be a whole number from 1 to ${ORDERS_HISTORY_PAGE_MAX}`)),
      ),
    ),
  })
  .check(
    z.superRefine((query, ctx) => {
      if (query.view !== 'history') {
        for (const name of ['cursor', 'limit'] as const) {
          if (query[name] !== undefined) ctx.addIssue({ code: 'custom', path: [name], message: 'is only for view=history' });
        }
        return;
      }
      const settled = SETTLED_ORDER_STATUSES as readonly string[];
      if (query.status && (query.status.length !== 1 || !settled.includes(query.status[0]!))) {
        ctx.addIssue({ code: 'custom', path: ['status'], message: `history lists one of ${settled.join(', ')}` });
      }
    }),
  );
export type OrdersListQuery = z.infer<typeof ordersListQuerySchema>;
/** The board: its orders, and the restaurant's day that bounds its settled ones (placed from `from` on). */
export const ordersListResponseSchema = z.object({
  orders: z.array(orderSchema),
  today: z.object({ date: z.string(), timeZone: z.string(), from: isoDate }),
});
export type OrdersBoard = z.infer<typeof ordersListResponseSchema>;
/** A page of history, newest first; `nextCursor` null on the last page. */
export const ordersHistoryResponseSchema = z.object({ orders: z.array(orderSchema), nextCursor: z.nullable(z.string()) });
export type OrdersHistoryPage = z.infer<typeof ordersHistoryResponseSchema>;

/** Path parameters are read with the restaurant's id beside them, so this object is not strict. */
export const orderIdParamsSchema = z.object({ orderId: idSchema });

/** POST .../orders/{orderId}/refunds answers the order as it now stands (with its refunds) and the refund. */
export const refundResponseSchema = z.object({ order: orderSchema, refund: refundSchema });
export type RefundResponse = z.infer<typeof refundResponseSchema>;

/** GET .../orders/{orderId} and POST .../orders/{orderId}/advance answer `{ order }`. */
export const orderResponseSchema = z.object({ order: orderSchema });

/** POST .../orders/{orderId}/advance: `from` is the status the ticket showed, so a stale ticket cannot move it. */
export const orderAdvanceRequestSchema = z.strictObject({ from: orderStatusSchema, to: orderStatusSchema });
export type OrderAdvanceRequest = z.infer<typeof orderAdvanceRequestSchema>;
