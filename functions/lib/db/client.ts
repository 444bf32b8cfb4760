/**
 * The one DynamoDB document client and ElectroDB service of a function, created once at module load (cold start)
 * and reused by every invocation.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../config';
import { createService } from './service';

export const documentClient = DynamoDBDocumentClient.from(
  new DynamoDBClient({ region: config.region, ...(config.dynamoEndpoint ? { endpoint: config.dynamoEndpoint } : {}) }),
  { marshallOptions: { removeUndefinedValues: true } },
);

export const db = createService({ client: documentClient, table: config.tableName });
