/**
 * /order/success?oid= (or order_id=)&session_id=&table=&lang=&preview=1 (SPEC.md 2, order confirmation). A paid order's
 * status then follows live: Paid, Preparing, Ready, Served (SPEC.md 2, Order status).
 */
import { lazy, Suspense, useEffect } from 'react';
import type { PublicOrder } from '@shared/api';
import { Spinner } from '@/components/ui/spinner';
import { dropStashedCart } from '../cart/checkout-stash';
import { LoadFailed } from '../components/load-failed';
import { StatusCard } from '../components/status-card';
import { useI18n } from '../i18n/i18n-store';
import { useDocumentTitle } from '../lib/document-title';
import { DinerLink } from '../navigation/diner-link';
import { dinerPaths } from '../navigation/diner-paths';
import { useDinerLocation } from '../navigation/location-store';
import { paidStatusText } from './order-progress';
import { OrderProgressSteps } from './order-progress-steps';
import { OrderReceipt } from './order-receipt';
import { sendReceipt } from '../api/send-receipt';
import { usePolledOrder } from './use-polled-order';
import { returnQuery } from './return-query';
import { useLiveOrderStatus } from './use-live-order-status';
import { useRestaurantLook } from './use-restaurant-look';

/**
 * "Email me a receipt" shows once the order reads paid, after the page has loaded: loaded on demand then (the bill
 * page's receipts use it too), so it costs no diner's first load.
 */
const ReceiptForm = lazy(() => import('./receipt-form'));

export default function OrderSuccessPage() {
  const { query } = useDinerLocation();
  const orderId = query.get('oid') || query.get('order_id');
  const preview = query.get('preview') === '1' || orderId === 'preview';
  if (preview) return <PreviewPlaced restaurantId={query.get('restaurant_id')} table={query.get('table')} />;
  if (!orderId) return <GenericSuccess />;
  return <OrderConfirmation orderId={orderId} sessionId={query.get('session_id')} table={query.get('table')} />;
}

function GenericSuccess() {
  const { t } = useI18n();
  useDocumentTitle(t('paymentSuccessful'));
  return (
    <StatusCard
      tone="success"
      title={t('paymentSuccessful')}
      text={t('paymentSuccessfulText')}
      actions={
        <a className="button" href="/">
          {t('returnHome')}
        </a>
      }
    />
  );
}

function PreviewPlaced({ restaurantId, table }: { restaurantId: string | null; table: string | null }) {
  const { t } = useI18n();
  useDocumentTitle(t('previewOrderPlaced'));
  useRestaurantLook(restaurantId);
  function close() {
    // The owner's preview usually opens in its own tab; when it did not, back to the previewed menu.
    window.close();
    if (!window.closed && restaurantId) window.location.assign(dinerPaths.menu(restaurantId, { preview: '1', table }));
  }
  return (
    <StatusCard
      tone="success"
      title={t('previewOrderPlaced')}
      text={t('previewOrderPlacedText')}
      actions={
        <button type="button" className="button" onClick={close}>
          {t('closePreview')}
        </button>
      }
    />
  );
}

const PAID_STATUSES: PublicOrder['status'][] = ['paid', 'in_progress', 'ready', 'served'];

function OrderConfirmation({ orderId, sessionId, table }: { orderId: string; sessionId: string | null; table: string | null }) {
  const { t } = useI18n();
  const { state, retry } = usePolledOrder(orderId, sessionId);
  const order = state.kind === 'loaded' ? state.order : null;
  const paid = order ? PAID_STATUSES.includes(order.status) : false;
  useRestaurantLook(order?.restaurantId ?? null);
  useDocumentTitle(paid ? t('orderConfirmed') : t('loadingOrder'));

  useEffect(() => {
    // Paid: the cart set aside for a return from checkout is no longer wanted.
    if (order && paid) dropStashedCart(order.restaurantId);
  }, [order, paid]);

  if (state.kind === 'loading') return <Spinner fill label={t('loadingOrder')} />;
  if (state.kind === 'notFound') {
    return (
      <StatusCard
        tone="error"
        title={t('orderNotFound')}
        text={t('orderNotFoundText')}
        actions={
          <a className="button" href="/">
            {t('returnHome')}
          </a>
        }
      />
    );
  }
  if (state.kind === 'failed') return <LoadFailed title={t('orderLoadFailed')} onRetry={retry} />;
  return <Confirmation order={state.order} paid={paid} stillChecking={state.stillChecking} table={table} onRetry={retry} />;
}

