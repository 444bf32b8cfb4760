import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { Context, DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { passesStreamFilter } from '../infra/stream-filters';
import { table } from '../infra/table';
import { documentClient } from './lib/composition';
import { config } from './lib/config';
import { logger } from './lib/logger';
import { observability } from './lib/observability';
import { MenuPagesOnSite } from './lib/prerender/configured';
import { createMenuRenders } from './lib/prerender/menu-renders';

/**
 * DynamoDB stream -> the restaurant's prerendered menu pages (issue 13; functions/lib/prerender/menu-pages.ts). The
 * event source only passes menu records (infra/stacks/realtime-stack.ts filters on the `$menu` and `$translations`
 * sort keys: the menu's entities, the restaurant's record and its branding, the menu's translations), and waits up to a second to batch them, so an owner's burst of
 * edits renders each restaurant once.
 *
 * A restaurant whose render fails is reported: its records are named in `batchItemFailures` by Powertools' batch
 * processor (Lambda retries from the first of them, then sends the range to the stream's dead-letter queue; a batch
 * whose every record failed is reported the same way, not thrown), MenuPrerenderFailures is counted (an alarm
 * watches it) and the pages already in the bucket keep being served (lib/prerender/menu-renders.ts).
 *
 * Invoked directly with `{ "rerender": "all" }` (after each deploy of the web app: new script names; by an operator
 * after a fix), it renders every restaurant again, each after moving its translations to the current key layout.
 */
export interface RerenderAll {
  rerender: 'all';
}

/** The partition key names the restaurant; which records are menu records is the stream filter's rule. */
const RESTAURANT_PARTITION_KEY = /#restaurantId_([A-Za-z0-9_-]+)$/;

export function restaurantOfMenuRecord(record: DynamoDBRecord): string | null {
  if (!passesStreamFilter('menu-prerender', record)) return null;
  const pk = record.dynamodb?.Keys?.[table.partitionKey]?.S;
  return pk ? (RESTAURANT_PARTITION_KEY.exec(pk)?.[1] ?? null) : null;
}

const MenuRenders = createMenuRenders({ pages: MenuPagesOnSite, db: { client: documentClient, table: config.tableName } });

async function renderChanged(event: DynamoDBStreamEvent, context: Context): Promise<DynamoDBBatchResponse> {
  const batch = MenuRenders.batch();
  // A processor per batch: it holds the batch's state, and the local runtime may run two batches in one process.
  const processor = new BatchProcessor(EventType.DynamoDBStreams);
  return processPartialResponse(
    event,
    async (record: DynamoDBRecord) => {
      const restaurantId = restaurantOfMenuRecord(record);
      if (restaurantId) await batch.render(restaurantId);
    },
    processor,
    { context, processInParallel: false, throwOnFullBatchFailure: false },
  );
}

async function prerender(event: DynamoDBStreamEvent | RerenderAll, context: Context): Promise<DynamoDBBatchResponse | { rendered: number; failed: number }> {
  return 'rerender' in event ? MenuRenders.renderAll() : renderChanged(event, context);
}

export const handler = middy(prerender).use(observability()).use(injectLambdaContext(logger, { resetKeys: true }));
