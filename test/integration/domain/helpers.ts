/** Helpers for the domain tests against DynamoDB Local: unique ids so tests never share data, and a query counter. */
import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { vi } from 'vitest';
import { documentClient } from '../../../functions/lib/composition';

export function uniqueId(prefix: string): string {
  return `${prefix}-${randomUUID()}`;
}

export function uniqueEmail(): string {
  return `${randomUUID()}@example.test`;
}

/** Counts the DynamoDB Query calls made while `action` runs. */
export async function countQueries<T>(action: () => Promise<T>): Promise<{ result: T; queries: number; calls: number }> {
  const send = vi.spyOn(documentClient, 'send');
  try {
    const result = await action();
    const commands = send.mock.calls.map(([command]) => command);
    return { result, queries: commands.filter((c) => c instanceof QueryCommand).length, calls: commands.length };
  } finally {
    send.mockRestore();
  }
}
