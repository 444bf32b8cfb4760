import '../db/function-env';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { noteCall, SLOW_CALL_MS, watchAwsClient } from '../../../functions/lib/call-watch';
import { logger } from '../../../functions/lib/logger';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the outgoing-call log that replaced X-Ray in the functions', () => {
  it("logs a call the service failed (throttled, its own error, a 5xx) and not one the product's logic refused", () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    expect(noteCall({ service: 'DynamoDB', operation: 'Query', ms: 40, attempts: 3, error: 'ProvisionedThroughputExceededException' })).toBe(true);
    expect(noteCall({ service: 'Stripe', operation: 'POST /v1/refunds', ms: 300, attempts: 3, error: 'api_error', status: 503 })).toBe(true);
    expect(noteCall({ service: 'DynamoDB', operation: 'Put', ms: 12, attempts: 1, error: 'ConditionalCheckFailedException', status: 400 })).toBe(false);
    expect(noteCall({ service: 'Stripe', operation: 'POST /v1/payment_intents', ms: 500, error: 'card_error', status: 402 })).toBe(false);
    expect(noteCall({ service: 'S3', operation: 'PutObject', ms: 20 })).toBe(false);
    expect(warn.mock.calls).toEqual([
      ['Outgoing call failed', { call: { service: 'DynamoDB', operation: 'Query', ms: 40, attempts: 3, error: 'ProvisionedThroughputExceededException' } }],
      ['Outgoing call failed', { call: { service: 'Stripe', operation: 'POST /v1/refunds', ms: 300, attempts: 3, error: 'api_error', status: 503 } }],
    ]);
  });

  it('logs any call slower than SLOW_CALL_MS, whatever its outcome', () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    expect(noteCall({ service: 'SES', operation: 'SendEmail', ms: SLOW_CALL_MS + 250.4, attempts: 1 })).toBe(true);
    expect(warn).toHaveBeenCalledWith('Outgoing call was slow', { call: { service: 'SES', operation: 'SendEmail', ms: SLOW_CALL_MS + 250, attempts: 1 } });
  });

  it("watches every command of an AWS SDK client: the command's name, its attempts and the error's name", async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const client = DynamoDBDocumentClient.from(
      new DynamoDBClient({ region: 'us-east-1', maxAttempts: 1, credentials: { accessKeyId: 'a', secretAccessKey: 'b' } }),
    );
    watchAwsClient(client, 'DynamoDB');
    // DynamoDB's answers, made just before the request would leave (the watch sits at the start of the stack).
    client.middlewareStack.add(
      ((_next: unknown, context: { commandName?: string }) => async () => {
        if (context.commandName?.startsWith('Get')) return { output: { Item: { id: 'x' }, $metadata: { attempts: 1 } }, response: {} };
        throw Object.assign(new Error('Throughput exceeds the current capacity'), { name: 'ThrottlingException', $metadata: { attempts: 3, httpStatusCode: 400 } });
      }) as never,
      { step: 'build', name: 'answers' },
    );
    await expect(client.send(new GetCommand({ TableName: 't', Key: { id: 'x' } }))).resolves.toMatchObject({ Item: { id: 'x' } });
    await expect(client.send(new PutCommand({ TableName: 't', Item: { id: 'x' } }))).rejects.toThrow('Throughput exceeds');
    expect(warn).toHaveBeenCalledTimes(1);
    const [message, fields] = warn.mock.calls[0] as [string, { call: Record<string, unknown> }];
    expect(message).toBe('Outgoing call failed');
    expect(fields.call).toMatchObject({ service: 'DynamoDB', operation: expect.stringMatching(/^Put(Item)?$/), attempts: 3, error: 'ThrottlingException', status: 400 });
  });
});
