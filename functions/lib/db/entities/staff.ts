/**
 * A restaurant_staff row: an invitation (pending while userId is empty) that becomes a membership when the invitee
 * opens the invitation link (its secret token; only the token's SHA-256 is stored) signed in with the invited,
 * verified e-mail address.
 *   primary  pk restaurantId  sk staffId
 *   gsi1     byRestaurant     pk restaurantId  sk invitedAt   (the team list, newest invitation first)
 *   gsi2     byUser           pk userId                       (sparse: joined members only; role lookups)
 *   gsi3     byEmail          pk email         sk restaurantId (pending invitations to attach at sign-in)
 */
import { Entity, type EntityConfiguration } from 'electrodb';
import { primaryIndex, secondaryIndex } from '../keys';
import { nowIso } from '../attributes';
import { STAFF_ROLES } from '../../../../shared/roles';

export const staffEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { service: 'tabletap', entity: 'staff', version: '1' },
      attributes: {
        restaurantId: { type: 'string', required: true, readOnly: true },
        staffId: { type: 'string', required: true, readOnly: true },
        userId: { type: 'string' },
        /** Trimmed and lower-cased before it gets here. */
        email: { type: 'string', required: true, readOnly: true },
        role: { type: STAFF_ROLES, required: true },
        invitedAt: { type: 'string', required: true, readOnly: true, default: nowIso },
        joinedAt: { type: 'string' },
        /** SHA-256 (hex) of the invitation link's secret; removed when the invitation is accepted. */
        inviteTokenHash: { type: 'string' },
        /** ISO time after which the invitation link no longer works (a resend makes a new one). */
        inviteExpiresAt: { type: 'string' },
        createdBy: { type: 'string', required: true, readOnly: true },
      },
      indexes: {
        byId: primaryIndex(['restaurantId'], ['staffId']),
        byRestaurant: secondaryIndex('gsi1', ['restaurantId'], ['invitedAt']),
        // No sort key: ElectroDB needs every composite of a sparse index on each write, and an invitation has no
        // userId yet. A user belongs to a handful of restaurants, so a filter on restaurantId is cheap.
        byUser: secondaryIndex('gsi2', ['userId'], [], {
          condition: (a) => typeof a.userId === 'string',
        }),
        byEmail: secondaryIndex('gsi3', ['email'], ['restaurantId']),
      },
    },
    config,
  );
