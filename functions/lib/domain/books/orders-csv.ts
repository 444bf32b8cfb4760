/**
 * The orders export's CSV (pure): one row per order, RFC 4180 (CRLF line ends, every cell that needs it quoted with
 * its quotes doubled), amounts as decimal strings (12.50), times in the restaurant's zone as ISO 8601 with its offset.
 * A cell a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return) gets a leading quote
 * ('), so a table label or note typed by a diner can never run in the owner's spreadsheet; amounts are written by us
 * and keep their minus sign.
 */
import { csvCell, decimalAmount } from '../../../../shared/csv';
import { netToRestaurantCents, type RefundedSoFar } from '../../../../shared/refunds';
import type { OrderItem } from '../orders/record';
import { storedPaymentState } from '../orders/record';
import { localIsoTime } from '../analytics/time-zone';

export { csvCell, decimalAmount };

/** What a row reads of an order (a projection of the order item; no lines). */
export const EXPORT_ATTRIBUTES = [
  'orderId',
  'orderCode',
  'createdAt',
  'paidAt',
  'servedAt',
  'tableLabel',
  'status',
  'paymentState',
  'subtotalCents',
  'taxCents',
  'tipCents',
  'totalCents',
  'feeCents',
  'refundedCents',
  'refundedSubtotalCents',
  'refundedTaxCents',
  'refundedTipCents',
  'refundedFeeCents',
  'currency',
  'dispute',
] as const;

export type ExportOrder = Pick<OrderItem, 'orderCode' | 'createdAt' | 'status' | 'subtotalCents' | 'taxCents' | 'tipCents' | 'totalCents' | 'feeCents' | 'currency'> &
  Partial<Pick<OrderItem, 'paidAt' | 'servedAt' | 'tableLabel' | 'paymentState' | 'refundedCents' | 'refundedSubtotalCents' | 'refundedTaxCents' | 'refundedTipCents' | 'refundedFeeCents' | 'dispute'>>;

/** The header row: the times' zone is named in their columns. */
export function csvHeader(timeZone: string): string {
  const time = (what: string) => `${what} (local time, ${timeZone}, ISO 8601)`;
  return csvLine([
    'Order code',
    time('Placed at'),
    time('Paid at'),
    time('Served at'),
    'Table',
    'Status',
    'Payment state',
    'Subtotal',
    'Tax',
    'Tip',
    'Total',
    'Platform fee',
    'Refunded',
    'Fee returned',
    'Net to restaurant',
    'Currency',
    'Disputed',
    'Disputed amount',
  ]);
}

/** A row of cells (amounts already decimal strings: written as they are, never neutralised). */
type Cell = string | { amount: number };

function csvLine(cells: readonly Cell[]): string {
  return `${cells.map((cell) => (typeof cell === 'string' ? csvCell(cell) : decimalAmount(cell.amount))).join(',')}\r\n`;
}

const refundedSoFar = (order: ExportOrder): RefundedSoFar => ({
  cents: order.refundedCents ?? 0,
  subtotalCents: order.refundedSubtotalCents ?? 0,
  taxCents: order.refundedTaxCents ?? 0,
  tipCents: order.refundedTipCents ?? 0,
  feeCents: order.refundedFeeCents ?? 0,
});

/** Whether the order is one the books hold: money was taken for it (unpaid and expired checkouts are not). */
export const isBooked = (order: Pick<ExportOrder, 'paymentState' | 'status' | 'paidAt'>) => storedPaymentState(order) !== 'unpaid';

/** One order's row. */
export function csvRow(order: ExportOrder, timeZone: string): string {
  const time = (iso: string | undefined) => (iso ? localIsoTime(Date.parse(iso), timeZone) : '');
  const refunded = refundedSoFar(order);
  return csvLine([
    order.orderCode,
    time(order.createdAt),
    time(order.paidAt),
    time(order.servedAt),
    order.tableLabel ?? '',
    order.status,
    storedPaymentState(order),
    { amount: order.subtotalCents },
    { amount: order.taxCents },
    { amount: order.tipCents },
    { amount: order.totalCents },
    { amount: order.feeCents },
    { amount: refunded.cents },
    { amount: refunded.feeCents },
    { amount: netToRestaurantCents(order, refunded) },
    order.currency,
    order.dispute ? order.dispute.status : '',
    order.dispute ? { amount: order.dispute.amountCents } : '',
  ]);
}
