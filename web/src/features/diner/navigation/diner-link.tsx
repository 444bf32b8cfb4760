import { useEffect, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { isDinerPageReady, loadDinerPage } from '../boot/diner-page-chunks';
import { matchDinerRoute } from '../boot/diner-routes';
import { navigate } from './location-store';

interface DinerLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
}

const ENGAGEMENT_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;
let engaged = false;
const waiting = new Set<() => void>();

function onEngaged(): void {
  engaged = true;
  ENGAGEMENT_EVENTS.forEach((type) => window.removeEventListener(type, onEngaged, true));
  waiting.forEach((run) => run());
  waiting.clear();
}

/**
 * Runs `run` once the diner has touched, clicked, typed or scrolled with a wheel on the page (at once if they have):
 * a link's page is fetched then, so it is here for the tap that follows, and is no part of the page's first load
 * (issue 31 goal 5). Returns a cancel.
 */
function whenEngaged(run: () => void): () => void {
  if (engaged) {
    run();
    return () => {};
  }
  if (waiting.size === 0) ENGAGEMENT_EVENTS.forEach((type) => window.addEventListener(type, onEngaged, { capture: true, passive: true }));
  waiting.add(run);
  return () => void waiting.delete(run);
}

/** A real link (open in a new tab, copy address) that moves within the diner's pages without a reload. */
export function DinerLink({ to, replace, onClick, ...anchor }: DinerLinkProps) {
  const page = matchDinerRoute(new URL(to, 'http://diner.invalid').pathname)?.page; // also rendered at build time: no window
  useEffect(() => {
    if (!page || isDinerPageReady(page)) return;
    return whenEngaged(() => void loadDinerPage(page).catch(() => {})); // a failed fetch is tried again on the tap
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
