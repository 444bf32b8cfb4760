/**
 * A pause of new orders (issue 30 item 2) on the diner's menu and carts. The page asks whether orders are paused once
 * it is on screen (a prerendered page's HTML can't know; it shows no pause while it hydrates), every minute while it
 * is open, when the phone comes back to it, when the pause's time is up (by the server's clock, not the phone's) and
 * after checkout was refused (recheckPause). Diners get no live restaurant messages: sold-out flags, too, arrive with
 * the next read. A failed ask keeps what was known; the server refuses a paused checkout anyway. The notice and its
 * words (./pause-notice.tsx) load only while a pause is on.
 */
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { OrderingPauseResponse, PublicMenu } from '@shared/api';
import { categoryPaused, type OrderingPause } from '@shared/ordering-pause';
import { apiFetch } from '@/lib/api-fetch';
import { pauseApiPaths } from '@/lib/pause-api-paths';
import { withQuery } from '../navigation/diner-paths';

const PauseNotice = lazy(() => import('./pause-notice'));

const RECHECK_MS = 60_000;
const RECHECK_EVENT = 'tabletap:pause-recheck';

export interface PauseState {
  pause: OrderingPause;
  timeZone: string;
}

/** After checkout is refused (409): the page asks again at once, so a pause set meanwhile shows in words. */
export const recheckPause = () => dispatchEvent(new Event(RECHECK_EVENT));

/**
 * `paused(itemId)`: whether a dish can't be ordered now; `slot(inCart)`: the notice, where the page puts it (`inCart`:
 * the cart holds a paused dish).
 */
export function useOrderingPause(restaurantId: string, menu: Pick<PublicMenu, 'categories' | 'items'>) {
  const [state, setState] = useState<PauseState | null>(null);
  useEffect(() => {
    let endTimer: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    const ask = () =>
      apiFetch<OrderingPauseResponse>(withQuery(pauseApiPaths.orderingStatus(), { restaurant_id: restaurantId })).then(({ pause, timeZone, now }) => {
        if (!live) return;
        setState(pause && { pause, timeZone });
        clearTimeout(endTimer);
        if (pause?.until) endTimer = setTimeout(ask, Date.parse(pause.until) - Date.parse(now) + 500);
      }, () => {});
    const onShow = () => document.visibilityState === 'visible' && ask();
    void ask();
    const timer = setInterval(ask, RECHECK_MS);
    document.addEventListener('visibilitychange', onShow);
    addEventListener(RECHECK_EVENT, ask);
    return () => {
      live = false;
      clearTimeout(endTimer);
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onShow);
      removeEventListener(RECHECK_EVENT, ask);
    };
  }, [restaurantId]);

  const pause = state?.pause ?? null;
  const paused = (itemId: string) => categoryPaused(pause, menu.items.find((item) => item.id === itemId)?.categoryId ?? '');
  const slot = (inCart?: boolean): ReactNode =>
    state ? (
      <Suspense fallback={null}>
        <PauseNotice state={state} categoryNames={menu.categories.filter((c) => categoryPaused(pause, c.id)).map((c) => c.name)} inCart={!!inCart} />
      </Suspense>
    ) : null;
  return { paused, slot };
}
