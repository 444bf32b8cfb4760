import type { ServiceRequest } from '@shared/api';
import { callTitle, reasonLabel } from './call-routing';

type NoticeRequest = Pick<ServiceRequest, 'tableNumber' | 'message'> & Partial<Pick<ServiceRequest, 'reason' | 'section' | 'servers'>>;

/**
 * SPEC.md 8: 'New service request from {table or a customer}', with the message or 'Needs assistance'. A call with a
 * reason (issue 30 item 4) says it: 'Table 4 asks for the bill'; one from a section says whose it is: the member's own
 * ('Your section (Patio)'), or someone else's that went unanswered ('No answer from Ana for a minute').
 */
export function newRequestNotice(request: NoticeRequest, userId: string | null = null): { title: string; description: string } {
  const servers = request.servers ?? [];
  const mine = userId !== null && servers.some((s) => s.userId === userId);
  const context = mine
    ? `Your section (${request.section ?? ''})`
    : servers.length > 0
      ? `No answer from ${new Intl.ListFormat('en', { type: 'conjunction' }).format(servers.map((s) => s.name))} for a minute`
      : null;
  const what = request.message || (reasonLabel({ reason: request.reason ?? null }) ? null : 'Needs assistance');
  return { title: callTitle({ tableNumber: request.tableNumber, reason: request.reason ?? null }), description: [what, context].filter(Boolean).join(' · ') };
}
