/**
 * Sections and servers (issue 30 item 4), against the local stack: members choose (staff: their own) or are given
 * (by owners and managers) sections for the shift; a diner's call carries its reason and names the section's servers,
 * who hear it first, and when it reaches everyone; a tip is credited, in the payment's own write, to the members
 * serving the table's section when it is paid (split evenly, odd cents to the first), or to nobody; the tips report
 * adds the credits per member and day, and adds up to the tips paid. A webhook delivered twice credits once.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Restaurant, ServiceRequest, Shifts, TipsReport } from '../../../shared/api';
import { SECTION_FIRST_SECONDS } from '../../../shared/sections';
import { db, Orders, Profiles, Refunds } from '../../../functions/lib/composition';
import { paymentGateway } from '../../../functions/lib/payments/configured';
import { restaurantTimeZone } from '../../../functions/lib/domain/analytics/sales-writes';
import { addDays } from '../../../functions/lib/domain/analytics/time-zone';
import { shiftDay } from '../../../functions/lib/domain/sections';
import { api } from '../../support/api';
import { createUser, type TestUser } from '../../support/users';
import { joinedMember } from '../http/fixtures';
import { makeMenu } from '../http/menu-fixture';
import { createPayment, sampleCart, sessionIdOf, type PaymentRestaurant } from '../payments/support';
import { storedTable } from '../table-visits/support';
import { askForBill, openTabAt, payOnSandbox, payShare, setTablePayment, viewWhen } from '../table-visits/tab-support';
import { call, completeCheckout, sandboxPaidOrder } from './support';

let owner: TestUser;
let ana: TestUser;
let ben: TestUser;
let house: PaymentRestaurant;
const base = (rid: string) => `/api/v1/restaurants/${rid}`;

/** The member's user id, in the order a tip's odd cents go (the servers are sorted by it). */
const byId = (a: { userId: string }, b: { userId: string }) => (a.userId < b.userId ? -1 : 1);

beforeAll(async () => {
  owner = await createUser();
  const made = await api<{ restaurant: Restaurant }>('POST', '/api/v1/restaurants', { token: owner.idToken, body: {} });
  const rid = made.body.restaurant.id;
  house = { id: rid, name: made.body.restaurant.name, menu: await makeMenu(rid) };
  [ana, ben] = await Promise.all([joinedMember(rid, owner.userId, 'staff'), joinedMember(rid, owner.userId, 'staff')]);
  await Promise.all([
    Profiles.upsert({ id: owner.userId, email: owner.email, fullName: 'Olga Owner' }),
    Profiles.upsert({ id: ana!.userId, email: ana!.email, fullName: 'Ana Server' }),
    Profiles.upsert({ id: ben!.userId, email: ben!.email, fullName: 'Ben Server' }),
  ]);
  await storedTable(rid, 'P1', 'Patio');
  await storedTable(rid, 'P2', 'Patio');
  await storedTable(rid, 'B1', 'Bar');
  await storedTable(rid, 'B2', 'Bar');
  await storedTable(rid, '9');
}, 120_000);

const patioOf = (shifts: Shifts) => shifts.sections.find((s) => s.name === 'Patio')!;

const setShift = (as: TestUser, userId: string, sections: string[]) => call<Shifts & { error?: { code: string; message: string } }>('PUT', `${base(house.id)}/shifts/${userId}`, as.idToken, { sections });

