/**
 * Paid orders nobody started (issue 30 item 1), against the local stack: the owner's two limits through the API
 * (defaults, bad values a 400 naming the field, the pair's order, owner only), and the sweep that mails the owner and
 * the managers who joined once per order, into the SES emulator's inbox: one mail listing the late orders, nothing
 * more on a second sweep or a retry, nothing about a started order, a restaurant mailed at most once per window.
 * Time moves by the sweep's `now` parameter: no sleeping.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order, Restaurant } from '../../../shared/api';
import { ESCALATION_MAIL_GAP_MINUTES } from '../../../shared/order-escalation';
import { db, Orders } from '../../../functions/lib/composition';
import { escalateWaitingOrders } from '../../../functions/lib/domain/orders/escalation';
import { payOrder } from '../../../functions/lib/domain/orders/pay';
import { mailer } from '../../../functions/lib/mail/configured';
import type { Mailer } from '../../../functions/lib/mail/mailer';
import { readLocalMail } from '../../../infra/local/ses';
import { api } from '../../support/api';
import { makeFixtures, type Fixtures } from '../http/fixtures';

type Answer = Restaurant & { error?: { message: string; fields?: Record<string, string> } };

let f: Fixtures;
const base = () => `/api/v1/restaurants/${f.restaurantA.id}`;
const patch = (body: unknown, token = f.ownerA.idToken) => api<Answer>('PATCH', base(), { token, body });
const deps = () => ({ mailer, siteUrl: 'https://tabletap.test' });
const minutes = (n: number) => n * 60_000;

beforeAll(async () => {
  f = await makeFixtures();
  // The owner's address is their profile's, written at sign-in as the web app does.
  const profile = await api('PUT', '/api/v1/me/profile', { token: f.ownerA.idToken, body: { fullName: 'Olga Owner' } });
  if (profile.status !== 200) throw new Error(`profile-upsert answered ${profile.status}`);
}, 60_000);

/** An order at table 9, paid by the payment's own write (orders/pay.ts), which puts it on the waiting list. */
async function paidOrder(restaurantId = f.restaurantA.id): Promise<Order> {
  const pending = await Orders.create(
    {
      attemptId: randomUUID(),
      orderCode: `E${randomUUID().slice(0, 5).toUpperCase()}`,
      restaurantId,
      tableLabel: '9',
      note: null,
      subtotalCents: 2000,
      taxCents: 160,
      tipCents: 0,
      totalCents: 2160,
      feeCents: 108,
    },
    [{ itemId: restaurantId === f.restaurantA.id ? f.menuA.plainItemId : f.menuB.plainItemId, itemName: 'Caesar Salad', qty: 1, unitPriceCents: 2000, lineTotalCents: 2000, options: [], removedIngredients: [], note: null }],
  );
  const paid = await payOrder(db, pending, [], 'UTC');
  if (paid.kind !== 'paid') throw new Error(`the payment's write answered ${paid.kind}`);
  return paid.order;
}
const mailFor = async (to: string, code: string) =>
  (await readLocalMail(process.env.SES_ENDPOINT!)).filter((m) => m.destination.to.includes(to) && (m.body.text ?? '').includes(`Order ${code},`));
/** The sweep at `at` (epoch ms), with its outcome for restaurant A. */
async function sweepAt(at: number, mail: Mailer = mailer) {
  const results = await escalateWaitingOrders(db, { ...deps(), mailer: mail }, at);
  return results.get(f.restaurantA.id) ?? null;
}
/** A restaurant's mail window taken by an earlier test is let go, so each test starts with it free. */
const freeWindow = () => db.entities.rateLimit.delete({ key: `escalation-mail#${f.restaurantA.id}` }).go();

