import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';

/** Work in progress (issue 13 item 1): renders a restaurant's menu pages when its menu changes. */
export async function handler(_event: DynamoDBStreamEvent | { rerender: 'all' }): Promise<DynamoDBBatchResponse | { rendered: number }> {
  return { batchItemFailures: [] };
}
