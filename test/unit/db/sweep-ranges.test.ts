/**
 * The two sweeps read time ranges of gsi1, whose one partition holds both tabs due (tabDue) and paid orders waiting
 * to start (orderWaiting). A bare upper bound (`sk <= due`) would read the other entity's rows that sort before
 * ("$orderWaiting..." < "$tabDue..."), and DynamoDB's limit counts them before ElectroDB drops them: with 25 orders
 * waiting, the tab sweep's page came back empty and no tab was ever charged. Each sweep now asks for its own range.
 */
import './function-env';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';

process.env.LOG_LEVEL = 'SILENT';
const { db } = await import('../../../functions/lib/composition');
const { chargeDueTabs } = await import('../../../functions/lib/domain/table-sessions/tab-charge');
const { escalateWaitingOrders } = await import('../../../functions/lib/domain/orders/escalation');

const dynamo = mockClient(DynamoDBDocumentClient);
beforeEach(() => {
  dynamo.reset();
  dynamo.on(QueryCommand).resolves({ Items: [] });
});

/** The gsi1 sort key range a query asked DynamoDB for. */
function rangeOf(call: { args: [{ input: unknown }] }) {
  const input = call.args[0].input as { IndexName?: string; KeyConditionExpression?: string; ExpressionAttributeValues?: Record<string, string> };
  return { index: input.IndexName, condition: input.KeyConditionExpression, from: input.ExpressionAttributeValues?.[':sk1'], to: input.ExpressionAttributeValues?.[':sk2'] };
}

describe('the sweeps read only their own rows of gsi1', () => {
  it('the tab sweep asks for tabs due between the first possible time and now', async () => {
    await chargeDueTabs(db, { chargeSavedCard: async () => ({}) as never }, Date.parse('2026-11-29T06:00:00.000Z'));
    const [query] = dynamo.commandCalls(QueryCommand);
    expect(rangeOf(query as never)).toEqual({ index: 'gsi1', condition: '#pk = :pk and #sk1 BETWEEN :sk1 AND :sk2', from: '$tabDue_1#dueAt_0', to: '$tabDue_1#dueAt_2026-11-29T06:00:00.000Z' });
  });

  it('the late orders sweep asks for orders paid between the first possible time and its cutoff', async () => {
    await escalateWaitingOrders(db, {} as never, Date.parse('2026-11-29T06:00:00.000Z'));
    const [query] = dynamo.commandCalls(QueryCommand);
    const range = rangeOf(query as never);
    expect(range).toMatchObject({ index: 'gsi1', condition: '#pk = :pk and #sk1 BETWEEN :sk1 AND :sk2', from: '$orderWaiting_1#paidAt_0' });
    expect(range.to).toMatch(/^\$orderWaiting_1#paidAt_2026-11-29T05:/);
  });
});
