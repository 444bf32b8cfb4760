/**
 * Paying at the end (issue 29) against the local stack and the sandbox gateway: the first round waits for a card to
 * be saved, later rounds go to the kitchen at once, the bill is asked for and paid once or split (evenly, by items
 * with a line shared by three), a share can't be paid twice, an abandoned share is taken over, and a tab left open is
 * charged to its card (the restaurant's time shortened by running the sweep as if that time had passed).
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order, TableSessionView } from '../../../shared/api';
import { platformFeeCents, tipCents } from '../../../shared/pricing';
import { db, TableSessions } from '../../../functions/lib/composition';
import { paymentGateway } from '../../../functions/lib/payments/configured';
import { restaurantWithMenu, type PaymentRestaurant } from '../payments/support';
import { changeCart, phoneAt, storedTable, type Phone } from './support';
import { askForBill, cancelShare, claim, openTabAt, orderOf, payOnSandbox, payShare, saveCard, sendRound, setTablePayment, TEST_CARDS, viewOf, viewWhen } from './tab-support';

let tabs: PaymentRestaurant;
let choosing: PaymentRestaurant;
beforeAll(async () => {
  [tabs, choosing] = await Promise.all([restaurantWithMenu('Tab House'), restaurantWithMenu('Choosy Diner')]);
  await Promise.all([setTablePayment(tabs.id, 'pay_at_end', 30), setTablePayment(choosing.id, 'table_chooses')]);
}, 60_000);

const billOf = (orders: Order[]) => orders.reduce((sum, o) => sum + o.subtotalCents + (o.taxIncluded ? 0 : o.taxCents), 0);

const openTab = (names: string[], card: string = TEST_CARDS.visa) => openTabAt(tabs, names, card);

describe('an open tab', () => {
  it('waits for a card on the first round, sends later rounds at once, and is paid once for both rounds with tax and tip', async () => {
    const table = await storedTable(tabs.id, `Tab ${randomUUID().slice(0, 4)}`);
    const { phone: ana, session } = await phoneAt(table, 'Ana');
    const { phone: ben } = await phoneAt(table, 'Ben');
    expect(session.tab).toMatchObject({ mode: 'pay_at_end', state: 'none', choosable: false });

    await changeCart(ana, { op: 'add', line: { itemId: tabs.menu.plainItemId, qty: 2 } });
    const first = await sendRound(ana);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.url).toContain('/sandbox/checkout/');
    // Not in the kitchen yet: the card is being saved.
    const securing = await viewOf(ben);
    expect(securing.tab?.state).toBe('securing');
    expect(securing.sending).toMatchObject({ orderId: first.body.orderId, guestName: 'Ana' });
    expect((await orderOf(first.body.orderId)).status).toBe('pending_payment');

    const back = await saveCard(first.body.url!);
    expect(back).toContain(`/menu/${tabs.id}?tk=`);
    expect(back).toContain('card=saved');
    const open = await viewWhen(ben, (v) => v.tab?.state === 'open' && v.rounds.length === 1);
    expect(open.tab).toMatchObject({ holder: { guestName: 'Ana' }, cardLabel: 'Visa ending 4242' });
    expect(open.tab?.chargeAt).not.toBeNull();
    const round1 = await orderOf(first.body.orderId);
    expect(round1).toMatchObject({ status: 'paid', paymentState: 'unpaid', onTab: true, tipCents: 0 });

    // Round 2 goes to the kitchen at once: nothing to pay now.
    await changeCart(ben, { op: 'add', line: { itemId: tabs.menu.pizzaId, qty: 1, optionIds: [tabs.menu.largeOptionId] } });
    const second = await sendRound(ben);
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.url).toBeNull();
    const round2 = await orderOf(second.body.orderId);
    expect(round2).toMatchObject({ status: 'paid', paymentState: 'unpaid', onTab: true, roundNumber: 2 });

    const asked = await askForBill(ana);
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const bill = billOf([round1, round2]);
    expect(asked.body.tab).toMatchObject({ state: 'bill', billCents: bill, leftCents: bill, split: { kind: 'whole' } });
    expect(asked.body.tab?.lines.map((l) => [l.round, l.name])).toEqual([
      [1, 'Caesar Salad'],
      [2, 'Margherita'],
    ]);
    expect(asked.body.tab!.lines.reduce((sum, l) => sum + l.itemsCents + l.taxCents, 0)).toBe(bill);
    // Staff see it on the floor.
    const floorTable = async () => (await TableSessions.floor(tabs.id)).tables.find((t) => t.id === table.tableId)!;
    expect(await floorTable()).toMatchObject({ state: 'bill_requested', session: { tab: { state: 'bill', leftCents: bill } } });
    // No more rounds once the bill is asked for.
    await changeCart(ben, { op: 'add', line: { itemId: tabs.menu.plainItemId, qty: 1 } });
    const late = await sendRound(ben);
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('bill_asked');

    const paying = await payShare(ben, { kind: 'whole' }, { kind: 'percent', percent: 18 });
    expect(paying.status, JSON.stringify(paying.body)).toBe(200);
    const returned = await payOnSandbox(paying.body.url);
    expect(returned).toContain(`/bill/${tabs.id}?tk=`);
    const paid = await viewWhen(ana, (v) => v.tab?.state === 'paid');
    const tip = tipCents(round1.subtotalCents + round2.subtotalCents, { kind: 'percent', percent: 18 });
    expect(paid.tab?.payments).toEqual([expect.objectContaining({ kind: 'whole', guestName: 'Ben', billCents: bill, tipCents: tip, state: 'paid' })]);
    expect(paid.tab).toMatchObject({ paidCents: bill, leftCents: 0 });
    const { data: payment } = await db.entities.tabPayment.get({ sessionId: ana.sessionId, paymentId: 'whole' }).go();
    expect(payment).toMatchObject({ totalCents: bill + tip, feeCents: platformFeeCents(bill), state: 'paid' });
    for (const orderId of [first.body.orderId, second.body.orderId]) {
      expect(await orderOf(orderId)).toMatchObject({ paymentState: 'paid' });
    }
    expect(await floorTable()).toMatchObject({ state: 'paid', session: { tab: { state: 'paid', leftCents: 0 } } });
  });

  it('puts the first round back in the cart when the card is not saved', async () => {
    const table = await storedTable(tabs.id, `Tab ${randomUUID().slice(0, 4)}`);
    const { phone: ana } = await phoneAt(table, 'Ana');
    await changeCart(ana, { op: 'add', line: { itemId: tabs.menu.plainItemId, qty: 1 } });
    const sent = await sendRound(ana);
    const back = await TableSessions.takeBackRound({ guest: { sessionId: ana.sessionId, guestId: ana.id, token: ana.token }, orderId: sent.body.orderId }, paymentGateway);
    expect(back.tab?.state).toBe('none');
    expect(back.sending).toBeNull();
    expect(back.lines.map((l) => l.itemId)).toEqual([tabs.menu.plainItemId]);
    expect((await orderOf(sent.body.orderId)).status).toBe('expired');
  });

  it('lets the table choose when the restaurant says so, and asks it to', async () => {
    const table = await storedTable(choosing.id, `Choose ${randomUUID().slice(0, 4)}`);
    const { phone: ana, session } = await phoneAt(table, 'Ana');
    expect(session.tab).toMatchObject({ choosable: true, mode: null });
    await changeCart(ana, { op: 'add', line: { itemId: choosing.menu.plainItemId, qty: 1 } });
    const unchosen = await sendRound(ana);
    expect(unchosen.status).toBe(400);
    expect(unchosen.body.error.code).toBe('pay_mode_required');
    const chosen = await sendRound(ana, { payMode: 'pay_first' });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    expect((await viewOf(ana)).tab).toBeNull();
  });
});

describe('splitting the bill', () => {
  it('evenly two ways: the order is paid only after both shares, which add up to the bill; a share is paid once', async () => {
    const { phones, first } = await openTab(['Ana', 'Ben']);
    const [ana, ben] = phones as [Phone, Phone];
    const asked = await askForBill(ana, { kind: 'even', ways: 2 });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const bill = asked.body.tab!.billCents;

    const one = await payShare(ana, { kind: 'even', index: 0 }, { kind: 'percent', percent: 20 });
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    await payOnSandbox(one.body.url);
    const half = await viewWhen(ben, (v) => v.tab?.payments.some((p) => p.state === 'paid') === true);
    expect(half.tab?.state).toBe('bill');
    expect(await orderOf(first.id)).toMatchObject({ paymentState: 'unpaid' });
    // The split is fixed now, and share 1 can't be paid again.
    expect((await askForBill(ben, { kind: 'even', ways: 3 })).body.error.code).toBe('split_fixed');
    const again = await payShare(ben, { kind: 'even', index: 0 });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('share_paid');

    const two = await payShare(ben, { kind: 'even', index: 1 });
    await payOnSandbox(two.body.url);
    const paid = await viewWhen(ana, (v) => v.tab?.state === 'paid');
    const shares = paid.tab!.payments.map((p) => p.billCents);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(bill);
    expect(Math.abs(shares[0]! - shares[1]!)).toBeLessThanOrEqual(1);
    expect(await orderOf(first.id)).toMatchObject({ paymentState: 'paid' });
  });

  it('by items, with one line shared by three: each pays their part and the parts add up to the bill', async () => {
    const { phones } = await openTab(['Ana', 'Ben', 'Cy']);
    const [ana, ben, cy] = phones as [Phone, Phone, Phone];
    // Round 2: a pizza the three share.
    await changeCart(ben, { op: 'add', line: { itemId: tabs.menu.pizzaId, qty: 1, optionIds: [tabs.menu.largeOptionId, tabs.menu.olivesOptionId] } });
    expect((await sendRound(ben)).body.url).toBeNull();
    const asked = await askForBill(cy, { kind: 'items' });
    const [salad, pizza] = asked.body.tab!.lines;
    expect(pizza?.name).toBe('Margherita');

    await claim(ana, salad!.id);
    for (const phone of [ana, ben, cy]) expect((await claim(phone, pizza!.id)).status).toBe(200);
    const claimed = await viewOf(ana);
    expect(claimed.tab?.lines[1]?.claimedBy).toEqual([ana.id, ben.id, cy.id]);

    for (const phone of [cy, ben, ana]) {
      const started = await payShare(phone, { kind: 'items' });
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      await payOnSandbox(started.body.url);
    }
    const paid = await viewWhen(ana, (v) => v.tab?.state === 'paid');
    const byName = Object.fromEntries(paid.tab!.payments.map((p) => [p.guestName, p.billCents]));
    // The pizza's items and its tax, each divided in three: odd cents to the first to claim (Ana, then Ben).
    const partOf = (cents: number, k: number) => Math.floor(cents / 3) + (k < cents % 3 ? 1 : 0);
    const pizzaPart = (k: number) => partOf(pizza!.itemsCents, k) + partOf(pizza!.taxCents, k);
    expect(byName).toEqual({ Ana: salad!.itemsCents + salad!.taxCents + pizzaPart(0), Ben: pizzaPart(1), Cy: pizzaPart(2) });
    expect(byName.Ana! + byName.Ben! + byName.Cy!).toBe(paid.tab!.billCents);
    expect(paid.tab!.lines.every((l) => l.locked)).toBe(true);
  });

  it('a share being paid is not paid by a second phone; once abandoned it can be taken over', async () => {
    const { phones } = await openTab(['Ana', 'Ben']);
    const [ana, ben] = phones as [Phone, Phone];
    await askForBill(ana, { kind: 'even', ways: 2 });
    const anas = await payShare(ana, { kind: 'even', index: 1 });
    expect(anas.status).toBe(200);
    const blocked = await payShare(ben, { kind: 'even', index: 1 });
    expect(blocked.status).toBe(409);
    expect(blocked.body.error).toMatchObject({ code: 'share_in_progress', message: 'Ana is paying this share.' });
    expect((await payShare(ben, { kind: 'even', index: 1 }, { kind: 'none' }, { takeOver: true })).body.error.code).toBe('share_in_progress');

    // Ana left the page three minutes ago.
    await db.entities.tabPayment.patch({ sessionId: ana.sessionId, paymentId: 'even:2:1' }).set({ createdAt: new Date(Date.now() - 3 * 60_000).toISOString() }).go();
    const taken = await payShare(ben, { kind: 'even', index: 1 }, { kind: 'none' }, { takeOver: true });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    // Ana's old page can't be paid any more.
    const stale = await fetch(anas.body.url.replace(/\/sandbox\/checkout\/([^/?]+).*/, '/sandbox/checkout/$1/pay'), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '', redirect: 'manual' });
    expect(stale.status).toBe(409);
    await payOnSandbox(taken.body.url);
    const view = await viewWhen(ana, (v) => v.tab?.payments.some((p) => p.state === 'paid') === true);
    expect(view.tab?.payments).toEqual([expect.objectContaining({ index: 1, guestName: 'Ben', state: 'paid' })]);
    // Back from a page: the share is open again.
    const mine = await payShare(ana, { kind: 'even', index: 0 });
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    const cancelled = await cancelShare(ana, mine.body.paymentId);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.tab?.payments.map((p) => p.index)).toEqual([1]);
  });
});

