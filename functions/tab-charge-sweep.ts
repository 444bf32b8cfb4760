import { TableSessions } from './lib/composition';
import { logger } from './lib/logger';
import { receiptDeps } from './lib/mail/receipt-deps';
import { paymentGateway } from './lib/payments/configured';

/**
 * Run every few minutes (an EventBridge schedule, infra/stacks/api-stack.ts; a timer locally): tabs left open past
 * their restaurant's time are charged to the cards that secured them, without a tip (issue 29,
 * functions/lib/domain/table-sessions/tab-charge.ts).
 */
export async function handler(): Promise<{ tabs: number; outcomes: Record<string, string> }> {
  // Each tab charged mails its card holder's receipt (once: the webhook's event for the same charge sends nothing more).
  const outcomes = Object.fromEntries(await TableSessions.chargeDueTabs(paymentGateway, undefined, (sessionId) => TableSessions.sendHolderReceipt(receiptDeps, sessionId)));
  const tabs = Object.keys(outcomes).length;
  if (tabs > 0) logger.info('Tabs left open were looked at', { tabs, outcomes });
  return { tabs, outcomes };
}
