/**
 * Staff: invitations by e-mail (unique per restaurant) that become memberships when the invitee signs in.
 * A row is Pending while it has no userId, Active once attached (SPEC.md 4).
 */
import { randomUUID } from 'node:crypto';
import type { EntityItem } from 'electrodb';
import type { StaffMember } from '../../../shared/api';
import { nowIso } from '../db/attributes';
import { db } from '../db/client';
import { conditionFailedAt, isConditionFailure } from '../db/conditions';
import { uniqueKeys } from '../db/entities/uniqueness';
import { ConflictError, NotFoundError } from '../errors';

type StaffItem = EntityItem<typeof db.entities.staff>;
export type StaffRole = StaffItem['role'];

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function toStaffMember(item: StaffItem): StaffMember {
  return {
    id: item.staffId,
    restaurantId: item.restaurantId,
    userId: item.userId ?? null,
    email: item.email,
    role: item.role,
    invitedAt: item.invitedAt,
    joinedAt: item.joinedAt ?? null,
    createdBy: item.createdBy,
  };
}

const notFound = () => new NotFoundError('Staff member not found');

export const Staff = {
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

  async invite(input: { restaurantId: string; email: string; role: StaffRole; createdBy: string }): Promise<StaffMember> {
    const email = normalizeEmail(input.email);
    const staffId = randomUUID();
    const row = { restaurantId: input.restaurantId, staffId, email, role: input.role, createdBy: input.createdBy, invitedAt: nowIso() };
    const result = await db.transaction
      .write(({ uniqueness, staff }) => [
        uniqueness.create({ ...uniqueKeys.staffEmail(input.restaurantId, email), claimedBy: staffId }).commit(),
        staff.create(row).commit(),
      ])
      .go();
    if (conditionFailedAt(result, 0)) throw new ConflictError('This email has already been invited', 'staff_exists');
    if (result.canceled) throw new ConflictError('The team changed meanwhile; please try again');
    return toStaffMember(row);
  },

  /**
   * At sign-in, every pending invitation to this (verified) e-mail gets the user and a join time.
   * Each attach is conditional on the row still being pending, so a repeated or concurrent call counts it once.
   */
  async attachPendingInvites(userId: string, email: string): Promise<number> {
    const { data } = await db.entities.staff.query.byEmail({ email: normalizeEmail(email) }).go({ pages: 'all' });
    const pending = data.filter((row) => !row.userId);
    const joinedAt = nowIso();
    const attached = await Promise.all(
      pending.map(async (row) => {
        const result = await db.entities.staff
          .patch({ restaurantId: row.restaurantId, staffId: row.staffId })
          .set({ userId, joinedAt })
          .where((a, { notExists }) => notExists(a.userId))
          .go({ returnOnConditionCheckFailure: true });
        return result.rejected ? 0 : 1;
      }),
    );
    return attached.reduce<number>((sum, n) => sum + n, 0);
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

  /** Removes the row and frees its e-mail for a new invitation. */
  async remove(restaurantId: string, staffId: string): Promise<void> {
    const { data: row } = await db.entities.staff.get({ restaurantId, staffId }).go({ consistent: true });
    if (!row) throw notFound();
    const result = await db.transaction
      .write(({ uniqueness, staff }) => [
        staff.delete({ restaurantId, staffId }).where((a, { exists }) => exists(a.staffId)).commit(),
        uniqueness.delete(uniqueKeys.staffEmail(restaurantId, row.email)).commit(),
      ])
      .go();
    if (conditionFailedAt(result, 0)) throw notFound();
    if (result.canceled) throw new ConflictError('The team changed meanwhile; please try again');
  },
};
