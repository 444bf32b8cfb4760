/** /cart/{restaurantId}?table=&tk=&lang=&preview=1 (SPEC.md 2 and 4, cart; at a table's card, the table's: issue 28). */
import { lazy, Suspense, useMemo, useState } from 'react';
import type { PublicMenu } from '@shared/api';
import { TABLE_KEY_PARAM } from '@shared/tables';
import { Spinner } from '@/components/ui/spinner';
import { BackArrowIcon } from '../components/icons';
import { LoadFailed } from '../components/load-failed';
import { PreviewBanner } from '../components/preview-banner';
import { RestaurantNotFound } from '../components/restaurant-not-found';
import { useI18n } from '../i18n/i18n-store';
import { useDinerLanguage } from '../i18n/use-diner-language';
import { useBranding } from '../lib/branding';
import { useDocumentTitle } from '../lib/document-title';
import { useAsync } from '../lib/use-async';
import { isRestaurantMissing, loadMenuInLanguage } from '../menu/load-menu';
import { DinerLink } from '../navigation/diner-link';
import { dinerPaths, journeyQuery } from '../navigation/diner-paths';
import { useDinerLocation } from '../navigation/location-store';
import { CartLines } from './cart-lines';
import { useCart } from './cart-store';
import { checkoutRequest } from './checkout-request';
import { indexMenu } from './line-pricing';
import { OrderDetails } from './order-details';
import { OrderSummary } from './order-summary';
import { priceCart } from './priced-cart';
import { DEFAULT_TIP, toTipChoice, type TipSelection } from './tip';
import { useCheckout } from './use-checkout';
import { useRestoreStashedCart } from './use-restore-stashed-cart';
import { useOrderingPause } from '../pause/pause-slot';

/** The table's shared cart: loaded only at a table's card. */
const TableCartView = lazy(() => import('../table/table-cart-page'));

export default function CartPage({ restaurantId }: { restaurantId: string }) {
  const { query } = useDinerLocation();
  const { t } = useI18n();
  const lang = query.get('lang');
  const menu = useAsync(`${restaurantId}|${lang}`, () => loadMenuInLanguage(restaurantId, query));
  const loaded = menu.status === 'success' ? menu.data : null;
  useDinerLanguage(loaded?.lang ?? null);
  useBranding(loaded?.restaurant.branding ?? null);
  useDocumentTitle(t('yourCart'));

  if (menu.status === 'loading') return <Spinner fill label={t('loadingCart')} />;
  if (menu.status === 'error') {
    return isRestaurantMissing(menu.error) ? <RestaurantNotFound /> : <LoadFailed title={t('cartLoadFailed')} onRetry={menu.retry} />;
  }
  const tableKey = query.get('preview') === '1' ? null : query.get(TABLE_KEY_PARAM);
  if (tableKey) {
    return (
      <Suspense fallback={<Spinner fill label={t('loadingCart')} />}>
        <TableCartView menu={menu.data} restaurantId={restaurantId} tableKey={tableKey} />
      </Suspense>
    );
  }
  return <CartView menu={menu.data} restaurantId={restaurantId} />;
}

function CartView({ menu, restaurantId }: { menu: PublicMenu; restaurantId: string }) {
  const { t } = useI18n();
  const { query, search } = useDinerLocation();
  const journey = journeyQuery(query);
  const preview = journey.preview === '1';
  const cart = useCart(restaurantId);
  useRestoreStashedCart(restaurantId, cart);
  const checkout = useCheckout(restaurantId, cart);
  const [table, setTable] = useState(journey.table ?? '');
  const [note, setNote] = useState('');
  const [tip, setTip] = useState<TipSelection>(DEFAULT_TIP);

  const { restaurant } = menu;
  const index = useMemo(() => indexMenu(menu), [menu]);
  const tipChoice = toTipChoice(tip);
  const priced = priceCart(index, cart.lines, restaurant, tipChoice, (name) => t('withoutIngredient', { name }));
  const backHref = dinerPaths.menu(restaurantId, journey);
  // A pause of new orders (issue 30 item 2): a cart with a paused dish can't be sent until it ends or the dish goes.
  const { paused, slot: pauseSlot } = useOrderingPause(restaurantId, menu);
  const pausedInCart = cart.lines.some((line) => paused(line.itemId));

  function pay() {
    if (preview) return checkout.simulate(table.trim() || null);
    void checkout.pay(
      checkoutRequest({ restaurantId, lines: cart.lines, tableLabel: table, note, tip: tipChoice, lang: menu.lang }),
    );
  }

  const header = (
    <header className="cart-header">
      <DinerLink to={backHref} className="button button--ghost cart-header__back">
        <BackArrowIcon /> {t('backToMenu')}
      </DinerLink>
      <h1 className="page__title">{t('yourCart')}</h1>
      <p className="muted">
        <bdi>{restaurant.name}</bdi>
      </p>
    </header>
  );

  if (checkout.state.kind === 'redirecting') return <Spinner fill label={t('processing')} />;
  if (cart.lines.length === 0) {
    return (
      <div className="cart-page">
        {header}
        {preview ? <PreviewBanner /> : null}
        <section className="card status-card">
          <h2 className="section-title">{t('cartEmpty')}</h2>
          <p className="muted">{t('cartEmptyText')}</p>
          <DinerLink to={`${dinerPaths.menu(restaurantId)}${search}`} className="button">
            {t('backToMenu')}
          </DinerLink>
        </section>
      </div>
    );
  }

  return (
    <div className="cart-page">
      {header}
      {preview ? <PreviewBanner /> : null}
      {pauseSlot(pausedInCart)}
      <CartLines lines={priced.lines} currency={restaurant.currency} cart={cart} />
      <OrderDetails table={{ value: table, onChange: setTable }} note={note} onNoteChange={setNote} />
      <OrderSummary
        totals={priced.totals}
        currency={restaurant.currency}
        tip={tip}
        onTipChange={setTip}
        preview={preview}
        chargesEnabled={restaurant.chargesEnabled}
        hasUnavailable={!priced.allAvailable}
        checkout={checkout.state}
        onPay={pay}
        disabled={pausedInCart}
      />
    </div>
  );
}
