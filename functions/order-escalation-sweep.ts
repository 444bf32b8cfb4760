import { db } from './lib/composition';
import { config } from './lib/config';
import { escalateWaitingOrders } from './lib/domain/orders/escalation';
import { logger } from './lib/logger';
import { mailer } from './lib/mail/configured';

/**
 * Run every minute (an EventBridge schedule, infra/stacks/api-stack.ts; a timer locally, infra/local/tab-sweep.ts):
 * paid orders nobody started past their restaurant's e-mail limit are mailed to its owner and managers, once each,
 * one mail per restaurant per few minutes at most (issue 30 item 1, functions/lib/domain/orders/escalation.ts).
 */
export async function handler(): Promise<{ restaurants: number; outcomes: Record<string, string> }> {
  const results = await escalateWaitingOrders(db, { mailer, siteUrl: config.siteUrl ?? config.siteOrigins[0] ?? '' });
  const outcomes = Object.fromEntries([...results].map(([restaurantId, result]) => [restaurantId, `${result.outcome} ${result.orderIds.length}`]));
  const restaurants = results.size;
  if (restaurants > 0) logger.info('Paid orders nobody started were looked at', { restaurants, outcomes });
  return { restaurants, outcomes };
}
