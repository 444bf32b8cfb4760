/**
 * Two restaurants with real signed-in people: owner A, a staff member and a manager of A, owner B.
 * Made through the same API calls the web app makes at sign-in.
 */
import { createUser, type TestUser } from '../../support/users';
import { api } from '../../support/api';
import { Staff } from '../../../functions/lib/composition';
import type { Restaurant } from '../../../shared/api';
import { makeMenu, type MenuFixture } from './menu-fixture';

export interface Fixtures {
  ownerA: TestUser;
  ownerB: TestUser;
  staffA: TestUser;
  managerA: TestUser;
  restaurantA: Restaurant;
  restaurantB: Restaurant;
  /** Restaurant A's menu (charges enabled through a sandbox account). */
  menuA: MenuFixture;
  /** Restaurant B's menu: for requests that mix in another restaurant's items. */
  menuB: MenuFixture;
}

async function ownerWithRestaurant(): Promise<{ owner: TestUser; restaurant: Restaurant }> {
  const owner = await createUser();
  const res = await api<{ restaurant: Restaurant }>('POST', '/api/v1/restaurants', { token: owner.idToken, body: {} });
  if (res.status !== 201) throw new Error(`restaurant-ensure answered ${res.status}: ${JSON.stringify(res.body)}`);
  return { owner, restaurant: res.body.restaurant };
}

export async function joinedMember(restaurantId: string, createdBy: string, role: 'staff' | 'manager'): Promise<TestUser> {
  const user = await createUser();
  const { inviteToken } = await Staff.invite({ restaurantId, email: user.email, role, createdBy });
  const res = await api<{ attached: number }>('POST', '/functions/v1/auth-attach-staff', { token: user.idToken, body: { inviteToken } });
  if (res.status !== 200 || res.body.attached !== 1) throw new Error(`attach-staff answered ${res.status}: ${JSON.stringify(res.body)}`);
  return user;
}

export async function makeFixtures(): Promise<Fixtures> {
  const [a, b] = await Promise.all([ownerWithRestaurant(), ownerWithRestaurant()]);
  const [staffA, managerA] = await Promise.all([
    joinedMember(a.restaurant.id, a.owner.userId, 'staff'),
    joinedMember(a.restaurant.id, a.owner.userId, 'manager'),
  ]);
  const [menuA, menuB] = await Promise.all([makeMenu(a.restaurant.id), makeMenu(b.restaurant.id)]);
  return { ownerA: a.owner, ownerB: b.owner, staffA, managerA, restaurantA: a.restaurant, restaurantB: b.restaurant, menuA, menuB };
}

export function pathFor(template: string, restaurantId: string): string {
  return template.replace('{restaurantId}', restaurantId);
}