const callWaiter = (table: string | null, reason: string | null = null) =>
  api<{ request: ServiceRequest; error?: { code: string } }>('POST', '/functions/v1/service-request', {
    body: { restaurant_id: house.id, table_number: table, message: null, reason },
    headers: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 200) + 1}` },
  });

describe('who serves which section today', () => {
  it('lets staff choose their own sections, and owners and managers anyone’s; refuses sections no table has', async () => {
    const mine = await setShift(ana, ana.userId, ['patio']);
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    // In the floor's order (these tables share a position, so by name: B1 first).
    expect(mine.body.sections).toEqual([
      { name: 'Bar', tables: 2, servers: [] },
      { name: 'Patio', tables: 2, servers: [{ userId: ana.userId, name: 'Ana Server' }] },
    ]);
    expect(mine.body.tablesWithoutSection).toBe(1);

    const someoneElse = await setShift(ana, ben.userId, ['Patio']);
    expect(someoneElse.status).toBe(403);
    expect(someoneElse.body.error?.message).toMatch(/only their own sections/);

    const given = await setShift(owner, ben.userId, ['Patio', 'Bar', 'BAR']);
    expect(given.status).toBe(200);
    expect(patioOf(given.body).servers).toEqual([{ userId: ana.userId, name: 'Ana Server' }, { userId: ben.userId, name: 'Ben Server' }].sort(byId));
    expect(given.body.team.find((m) => m.userId === ben.userId)).toMatchObject({ name: 'Ben Server', role: 'staff', sections: ['Bar', 'Patio'] });
    expect(given.body.team[0]).toMatchObject({ userId: owner.userId, name: 'Olga Owner', role: 'owner', sections: [] });

    const unknown = await setShift(owner, ben.userId, ['Kitchen']);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error?.code).toBe('unknown_section');
    const stranger = await setShift(owner, 'not-a-member', []);
    expect(stranger.status).toBe(404);

    const off = await setShift(owner, ben.userId, []);
    expect(off.body.team.find((m) => m.userId === ben.userId)!.sections).toEqual([]);
    const read = await call<Shifts>('GET', `${base(house.id)}/shifts`, ben.idToken);
    expect(patioOf(read.body).servers).toEqual([{ userId: ana.userId, name: 'Ana Server' }]);
  });
});

describe('a call for a waiter', () => {
  it('carries its reason and reaches the section’s servers first, everyone after a minute', async () => {
    await setShift(ana, ana.userId, ['Patio']);
    const bill = await callWaiter('p 1', 'bill');
    expect(bill.status, JSON.stringify(bill.body)).toBe(201);
    const request = bill.body.request;
    expect(request).toMatchObject({ tableNumber: 'p 1', reason: 'bill', section: 'Patio', servers: [{ userId: ana.userId, name: 'Ana Server' }] });
    expect(Date.parse(request.everyoneAt!) - Date.parse(request.createdAt)).toBe(SECTION_FIRST_SECONDS * 1000);

    // The staff's list says the same.
    const list = await call<{ requests: ServiceRequest[] }>('GET', `${base(house.id)}/service-requests?status=open`, ben.idToken);
    expect(list.body.requests.find((r) => r.id === request.id)).toMatchObject({ reason: 'bill', servers: [{ userId: ana.userId }] });
  });

  it('reaches everyone at once from a section nobody serves, a table without a section, or no table', async () => {
    const water = await callWaiter('B1', 'water');
    expect(water.body.request).toMatchObject({ reason: 'water', section: 'Bar', servers: [], everyoneAt: null });
    const help = await callWaiter('9', 'help');
    expect(help.body.request).toMatchObject({ reason: 'help', section: null, servers: [], everyoneAt: null });
    const none = await callWaiter(null);
    expect(none.body.request).toMatchObject({ reason: null, section: null, servers: [], everyoneAt: null });
  });

  it('does not count an assignment of an earlier shift day', async () => {
    await db.entities.sectionShift.put({ restaurantId: house.id, userId: ben.userId, name: 'Ben Server', day: '2000-01-01', sections: ['Bar'], setBy: owner.userId }).go();
    const allergy = await callWaiter('b 2', 'allergy');
    expect(allergy.status).toBe(201);
    expect(allergy.body.request).toMatchObject({ reason: 'allergy', section: 'Bar', servers: [], everyoneAt: null });
    const shifts = await readShifts(owner);
    expect(shifts.sections.find((s) => s.name === 'Bar')!.servers).toEqual([]);
    await setShift(owner, ben.userId, []);
  });

  it('refuses a reason it does not know', async () => {
    const odd = await callWaiter('P2', 'cake');
    expect(odd.status).toBe(400);
  });
});

async function readShifts(as: TestUser): Promise<Shifts> {
  return (await call<Shifts>('GET', `${base(house.id)}/shifts`, as.idToken)).body;
}

/** An order of the sample cart at `table` with `tip`, paid by the webhook. */
async function paidWithTip(table: string | null, tip: Record<string, unknown>) {
  const started = await createPayment(sampleCart(house, { tableLabel: table, tip: tip as never, attemptId: randomUUID() }));
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const checkout = { orderId: started.body.orderId, sessionId: sessionIdOf(started.body.url) };
  return { order: await completeCheckout(checkout), checkout };
}

describe('tips follow the server', () => {
  it('credits each tip to whoever served its section when it was paid, and the report adds up to the tips paid', async () => {
    await setShift(owner, ana.userId, ['Patio']);
    await setShift(owner, ben.userId, ['Patio']);

    const patio = await paidWithTip('P2', { kind: 'percent', percent: 18 });
    // The webhook again (Stripe retries): nothing more is credited.
    await completeCheckout(patio.checkout);
    const bar = await paidWithTip('B1', { kind: 'percent', percent: 15 });
    const noTable = await paidWithTip(null, { kind: 'custom', cents: 301 });
    const noTip = await paidWithTip('P1', { kind: 'none' });
    expect(noTip.order.tipCents).toBe(0);
    // Ana goes home: the next Patio tip is Ben's alone.
    await setShift(ana, ana.userId, []);
    const later = await paidWithTip('P1', { kind: 'custom', cents: 250 });

    // A bill paid in shares at a Patio table (issue 29): the payer's tip goes to Patio's server then (Ben).
    await setTablePayment(house.id, 'pay_at_end', 720);
    const { phones } = await openTabAt(house, ['Cy'], undefined, '', 'Patio');
    await askForBill(phones[0]!);
    const share = await payShare(phones[0]!, { kind: 'whole' }, { kind: 'percent', percent: 20 });
    expect(share.status, JSON.stringify(share.body)).toBe(200);
    await payOnSandbox(share.body.url);
    await viewWhen(phones[0]!, (v) => v.tab?.state === 'paid');
    const { data: payments } = await db.entities.tabPayment.query.byId({ sessionId: phones[0]!.sessionId }).go({ consistent: true });
    const shareTip = payments.find((p) => p.state === 'paid')!.tipCents;
    expect(shareTip).toBeGreaterThan(0);

    const tipOf = async (orderId: string) => (await Orders.get(orderId))!.tipCents;
    const patioTip = await tipOf(patio.order.id);
    const [first, second] = [ana, ben].sort(byId);
    const half = (k: number) => Math.floor(patioTip / 2) + (k < patioTip % 2 ? 1 : 0);
    const anaPart = half(first === ana ? 0 : 1);
    const benPart = half(first === ben ? 0 : 1) + (await tipOf(later.order.id)) + shareTip;
    const nobody = (await tipOf(bar.order.id)) + (await tipOf(noTable.order.id));
    expect(second).toBeDefined();

    const timeZone = await restaurantTimeZone(db, house.id);
    const today = shiftDay(Date.now(), timeZone);
    const query = `from=${addDays(today, -1)}&to=${addDays(today, 1)}`;
    const report = await call<TipsReport>('GET', `${base(house.id)}/tips?${query}`, owner.idToken);
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    const rows = report.body.rows.filter((r) => r.day === today);
    expect(rows.map((r) => [r.name, r.payments, r.tipsCents])).toEqual([
      ['Ana Server', 1, anaPart],
      ['Ben Server', 3, benPart],
      ['Not assigned (no server on the section)', 2, nobody],
    ]);
    // Every tip paid, counted once: the report's total is the sum of the tips of the paid orders and the share.
    const tipsPaid = patioTip + (await tipOf(bar.order.id)) + (await tipOf(noTable.order.id)) + (await tipOf(later.order.id)) + shareTip;
    expect(report.body.totalCents).toBe(tipsPaid);
    expect(report.body.rows.reduce((sum, r) => sum + r.tipsCents, 0)).toBe(tipsPaid);
    expect(report.body.everyone).toBe(true);

    // Staff see their own line only.
    const own = await call<TipsReport>('GET', `${base(house.id)}/tips?${query}`, ana.idToken);
    expect(own.body).toMatchObject({ everyone: false, totalCents: anaPart, rows: [{ userId: ana.userId, tipsCents: anaPart, payments: 1 }] });

    // A range the other way round, or too long, is refused with a message.
    const backwards = await call<{ error: { message: string } }>('GET', `${base(house.id)}/tips?from=${today}&to=${addDays(today, -2)}`, owner.idToken);
    expect(backwards.status).toBe(400);
    const tooLong = await call<{ error: { message: string } }>('GET', `${base(house.id)}/tips?from=${addDays(today, -200)}&to=${today}`, owner.idToken);
    expect(tooLong.status).toBe(400);
  }, 120_000);

  it('takes a refunded tip back from its servers, in proportion, on the refund’s day; the payment still counts once', async () => {
    await setShift(owner, ana.userId, ['Patio']);
    await setShift(owner, ben.userId, ['Patio']);
    const timeZone = await restaurantTimeZone(db, house.id);
    const today = shiftDay(Date.now(), timeZone);
    const todays = async () => {
      const report = await call<TipsReport>('GET', `${base(house.id)}/tips?from=${today}&to=${today}`, owner.idToken);
      return Object.fromEntries(report.body.rows.map((r) => [r.name, r])) as Record<string, { payments: number; tipsCents: number }>;
    };
    const order = await sandboxPaidOrder(house.id, [{ itemId: house.menu.plainItemId, qty: 3 }], { kind: 'percent', percent: 20 }, undefined, 'P1');
    const before = await todays();
    const back = Math.floor(order.tipCents / 2) + 1;
    const { refund } = await Refunds.request({ gateway: paymentGateway }, { restaurantId: house.id, orderId: order.id, userId: owner.userId, request: { kind: 'tip', amountCents: back, requestId: randomUUID(), reason: 'other' } });
    expect(refund).toMatchObject({ status: 'succeeded', tipCents: back });
    const after = await todays();
    const anaBack = before['Ana Server']!.tipsCents - after['Ana Server']!.tipsCents;
    const benBack = before['Ben Server']!.tipsCents - after['Ben Server']!.tipsCents;
    // The tip was split in halves: what goes back is split the same way, and adds up to the refund.
    expect(anaBack + benBack).toBe(back);
    expect(Math.abs(anaBack - benBack)).toBeLessThanOrEqual(1);
    expect(after['Ana Server']!.payments).toBe(before['Ana Server']!.payments);
    expect(after['Ben Server']!.payments).toBe(before['Ben Server']!.payments);
  }, 60_000);
});
