import { useEffect, useRef } from 'react';
import type { Cart } from './cart-store';
import { takeStashedCart } from './checkout-stash';

/**
 * Puts back the lines of a checkout the diner left without paying (see checkout-stash.ts): when the page opens, and
 * when the browser shows it again from its back/forward cache. Not on later renders: emptying the cart on the way to
 * checkout must not bring the lines straight back. A cart filled since then is kept as it is.
 */
export function useRestoreStashedCart(restaurantId: string, cart: Cart): void {
  const latest = useRef(cart);
  useEffect(() => {
    latest.current = cart;
  }, [cart]);

  useEffect(() => {
    const restore = () => {
      const stashed = takeStashedCart(restaurantId);
      if (stashed.length && latest.current.lines.length === 0) latest.current.dispatch({ type: 'replace', lines: stashed });
    };
    restore();
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) restore();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [restaurantId]);
}
