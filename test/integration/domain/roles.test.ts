import { describe, expect, it } from 'vitest';
import { Restaurants, Roles, Staff } from '../../../functions/lib/composition';
import { countQueries, uniqueEmail, uniqueId } from './helpers';

async function joined(restaurantId: string, ownerId: string, role: 'staff' | 'manager') {
  const userId = uniqueId('user');
  const email = uniqueEmail();
  const { inviteToken } = await Staff.invite({ restaurantId, email, role, createdBy: ownerId });
  await Staff.acceptInvite({ userId, email, emailVerified: true, inviteToken });
  return userId;
}

describe('Roles.resolve', () => {
  it('tells owner, manager, staff and none apart', async () => {
    const ownerId = uniqueId('owner');
    const { restaurant } = await Restaurants.ensureForOwner(ownerId);
    const managerId = await joined(restaurant.id, ownerId, 'manager');
    const staffId = await joined(restaurant.id, ownerId, 'staff');
    const other = await Restaurants.ensureForOwner(uniqueId('owner'));

    expect(await Roles.resolve(ownerId, restaurant.id)).toBe('owner');
    expect(await Roles.resolve(managerId, restaurant.id)).toBe('manager');
    expect(await Roles.resolve(staffId, restaurant.id)).toBe('staff');
    expect(await Roles.resolve(uniqueId('stranger'), restaurant.id)).toBe('none');
    // A member of one restaurant has no role in another, nor does its owner.
    expect(await Roles.resolve(managerId, other.restaurant.id)).toBe('none');
    expect(await Roles.resolve(ownerId, other.restaurant.id)).toBe('none');
  });

  it('gives no role for a pending invitation or an unknown restaurant', async () => {
    const ownerId = uniqueId('owner');
    const { restaurant } = await Restaurants.ensureForOwner(ownerId);
    await Staff.invite({ restaurantId: restaurant.id, email: uniqueEmail(), role: 'manager', createdBy: ownerId });
    expect(await Roles.resolve(uniqueId('user'), restaurant.id)).toBe('none');
    expect(await Roles.resolve(ownerId, uniqueId('no-such-restaurant'))).toBe('none');
  });

  it('uses at most two reads', async () => {
    const ownerId = uniqueId('owner');
    const { restaurant } = await Restaurants.ensureForOwner(ownerId);
    const staffId = await joined(restaurant.id, ownerId, 'staff');
    const { result, calls } = await countQueries(() => Roles.resolve(staffId, restaurant.id));
    expect(result).toBe('staff');
    expect(calls).toBeLessThanOrEqual(2);
  });
});

describe('Roles.memberships', () => {
  it('lists the owned restaurant first, then the staffed ones with their names', async () => {
    const userId = uniqueId('user');
    const { restaurant: owned } = await Restaurants.ensureForOwner(userId, { name: 'Mine' });
    const otherOwner = uniqueId('owner');
    const { restaurant: staffed } = await Restaurants.ensureForOwner(otherOwner, { name: 'Theirs' });
    const email = uniqueEmail();
    const { inviteToken } = await Staff.invite({ restaurantId: staffed.id, email, role: 'manager', createdBy: otherOwner });
    await Staff.acceptInvite({ userId, email, emailVerified: true, inviteToken });

    expect(await Roles.memberships(userId)).toEqual([
      { restaurantId: owned.id, restaurantName: 'Mine', role: 'owner' },
      { restaurantId: staffed.id, restaurantName: 'Theirs', role: 'manager' },
    ]);
    expect(await Roles.memberships(uniqueId('nobody'))).toEqual([]);
  });
});
