import { lazy, Suspense } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { dinerPageLoaders } from '../boot/diner-pages';
import type { DinerRoute } from '../boot/diner-routes';
import { useI18n } from '../i18n/i18n-store';

// The same import() calls start-up already made, so a page's chunk is usually there by the first render.
const StartPage = lazy(dinerPageLoaders.start);
const LanguagePage = lazy(dinerPageLoaders.language);
const MenuPage = lazy(dinerPageLoaders.menu);
const CartPage = lazy(dinerPageLoaders.cart);
const OrderSuccessPage = lazy(dinerPageLoaders.orderSuccess);
const OrderCancelPage = lazy(dinerPageLoaders.orderCancel);

function Page({ route }: { route: DinerRoute }) {
  switch (route.page) {
    case 'start':
      return <StartPage slug={route.slug} />;
    case 'language':
      return <LanguagePage restaurantId={route.restaurantId} />;
    case 'menu':
      return <MenuPage restaurantId={route.restaurantId} />;
    case 'cart':
      return <CartPage restaurantId={route.restaurantId} />;
    case 'orderSuccess':
      return <OrderSuccessPage />;
    case 'orderCancel':
      return <OrderCancelPage />;
  }
}

export function DinerPage({ route }: { route: DinerRoute }) {
  const { t } = useI18n();
  return (
    <Suspense fallback={<Spinner fill label={t('loading')} />}>
      <Page route={route} />
    </Suspense>
  );
}
