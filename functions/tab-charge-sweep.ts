import { TableSessions } from './lib/composition';
import { logger } from './lib/logger';
import { paymentGateway } from './lib/payments/configured';

/**
 * Run every few minutes (an EventBridge schedule, infra/stacks/api-stack.ts; a timer locally): tabs left open past
 * their restaurant's time are charged to the cards that secured them, without a tip (issue 29,
 * functions/lib/domain/table-sessions/tab-charge.ts).
 */
export async function handler(): Promise<{ tabs: number; outcomes: Record<string, string> }> {
  const outcomes = Object.fromEntries(await TableSessions.chargeDueTabs(paymentGateway));
  const tabs = Object.keys(outcomes).length;
  if (tabs > 0) logger.info('Tabs left open were looked at', { tabs, outcomes });
  return { tabs, outcomes };
}
