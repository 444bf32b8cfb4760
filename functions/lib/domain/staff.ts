/**
 * Staff: invitations by e-mail (unique per restaurant) that become memberships when the invitee accepts them.
 * A row is Pending while it has no userId, Active once attached (SPEC.md 4).
 *
 * An e-mail address alone never grants a role: an invitation is accepted only with the secret token of its link
 * (single use, expiring; only its SHA-256 is stored), by a signed-in user whose VERIFIED e-mail is the invited one.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { EntityItem } from 'electrodb';
import { staffMemberSchema, type StaffMember } from '../../../shared/api';
import { nowIso } from '../db/attributes';
import type { Db } from '../db/service';
import { shape } from '../db/shape';
import { conditionFailedAt, isConditionFailure } from '../db/conditions';
import { uniqueKeys } from '../db/entities/uniqueness';
import { AppError, ConflictError, ForbiddenError, NotFoundError } from '../errors';

type StaffItem = EntityItem<Db['entities']['staff']>;
export type StaffRole = StaffItem['role'];

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A member in its one shape (shared/api StaffMember): the schema leaves out the invitation's secret hash and expiry. */
export function toStaffMember(item: StaffItem): StaffMember {
  const optional = { userId: true, joinedAt: true, inviteTokenHash: true, inviteExpiresAt: true } as const;
  return staffMemberSchema.parse(shape(item, optional, 'staffId'));
}

const notFound = () => new NotFoundError('Staff member not found');

/** How long an invitation link works; the owner can resend one that ran out. */
export const INVITE_VALID_DAYS = 7;

/** A new invitation secret (for the link) and what is stored of it. */
function newInviteToken(): { token: string; tokenHash: string; expiresAt: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashInviteToken(token), expiresAt: new Date(Date.now() + INVITE_VALID_DAYS * 86_400_000).toISOString() };
}

export function hashInviteToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const invalidInvite = () =>
  new NotFoundError('This invitation link is not valid or was already used. Ask the restaurant owner to send a new one.', 'invite_invalid');

export interface InviteAcceptance {
  userId: string;
  email: string;
  emailVerified: boolean;
  inviteToken: string;
}

/** An invitation as it was made: the row and the secret for its link (shown once, never stored). */
export interface Invitation {
  member: StaffMember;
  inviteToken: string;
}

/** Runs before an invitation is written and mailed, with the invited address; throws to refuse it. */
export type Admit = (email: string) => Promise<void>;

