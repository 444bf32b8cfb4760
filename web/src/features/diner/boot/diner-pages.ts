/**
 * The diner pages that are not in the `diner` chunk (vite.config.ts), so no diner's first load carries the pages it
 * is not on (issue 31 goal 5): the menu, the start page, the cart, the order's success, cancel and receipt pages are
 * a chunk each; the language chooser (small, and prerendered like the menu) ships in `diner`.
 *
 * None of them waits behind a Suspense spinner: the first page is requested beside the diner chunk before React
 * renders (start-diner-app.ts), a move to another page waits for its chunk before the address changes
 * (navigation/location-store.ts), and a link fetches its page once the diner starts using the page it is on
 * (navigation/diner-link.tsx). Part of the entry chunk: no React here.
 */
import { loadedDinerPageComponent, registerDinerPageLoaders } from './diner-page-chunks';

const loaders = {
  menu: () => import('../menu/menu-page'),
  start: () => import('../start/start-page'),
  cart: () => import('../cart/cart-page'),
  orderSuccess: () => import('../order/order-success-page'),
  orderCancel: () => import('../order/order-cancel-page'),
  orderReceipt: () => import('../order/order-receipt-page'),
};
registerDinerPageLoaders(loaders);

export { loadDinerPage } from './diner-page-chunks';

export type LoadedDinerPageName = keyof typeof loaders;
export type DinerPageComponent<Name extends LoadedDinerPageName> = Awaited<ReturnType<(typeof loaders)[Name]>>['default'];

/** The page's component once loadDinerPage has resolved, else null. */
export function loadedDinerPage<Name extends LoadedDinerPageName>(page: Name): DinerPageComponent<Name> | null {
  return (loadedDinerPageComponent(page) as DinerPageComponent<Name> | undefined) ?? null;
}
