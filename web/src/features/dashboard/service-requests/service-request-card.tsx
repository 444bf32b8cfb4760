import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceRequest } from '@shared/api';
import { toast } from '@/components/toast/toast-store';
import type { ServiceRequestAction } from '@/lib/api-paths';
import { queryKeys } from '@/lib/query-keys';
import { actOnServiceRequest } from '../api/service-requests';
import { applyServiceRequestChange } from '../realtime/live-cache';
import { formatRelative } from '@/lib/format';
import { reasonLabel, routingNote } from './call-routing';

const STATUS_LABELS: Record<ServiceRequest['status'], string> = { open: 'Open', acknowledged: 'Acknowledged', resolved: 'Resolved' };

const OUTCOMES: Record<ServiceRequestAction, { success: string; failure: string }> = {
  'service-ack': { success: 'Request acknowledged', failure: 'Failed to acknowledge request' },
  'service-resolve': { success: 'Request resolved', failure: 'Failed to resolve request' },
};

const clockTime = (iso: string) => new Date(iso).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });

export function ServiceRequestCard({ restaurantId, request, now, userId }: { restaurantId: string; request: ServiceRequest; now: number; userId: string | null }) {
  const queryClient = useQueryClient();
  const act = useMutation({
    mutationFn: (action: ServiceRequestAction) => actOnServiceRequest(action, request.id),
    onSuccess: (updated, action) => {
      queryClient.setQueryData<ServiceRequest[]>(queryKeys.dashboard.serviceRequests(restaurantId), (list) => applyServiceRequestChange(list, updated));
      toast.success(OUTCOMES[action].success);
    },
    onError: (_error, action) => {
      toast.error(OUTCOMES[action].failure);
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.serviceRequests(restaurantId) });
    },
  });
  const reason = reasonLabel(request);
  const mine = userId !== null && request.servers.some((s) => s.userId === userId);
  const routing = routingNote(request, userId, now, clockTime);
  const run = (action: ServiceRequestAction) => {
    if (!act.isPending) act.mutate(action);
  };

  return (
    <li className={`card request-card${mine ? ' request-card--mine' : ''}`} data-testid="service-request" data-request-id={request.id}>
      <div className="request-card__head">
        {request.tableNumber ? <span className="badge">Table {request.tableNumber}</span> : null}
        {reason ? <span className={`badge request-reason request-reason--${request.reason}`}>{reason}</span> : null}
        <span className={`badge request-status request-status--${request.status}`}>{STATUS_LABELS[request.status]}</span>
        <span className="muted request-card__age">{formatRelative(request.createdAt, now)}</span>
      </div>
      {request.message || !reason ? <p className="request-card__message">{request.message || 'Needs assistance'}</p> : null}
      {routing ? <p className="request-card__routing muted">{routing}</p> : null}
      <div className="request-card__actions">
        {request.status === 'open' ? (
          <>
            <button type="button" className="button" disabled={act.isPending} onClick={() => run('service-ack')}>
              Acknowledge
            </button>
            <button type="button" className="button button--outline" disabled={act.isPending} onClick={() => run('service-resolve')}>
              Mark Complete
            </button>
          </>
        ) : null}
        {request.status === 'acknowledged' ? (
          <button type="button" className="button" disabled={act.isPending} onClick={() => run('service-resolve')}>
            Resolve
          </button>
        ) : null}
      </div>
    </li>
  );
}
