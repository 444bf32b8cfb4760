import { useMatches } from 'react-router';

/** What a route declares in its `handle`: the page title (used for document.title and placeholder pages). */
export interface RouteHandle {
  title?: string;
}

/** The title of the deepest matched route that has one. */
export function usePageTitle(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = (matches[i]?.handle as RouteHandle | undefined)?.title;
    if (title) return title;
  }
  return undefined;
}