describe("the owner's limits for paid orders nobody started", () => {
  it('are 5 and 15 minutes for a restaurant that never set them', async () => {
    expect(f.restaurantA).toMatchObject({ lateOrderMinutes: 5, escalateOrderMinutes: 15 });
  });

  it('are set by the owner and read back; one alone is checked against the saved other', async () => {
    const res = await patch({ lateOrderMinutes: 3, escalateOrderMinutes: 8 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ lateOrderMinutes: 3, escalateOrderMinutes: 8 });
    const tooLate = await patch({ lateOrderMinutes: 8 });
    expect(tooLate.status).toBe(400);
    expect(tooLate.body.error?.fields?.lateOrderMinutes).toBe('The e-mail limit must be more minutes than the late limit');
    const tooSoon = await patch({ escalateOrderMinutes: 2 });
    expect(tooSoon.status).toBe(400);
    expect(tooSoon.body.error?.fields?.escalateOrderMinutes).toBe('The e-mail limit must be more minutes than the late limit');
    expect((await patch({ escalateOrderMinutes: 15 })).body).toMatchObject({ lateOrderMinutes: 3, escalateOrderMinutes: 15 });
  });

  it('refuses minutes out of bounds, not whole or not numbers with a 400 naming the field, changing nothing', async () => {
    const cases: [unknown, string][] = [
      [{ lateOrderMinutes: 0 }, 'lateOrderMinutes'],
      [{ lateOrderMinutes: 31 }, 'lateOrderMinutes'],
      [{ lateOrderMinutes: 2.5 }, 'lateOrderMinutes'],
      [{ lateOrderMinutes: '5' }, 'lateOrderMinutes'],
      [{ escalateOrderMinutes: 121 }, 'escalateOrderMinutes'],
      [{ escalateOrderMinutes: null }, 'escalateOrderMinutes'],
      [{ lateOrderMinutes: 10, escalateOrderMinutes: 10 }, 'escalateOrderMinutes'],
    ];
    for (const [body, field] of cases) {
      const res = await patch(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.error?.fields ?? {}), JSON.stringify(res.body)).toContain(field);
    }
    const read = await api<Restaurant>('GET', base(), { token: f.ownerA.idToken });
    expect(read.body).toMatchObject({ lateOrderMinutes: 3, escalateOrderMinutes: 15 });
  });

  it('are the owner’s alone: a manager and a staff member get 403', async () => {
    for (const member of [f.managerA, f.staffA]) expect((await patch({ lateOrderMinutes: 10 }, member.idToken)).status).toBe(403);
  });
});

