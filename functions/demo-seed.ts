import { ensureDemoRestaurant } from './lib/demo/demo-restaurant';
import { logger } from './lib/logger';

/**
 * Run by the deployment when it finishes (a CDK trigger, infra/stacks/api-stack.ts): makes sure the landing page's
 * demo restaurant (/menu/demo, shared/demo.ts) exists with its menu. Idempotent; a failure fails the deploy, which
 * CloudFormation then rolls back, rather than leaving View Demo broken.
 */
export async function handler(): Promise<{ restaurantId: string; created: boolean }> {
  const result = await ensureDemoRestaurant();
  logger.info(result.created ? 'Seeded the demo restaurant' : 'The demo restaurant exists', result);
  return result;
}
