/**
 * The page for a diner route. The pages are imported, not lazy: they ship in the diner app's one chunk (vite.config.ts),
 * since on a phone network one more round trip costs more than the few KB of the other pages. Lazy pages also made
 * React hold the first page behind its Suspense spinner for ~300 ms (fallbacks are revealed at that pace).
 */
import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import CartPage from '../cart/cart-page';
import LanguagePage from '../language-chooser/language-page';
import MenuPage from '../menu/menu-page';
import OrderCancelPage from '../order/order-cancel-page';
import OrderSuccessPage from '../order/order-success-page';
import StartPage from '../start/start-page';
import type { DinerRoute } from '../boot/diner-routes';

/** The printable receipt is the one page loaded on demand: rarely opened, and kept out of every diner's first load. */
const OrderReceiptPage = lazy(() => import('../order/order-receipt-page'));

export function DinerPage({ route }: { route: DinerRoute }) {
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
    case 'orderReceipt':
      return (
        <Suspense fallback={<Spinner fill />}>
          <OrderReceiptPage />
        </Suspense>
      );
  }
}

