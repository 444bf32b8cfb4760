import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { db, documentClient } from './lib/composition';
import { config } from './lib/config';
import { migrateTranslationsLayout } from './lib/db/migrations/translations-layout';
import { logger } from './lib/logger';
import { BusinessMetric, countMetric, observability } from './lib/observability';
import { MenuPagesOnSite } from './lib/prerender/configured';

/**
 * DynamoDB stream -> the restaurant's prerendered menu pages (issue 13; functions/lib/prerender/menu-pages.ts). The
 * event source only passes menu records (infra/stacks/realtime-stack.ts filters on the `$menu` and `$translations`
 * sort keys: the menu's entities, the restaurant's record and its branding, the menu's translations), and waits up to a second to batch them, so an owner's burst of
 * edits renders each restaurant once.
 *
 * A restaurant whose render fails is reported: its records are named in `batchItemFailures` (Lambda retries from the
 * first of them, then sends the range to the stream's dead-letter queue), MenuPrerenderFailures is counted (an alarm
 * watches it) and the pages already in the bucket keep being served.
 *
 * Invoked directly with `{ "rerender": "all" }` (after each deploy of the web app: new script names; by an operator
 * after a fix), it renders every restaurant again, each after moving its translations to the current key layout
 * (functions/lib/db/migrations/translations-layout.ts: idempotent, nothing to do once moved).
 */
export interface RerenderAll {
  rerender: 'all';
}

/**
 * The table's sort keys of menu records start with the `menu` collection or the `translations` collection (the
 * menu's translations, issue 14); the partition key names the restaurant.
 */
const MENU_SORT_KEY = /^\$(menu|translations)#/;
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

/** The restaurant's translations in the current key layout first (a no-op once moved); a failure is its render's. */
async function migrateRestaurant(restaurantId: string): Promise<boolean> {
  try {
    const moved = await migrateTranslationsLayout({ client: documentClient, table: config.tableName }, restaurantId);
    if (moved > 0) logger.info('Translations moved to the per-language key layout', { restaurantId, moved });
    return true;
  } catch (error) {
    countMetric(BusinessMetric.MenuPrerenderFailures);
    logger.error('Translations not moved; the restaurant is not rendered', { restaurantId, error: error as Error });
    return false;
  }
}

async function renderAll(): Promise<{ rendered: number; failed: number }> {
  const { data } = await db.entities.restaurant.scan.go({ pages: 'all', attributes: ['restaurantId'] });
  let failed = 0;
  for (const { restaurantId } of data) {
    if (!(await migrateRestaurant(restaurantId)) || !(await renderRestaurant(restaurantId))) failed += 1;
  }
  return { rendered: data.length - failed, failed };
}

async function prerender(event: DynamoDBStreamEvent | RerenderAll): Promise<DynamoDBBatchResponse | { rendered: number; failed: number }> {
  return 'rerender' in event ? renderAll() : renderChanged(event);
}

export const handler = middy(prerender).use(observability()).use(injectLambdaContext(logger, { resetKeys: true }));
