import type { OrderTotals } from '@shared/pricing';
import { useI18n } from '../i18n/i18n-store';
import type { TipSelection } from './tip';
import { TipChooser } from './tip-chooser';
import type { CheckoutState } from './use-checkout';

interface OrderSummaryProps {
  totals: OrderTotals;
  currency: string;
  tip: TipSelection;
  onTipChange(tip: TipSelection): void;
  preview: boolean;
  chargesEnabled: boolean;
  /** Sold-out or vanished lines are still in the cart. */
  hasUnavailable: boolean;
  checkout: CheckoutState;
  onPay(): void;
  /** The button's words when not the cart's own "Pay $X" (a table's round: "Send to kitchen · Pay $X"). */
  payLabel?: string;
  /** A line under the button, in place of the secure-payment note. */
  note?: string;
  /** Not now, for a reason said elsewhere on the page (another phone is paying the table's round). */
  disabled?: boolean;
  /** No tip here (a round on a table's tab: the tip is given with the bill, issue 29). */
  noTip?: boolean;
}

export function OrderSummary(props: OrderSummaryProps) {
  const { totals, currency, tip, onTipChange, preview, chargesEnabled, hasUnavailable, checkout, onPay, payLabel, note, disabled, noTip } = props;
  const { t, money, percent } = useI18n();
  const blocked = !preview && !chargesEnabled;
  const busy = checkout.kind === 'processing' || checkout.kind === 'redirecting';

  let label = preview ? t('simulatePayment') : (payLabel ?? t('payAmount', { amount: money(totals.totalCents, currency) }));
  if (busy) label = t('processing');

  return (
    <section className="card stack" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className="section-title">
        {t('orderSummary')}
      </h2>
      {noTip ? null : <TipChooser value={tip} onChange={onTipChange} />}
      <dl className="totals">
        <div className="totals__row">
          <dt>{t('subtotal')}</dt>
          <dd data-testid="cart-subtotal">{money(totals.subtotalCents, currency)}</dd>
        </div>
        {totals.taxIncluded ? null : (
          <div className="totals__row">
            <dt>
              {t('tax')} ({percent(totals.taxRateBps)})
            </dt>
            <dd data-testid="cart-tax">{money(totals.taxCents, currency)}</dd>
          </div>
        )}
        {noTip ? null : (
          <div className="totals__row">
            <dt>{t('tip')}</dt>
            <dd data-testid="cart-tip">{money(totals.tipCents, currency)}</dd>
          </div>
        )}
        <div className="totals__row totals__row--total">
          <dt>{t('total')}</dt>
          <dd data-testid="cart-total">{money(totals.totalCents, currency)}</dd>
        </div>
        {totals.taxIncluded ? (
          // Already in the prices (and so in the total): shown for the receipt's sake, not added.
          <div className="totals__row totals__row--included">
            <dt>{t('taxIncluded', { rate: percent(totals.taxRateBps) })}</dt>
            <dd data-testid="cart-tax-included">{money(totals.taxCents, currency)}</dd>
          </div>
        ) : null}
      </dl>
      {blocked ? (
        <div className="notice notice--error notice--stacked" role="alert">
          <p className="notice__title">{t('notAcceptingPayments')}</p>
          <p>{t('notAcceptingPaymentsText')}</p>
        </div>
      ) : null}
      {hasUnavailable ? (
        <p className="notice notice--error" role="alert">
          {t('removeUnavailable')}
        </p>
      ) : null}
      {checkout.kind === 'failed' ? (
        <p className="field__error" role="alert">
          {checkout.message}
        </p>
      ) : null}
      <button
        type="button"
        className="button button--block button--large"
        disabled={blocked || hasUnavailable || busy || disabled}
        aria-busy={busy || undefined}
        onClick={onPay}
      >
        {label}
      </button>
      {!preview && !blocked ? <p className="muted cart-summary__note">{note ?? t('securePaymentNote')}</p> : null}
    </section>
  );
}
