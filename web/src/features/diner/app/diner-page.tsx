/**
 * The page for a diner route. The language chooser ships in the diner app's chunk; the other pages are a chunk each
 * (boot/diner-pages.ts), loaded before they render: the first page beside the diner chunk, the next before the address
 * changes. So none waits behind a Suspense spinner (React reveals fallbacks at ~300 ms steps), and a prerendered page
 * hydrates with no Suspense boundary in its way. Only a page reached by Back or Forward without having been loaded in
 * this visit shows the spinner while its code comes.
 */
import { Suspense, use, useState, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import LanguagePage from '../language-chooser/language-page';
import { isDinerPageReady } from '../boot/diner-page-chunks';
import { loadDinerPage, loadedDinerPage, type DinerPageComponent, type LoadedDinerPageName } from '../boot/diner-pages';
import type { DinerRoute } from '../boot/diner-routes';

function OnDemand<Name extends LoadedDinerPageName>({ page, children }: { page: Name; children: (Page: DinerPageComponent<Name>) => ReactNode }) {
  const Page = loadedDinerPage(page) ?? (use(loadDinerPage(page)), loadedDinerPage(page)!);
  return children(Page);
}

/** Mounted once per path (diner-shell.tsx keys it), so the page under it is never remounted for a Suspense added or dropped. */
export function DinerPage({ route }: { route: DinerRoute }) {
  const [ready] = useState(() => isDinerPageReady(route.page));
  if (route.page === 'language') return <LanguagePage restaurantId={route.restaurantId} />;
  return ready ? onDemandPage(route) : <Suspense fallback={<Spinner fill />}>{onDemandPage(route)}</Suspense>;
}

function onDemandPage(route: Exclude<DinerRoute, { page: 'language' }>): ReactNode {
  switch (route.page) {
    case 'menu':
      return <OnDemand page="menu">{(MenuPage) => <MenuPage restaurantId={route.restaurantId} />}</OnDemand>;
    case 'start':
      return <OnDemand page="start">{(StartPage) => <StartPage slug={route.slug} />}</OnDemand>;
    case 'cart':
      return <OnDemand page="cart">{(CartPage) => <CartPage restaurantId={route.restaurantId} />}</OnDemand>;
    case 'orderSuccess':
      return <OnDemand page="orderSuccess">{(OrderSuccessPage) => <OrderSuccessPage />}</OnDemand>;
    case 'orderCancel':
      return <OnDemand page="orderCancel">{(OrderCancelPage) => <OrderCancelPage />}</OnDemand>;
    case 'orderReceipt':
      return <OnDemand page="orderReceipt">{(OrderReceiptPage) => <OrderReceiptPage />}</OnDemand>;
  }
}
