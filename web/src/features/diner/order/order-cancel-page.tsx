/** /order/cancel?oid= (or order_id=)&restaurant_id=&table=&lang= (SPEC.md 2, order canceled): no charge, and the way back. */
import { useEffect } from 'react';
import { useCart } from '../cart/cart-store';
import { useRestoreStashedCart } from '../cart/use-restore-stashed-cart';
import { StatusCard } from '../components/status-card';
import { useI18n } from '../i18n/i18n-store';
import { useDocumentTitle } from '../lib/document-title';
import { DinerLink } from '../navigation/diner-link';
import { dinerPaths } from '../navigation/diner-paths';
import { useDinerLocation } from '../navigation/location-store';
import { takeBackRoundOf } from '../table/last-table';
import { returnQuery } from './return-query';
import { useRestaurantLook } from './use-restaurant-look';

export default function OrderCancelPage() {
  const { t } = useI18n();
  const { query } = useDinerLocation();
  const restaurantId = query.get('restaurant_id');
  const back = returnQuery(query, null, restaurantId);
  const orderId = query.get('oid') ?? query.get('order_id');
  useDocumentTitle(t('paymentCanceled'));
  useRestaurantLook(restaurantId);

  return (
    <StatusCard
      tone="info"
      title={t('paymentCanceled')}
      text={t('noChargeMade')}
      actions={
        restaurantId ? (
          <>
            <DinerLink to={dinerPaths.cart(restaurantId, back)} className="button">
              {t('returnToCart')}
            </DinerLink>
            <DinerLink to={dinerPaths.menu(restaurantId, back)} className="button button--outline">
              {t('backToMenu')}
            </DinerLink>
          </>
        ) : (
          <a className="button" href="/">
            {t('returnHome')}
          </a>
        )
      }
    >
      {restaurantId ? <RestoreCart restaurantId={restaurantId} /> : null}
      {restaurantId && back.tk && orderId ? <TakeBackRound restaurantId={restaurantId} tableKey={back.tk} orderId={orderId} /> : null}
      <div className="cancel-help">
        <h2 className="section-title">{t('commonReasons')}</h2>
        <ul className="cancel-help__reasons">
          <li>{t('reasonClosedPage')}</li>
          <li>{t('reasonDeclined')}</li>
          <li>{t('reasonExpired')}</li>
        </ul>
        <h2 className="section-title">{t('paymentHelp')}</h2>
        <p className="muted">{t('paymentHelpText')}</p>
      </div>
    </StatusCard>
  );
}

/**
 * Back from the payment page of a table's round (issue 28): the round is taken back, so its dishes are in the
 * table's cart again now, not when the payment page would have run out. Renders nothing; if it fails, the payment
 * page's own expiry does the same later.
 */
function TakeBackRound({ restaurantId, tableKey, orderId }: { restaurantId: string; tableKey: string; orderId: string }) {
  useEffect(() => {
    takeBackRoundOf(restaurantId, tableKey, orderId).catch((error: unknown) => console.warn('Could not take the round back', error));
  }, [restaurantId, tableKey, orderId]);
  return null;
}

/** The cart as it was before checkout (see checkout-stash.ts). Renders nothing. */
function RestoreCart({ restaurantId }: { restaurantId: string }) {
  useRestoreStashedCart(restaurantId, useCart(restaurantId));
  return null;
}
