import type { Order } from '@shared/api';
import { netCents } from '@shared/pricing';
import { netToRestaurantCents } from '@shared/refunds';
import { formatMoney, formatPercent } from '@/lib/format';
import { refundableOf, tipLeft } from './refund-form';

/**
 * An order's money as staff see it in Details: what the diner was charged (the gross, with the tax as the order was
 * charged: added, or included in the prices), the platform fee (5% of the bill before the tip) and the restaurant's
 * net (gross - fee), which holds the whole tip. Once money went back: what was refunded, what the diner paid in the
 * end, the fee less what came back with the refunds, and the net after them.
 */
export function OrderMoney({ order }: { order: Order }) {
  const money = (cents: number) => formatMoney(cents, order.currency);
  const rate = order.taxRateBps == null ? '' : ` (${formatPercent(order.taxRateBps)})`;
  const head: [label: string, value: string, testId: string][] = [
    ['Subtotal', money(order.subtotalCents), 'subtotal'],
    [order.taxIncluded ? `Tax incl.${rate}` : `Tax${rate}`, money(order.taxCents), 'tax'],
    ['Tip', money(order.tipCents), 'tip'],
    ['Gross (paid by the diner)', money(order.totalCents), 'gross'],
  ];
  const feeBack = order.refunded?.feeCents ?? 0;
  const rows: [label: string, value: string, testId: string][] =
    order.refundedCents > 0
      ? [
          ...head,
          ['Refunded', `−${money(order.refundedCents)}`, 'refunded'],
          ['Left after refunds', money(order.totalCents - order.refundedCents), 'left'],
          [`Platform fee (${money(feeBack)} returned)`, `−${money(order.feeCents - feeBack)}`, 'fee'],
          ['Net to the restaurant', money(netToRestaurantCents(order, refundableOf(order).refunded)), 'net'],
        ]
      : [...head, ['Platform fee', `−${money(order.feeCents)}`, 'fee'], ['Net to the restaurant', money(netCents(order)), 'net']];
  return (
    <section className="order-money" aria-label="Money">
      <dl className="order-money__rows">
        {rows.map(([label, value, testId]) => (
          <div key={testId} className={`order-money__row order-money__row--${testId}`}>
            <dt>{label}</dt>
            <dd data-testid={`order-money-${testId}`}>{value}</dd>
          </div>
        ))}
      </dl>
      {tipLeft(order) > 0 ? <p className="muted order-money__hint">The net includes the {money(tipLeft(order))} tip (no fee on tips).</p> : null}
    </section>
  );
}
