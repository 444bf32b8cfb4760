/**
 * Paying (SPEC.md 4): create-payment with the attempt's id, then - only once the checkout address came back - the
 * cart is set aside and emptied and the browser goes to checkout. Preview mode charges nothing and goes straight to
 * the confirmation page.
 */
import { useEffect, useRef, useState } from 'react';
import { toast } from '@/components/toast/toast-store';
import { ApiError } from '@/lib/api-error';
import { recheckPause } from '../pause/pause-slot';
import { createPayment } from '../api/create-payment';
import { useI18n } from '../i18n/i18n-store';
import { newUuid } from '../lib/new-uuid';
import { dinerPaths } from '../navigation/diner-paths';
import { navigate } from '../navigation/location-store';
import type { Cart } from './cart-store';
import { createAttemptTracker, type CheckoutRequest } from './checkout-request';
import { stashCheckoutCart } from './checkout-stash';

export type CheckoutState = { kind: 'idle' } | { kind: 'processing' } | { kind: 'redirecting' } | { kind: 'failed'; message: string };

/** A refusal the diner can act on (the server names the sold-out item); anything else gets the catalogue's text. */
function failureMessage(error: unknown, fallback: string): string {
  const clientError = error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;
  return clientError && error.message !== 'An unexpected error occurred' ? error.message : fallback;
}

export function useCheckout(restaurantId: string, cart: Cart) {
  const { t } = useI18n();
  const [attempts] = useState(() => createAttemptTracker(newUuid));
  const [state, setState] = useState<CheckoutState>({ kind: 'idle' });
  const busy = useRef(false);

  useEffect(() => {
    // Back from checkout with the page restored as it was left ('redirecting'): ready to pay again.
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      busy.current = false;
      setState({ kind: 'idle' });
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  async function pay(request: CheckoutRequest) {
    // A second click while the first is on its way sends nothing (and would get the same order if it did).
    if (busy.current) return;
    busy.current = true;
    setState({ kind: 'processing' });
    try {
      const { url } = await createPayment({ ...request, attemptId: attempts.idFor(request) });
      if (!url) throw new Error('No checkout URL received');
      attempts.end();
      stashCheckoutCart(restaurantId, cart.lines);
      setState({ kind: 'redirecting' });
      cart.dispatch({ type: 'clear' });
      window.location.assign(url);
    } catch (error) {
      console.error('Checkout failed', error);
      busy.current = false;
      const message = failureMessage(error, t('checkoutFailed'));
      // Refused: perhaps paused meanwhile (issue 30 item 2); the page asks, so a notice in the diner's language shows.
      if (error instanceof ApiError && error.status === 409) recheckPause();
      setState({ kind: 'failed', message });
      toast.error(message);
    }
  }

  function simulate(table: string | null) {
    cart.dispatch({ type: 'clear' });
    // restaurant_id lets 'Close Preview' return to this menu when the preview was not opened as its own window.
    navigate(dinerPaths.orderSuccess({ oid: 'preview', preview: '1', table, restaurant_id: restaurantId }));
  }

  return { state, pay, simulate };
}
