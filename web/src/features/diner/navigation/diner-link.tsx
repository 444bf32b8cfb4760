import { useEffect, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { isDinerPageReady, loadDinerPage } from '../boot/diner-page-chunks';
import { matchDinerRoute } from '../boot/diner-routes';
import { whenEngaged } from './engagement';
import { navigate } from './location-store';

interface DinerLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
}

/** A real link (open in a new tab, copy address) that moves within the diner's pages without a reload. */
export function DinerLink({ to, replace, onClick, ...anchor }: DinerLinkProps) {
  const page = matchDinerRoute(new URL(to, 'http://diner.invalid').pathname)?.page; // also rendered at build time: no window
  useEffect(() => {
    if (!page || isDinerPageReady(page)) return;
    // Its page is fetched once the diner starts using this one (engagement.ts); a failed fetch is tried again on the tap.
    return whenEngaged(() => void loadDinerPage(page).catch(() => {}));
  }, [page]);

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
    if (event.defaultPrevented || event.button !== 0 || modified || anchor.target) return;
    event.preventDefault();
    navigate(to, { replace });
  }
  return <a href={to} {...anchor} onClick={handleClick} />;
}