describe('a tab left open', () => {
  const later = (minutes: number) => Date.now() + minutes * 60_000;

  it("is charged to its card after the restaurant's time, without a tip, and the bill is paid", async () => {
    const { phones, first } = await openTab(['Ana']);
    const [ana] = phones as [Phone];
    // Not yet: the restaurant's 30 minutes have not passed.
    expect((await TableSessions.chargeDueTabs(paymentGateway, later(5))).get(ana.sessionId)).toBeUndefined();
    const outcomes = await TableSessions.chargeDueTabs(paymentGateway, later(31));
    expect(outcomes.get(ana.sessionId)).toBe('charged');
    const view: TableSessionView = await viewWhen(ana, (v) => v.tab?.state === 'paid');
    const bill = billOf([first]);
    expect(view.tab?.payments).toEqual([expect.objectContaining({ kind: 'auto', guestName: 'Ana', billCents: bill, tipCents: 0, state: 'paid' })]);
    const { data: auto } = await db.entities.tabPayment.get({ sessionId: ana.sessionId, paymentId: 'auto' }).go();
    expect(auto).toMatchObject({ totalCents: bill, feeCents: platformFeeCents(bill) });
    expect(auto?.paymentIntentId).toMatch(/^pi_/);
    expect(await orderOf(first.id)).toMatchObject({ paymentState: 'paid' });
    // A second sweep charges nothing more.
    expect((await TableSessions.chargeDueTabs(paymentGateway, later(60))).get(ana.sessionId)).toBeUndefined();
  });

  it('waits for its holder when the bank asks for authentication', async () => {
    const { phones, first } = await openTab(['Ana'], TEST_CARDS.authentication);
    const [ana] = phones as [Phone];
    expect((await TableSessions.chargeDueTabs(paymentGateway, later(31))).get(ana.sessionId)).toBe('failed');
    const view = await viewOf(ana);
    expect(view.tab).toMatchObject({ state: 'bill', payments: [], leftCents: billOf([first]) });
    expect(await orderOf(first.id)).toMatchObject({ paymentState: 'unpaid' });
    const { data: auto } = await db.entities.tabPayment.get({ sessionId: ana.sessionId, paymentId: 'auto' }).go();
    expect(auto).toMatchObject({ state: 'failed', failureCode: 'authentication_required' });
    // Staff are told to settle it in person.
    const floor = await TableSessions.floor(tabs.id);
    expect(floor.tables.find((t) => t.session?.id === ana.sessionId)).toMatchObject({ state: 'bill_requested', session: { tab: { chargeRefused: true } } });
  });
});
