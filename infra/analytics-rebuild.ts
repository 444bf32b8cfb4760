/**
 * `npm run analytics:rebuild -- --table T [--restaurant ID] [--endpoint URL]`: recomputes the Analytics tab's daily
 * rows (entity dailySales) from the orders of one restaurant, or of every restaurant, in a deployment's table (the
 * usual AWS credentials and AWS_REGION) or a local one (`--endpoint http://localhost:PORT`, DynamoDB Local).
 * Idempotent: run it once after deploying the aggregates, so orders paid before them count, and again whenever the
 * figures are in doubt (after a restaurant changes its time zone, its days are re-bucketed in the new one).
 */
import { parseArgs } from 'node:util';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createService } from '../functions/lib/db/service';
import { createAnalytics } from '../functions/lib/domain/analytics';

const { values } = parseArgs({
  options: { table: { type: 'string' }, restaurant: { type: 'string' }, endpoint: { type: 'string' } },
});
if (!values.table) {
  console.error('Usage: npm run analytics:rebuild -- --table TABLE [--restaurant RESTAURANT_ID] [--endpoint URL]');
  process.exit(2);
}

// A local DynamoDB takes any region and credentials; a deployment's come from the environment as usual.
const local = values.endpoint ? { endpoint: values.endpoint, region: process.env.AWS_REGION ?? 'us-east-1' } : {};
const client = DynamoDBDocumentClient.from(new DynamoDBClient(local), {
  marshallOptions: { removeUndefinedValues: true },
});
const db = createService({ client, table: values.table });
const analytics = createAnalytics(db);

const restaurantIds = values.restaurant
  ? [values.restaurant]
  : (await db.entities.restaurant.scan.go({ pages: 'all', attributes: ['restaurantId'] })).data.map((r) => r.restaurantId);
for (const restaurantId of restaurantIds) {
  const { orders, rows } = await analytics.rebuild(restaurantId);
  console.log(`${restaurantId}: ${orders} paid orders, ${rows} daily rows`);
}
console.log(`Rebuilt the analytics of ${restaurantIds.length} restaurant(s) in ${values.table}.`);
client.destroy();
