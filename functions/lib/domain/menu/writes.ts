/** Small helpers the menu writers share. */
import { untilProcessed } from '../../db/batch';
import { isConditionFailure } from '../../db/conditions';
import { NotFoundError } from '../../errors';

/** A conditional update or delete of something that is not there answers 404 instead of creating it. */
export async function orNotFound<T>(write: Promise<T>, what: string): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFoundError(`${what} not found`);
    throw error;
  }
}

type Settable<T> = { [K in keyof T]: Exclude<T[K], null | undefined> };

/** Splits an edit where null means "clear this value" into the values to set and the attributes to remove. */
export function splitPatch<T extends object>(patch: T): { set: Partial<Settable<T>>; remove: (keyof T & string)[] } {
  const set: Partial<Settable<T>> = {};
  const remove: (keyof T & string)[] = [];
  for (const [key, value] of Object.entries(patch) as [keyof T & string, unknown][]) {
    if (value === null) remove.push(key);
    else if (value !== undefined) (set as Record<string, unknown>)[key] = value;
  }
  return { set, remove };
}

/** Deletes every key, retrying what DynamoDB leaves unprocessed. */
export async function deleteAll<K>(keys: K[], deleteBatch: (keys: K[]) => Promise<{ unprocessed: K[] }>): Promise<void> {
  if (keys.length > 0) await untilProcessed(keys, deleteBatch);
}
