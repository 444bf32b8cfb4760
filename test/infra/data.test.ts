import { describe, it } from 'vitest';
import { table } from '../../infra/table';
import { synthesizeApp } from './synth-app';

const { stacks, template } = synthesizeApp();
const data = template(stacks.data);

describe('DynamoDB table', () => {
  it('is the single table of infra/table.ts: string pk/sk keys, billed per request', () => {
    data.resourceCountIs('AWS::DynamoDB::Table', 1);
    data.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: table.partitionKey, KeyType: 'HASH' },
        { AttributeName: table.sortKey, KeyType: 'RANGE' },
      ],
      BillingMode: 'PAY_PER_REQUEST',
    });
  });

  it('has every GSI of infra/table.ts, projecting all attributes', () => {
    data.hasResourceProperties('AWS::DynamoDB::Table', {
      GlobalSecondaryIndexes: Object.entries(table.indexes).map(([indexName, keys]) => ({
        IndexName: indexName,
        KeySchema: [
          { AttributeName: keys.partitionKey, KeyType: 'HASH' },
          { AttributeName: keys.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    });
  });

  it('expires items by TTL and streams new and old images', () => {
    data.hasResourceProperties('AWS::DynamoDB::Table', {
      TimeToLiveSpecification: { AttributeName: table.timeToLiveAttribute, Enabled: true },
      StreamSpecification: { StreamViewType: table.streamViewType },
    });
  });

  it('is protected: point-in-time recovery, deletion protection, retained with the stack gone', () => {
    data.hasResource('AWS::DynamoDB::Table', {
      Properties: {
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        DeletionProtectionEnabled: true,
      },
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
    });
  });
});
