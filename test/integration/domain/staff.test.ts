import { describe, expect, it } from 'vitest';
import { db, Restaurants, Staff } from '../../../functions/lib/composition';
import { ConflictError, ForbiddenError, NotFoundError } from '../../../functions/lib/errors';
import { uniqueEmail, uniqueId } from './helpers';

async function newRestaurant() {
  const ownerId = uniqueId('owner');
  const { restaurant } = await Restaurants.ensureForOwner(ownerId);
  return { ownerId, restaurantId: restaurant.id };
}

describe('Staff.invite', () => {
  it('stores a pending invitation with the e-mail trimmed and lower-cased', async () => {
    const { ownerId, restaurantId } = await newRestaurant();
    const email = uniqueEmail();
    const { member: invited, inviteToken } = await Staff.invite({ restaurantId, email: `  ${email.toUpperCase()} `, role: 'manager', createdBy: ownerId });
    expect(invited).toMatchObject({ restaurantId, email, role: 'manager', userId: null, joinedAt: null, createdBy: ownerId });
    expect(await Staff.get(restaurantId, invited.id)).toEqual(invited);
    // The link's secret is stored only as its hash, with an expiry a week ahead.
    expect(inviteToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const { data: row } = await db.entities.staff.get({ restaurantId, staffId: invited.id }).go();
    expect(row?.inviteTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(inviteToken);
    expect(Date.parse(row!.inviteExpiresAt!) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
  });

  it('refuses a second invitation of the same e-mail to the same restaurant, in any case', async () => {
    const { ownerId, restaurantId } = await newRestaurant();
    const email = uniqueEmail();
    await Staff.invite({ restaurantId, email, role: 'staff', createdBy: ownerId });
    await expect(Staff.invite({ restaurantId, email: email.toUpperCase(), role: 'manager', createdBy: ownerId })).rejects.toBeInstanceOf(
      ConflictError,
    );
    expect(await Staff.listByRestaurant(restaurantId)).toHaveLength(1);
  });

  it('lets two restaurants invite the same person', async () => {
    const a = await newRestaurant();
    const b = await newRestaurant();
    const email = uniqueEmail();
    await Staff.invite({ restaurantId: a.restaurantId, email, role: 'staff', createdBy: a.ownerId });
    await expect(Staff.invite({ restaurantId: b.restaurantId, email, role: 'staff', createdBy: b.ownerId })).resolves.toMatchObject({ member: { email } });
  });

  it('lists the team newest invitation first', async () => {
    const { ownerId, restaurantId } = await newRestaurant();
    const { member: first } = await Staff.invite({ restaurantId, email: uniqueEmail(), role: 'staff', createdBy: ownerId });
    await new Promise((r) => setTimeout(r, 5));
    const { member: second } = await Staff.invite({ restaurantId, email: uniqueEmail(), role: 'staff', createdBy: ownerId });
    expect((await Staff.listByRestaurant(restaurantId)).map((s) => s.id)).toEqual([second.id, first.id]);
  });
});

describe('Staff.acceptInvite', () => {
  it("makes the invitation the user's membership, once: the link's token is single use", async () => {
    const { ownerId, restaurantId } = await newRestaurant();
    const email = uniqueEmail();
    const userId = uniqueId('user');
    const { inviteToken } = await Staff.invite({ restaurantId, email, role: 'manager', createdBy: ownerId });

    expect(await Staff.acceptInvite({ userId, email: email.toUpperCase(), emailVerified: true, inviteToken })).toEqual({ restaurantId, role: 'manager' });
    const [membership] = await Staff.listByUser(userId);
    expect(membership).toMatchObject({ restaurantId, userId, role: 'manager' });
    expect(membership!.joinedAt).not.toBeNull();

    await expect(Staff.acceptInvite({ userId: uniqueId('user'), email, emailVerified: true, inviteToken })).rejects.toMatchObject({
      status: 404,
      code: 'invite_invalid',
    });
  });

  it('refuses an unverified e-mail, another e-mail, a made-up token and an expired one, and attaches nothing', async () => {
    const { ownerId, restaurantId } = await newRestaurant();
    const email = uniqueEmail();
    const { member, inviteToken } = await Staff.invite({ restaurantId, email, role: 'staff', createdBy: ownerId });
    const userId = uniqueId('user');

    await expect(Staff.acceptInvite({ userId, email, emailVerified: false, inviteToken })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(Staff.acceptInvite({ userId, email: uniqueEmail(), emailVerified: true, inviteToken })).rejects.toMatchObject({
      status: 403,
      code: 'invite_email_mismatch',
    });
    await expect(Staff.acceptInvite({ userId, email, emailVerified: true, inviteToken: 'A'.repeat(43) })).rejects.toMatchObject({ status: 404 });

    await db.entities.staff.patch({ restaurantId, staffId: member.id }).set({ inviteExpiresAt: new Date(Date.now() - 1000).toISOString() }).go();
    await expect(Staff.acceptInvite({ userId, email, emailVerified: true, inviteToken })).rejects.toMatchObject({ status: 410, code: 'invite_expired' });
    expect(await Staff.listByUser(userId)).toEqual([]);
    expect((await Staff.get(restaurantId, member.id))?.userId).toBeNull();
  });

  it('two people opening the same link at once: exactly one joins', async () => {
    const { ownerId, restaurantId } = await newRestaurant();
    const email = uniqueEmail();
    const { inviteToken } = await Staff.invite({ restaurantId, email, role: 'staff', createdBy: ownerId });
    const results = await Promise.allSettled([
      Staff.acceptInvite({ userId: uniqueId('user'), email, emailVerified: true, inviteToken }),
      Staff.acceptInvite({ userId: uniqueId('user'), email, emailVerified: true, inviteToken }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });

  it('a resent invitation has a new link, and the old one stops working', async () => {
    const { ownerId, restaurantId } = await newRestaurant();
    const email = uniqueEmail();
    const first = await Staff.invite({ restaurantId, email, role: 'staff', createdBy: ownerId });
    const again = await Staff.renewInvite(restaurantId, first.member.id);
    expect(again.inviteToken).not.toBe(first.inviteToken);
    const userId = uniqueId('user');
    await expect(Staff.acceptInvite({ userId, email, emailVerified: true, inviteToken: first.inviteToken })).rejects.toMatchObject({ status: 404 });
    await expect(Staff.acceptInvite({ userId, email, emailVerified: true, inviteToken: again.inviteToken })).resolves.toMatchObject({ restaurantId });
    await expect(Staff.renewInvite(restaurantId, first.member.id)).rejects.toBeInstanceOf(ConflictError);
  });
});

describe('Staff.updateRole and Staff.remove', () => {
  it('changes the role, and removing frees the e-mail for a new invitation', async () => {
    const { ownerId, restaurantId } = await newRestaurant();
    const email = uniqueEmail();
    const { member } = await Staff.invite({ restaurantId, email, role: 'staff', createdBy: ownerId });
    expect((await Staff.updateRole(restaurantId, member.id, 'manager')).role).toBe('manager');

    await Staff.remove(restaurantId, member.id);
    expect(await Staff.get(restaurantId, member.id)).toBeNull();
    await expect(Staff.remove(restaurantId, member.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(Staff.updateRole(restaurantId, member.id, 'staff')).rejects.toBeInstanceOf(NotFoundError);
    await expect(Staff.invite({ restaurantId, email, role: 'staff', createdBy: ownerId })).resolves.toMatchObject({ member: { email } });
  });
});
