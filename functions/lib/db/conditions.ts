/**
 * How conditional writes and transactions report failure. A refused condition is an expected outcome
 * (a taken slug, a status already moved) that domain code turns into a 409 or 404, never a 500.
 */

/** True when DynamoDB refused a single write because its condition did not hold (ElectroDB wraps the SDK error). */
export function isConditionFailure(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if (e.name === 'ConditionalCheckFailedException') return true;
  }
  return false;
}

/** The part of an ElectroDB write-transaction result we read. */
export interface TransactionResult {
  canceled: boolean;
  data: ReadonlyArray<{ rejected: boolean; code?: string }>;
}

/** Whether the transaction's item at `index` (in the order written) was refused by its condition. */
export function conditionFailedAt(result: TransactionResult, index: number): boolean {
  return result.canceled && result.data[index]?.code === 'ConditionalCheckFailed';
}

/** A concurrent transaction touched the same item; retrying is safe. */
export function wasTransactionConflict(result: TransactionResult): boolean {
  return result.canceled && result.data.some((item) => item.code === 'TransactionConflict');
}
