/**
 * The order on the confirmation page. Back from checkout, the payment may not be recorded yet (the webhook is on its
 * way; the server also asks the gateway about the session): while it is pending_payment, ask again a few times.
 */
import { useCallback, useEffect, useState } from 'react';
import type { PublicOrder } from '@shared/api';
import { ApiError } from '@/lib/api-error';
import { getPublicOrder } from '../api/get-public-order';

export const POLL_EVERY_MS = 2000;
export const MAX_POLLS = 15;

export type PolledOrder =
  | { kind: 'loading' }
  | { kind: 'notFound' }
  | { kind: 'failed' }
  /** stillChecking: pending and another look is scheduled. */
  | { kind: 'loaded'; order: PublicOrder; stillChecking: boolean };

export function usePolledOrder(orderId: string, sessionId: string | null) {
  const [state, setState] = useState<PolledOrder>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let polls = 0;

    async function look() {
      try {
        const order = await getPublicOrder(orderId, sessionId);
        if (stopped) return;
        const stillChecking = order.status === 'pending_payment' && polls < MAX_POLLS;
        setState({ kind: 'loaded', order, stillChecking });
        if (stillChecking) {
          polls += 1;
          timer = setTimeout(look, POLL_EVERY_MS);
        }
      } catch (error) {
        if (stopped) return;
        const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
        setState({ kind: missing ? 'notFound' : 'failed' });
      }
    }

    void look();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [orderId, sessionId, attempt]);

  const retry = useCallback(() => {
    setState({ kind: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}
