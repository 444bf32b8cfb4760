import type { PublicOrder } from '@shared/api';
import { lineDetails } from '../cart/line-details';
import { useI18n } from '../i18n/i18n-store';

/**
 * What was ordered and what it cost, as charged (the order's own lines and totals); once paid, how it was paid, each
 * refund (on its way or done) and what is paid after them.
 */
export function OrderReceipt({ order, paid = false }: { order: PublicOrder; paid?: boolean }) {
  const { t, money, percent } = useI18n();
  const amount = (cents: number) => money(cents, order.currency);
  // The rate the order was charged with; orders from before it was kept show none.
  const rate = order.taxRateBps == null ? '' : percent(order.taxRateBps);
  return (
    <section className="receipt" aria-labelledby="receipt-title">
      <h2 id="receipt-title" className="section-title">
        {t('orderItems')}
      </h2>
      <ul className="receipt__lines">
        {order.lines.map((line, i) => (
          <li key={`${line.itemId}-${i}`} className="receipt__line">
            <span className="receipt__qty">{line.qty} ×</span>
            <span className="receipt__name">
              <bdi>{line.itemName}</bdi>
              {line.options.length || line.removedIngredients.length ? (
                <span className="receipt__options">
                  <bdi>{lineDetails(t, line.options.map((o) => o.optionName), line.removedIngredients)}</bdi>
                </span>
              ) : null}
            </span>
            <span className="receipt__amount">{amount(line.lineTotalCents)}</span>
          </li>
        ))}
      </ul>
      <dl className="totals">
        <div className="totals__row">
          <dt>{t('subtotal')}</dt>
          <dd data-testid="order-subtotal">{amount(order.subtotalCents)}</dd>
        </div>
        {order.taxIncluded ? null : (
          <div className="totals__row">
            <dt>{rate ? `${t('tax')} (${rate})` : t('tax')}</dt>
            <dd data-testid="order-tax">{amount(order.taxCents)}</dd>
          </div>
        )}
        <div className="totals__row">
          <dt>{t('tip')}</dt>
          <dd data-testid="order-tip">{amount(order.tipCents)}</dd>
        </div>
        <div className="totals__row totals__row--total">
          <dt>{t('total')}</dt>
          <dd data-testid="order-total">{amount(order.totalCents)}</dd>
        </div>
        {order.taxIncluded ? (
          // In the prices, so in the total: shown, not added.
          <div className="totals__row totals__row--included">
            <dt>{t('taxIncluded', { rate })}</dt>
            <dd data-testid="order-tax-included">{amount(order.taxCents)}</dd>
          </div>
        ) : null}
        {paid ? (
          <div className="totals__row">
            <dt>{t('paidByCard')}</dt>
            <dd>{amount(order.totalCents)}</dd>
          </div>
        ) : null}
        {order.refunds.map((refund) => (
          <div key={refund.id} className="totals__row totals__row--refund" data-testid="order-refund">
            <dt>{refund.status === 'pending' ? t('refundPending') : t('refunded')}</dt>
            <dd>{amount(-refund.amountCents)}</dd>
          </div>
        ))}
        {order.refundedCents > 0 ? (
          <div className="totals__row totals__row--total">
            <dt>{t('paidAfterRefunds')}</dt>
            <dd data-testid="order-paid-after-refunds">{amount(order.totalCents - order.refundedCents)}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
