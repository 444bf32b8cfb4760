/** Each diner page is its own chunk; the loaders live here so start-up can fetch the page's chunk right away. */
import type { DinerPageName } from './diner-routes';

export const dinerPageLoaders = {
  start: () => import('../start/start-page'),
  language: () => import('../language-chooser/language-page'),
  menu: () => import('../menu/menu-page'),
  cart: () => import('../cart/cart-page'),
  orderSuccess: () => import('../order/order-success-page'),
  orderCancel: () => import('../order/order-cancel-page'),
} satisfies Record<DinerPageName, () => Promise<unknown>>;
