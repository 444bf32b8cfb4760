import { useState } from 'react';
import type { ServiceRequest } from '../../../../../shared/api';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useServiceRequests } from '../api/service-requests';
import { useNow } from '../lib/use-now';
import { ServiceRequestCard } from './service-request-card';

type Status = ServiceRequest['status'];

const SUB_TABS: { status: Status; label: string; empty: string }[] = [
  { status: 'open', label: 'Open', empty: 'No open requests' },
  { status: 'acknowledged', label: 'Acknowledged', empty: 'No acknowledged requests' },
  { status: 'resolved', label: 'Resolved', empty: 'No completed requests' },
];

/** The Service Requests tab (SPEC.md 2): Open, Acknowledged and Resolved, newest first. */
export function ServiceRequestsPanel({ restaurantId }: { restaurantId: string }) {
  const requests = useServiceRequests(restaurantId);
  const [status, setStatus] = useState<Status>('open');
  const now = useNow();
  const count = (s: Status) => requests.data?.filter((r) => r.status === s).length ?? 0;
  const current = SUB_TABS.find((tab) => tab.status === status)!;
  const shown = requests.data?.filter((r) => r.status === status) ?? [];

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
            {count(tab.status) > 0 ? (
              <span className="count-badge" aria-label={`${count(tab.status)} requests`}>
                {count(tab.status)}
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
              <ServiceRequestCard key={request.id} restaurantId={restaurantId} request={request} now={now} />
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