describe('the e-mail about paid orders nobody started', () => {
  it('goes once to the owner and the manager, listing the late orders, and never again for them', async () => {
    await freeWindow();
    const [late, started] = [await paidOrder(), await paidOrder()];
    await Orders.advanceTicket(f.restaurantA.id, started.id, 'paid', 'in_progress');
    const paidAt = Date.parse(late.paidAt!);

    // Before the e-mail limit (15 minutes): nothing.
    expect(await sweepAt(paidAt + minutes(14))).toBeNull();
    const result = await sweepAt(paidAt + minutes(16));
    expect(result).toMatchObject({ outcome: 'mailed', recipients: 2 });
    expect(result?.orderIds).toContain(late.id);
    expect(result?.orderIds).not.toContain(started.id);

    for (const to of [f.ownerA.email, f.managerA.email]) {
      const mails = await mailFor(to, late.orderCode);
      expect(mails, to).toHaveLength(1);
      expect(mails[0]!.subject).toMatch(/paid orders? (has|have) not been started/);
      expect(mails[0]!.body.text).toContain(`Order ${late.orderCode}, table 9: waiting 16 min`);
      expect(mails[0]!.body.text).not.toContain(`Order ${started.orderCode}`);
    }
    expect(await mailFor(f.staffA.email, late.orderCode)).toHaveLength(0);
    const stored = await db.entities.order.get({ orderId: late.id }).go();
    expect(stored.data?.escalatedAt).toBe(new Date(paidAt + minutes(16)).toISOString());

    // A second sweep, after the window: nothing more about this order.
    await freeWindow();
    const again = await sweepAt(paidAt + minutes(16 + ESCALATION_MAIL_GAP_MINUTES + 1));
    expect(again?.orderIds ?? []).not.toContain(late.id);
    for (const to of [f.ownerA.email, f.managerA.email]) expect(await mailFor(to, late.orderCode)).toHaveLength(1);
  });

  it('holds a late order while the restaurant was mailed minutes ago, then lists it in the next mail', async () => {
    await freeWindow();
    const first = await paidOrder();
    const paidAt = Date.parse(first.paidAt!);
    expect(await sweepAt(paidAt + minutes(16))).toMatchObject({ outcome: 'mailed' });
    const second = await paidOrder();
    const held = await sweepAt(Date.parse(second.paidAt!) + minutes(16));
    expect(held).toMatchObject({ outcome: 'held' });
    expect(held?.orderIds).toContain(second.id);
    expect(await mailFor(f.ownerA.email, second.orderCode)).toHaveLength(0);

    await freeWindow();
    expect(await sweepAt(Date.parse(second.paidAt!) + minutes(17))).toMatchObject({ outcome: 'mailed' });
    expect(await mailFor(f.ownerA.email, second.orderCode)).toHaveLength(1);
    expect(await mailFor(f.ownerA.email, first.orderCode)).toHaveLength(1);
  });

  it('gives the orders back when no mail could be sent, so a later sweep sends it', async () => {
    await freeWindow();
    const order = await paidOrder();
    const at = Date.parse(order.paidAt!) + minutes(16);
    const refusing: Mailer = { send: async () => ({ sent: false, reason: 'SES said no' }) };
    const failed = await sweepAt(at, refusing);
    expect(failed).toMatchObject({ outcome: 'not_sent', reason: 'SES said no' });
    expect(failed?.orderIds).toContain(order.id);
    expect((await db.entities.order.get({ orderId: order.id }).go()).data?.escalatedAt).toBeUndefined();

    // Not every minute: the restaurant's mail window stays taken, the order is held until it is over.
    expect(await sweepAt(at + minutes(1))).toMatchObject({ outcome: 'held', orderIds: expect.arrayContaining([order.id]) });
    await freeWindow();
    const retried = await sweepAt(at + minutes(11));
    expect(retried).toMatchObject({ outcome: 'mailed' });
    expect(await mailFor(f.ownerA.email, order.orderCode)).toHaveLength(1);
  });

  it('marks the late orders of a restaurant with nobody to tell (no owner profile, no manager) and lets them go', async () => {
    const order = await paidOrder(f.restaurantB.id);
    const results = await escalateWaitingOrders(db, deps(), Date.parse(order.paidAt!) + minutes(16));
    expect(results.get(f.restaurantB.id)).toMatchObject({ outcome: 'not_sent', reason: 'nobody to tell', orderIds: expect.arrayContaining([order.id]) });
    expect((await db.entities.orderWaiting.get({ orderId: order.id }).go()).data).toBeNull();
    expect((await db.entities.order.get({ orderId: order.id }).go()).data?.escalatedAt).toBeDefined();
  });

  it('finds late orders by the waiting list, which forgets started and unknown orders', async () => {
    await freeWindow();
    const order: Order = await paidOrder();
    await Orders.advanceTicket(f.restaurantA.id, order.id, 'paid', 'in_progress');
    await db.entities.orderWaiting.put({ orderId: `missing-${randomUUID()}`, restaurantId: f.restaurantA.id, paidAt: order.paidAt! }).go();
    expect((await db.entities.orderWaiting.get({ orderId: order.id }).go()).data).not.toBeNull();
    await sweepAt(Date.parse(order.paidAt!) + minutes(16));
    expect((await db.entities.orderWaiting.get({ orderId: order.id }).go()).data).toBeNull();
    const { data: left } = await db.entities.orderWaiting.query.byPaidAt({}).go({ pages: 'all' });
    expect(left.filter((entry) => entry.orderId.startsWith('missing-'))).toEqual([]);
  });
});
