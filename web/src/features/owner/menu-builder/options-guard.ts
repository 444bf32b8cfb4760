import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { MenuBuilder } from '@shared/api/menu-builder';
import { queryKeys } from '@/lib/query-keys';

/**
 * A double click never saves twice: `take()` is true once per submit, and the guard is released only after the
 * render in which the change stopped being pending (so that render already shows the saved values, the cleared form,
 * the disabled button), not in a callback that may run before it. `release()` for a submit that sent nothing.
 */
export function useSubmitGuard(pending: boolean) {
  const taken = useRef(false);
  useEffect(() => {
    if (!pending) taken.current = false;
  }, [pending]);
  return {
    take: () => {
      if (taken.current) return false;
      taken.current = true;
      return true;
    },
    release: () => {
      taken.current = false;
    },
  };
}

/**
 * The menu as the cache holds it now, which may be ahead of the last render (a change's answer is in the cache
 * before the tab re-renders with it): a save compares with this, so a second click in between sends nothing.
 */
export function useLatestBuilder(restaurantId: string): () => MenuBuilder | undefined {
  const queryClient = useQueryClient();
  return () => queryClient.getQueryData<MenuBuilder>(queryKeys.restaurants.menuBuilder(restaurantId));
}
