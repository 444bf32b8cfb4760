/**
 * The restaurant's setting of when a table pays (issue 29 item 1), through the HTTP API: a restaurant that never set
 * it pays first with 2 hours; the owner sets pay at the end with 90 minutes and reads it back; the diner's phone
 * reads it from the public restaurant; bad values are a 400 naming the field; only the owner may change it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { PublicMenu, PublicRestaurant, Restaurant } from '../../../shared/api';
import { Staff } from '../../../functions/lib/composition';
import { api } from '../../support/api';
import { createUser, type TestUser } from '../../support/users';
import { ownerWithRestaurant, staffOf, type Owner } from './support';

type Answer = Restaurant & { error?: { message: string; fields?: Record<string, string> } };

let owner: Owner;
const patch = (body: unknown, token = owner.user.idToken) => api<Answer>('PATCH', owner.base, { token, body });
const read = () => api<Restaurant>('GET', owner.base, { token: owner.user.idToken });
const publicInfo = () => api<PublicRestaurant>('GET', `/functions/v1/restaurant-public-info?restaurant_id=${owner.restaurant.id}`);

/** A signed-in manager of the owner's restaurant (invited as one, attached as the web app does). */
async function managerOf(of: Owner): Promise<TestUser> {
  const user = await createUser();
  const { inviteToken } = await Staff.invite({ restaurantId: of.restaurant.id, email: user.email, role: 'manager', createdBy: of.user.userId });
  const res = await api('POST', '/functions/v1/auth-attach-staff', { token: user.idToken, body: { inviteToken } });
  if (res.status !== 200) throw new Error(`attach-staff answered ${res.status}: ${JSON.stringify(res.body)}`);
  return user;
}

beforeAll(async () => {
  owner = await ownerWithRestaurant({ name: 'Tab House' });
});

describe('when a table pays, the restaurant setting', () => {
  it('is pay first with 2 hours for a restaurant that never set it, for the owner and the diner', async () => {
    expect(owner.restaurant).toMatchObject({ tablePayment: 'pay_first', tabChargeAfterMinutes: 120 });
    expect((await read()).body).toMatchObject({ tablePayment: 'pay_first', tabChargeAfterMinutes: 120 });
    const pub = await publicInfo();
    expect(pub.status).toBe(200);
    expect(pub.body).toMatchObject({ tablePayment: 'pay_first', tabChargeAfterMinutes: 120 });
  });

  it('the owner sets pay at the end after 90 minutes: read back, and the diner’s phone learns it', async () => {
    const res = await patch({ tablePayment: 'pay_at_end', tabChargeAfterMinutes: 90 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ tablePayment: 'pay_at_end', tabChargeAfterMinutes: 90 });
    expect((await read()).body).toMatchObject({ tablePayment: 'pay_at_end', tabChargeAfterMinutes: 90 });

    const pub = await publicInfo();
    expect(pub.body).toMatchObject({ tablePayment: 'pay_at_end', tabChargeAfterMinutes: 90 });
    const menu = await api<PublicMenu>('GET', `/functions/v1/menu-public?restaurant_id=${owner.restaurant.id}`);
    expect(menu.status, JSON.stringify(menu.body)).toBe(200);
    expect(menu.body.restaurant).toMatchObject({ tablePayment: 'pay_at_end', tabChargeAfterMinutes: 90 });

    // The mode alone keeps the minutes.
    const chooses = await patch({ tablePayment: 'table_chooses' });
    expect(chooses.body).toMatchObject({ tablePayment: 'table_chooses', tabChargeAfterMinutes: 90 });
  });

  it('refuses an unknown mode and minutes outside 30 to 720 or not whole, with 400 naming the field, changing nothing', async () => {
    const cases: [unknown, string, string][] = [
      [{ tablePayment: 'pay_later' }, 'tablePayment', 'Table payment must be one of pay_first, pay_at_end, table_chooses'],
      [{ tablePayment: 'pay_at_end', tabChargeAfterMinutes: 29 }, 'tabChargeAfterMinutes', 'whole number of minutes from 30 to 720'],
      [{ tabChargeAfterMinutes: 721 }, 'tabChargeAfterMinutes', 'whole number of minutes from 30 to 720'],
      [{ tabChargeAfterMinutes: 90.5 }, 'tabChargeAfterMinutes', 'whole number of minutes from 30 to 720'],
      [{ tabChargeAfterMinutes: '90' }, 'tabChargeAfterMinutes', 'whole number of minutes from 30 to 720'],
    ];
    for (const [body, field, words] of cases) {
      const res = await patch(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.error?.fields ?? {}), JSON.stringify(res.body)).toContain(field);
      expect(res.body.error?.fields?.[field]).toContain(words);
    }
    expect((await read()).body).toMatchObject({ tablePayment: 'table_chooses', tabChargeAfterMinutes: 90 });
  });

  it('is the owner’s to change: a staff member and a manager get 403, and the setting stays', async () => {
    for (const member of [await staffOf(owner), await managerOf(owner)]) {
      const res = await patch({ tablePayment: 'pay_first' }, member.idToken);
      expect(res.status).toBe(403);
    }
    expect((await publicInfo()).body).toMatchObject({ tablePayment: 'table_chooses', tabChargeAfterMinutes: 90 });
  });
});
