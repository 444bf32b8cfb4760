/** /menu/{restaurantId}?table=&tk=&lang=&preview=1 (SPEC.md 2, public menu; `tk`, a table's card: issue 28). */
import { lazy, Suspense } from 'react';
import type { PublicMenu } from '@shared/api';
import { TABLE_KEY_PARAM } from '@shared/tables';
import { Spinner } from '@/components/ui/spinner';
import { useCart } from '../cart/cart-store';
import { LoadFailed } from '../components/load-failed';
import { RestaurantNotFound } from '../components/restaurant-not-found';
import { useI18n } from '../i18n/i18n-store';
import { useDinerLanguage } from '../i18n/use-diner-language';
import { useBranding } from '../lib/branding';
import { useDocumentTitle } from '../lib/document-title';
import { useAsync } from '../lib/use-async';
import { useDinerLocation } from '../navigation/location-store';
import { isRestaurantMissing, loadMenuInLanguage, receivedMenuInLanguage } from './load-menu';
import { MenuView, type Ordering } from './menu-view';
import { useWholeMenu, WholeMenuContext } from './whole-menu';

/** A table's shared cart, loaded only when a table's card was scanned: a plain menu's first load does not carry it. */
const TableMenu = lazy(() => import('../table/table-menu'));

export default function MenuPage({ restaurantId }: { restaurantId: string }) {
  const { query } = useDinerLocation();
  const { t } = useI18n();
  const lang = query.get('lang');
  const menu = useAsync(
    `${restaurantId}|${lang}`,
    () => loadMenuInLanguage(restaurantId, query),
    () => receivedMenuInLanguage(restaurantId, query),
  );
  // A big menu's prerendered first screen: the whole menu shows as soon as it is here (./whole-menu.ts).
  const whole = useWholeMenu(restaurantId, menu.status === 'success' ? menu.data : null);
  const loaded = whole.menu;
  useDinerLanguage(loaded?.lang ?? null);
  useBranding(loaded?.restaurant.branding ?? null);
  useDocumentTitle(loaded?.restaurant.name ?? null);

  if (menu.status === 'loading') return <Spinner fill label={t('loadingMenu')} />;
  if (menu.status === 'error') {
    return isRestaurantMissing(menu.error) ? <RestaurantNotFound /> : <LoadFailed title={t('menuLoadFailed')} onRetry={menu.retry} />;
  }
  const tableKey = query.get('preview') === '1' ? null : query.get(TABLE_KEY_PARAM);
  const shown = loaded ?? menu.data;
  return (
    <WholeMenuContext.Provider value={whole}>
      {tableKey ? (
        <Suspense fallback={<Spinner fill label={t('loadingMenu')} />}>
          <TableMenu menu={shown} restaurantId={restaurantId} tableKey={tableKey} />
        </Suspense>
      ) : (
        <SoloMenu menu={shown} restaurantId={restaurantId} />
      )}
    </WholeMenuContext.Provider>
  );
}

/** Alone: this phone's own cart (kept in localStorage). */
function SoloMenu({ menu, restaurantId }: { menu: PublicMenu; restaurantId: string }) {
  const cart = useCart(restaurantId);
  const ordering: Ordering = {
    lines: cart.lines,
    ownLines: cart.lines,
    canOrder: true,
    add: (line, qty) => cart.dispatch({ type: 'add', line, qty }),
    increase: (key) => cart.dispatch({ type: 'increment', key }),
    decrease: (key) => cart.dispatch({ type: 'decrement', key }),
  };
  return <MenuView menu={menu} restaurantId={restaurantId} ordering={ordering} />;
}

