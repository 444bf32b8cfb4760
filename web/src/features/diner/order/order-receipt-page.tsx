/**
 * /order/receipt?oid=&lang= (issue 27 item 4): the order's receipt as a page to print or keep, linked from the
 * confirmation page and from the receipt mail. The restaurant, order code, time, table, the lines and totals as
 * charged, how it was paid, and its refunds. Loaded on demand (diner-page.tsx): not part of any first load.
 */
import './order-receipt-page.css';
import { useEffect, useState } from 'react';
import type { PublicOrder } from '@shared/api';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-error';
import { getPublicOrder } from '../api/get-public-order';
import { LoadFailed } from '../components/load-failed';
import { StatusCard } from '../components/status-card';
import { useI18n } from '../i18n/i18n-store';
import { useDocumentTitle } from '../lib/document-title';
import { DinerLink } from '../navigation/diner-link';
import { dinerPaths } from '../navigation/diner-paths';
import { useDinerLocation } from '../navigation/location-store';
import { OrderReceipt } from './order-receipt';
import { useRestaurantLook } from './use-restaurant-look';

type Loaded = { kind: 'loading' } | { kind: 'notFound' } | { kind: 'failed' } | { kind: 'loaded'; order: PublicOrder };

const PAID: PublicOrder['status'][] = ['paid', 'in_progress', 'ready', 'served', 'canceled'];

export default function OrderReceiptPage() {
  const { t } = useI18n();
  const { query } = useDinerLocation();
  const orderId = query.get('oid') || query.get('order_id');
  const [state, setState] = useState<Loaded>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useDocumentTitle(t('receiptTitle'));
  useRestaurantLook(state.kind === 'loaded' ? state.order.restaurantId : null);

  useEffect(() => {
    if (!orderId) return;
    let stopped = false;
    getPublicOrder(orderId, null).then(
      (order) => !stopped && setState({ kind: 'loaded', order }),
      (error: unknown) => !stopped && setState({ kind: error instanceof ApiError && error.status === 404 ? 'notFound' : 'failed' }),
    );
    return () => {
      stopped = true;
    };
  }, [orderId, attempt]);

  if (!orderId || state.kind === 'notFound') {
    return <StatusCard tone="error" title={t('orderNotFound')} text={t('orderNotFoundText')} actions={<a className="button" href="/">{t('returnHome')}</a>} />;
  }
  if (state.kind === 'loading') return <Spinner fill label={t('loadingOrder')} />;
  if (state.kind === 'failed') {
    return (
      <LoadFailed
        title={t('orderLoadFailed')}
        onRetry={() => {
          setState({ kind: 'loading' });
          setAttempt((n) => n + 1);
        }}
      />
    );
  }
  return <PrintableReceipt order={state.order} lang={query.get('lang')} />;
}

function PrintableReceipt({ order, lang }: { order: PublicOrder; lang: string | null }) {
  const { t, lang: uiLanguage } = useI18n();
  // A receipt is kept: the date with the time.
  const when = new Intl.DateTimeFormat(uiLanguage, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(order.paidAt ?? order.createdAt));
  return (
    <article className="card receipt-page" aria-labelledby="receipt-page-title">
      <header className="receipt-page__header">
        <h1 id="receipt-page-title" className="page__title">
          {t('receiptTitle')}
        </h1>
        {order.restaurantName ? (
          <p className="receipt-page__restaurant">
            <bdi>{order.restaurantName}</bdi>
          </p>
        ) : null}
      </header>
      <dl className="confirmation__facts receipt-page__facts">
        <div>
          <dt>{t('orderCode')}</dt>
          <dd data-testid="order-code">{order.orderCode}</dd>
        </div>
        <div>
          <dt>{t('orderTime')}</dt>
          <dd data-testid="order-time">{when}</dd>
        </div>
        {order.tableLabel ? (
          <div>
            <dt>{t('tableLabel')}</dt>
            <dd>{order.tableLabel}</dd>
          </div>
        ) : null}
      </dl>
      <OrderReceipt order={order} paid={PAID.includes(order.status)} />
      <div className="status-card__actions receipt-page__actions">
        <button type="button" className="button" onClick={() => window.print()}>
          {t('printReceipt')}
        </button>
        <DinerLink to={dinerPaths.orderSuccess({ oid: order.id, lang })} className="button button--outline">
          {t('backToOrder')}
        </DinerLink>
      </div>
    </article>
  );
}
