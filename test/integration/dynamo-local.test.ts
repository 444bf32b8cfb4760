import { describe, expect, it } from 'vitest';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { table } from '../../infra/table';

describe('DynamoDB Local table', () => {
  it('has the keys, indexes and stream of infra/table.ts', async () => {
    const client = new DynamoDBClient({ endpoint: process.env.DYNAMODB_ENDPOINT, region: 'us-east-1' });
    const { Table } = await client.send(new DescribeTableCommand({ TableName: process.env.TABLE_NAME }));
    expect(Table?.KeySchema?.map((k) => k.AttributeName)).toEqual([table.partitionKey, table.sortKey]);
    expect(Table?.GlobalSecondaryIndexes?.map((i) => i.IndexName).sort()).toEqual(Object.keys(table.indexes).sort());
    expect(Table?.StreamSpecification?.StreamViewType).toBe(table.streamViewType);
    client.destroy();
  });
});
