/** The menu page's own state: the last dish added, in words, and the allergen and diet filter kept for the tab. */
import { useEffect, useRef, useState } from 'react';
import { isHydrating } from '../boot/prerendered-page';
import { filterCount, parseStoredFilter, type MenuFilter } from './menu-filter';

/** How long 'Added ... to cart' stays in the cart bar (it is said there, not in a toast over the dishes). */
export const ADDED_SHOWN_MS = 4000;

/** The last dish added, in words, for the cart bar; cleared after a while. */
export function useAddedMessage(): [string, (message: string) => void] {
  const [message, setMessage] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  function show(next: string) {
    if (timer.current) clearTimeout(timer.current);
    setMessage(next);
    timer.current = setTimeout(() => setMessage(''), ADDED_SHOWN_MS);
  }
  return [message, show];
}

/** The allergen and diet filter lasts for the tab (back from the cart finds it as it was). */
const filterStorageKey = (restaurantId: string) => `tabletap.menu-filter.${restaurantId}`;

function storedFilter(restaurantId: string): MenuFilter {
  try {
    return parseStoredFilter(sessionStorage.getItem(filterStorageKey(restaurantId)));
  } catch {
    return parseStoredFilter(null);
  }
}

export function useMenuFilter(restaurantId: string): [MenuFilter, (filter: MenuFilter) => void] {
  // A prerendered page is hydrated as the server rendered it, with no filter; the diner's own shows right after.
  const [restoreAfterHydration] = useState(isHydrating);
  const [filter, setFilter] = useState<MenuFilter>(() => (restoreAfterHydration ? parseStoredFilter(null) : storedFilter(restaurantId)));
  useEffect(() => {
    // A second pass after hydration, the way React documents for what only the browser knows (sessionStorage here).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (restoreAfterHydration) setFilter(storedFilter(restaurantId));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, after hydration (before the effect below saves)
  }, []);
  useEffect(() => {
    try {
      if (filterCount(filter) === 0) sessionStorage.removeItem(filterStorageKey(restaurantId));
      else sessionStorage.setItem(filterStorageKey(restaurantId), JSON.stringify(filter));
    } catch {
      // Storage off (private mode): the filter simply does not outlive the page.
    }
  }, [filter, restaurantId]);
  return [filter, setFilter];
}
