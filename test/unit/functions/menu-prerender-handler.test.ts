import '../db/function-env';
import type { Context, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { stored } from '../db/stored';

/**
 * menu-prerender's stream handling: each restaurant changed in a batch is rendered once, whatever the number of its
 * records; records that are not menu records render nothing; a restaurant whose render fails is reported (its
 * records named in batchItemFailures, so Lambda retries them and then dead-letters them, and the
 * MenuPrerenderFailures metric counted) while the others still render. The pages themselves are only ever
 * overwritten by a successful render (menu-pages.ts), so the previous pages stay served.
 */
process.env.LOG_LEVEL = 'SILENT';
process.env.SITE_BUCKET ??= 'unit-site-bucket';

const render = vi.fn<(restaurantId: string) => Promise<unknown>>();
vi.mock('../../../functions/lib/prerender/configured', () => ({ MenuPagesOnSite: { render: (id: string) => render(id) } }));
const counted = vi.fn();
vi.mock('../../../functions/lib/observability', async (original) => ({
  ...(await original<typeof import('../../../functions/lib/observability')>()),
  countMetric: (name: string) => counted(name),
}));
const steps: string[] = [];
const migrate = vi.fn<(restaurantId: string) => Promise<number>>();
vi.mock('../../../functions/lib/db/migrations/translations-layout', () => ({
  migrateTranslationsLayout: (_config: unknown, id: string) => migrate(id),
}));
const { handler } = await import('../../../functions/menu-prerender');
const dynamo = mockClient(DynamoDBDocumentClient);

let sequence = 0;
function record(pk: string, sk: string): DynamoDBRecord {
  return { eventName: 'MODIFY', dynamodb: { Keys: { pk: { S: pk }, sk: { S: sk } }, SequenceNumber: String(++sequence) } };
}
const menuRecord = (restaurantId: string, sk = '$menu#menuItem_1#itemId_x') => record(`$tabletap#restaurantId_${restaurantId}`, sk);
const run = (records: DynamoDBRecord[]) =>
  handler({ Records: records } satisfies DynamoDBStreamEvent, { functionName: 'menu-prerender', awsRequestId: 'unit' } as Context) as Promise<{
    batchItemFailures: { itemIdentifier: string }[];
  }>;

beforeEach(() => {
  render.mockReset();
  counted.mockReset();
  migrate.mockReset();
  dynamo.reset();
  steps.length = 0;
});

describe('menu-prerender on the table stream', () => {
  it('renders each changed restaurant once, and nothing for records outside a menu', async () => {
    render.mockResolvedValue({ status: 'rendered', languages: ['en'], objects: 38 });
    const result = await run([
      menuRecord('r-1'),
      menuRecord('r-1', '$menu#storefront#branding_1'),
      menuRecord('r-2', '$menu#storefront#restaurant_1'),
      record('$tabletap#orderId_o-1', '$orderDetails#order_1'),
      menuRecord('r-1', '$translations#menuItemTranslation_2#lang_es#itemId_x'),
    ]);
    expect(render.mock.calls.map(([id]) => id)).toEqual(['r-1', 'r-2']);
    expect(result.batchItemFailures).toEqual([]);
    expect(counted).not.toHaveBeenCalled();
  });

  it("reports a failed restaurant's records (and counts the failure) while the others render", async () => {
    render.mockImplementation(async (id) => {
      if (id === 'broken') throw new Error('S3 said no');
      return { status: 'rendered', languages: ['en'], objects: 38 };
    });
    const fine = menuRecord('fine');
    const broken = [menuRecord('broken'), menuRecord('broken', '$menu#menuCategory_1#categoryId_c')];
    const result = await run([broken[0]!, fine, broken[1]!]);
    expect(render.mock.calls.map(([id]) => id).sort()).toEqual(['broken', 'fine']);
    expect(result.batchItemFailures).toEqual(broken.map((r) => ({ itemIdentifier: r.dynamodb!.SequenceNumber })));
    expect(counted).toHaveBeenCalledTimes(1);
    expect(counted).toHaveBeenCalledWith('MenuPrerenderFailures');
  });
  it('reports a batch whose every restaurant failed the same way, rather than failing the invocation', async () => {
    render.mockRejectedValue(new Error('S3 said no'));
    const records = [menuRecord('a'), menuRecord('b')];
    const result = await run(records);
    expect(result.batchItemFailures).toEqual(records.map((r) => ({ itemIdentifier: r.dynamodb!.SequenceNumber })));
    expect(counted).toHaveBeenCalledTimes(2);
  });
});

describe('menu-prerender after a deploy ({ rerender: "all" })', () => {
  const rerenderAll = () =>
    handler({ rerender: 'all' } as never, { functionName: 'menu-prerender', awsRequestId: 'unit' } as Context) as Promise<{ rendered: number; failed: number }>;
  const AT = '2026-01-01T00:00:00.000Z';

  it("moves each restaurant's translations to the current key layout before rendering it; a failed move skips its render", async () => {
    dynamo.on(ScanCommand).resolves({
      Items: ['r-1', 'r-2', 'r-3'].map((restaurantId) => stored('restaurant', { restaurantId, ownerId: 'o', name: restaurantId, createdAt: AT })),
    });
    migrate.mockImplementation(async (id) => {
      steps.push(`migrate ${id}`);
      if (id === 'r-2') throw new Error('throttled');
      return id === 'r-1' ? 12 : 0;
    });
    render.mockImplementation(async (id) => {
      steps.push(`render ${id}`);
      return { status: 'rendered', languages: ['en'], objects: 38 };
    });

    expect(await rerenderAll()).toEqual({ rendered: 2, failed: 1 });
    expect(steps).toEqual(['migrate r-1', 'render r-1', 'migrate r-2', 'migrate r-3', 'render r-3']);
    expect(counted).toHaveBeenCalledWith('MenuPrerenderFailures');
  });
});
