import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { db } from './lib/composition';
import { logger } from './lib/logger';
import { BusinessMetric, countMetric, observability } from './lib/observability';
import { MenuPagesOnSite } from './lib/prerender/configured';

/**
 * DynamoDB stream -> the restaurant's prerendered menu pages (issue 13; functions/lib/prerender/menu-pages.ts). The
 * event source only passes menu records (infra/stacks/realtime-stack.ts filters on the `$menu` sort keys: the menu's
 * entities, the restaurant's record and its branding), and waits up to a second to batch them, so an owner's burst of
 * edits renders each restaurant once.
 *
 * A restaurant whose render fails is reported: its records are named in `batchItemFailures` (Lambda retries from the
 * first of them, then sends the range to the stream's dead-letter queue), MenuPrerenderFailures is counted (an alarm
 * watches it) and the pages already in the bucket keep being served.
 *
 * Invoked directly with `{ "rerender": "all" }` (after each deploy of the web app: new script names; by an operator
 * after a fix), it renders every restaurant again.
 */
export interface RerenderAll {
  rerender: 'all';
}

/** The table's sort keys of menu records start with the `menu` collection; the partition key names the restaurant. */
const MENU_SORT_KEY = /^\$menu#/;
const RESTAURANT_PARTITION_KEY = /#restaurantId_([A-Za-z0-9_-]+)$/;

export function restaurantOfMenuRecord(record: DynamoDBRecord): string | null {
  const keys = record.dynamodb?.Keys;
  const sk = keys?.sk?.S;
  const pk = keys?.pk?.S;
  if (!sk || !pk || !MENU_SORT_KEY.test(sk)) return null;
  return RESTAURANT_PARTITION_KEY.exec(pk)?.[1] ?? null;
}

async function renderRestaurant(restaurantId: string): Promise<boolean> {
  try {
    const result = await MenuPagesOnSite.render(restaurantId);
    logger.info('Menu pages rendered', { restaurantId, ...result });
    return true;
  } catch (error) {
    countMetric(BusinessMetric.MenuPrerenderFailures);
    logger.error('Menu pages not rendered; the previous pages stay served', { restaurantId, error: error as Error });
    return false;
  }
}

async function renderChanged(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  const byRestaurant = new Map<string, DynamoDBRecord[]>();
  for (const record of event.Records) {
    const restaurantId = restaurantOfMenuRecord(record);
    if (restaurantId) byRestaurant.set(restaurantId, [...(byRestaurant.get(restaurantId) ?? []), record]);
  }
  const failures: { itemIdentifier: string }[] = [];
  for (const [restaurantId, records] of byRestaurant) {
    if (await renderRestaurant(restaurantId)) continue;
    for (const record of records) failures.push({ itemIdentifier: record.dynamodb?.SequenceNumber ?? '' });
  }
  return { batchItemFailures: failures };
}

async function renderAll(): Promise<{ rendered: number; failed: number }> {
  const { data } = await db.entities.restaurant.scan.go({ pages: 'all', attributes: ['restaurantId'] });
  let failed = 0;
  for (const { restaurantId } of data) if (!(await renderRestaurant(restaurantId))) failed += 1;
  return { rendered: data.length - failed, failed };
}

async function prerender(event: DynamoDBStreamEvent | RerenderAll): Promise<DynamoDBBatchResponse | { rendered: number; failed: number }> {
  return 'rerender' in event ? renderAll() : renderChanged(event);
}

export const handler = middy(prerender).use(observability()).use(injectLambdaContext(logger, { resetKeys: true }));
