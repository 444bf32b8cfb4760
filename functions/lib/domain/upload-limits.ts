/**
 * The quota of upload forms (RATE_LIMITS.uploads), logos and menu photos together, taken before a form is signed:
 * per restaurant and per person (the acting user, whichever restaurant they act for). Both in one transaction: a
 * refused request uses up nothing.
 */
import type { Db } from '../db/service';
import { RateLimitedError } from '../errors';
import { RATE_LIMITS, createRateLimits, type LimitCheck } from './rate-limits';

const LIMITS = RATE_LIMITS.uploads;

export const UPLOAD_LIMIT_MESSAGE = 'Too many uploads started in the last few minutes. Please wait a few minutes and try again.';

export async function admitUploadForm(db: Db, input: { restaurantId: string; userId: string }): Promise<void> {
  const checks: LimitCheck[] = [
    { kind: 'counter', key: `upload#${input.restaurantId}`, ...LIMITS.perRestaurant },
    { kind: 'counter', key: `upload#user#${input.userId}`, ...LIMITS.perPerson },
  ];
  const taken = await createRateLimits(db).take(input.restaurantId, checks);
  if (!taken.taken) throw new RateLimitedError(UPLOAD_LIMIT_MESSAGE, 'too_many_uploads');
}
