/**
 * A claim on a unique value, written in the same transaction as the item that needs the value, so the
 * uniqueness holds under concurrency (DynamoDB has no unique constraints of its own).
 *   primary  pk kind, value
 * `claimedBy` names the item holding the claim (a restaurant id, a staff row id, an order id).
 */
import { Entity, type EntityConfiguration } from 'electrodb';
import { createdAtAttribute } from '../attributes';
import { primaryIndex } from '../keys';

export const UNIQUENESS_KINDS = ['restaurantOwner', 'restaurantSlug', 'staffEmail', 'checkoutAttempt', 'staffInviteToken', 'paymentIntent'] as const;
export type UniquenessKind = (typeof UNIQUENESS_KINDS)[number];

export const uniquenessEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { service: 'tabletap', entity: 'uniqueness', version: '1' },
      attributes: {
        kind: { type: UNIQUENESS_KINDS, required: true, readOnly: true },
        value: { type: 'string', required: true, readOnly: true },
        claimedBy: { type: 'string', required: true, readOnly: true },
        createdAt: createdAtAttribute,
      },
      indexes: {
        byValue: primaryIndex(['kind', 'value'], []),
      },
    },
    config,
  );

/** The claim keys, in one place so writers and releasers build them the same way. */
export const uniqueKeys = {
  restaurantOwner: (ownerId: string) => ({ kind: 'restaurantOwner' as const, value: ownerId }),
  restaurantSlug: (slug: string) => ({ kind: 'restaurantSlug' as const, value: slug }),
  staffEmail: (restaurantId: string, email: string) => ({ kind: 'staffEmail' as const, value: `${restaurantId}#${email}` }),
  /** A diner's checkout attempt (its idempotency key), per restaurant: the order the attempt made. */
  checkoutAttempt: (restaurantId: string, attemptId: string) => ({ kind: 'checkoutAttempt' as const, value: `${restaurantId}#${attemptId}` }),
  /** An invitation's secret, by its SHA-256: the staff row it opens. */
  staffInviteToken: (tokenHash: string) => ({ kind: 'staffInviteToken' as const, value: tokenHash }),
  /** A paid order's payment intent: the order a refund or a dispute event without our metadata belongs to. */
  paymentIntent: (paymentIntentId: string) => ({ kind: 'paymentIntent' as const, value: paymentIntentId }),
};
