/**
 * The cart is emptied once create-payment returns the checkout address (the order exists then), yet a canceled or
 * abandoned payment must leave the cart as it was (SPEC.md 4). So the lines are set aside for the tab (session
 * storage) before leaving, and put back when the diner returns without paying: to the cancel page, or Back to the
 * cart. The confirmation page drops them once the order is paid.
 */
import { readSessionValue, removeSessionValue, writeSessionValue } from '@/lib/browser-storage';
import type { CartLine } from './cart-line';
import { parseStoredCart, serializeCart } from './cart-storage';

const key = (restaurantId: string) => `tabletap.checkout.${restaurantId}`;

export function stashCheckoutCart(restaurantId: string, lines: readonly CartLine[]): void {
  const stored = serializeCart(lines);
  if (stored) writeSessionValue(key(restaurantId), stored);
}

/** The lines set aside for this restaurant, removed from the stash. Empty when there were none. */
export function takeStashedCart(restaurantId: string): CartLine[] {
  const lines = parseStoredCart(readSessionValue(key(restaurantId)));
  removeSessionValue(key(restaurantId));
  return lines;
}

export function dropStashedCart(restaurantId: string): void {
  removeSessionValue(key(restaurantId));
}