interface ConfirmationProps {
  order: PublicOrder;
  paid: boolean;
  stillChecking: boolean;
  table: string | null;
  onRetry(): void;
}

function Confirmation({ order, paid, stillChecking, table, onRetry }: ConfirmationProps) {
  const { t, time } = useI18n();
  const { query } = useDinerLocation();
  const pending = order.status === 'pending_payment';
  // The status as it moves on (live), so the words follow it: no "in the kitchen queue" once served.
  const status = useLiveOrderStatus(order, paid);
  const cooked = status === 'ready' || status === 'served';
  const tableLabel = order.tableLabel ?? table;
  const menuHref = dinerPaths.menu(order.restaurantId, returnQuery(query, tableLabel, order.restaurantId));

  let heading = t('orderConfirmed');
  if (pending) heading = t('confirmingPayment');
  else if (!paid) heading = t('paymentNotCompleted');

  return (
    <section className="card confirmation" aria-labelledby="confirmation-title">
      <span className={`status-card__icon status-card__icon--${paid ? 'success' : pending ? 'info' : 'error'}`} aria-hidden="true">
        {paid ? '✓' : pending ? '…' : '!'}
      </span>
      <h1 id="confirmation-title" className="page__title">
        {heading}
      </h1>
      {order.restaurantName ? (
        <p className="muted">
          <bdi>{order.restaurantName}</bdi>
        </p>
      ) : null}
      {paid ? <p>{t('orderConfirmedText')}</p> : null}
      {pending ? (
        <div className="stack stack--tight" role="status">
          <p className="muted">{t('confirmingPaymentText')}</p>
          {stillChecking ? null : (
            <button type="button" className="button button--outline" onClick={onRetry}>
              {t('tryAgain')}
            </button>
          )}
        </div>
      ) : null}
      {!paid && !pending ? <p className="muted">{t('paymentNotCompletedText')}</p> : null}

      <div className="order-code">
        <span className="order-code__label">{t('orderCode')}</span>
        <strong className="order-code__value" data-testid="order-code">
          {order.orderCode}
        </strong>
      </div>
      <dl className="confirmation__facts">
        <div>
          <dt>{t('orderTime')}</dt>
          <dd>{time(order.paidAt ?? order.createdAt)}</dd>
        </div>
        {tableLabel ? (
          <div>
            <dt>{t('tableLabel')}</dt>
            <dd data-testid="order-table">{tableLabel}</dd>
          </div>
        ) : null}
        {paid && !cooked ? (
          <div>
            <dt>{t('estimatedPreparation')}</dt>
            <dd>{t('minutesRange', { min: order.estimatedPrepMinutes.min, max: order.estimatedPrepMinutes.max })}</dd>
          </div>
        ) : null}
      </dl>
      {paid ? (
        <div className="notice notice--success notice--stacked">
          <p className="notice__title">{t('paymentConfirmed')}</p>
          <p data-testid="order-status-text">{t(paidStatusText(status))}</p>
        </div>
      ) : null}
      {paid ? <OrderProgressSteps status={status} /> : null}
      <OrderReceipt order={order} paid={paid} />
      {paid ? (
        <Suspense fallback={null}>
          <ReceiptForm send={(email) => sendReceipt({ order_id: order.id, email })} />
        </Suspense>
      ) : null}
      {paid ? (
        <DinerLink to={dinerPaths.orderReceipt({ oid: order.id, lang: query.get('lang') })} className="receipt-link">
          {t('printableReceipt')}
        </DinerLink>
      ) : null}
      <div className="status-card__actions">
        <DinerLink to={menuHref} className="button">
          {t('backToMenu')}
        </DinerLink>
        <a className="button button--outline" href="/">
          {t('returnHome')}
        </a>
      </div>
    </section>
  );
}
