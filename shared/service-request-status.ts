/**
 * Service request states as staff drive them (SPEC.md 4): open -> acknowledged (Acknowledge) -> resolved (Resolve);
 * an open request may be resolved directly ('Mark Complete'). The server refuses other moves with the current state.
 */
export type ServiceRequestStatus = 'open' | 'acknowledged' | 'resolved';
export type ServiceRequestAction = 'acknowledge' | 'resolve';

export const SERVICE_REQUEST_ACTIONS: Readonly<
  Record<ServiceRequestAction, { from: readonly ServiceRequestStatus[]; to: ServiceRequestStatus }>
> = {
  acknowledge: { from: ['open'], to: 'acknowledged' },
  resolve: { from: ['open', 'acknowledged'], to: 'resolved' },
};

export const SERVICE_REQUEST_STATUS_LABELS: Readonly<Record<ServiceRequestStatus, string>> = {
  open: 'Open',
  acknowledged: 'Acknowledged',
  resolved: 'Resolved',
};

export function canApply(action: ServiceRequestAction, status: ServiceRequestStatus): boolean {
  return SERVICE_REQUEST_ACTIONS[action].from.includes(status);
}

/** What a member sees when someone else handled the request first. */
export function staleServiceRequestMessage(current: ServiceRequestStatus): string {
  return current === 'open' ? 'This request is still open.' : `This request was already ${current}.`;
}
