/**
 * Where a call goes first (issue 30 item 4), as the dashboard shows it: the reason in the staff's words, and who hears
 * it now. Pure, so the tests read it as the card and the alert do.
 */
import type { ServiceRequest } from '@shared/api';
import { CALL_REASON_LABELS, callReaches } from '@shared/sections';

export { callReaches };

/** "Table 4 asks for the bill" / "New service request from Table 4" (SPEC.md 8, no reason given). */
export function callTitle(request: Pick<ServiceRequest, 'tableNumber' | 'reason'>): string {
  const from = request.tableNumber ? `Table ${request.tableNumber}` : 'A customer';
  switch (request.reason) {
    case 'bill':
      return `${from} asks for the bill`;
    case 'water':
      return `${from} asks for water`;
    case 'help':
      return `${from} asks for help`;
    case 'allergy':
      return `${from} has an allergy question`;
    default:
      return `New service request from ${request.tableNumber ? `Table ${request.tableNumber}` : 'a customer'}`;
  }
}

export const reasonLabel = (request: Pick<ServiceRequest, 'reason'>) => (request.reason ? CALL_REASON_LABELS[request.reason] : null);

/**
 * Who the call is with, for the card: "Your section (Patio)", "Patio: sent to Ana first, everyone at 20:41",
 * "Patio: no answer from Ana, now everyone's", or null (it went to everyone from the start).
 */
export function routingNote(request: Pick<ServiceRequest, 'section' | 'servers' | 'everyoneAt' | 'status'>, userId: string | null, now: number, timeText: (iso: string) => string): string | null {
  if (!request.everyoneAt || request.servers.length === 0) return request.section ? `${request.section}: nobody serving, sent to everyone` : null;
  const section = request.section ?? 'Section';
  if (userId && request.servers.some((s) => s.userId === userId)) return `Your section (${section})`;
  const names = new Intl.ListFormat('en', { type: 'conjunction' }).format(request.servers.map((s) => s.name));
  if (request.status !== 'open') return `${section}: served by ${names}`;
  return Date.parse(request.everyoneAt) <= now ? `${section}: no answer from ${names}, now everyone’s` : `${section}: sent to ${names} first, everyone at ${timeText(request.everyoneAt)}`;
}
