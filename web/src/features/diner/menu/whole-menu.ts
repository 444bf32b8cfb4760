/**
 * The whole menu behind a big menu's prerendered first screen (prerender/first-screen.ts; issue 31 goal 5). The page
 * hydrates its first screen as it was rendered; right after, this asks menu-public for the whole menu in the same
 * language and the page shows it. Until then a tab of a category not yet there says the menu is loading (or that it
 * failed, with Try again): nothing the diner taps is lost.
 */
import { createContext, startTransition, useCallback, useEffect, useState } from 'react';
import type { PublicMenu } from '@shared/api';
import { getPublicMenu } from '../api/get-public-menu';
import { firstScreenOf } from '../boot/prerendered-page';

export interface WholeMenuState {
  /** The whole menu could not be read; `retry` asks again. */
  failed: boolean;
  retry(): void;
}

/** For the menu view's tab panel: whether the rest of a first screen's menu failed to come. */
export const WholeMenuContext = createContext<WholeMenuState>({ failed: false, retry: () => {} });

export function useWholeMenu(restaurantId: string, shown: PublicMenu | null): WholeMenuState & { menu: PublicMenu | null } {
  const partial = shown && firstScreenOf(shown) ? shown : null;
  const [answer, setAnswer] = useState<{ partial: PublicMenu; whole?: PublicMenu; failed?: true } | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!partial) return;
    let live = true;
    getPublicMenu(restaurantId, partial.lang).then(
      // In a transition: the page is hydrated and works meanwhile; rendering the whole menu yields to the diner's taps.
      (whole) => live && startTransition(() => setAnswer({ partial, whole })),
      () => live && setAnswer({ partial, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [restaurantId, partial, attempt]);
  const retry = useCallback(() => {
    setAnswer(null);
    setAttempt((n) => n + 1);
  }, []);
  if (!partial) return { menu: shown, failed: false, retry };
  const mine = answer?.partial === partial ? answer : null;
  return { menu: mine?.whole ?? partial, failed: Boolean(mine?.failed), retry };
}
