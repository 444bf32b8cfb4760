import { RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, StreamViewType, Table } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { table as tableDefinition } from '../table';

/** The single DynamoDB table, built from infra/table.ts (the definition the local runtime also uses). */
export class DataStack extends Stack {
  readonly table: Table;

  constructor(scope: Construct, id: string, props?: StackProps) {
    super(scope, id, props);
    this.table = new Table(this, 'Table', {
      partitionKey: { name: tableDefinition.partitionKey, type: AttributeType.STRING },
      sortKey: { name: tableDefinition.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: tableDefinition.timeToLiveAttribute,
      stream: StreamViewType[tableDefinition.streamViewType],
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      // Orders, restaurants and payouts outlive any stack: never delete them with it.
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const [indexName, keys] of Object.entries(tableDefinition.indexes)) {
      this.table.addGlobalSecondaryIndex({
        indexName,
        partitionKey: { name: keys.partitionKey, type: AttributeType.STRING },
        sortKey: { name: keys.sortKey, type: AttributeType.STRING },
        projectionType: ProjectionType.ALL,
      });
    }
  }
}
