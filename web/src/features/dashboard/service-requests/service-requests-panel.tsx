import { useEffect, useState } from 'react';
import { SERVICE_REQUESTS_PAGE_SIZE, type ServiceRequest } from '@shared/api';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useResolvedHistory, useServiceRequests } from '../api/service-requests';
import { useActiveMembership } from '@/lib/account/active-restaurant';
import { useNow } from '@/lib/use-now';
import { resolvedView } from './request-pages';
import { ServiceRequestCard } from './service-request-card';

type Status = ServiceRequest['status'];

const SUB_TABS: { status: Status; label: string; empty: string }[] = [
  { status: 'open', label: 'Open', empty: 'No open requests' },
  { status: 'acknowledged', label: 'Acknowledged', empty: 'No acknowledged requests' },
  { status: 'resolved', label: 'Resolved', empty: 'No completed requests' },
];

/**
 * The Service Requests tab (SPEC.md 2): Open, Acknowledged and Resolved, newest first. Every open and acknowledged
 * request is listed, however many; resolved ones (the history) a page at a time, with 'Load more'.
 */
export function ServiceRequestsPanel({ restaurantId }: { restaurantId: string }) {
  const requests = useServiceRequests(restaurantId);
  const [status, setStatus] = useState<Status>('open');
  // Pages of resolved requests wanted: the live list holds the first; 'Load more' asks for the next.
  const [resolvedPages, setResolvedPages] = useState(1);
  const older = useResolvedHistory(restaurantId, resolvedPages > 1);
  const now = useNow();
  const userId = useActiveMembership().me.data?.userId ?? null;

  const olderPages = older.data?.pages;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = older;
  useEffect(() => {
    if (olderPages && olderPages.length < resolvedPages && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [olderPages, resolvedPages, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const live = requests.data ?? [];
  const resolved = resolvedView(live, olderPages?.flatMap((page) => page.requests), hasNextPage, SERVICE_REQUESTS_PAGE_SIZE);
  const listed = (s: Status) => (s === 'resolved' ? resolved.requests : live.filter((r) => r.status === s));
  const badge = (s: Status) => {
    const count = listed(s).length;
    return s === 'resolved' && resolved.hasMore ? `${count}+` : String(count);
  };
  const current = SUB_TABS.find((tab) => tab.status === status)!;
  const shown = listed(status);
  const loadingMore = resolvedPages > 1 && (older.isPending || isFetchingNextPage);

  return (
    <div className="stack">
      <div className="sub-tabs" role="tablist" aria-label="Service request status">
        {SUB_TABS.map((tab) => (
          <button
            key={tab.status}
            type="button"
            role="tab"
            id={`requests-tab-${tab.status}`}
            aria-selected={tab.status === status}
            aria-controls="requests-panel"
            className="sub-tabs__tab"
            onClick={() => setStatus(tab.status)}
          >
            {tab.label}
            {listed(tab.status).length > 0 ? (
              <span className="count-badge" aria-label={`${badge(tab.status)} requests`}>
                {badge(tab.status)}
              </span>
            ) : null}
          </button>
        ))}
      </div>
      <div id="requests-panel" role="tabpanel" aria-labelledby={`requests-tab-${status}`}>
        {requests.isPending ? <Spinner label="Loading requests..." /> : null}
        {requests.isError ? <LoadError message="Failed to load service requests" onRetry={() => void requests.refetch()} /> : null}
        {requests.data && shown.length === 0 ? <p className="muted">{current.empty}</p> : null}
        {shown.length > 0 ? (
          <ul className="request-list">
            {shown.map((request) => (
              <ServiceRequestCard key={request.id} restaurantId={restaurantId} request={request} now={now} userId={userId} />
            ))}
          </ul>
        ) : null}
        {status === 'resolved' && older.isError ? <p className="field__error">Failed to load more requests. Please try again.</p> : null}
        {status === 'resolved' && requests.data && (resolved.hasMore || loadingMore) ? (
          // aria-disabled rather than disabled: a disabled button drops the keyboard focus while the page loads.
          <button
            type="button"
            className="button button--outline requests-more"
            aria-disabled={loadingMore}
            aria-busy={loadingMore}
            onClick={() => {
              if (loadingMore) return;
              if (older.isError) void older.refetch();
              else setResolvedPages((pages) => pages + 1);
            }}
          >
            {loadingMore ? 'Loading more...' : 'Load more'}
          </button>
        ) : null}
      </div>
    </div>
  );
}
