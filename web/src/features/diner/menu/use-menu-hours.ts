/**
 * Menu hours on the diner's page (issue 30 item 3): null until evaluated (prerendered, hydrating, or a menu without
 * hours: every dish as published); the rule's code (./menu-hours.ts) is loaded only for a menu with hours, and the
 * view is worked out again at the next change while the page is open.
 */
import { useEffect, useState } from 'react';
import type { PublicMenu } from '@shared/api';
import type { HoursView } from './menu-hours';

export function useMenuHours(menu: PublicMenu): HoursView | null {
  // Kept with the menu it was worked out for: another menu (a language switched) starts as published.
  const [state, setState] = useState<{ menu: PublicMenu; view: HoursView } | null>(null);
  useEffect(() => {
    if (!menu.categories.some((c) => c.hours) && !menu.items.some((i) => i.hours)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    void import('./menu-hours').then(({ hoursView }) => {
      const look = () => {
        if (!live) return;
        const found = hoursView(menu, Date.now());
        setState({ menu, view: found });
        if (found.next !== null) timer = setTimeout(look, Math.max(found.next - Date.now(), 0) + 250);
      };
      look();
    });
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [menu]);
  return state?.menu === menu ? state.view : null;
}
