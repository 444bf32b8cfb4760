import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigate } from './location-store';

interface DinerLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
}

/** A real link (open in a new tab, copy address) that moves within the diner's pages without a reload. */
export function DinerLink({ to, replace, onClick, ...anchor }: DinerLinkProps) {
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
    if (event.defaultPrevented || event.button !== 0 || modified || anchor.target) return;
    event.preventDefault();
    navigate(to, { replace });
  }
  return <a href={to} {...anchor} onClick={handleClick} />;
}
