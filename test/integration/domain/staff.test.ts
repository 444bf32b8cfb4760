import { describe, expect, it } from 'vitest';
import { Restaurants } from '../../../functions/lib/domain/restaurants';
import { Staff } from '../../../functions/lib/domain/staff';
import { ConflictError, NotFoundError } from '../../../functions/lib/errors';
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
    const invited = await Staff.invite({ restaurantId, email: `  ${email.toUpperCase()} `, role: 'manager', createdBy: ownerId });
    expect(invited).toMatchObject({ restaurantId, email, role: 'manager', userId: null, joinedAt: null, createdBy: ownerId });
    expect(await Staff.get(restaurantId, invited.id)).toEqual(invited);
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
    await expect(Staff.invite({ restaurantId: b.restaurantId, email, role: 'staff', createdBy: b.ownerId })).resolves.toMatchObject({ email });
  });

  it('lists the team newest invitation first', async () => {
    const { ownerId, restaurantId } = await newRestaurant();
    const first = await Staff.invite({ restaurantId, email: uniqueEmail(), role: 'staff', createdBy: ownerId });
    await new Promise((r) => setTimeout(r, 5));
    const second = await Staff.invite({ restaurantId, email: uniqueEmail(), role: 'staff', createdBy: ownerId });
    expect((await Staff.listByRestaurant(restaurantId)).map((s) => s.id)).toEqual([second.id, first.id]);
  });
});

describe('Staff.attachPendingInvites', () => {
  it('attaches every pending invitation to the e-mail, once', async () => {
    const a = await newRestaurant();
    const b = await newRestaurant();
    const email = uniqueEmail();
    const userId = uniqueId('user');
    await Staff.invite({ restaurantId: a.restaurantId, email, role: 'staff', createdBy: a.ownerId });
    await Staff.invite({ restaurantId: b.restaurantId, email, role: 'manager', createdBy: b.ownerId });

    expect(await Staff.attachPendingInvites(userId, email.toUpperCase())).toBe(2);
    expect(await Staff.attachPendingInvites(userId, email)).toBe(0);

    const memberships = await Staff.listByUser(userId);
    expect(memberships.map((m) => m.restaurantId).sort()).toEqual([a.restaurantId, b.restaurantId].sort());
    for (const m of memberships) {
      expect(m.userId).toBe(userId);
      expect(m.joinedAt).not.toBeNull();
    }
  });

  it('never re-attaches a joined row to someone else with the same e-mail', async () => {
    const { ownerId, restaurantId } = await newRestaurant();
    const email = uniqueEmail();
    await Staff.invite({ restaurantId, email, role: 'staff', createdBy: ownerId });
    const [first, second] = await Promise.all([
      Staff.attachPendingInvites(uniqueId('user'), email),
      Staff.attachPendingInvites(uniqueId('user'), email),
    ]);
    expect(first + second).toBe(1);
  });
});

describe('Staff.updateRole and Staff.remove', () => {
  it('changes the role, and removing frees the e-mail for a new invitation', async () => {
    const { ownerId, restaurantId } = await newRestaurant();
    const email = uniqueEmail();
    const member = await Staff.invite({ restaurantId, email, role: 'staff', createdBy: ownerId });
    expect((await Staff.updateRole(restaurantId, member.id, 'manager')).role).toBe('manager');

    await Staff.remove(restaurantId, member.id);
    expect(await Staff.get(restaurantId, member.id)).toBeNull();
    await expect(Staff.remove(restaurantId, member.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(Staff.updateRole(restaurantId, member.id, 'staff')).rejects.toBeInstanceOf(NotFoundError);
    await expect(Staff.invite({ restaurantId, email, role: 'staff', createdBy: ownerId })).resolves.toMatchObject({ email });
  });
});