export function createStaff(db: Db) {
  return {
    /** The team list, newest invitation first. */
    async listByRestaurant(restaurantId: string): Promise<StaffMember[]> {
      const { data } = await db.entities.staff.query.byRestaurant({ restaurantId }).go({ order: 'desc', pages: 'all' });
      return data.map(toStaffMember);
    },

    /** The restaurants a user has joined (pending invitations are not memberships). */
    async listByUser(userId: string): Promise<StaffMember[]> {
      const { data } = await db.entities.staff.query.byUser({ userId }).go({ pages: 'all' });
      return data.map(toStaffMember);
    },

    async get(restaurantId: string, staffId: string): Promise<StaffMember | null> {
      const { data } = await db.entities.staff.get({ restaurantId, staffId }).go();
      return data ? toStaffMember(data) : null;
    },

    /**
     * `ownerEmail`: the restaurant owner's own address, which cannot be invited (the owner is not staff). `admit`, when
     * given, runs once the request is valid and before anything is written (the mail limits: it throws to refuse).
     */
    async invite(
      input: { restaurantId: string; email: string; role: StaffRole; createdBy: string; ownerEmail?: string },
      admit?: Admit,
    ): Promise<Invitation> {
      const email = normalizeEmail(input.email);
      if (input.ownerEmail !== undefined && normalizeEmail(input.ownerEmail) === email) {
        throw new AppError(400, 'staff_is_owner', "You can't invite yourself: you already own this restaurant.");
      }
      await admit?.(email);
      const staffId = randomUUID();
      const secret = newInviteToken();
      const row = {
        restaurantId: input.restaurantId,
        staffId,
        email,
        role: input.role,
        createdBy: input.createdBy,
        invitedAt: nowIso(),
        inviteTokenHash: secret.tokenHash,
        inviteExpiresAt: secret.expiresAt,
      };
      const result = await db.transaction
        .write(({ uniqueness, staff }) => [
          uniqueness.create({ ...uniqueKeys.staffEmail(input.restaurantId, email), claimedBy: staffId }).commit(),
          uniqueness.create({ ...uniqueKeys.staffInviteToken(secret.tokenHash), claimedBy: `${input.restaurantId}#${staffId}` }).commit(),
          staff.create(row).commit(),
        ])
        .go();
      if (conditionFailedAt(result, 0)) throw new ConflictError('This email has already been invited', 'staff_exists');
      if (result.canceled) throw new ConflictError('The team changed meanwhile; please try again');
      return { member: toStaffMember(row), inviteToken: secret.token };
    },

    /** A new link for a pending invitation (resend): the old link stops working. `admit` as for `invite`. */
    async renewInvite(restaurantId: string, staffId: string, admit?: Admit): Promise<Invitation> {
      const { data: row } = await db.entities.staff.get({ restaurantId, staffId }).go({ consistent: true });
      if (!row) throw notFound();
      if (row.userId) throw new ConflictError('This person has already joined the team', 'staff_joined');
      await admit?.(row.email);
      const secret = newInviteToken();
      const result = await db.transaction
        .write(({ uniqueness, staff }) => [
          staff
            .patch({ restaurantId, staffId })
            .set({ inviteTokenHash: secret.tokenHash, inviteExpiresAt: secret.expiresAt })
            .where((a, { notExists }) => notExists(a.userId))
            .commit(),
          uniqueness.create({ ...uniqueKeys.staffInviteToken(secret.tokenHash), claimedBy: `${restaurantId}#${staffId}` }).commit(),
          ...(row.inviteTokenHash ? [uniqueness.delete(uniqueKeys.staffInviteToken(row.inviteTokenHash)).commit()] : []),
        ])
        .go();
      if (result.canceled) throw new ConflictError('The team changed meanwhile; please try again');
      return { member: toStaffMember(row), inviteToken: secret.token };
    },

    /**
     * The invitee opens the link signed in: the row named by the token becomes their membership, once. Refused for an
     * unverified e-mail, an e-mail other than the invited one, an unknown, used or expired token.
     */
    async acceptInvite(input: InviteAcceptance): Promise<{ restaurantId: string; role: StaffRole }> {
      if (!input.emailVerified) {
        throw new ForbiddenError('Please verify your e-mail address before accepting an invitation.');
      }
      const tokenHash = hashInviteToken(input.inviteToken);
      const { data: claim } = await db.entities.uniqueness.get(uniqueKeys.staffInviteToken(tokenHash)).go({ consistent: true });
      if (!claim) throw invalidInvite();
      const [restaurantId = '', staffId = ''] = claim.claimedBy.split('#');
      const { data: row } = await db.entities.staff.get({ restaurantId, staffId }).go({ consistent: true });
      if (!row || row.userId || row.inviteTokenHash !== tokenHash) throw invalidInvite();
      if (!row.inviteExpiresAt || Date.parse(row.inviteExpiresAt) <= Date.now()) {
        throw new AppError(410, 'invite_expired', 'This invitation has expired. Ask the restaurant owner to send a new one.');
      }
      if (normalizeEmail(input.email) !== row.email) {
        throw new AppError(
          403,
          'invite_email_mismatch',
          'This invitation was sent to a different e-mail address. Sign in with the invited address to accept it.',
        );
      }
      const result = await db.transaction
        .write(({ uniqueness, staff }) => [
          staff
            .patch({ restaurantId, staffId })
            .set({ userId: input.userId, joinedAt: nowIso() })
            .remove(['inviteTokenHash', 'inviteExpiresAt'])
            .where((a, { notExists, eq }) => `${notExists(a.userId)} AND ${eq(a.inviteTokenHash, tokenHash)}`)
            .commit(),
          uniqueness.delete(uniqueKeys.staffInviteToken(tokenHash)).commit(),
        ])
        .go();
      // Someone accepted it (or it was resent) in the same moment.
      if (result.canceled) throw invalidInvite();
      return { restaurantId, role: row.role };
    },

    async updateRole(restaurantId: string, staffId: string, role: StaffRole): Promise<StaffMember> {
      try {
        const { data } = await db.entities.staff.patch({ restaurantId, staffId }).set({ role }).go({ response: 'all_new' });
        return toStaffMember(data);
      } catch (error) {
        if (isConditionFailure(error)) throw notFound();
        throw error;
      }
    },

    /** Removes the row and frees its e-mail for a new invitation; answers the member as it was. */
    async remove(restaurantId: string, staffId: string): Promise<StaffMember> {
      const { data: row } = await db.entities.staff.get({ restaurantId, staffId }).go({ consistent: true });
      if (!row) throw notFound();
      const result = await db.transaction
        .write(({ uniqueness, staff }) => [
          staff.delete({ restaurantId, staffId }).where((a, { exists }) => exists(a.staffId)).commit(),
          uniqueness.delete(uniqueKeys.staffEmail(restaurantId, row.email)).commit(),
          ...(row.inviteTokenHash ? [uniqueness.delete(uniqueKeys.staffInviteToken(row.inviteTokenHash)).commit()] : []),
        ])
        .go();
      if (conditionFailedAt(result, 0)) throw notFound();
      if (result.canceled) throw new ConflictError('The team changed meanwhile; please try again');
      return toStaffMember(row);
    },
  };
}

export type Staff = ReturnType<typeof createStaff>;
