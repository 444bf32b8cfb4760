/** Paging rules of the Service Requests tab, pure so they can be tested without a browser. */
import type { ServiceRequest } from '@shared/api';

/** A list walked page by page this far is surely a server fault, not a real backlog: stop rather than loop. */
const MAX_PAGES = 100;

/** Every page of a list, following `nextCursor` from the first page to the last. */
export async function allPages(
  fetchPage: (cursor: string | null) => Promise<{ requests: ServiceRequest[]; nextCursor: string | null }>,
): Promise<ServiceRequest[]> {
  const requests: ServiceRequest[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = await fetchPage(cursor);
    requests.push(...answer.requests);
    cursor = answer.nextCursor;
    if (!cursor) break;
  }
  return requests;
}

/** Newest first, as the server lists them; each request once (the first copy given wins). */
export function newestFirst(requests: readonly ServiceRequest[]): ServiceRequest[] {
  const seen = new Set<string>();
  const unique = requests.filter((r) => !seen.has(r.id) && seen.add(r.id));
  return unique.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
}

/**
 * The Resolved sub-tab: the resolved requests of the live list (first page, plus any resolved since) and the older
 * pages asked for with 'Load more'. The live copy wins over an older page's. There may be more when the older pages
 * say so or, before any was asked for, when the live list holds a full first page.
 */
export function resolvedView(
  live: readonly ServiceRequest[],
  older: readonly ServiceRequest[] | undefined,
  olderHasMore: boolean,
  pageSize: number,
): { requests: ServiceRequest[]; hasMore: boolean } {
  const liveResolved = live.filter((r) => r.status === 'resolved');
  const liveIds = new Set(live.map((r) => r.id));
  // Each request once: the live list's copy is the one kept up to date.
  const olderResolved = (older ?? []).filter((r) => !liveIds.has(r.id));
  return {
    requests: newestFirst([...liveResolved, ...olderResolved]),
    hasMore: older ? olderHasMore : liveResolved.length >= pageSize,
  };
}
