import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { PublicMenu } from '../../shared/api';
import { Orders, Staff } from '../../functions/lib/composition';
import { completeCheckout } from '../integration/dashboard/support';
import { sessionIdOf } from '../integration/payments/support';
import { changeCart, phoneAt, scan, storedTable, type Phone } from '../integration/table-visits/support';
import { api } from '../support/api';
import { createUser } from '../support/users';
import { axeViolations, serious } from './axe';
import { demo, lookAt, signInThroughPage } from './support';

/**
 * Issue 28 item 4: a waiter runs the floor. A table of the demo restaurant followed on the Floor tab as its visit
 * proceeds, with no reload: seated by the waiter, ordering once a phone adds a dish, waiting for food once a round is
 * paid; a phone waiting to join let in, which sends a second round (the Orders tab shows both under their table, each
 * ticket with its round; the kitchen one ticket per round); eating once served;
 * the party moved to a free table and that table cleared. The phones are driven through the public routes as a phone
 * calls them (test/integration/table-visits/support.ts); tables are written as the owner's tables page stores them.
 * Screenshots in $TABLETAP_SHOTS_DIR (390x844 and 1280x800), axe with no serious or critical violations.
 */
const rid = demo.restaurantId;

const credentials = (phone: Phone) => ({ sessionId: phone.sessionId, guestId: phone.id, token: phone.token });

/** The phone sends the table's cart as a round and pays it (the checkout's webhook): the round's order. */
async function sendRound(phone: Phone): Promise<string> {
  const sent = await api<{ url: string; orderId: string }>('POST', '/functions/v1/table-round', { body: { guest: credentials(phone), tip: { kind: 'none' }, attemptId: randomUUID() } });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  await completeCheckout({ orderId: sent.body.orderId, sessionId: sessionIdOf(sent.body.url) });
  return sent.body.orderId;
}

const fact = (card: Locator, term: string) => card.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd');

async function expectState(card: Locator, state: string) {
  await expect(card.locator('.floor-state')).toHaveText(state);
}

async function noSeriousViolations(page: Page) {
  expect(serious(await axeViolations(page))).toEqual([]);
}

test('a waiter sees a table move from free to seated, ordering, waiting for food and eating; lets a phone in, moves and clears the party', async ({ page }) => {
  expect(rid, 'the local stack must seed the demo restaurant').not.toBe('');
  test.setTimeout(180_000);
  const n = `${Date.now() % 100_000}`;
  const section = `Floor ${n}`;
  const nine = await storedTable(rid, `9-${n}`, section);
  const ten = await storedTable(rid, `10-${n}`, section);
  const menu = (await api<PublicMenu>('GET', `/functions/v1/menu-public?restaurant_id=${rid}&lang=en`)).body;
  const dish = menu.items.find((i) => !i.soldOut && i.modifierGroupIds.length === 0 && !i.combo && i.name !== 'Tiramisu')!;

  const waiter = await createUser({ fullName: 'Fay Floor' });
  const { inviteToken } = await Staff.invite({ restaurantId: rid, email: waiter.email, role: 'staff', createdBy: 'e2e' });
  await signInThroughPage(page, waiter.email, waiter.password, inviteToken);
  await expect(page).toHaveURL(/\/dashboard\/staff$/);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('tab', { name: 'Floor' }).click();
  await expect(page).toHaveURL(/tab=floor/);
  await expect(page.getByTestId('live-status')).toHaveText('Live');

  const area = page.getByRole('region', { name: `${section} 2` });
  const card9 = area.getByRole('article', { name: `Table ${nine.name}` });
  const card10 = area.getByRole('article', { name: `Table ${ten.name}` });
  await expectState(card9, 'Free');
  await expectState(card10, 'Free');

  // The waiter seats a party; a phone scanning the card joins that visit.
  await card9.getByRole('button', { name: `Seat a party at Table ${nine.name}` }).click();
  await expectState(card9, 'Seated');
  await expect(fact(card9, 'Guests')).toHaveText('0');
  const { phone: ana, session } = await phoneAt(nine, 'Ana');
  await expect(fact(card9, 'Guests')).toHaveText('1');

  // A dish in the shared cart: ordering, without a reload.
  expect((await changeCart(ana, { op: 'add', line: { itemId: dish.id, qty: 2 } })).status).toBe(200);
  await expectState(card9, 'Ordering');
  await expect(fact(card9, 'In cart')).toHaveText('1 dish');

  // The round sent and paid: waiting for food, the round in the kitchen, its total.
  const orderId = await sendRound(ana);
  const order = (await Orders.get(orderId))!;
  expect(order).toMatchObject({ tableSessionId: session.id, roundNumber: 1 });
  await expectState(card9, 'Waiting for food');
  await expect(fact(card9, 'Rounds')).toHaveText('1 (1 in kitchen)');
  await expect(fact(card9, 'In cart')).toHaveText('0 dishes');
  await expect(fact(card9, 'Total')).toHaveText(`$${(order.totalCents / 100).toFixed(2)}`);

  // A third phone with only the printed link waits to be let in; the card says so.
  const zed = await scan(nine, { name: 'Zed' });
  expect(zed.body.state).toBe('waiting');
  const waiting = card9.getByRole('region', { name: `Waiting to join Table ${nine.name}` });
  await expect(waiting.getByRole('listitem')).toHaveText('ZedLet in Zed');
  await lookAt(page, 'floor-desktop-1280x800');
  await noSeriousViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await card9.scrollIntoViewIfNeeded();
  await lookAt(page, 'floor-phone-390x844');
  await lookAt(page, 'floor-phone-390x844-full', { fullPage: true });
  // Cards stack on a phone: one a row, the page no wider than the screen.
  const [box9, box10] = [await card9.boundingBox(), await card10.boundingBox()];
  expect(box10!.y).toBeGreaterThan(box9!.y + box9!.height - 1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await noSeriousViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  await waiting.getByRole('button', { name: 'Let in Zed' }).click();
  await expect(waiting).toBeHidden();
  await expect(fact(card9, 'Guests')).toHaveText('2');

  // Zed, let in, sends a second round: two rounds in the kitchen.
  if (zed.body.state !== 'waiting') throw new Error('Zed was not waiting');
  const zedPhone: Phone = { ...zed.body.guest, sessionId: zed.body.sessionId };
  expect((await changeCart(zedPhone, { op: 'add', line: { itemId: dish.id, qty: 1 } })).status).toBe(200);
  const secondId = await sendRound(zedPhone);
  const second = (await Orders.get(secondId))!;
  expect(second).toMatchObject({ tableSessionId: session.id, roundNumber: 2 });
  await expect(fact(card9, 'Rounds')).toHaveText('2 (2 in kitchen)');
  await expect(fact(card9, 'Total')).toHaveText(`$${((order.totalCents + second.totalCents) / 100).toFixed(2)}`);

  // The Orders tab: the visit's two rounds together under their table, each ticket saying its round.
  await page.getByRole('tab', { name: 'Orders' }).click();
  const visit = page.getByRole('region', { name: 'Paid' }).getByRole('group', { name: `Table ${nine.name} — 2 rounds` });
  await expect(visit.getByRole('article')).toHaveCount(2);
  await expect(visit.getByRole('article', { name: `Order ${order.orderCode}` }).getByText(`Table ${nine.name} · Round 1`)).toBeVisible();
  await expect(visit.getByRole('article', { name: `Order ${second.orderCode}` }).getByText(`Table ${nine.name} · Round 2`)).toBeVisible();
  await visit.scrollIntoViewIfNeeded();
  await lookAt(page, 'board-rounds-1280x800');
  await noSeriousViolations(page);
  // The kitchen: one ticket per round.
  await page.getByRole('tab', { name: 'Kitchen' }).click();
  await expect(page.getByRole('article', { name: `Order ${order.orderCode}` }).getByText(`Table ${nine.name} · Round 1`)).toBeVisible();
  await expect(page.getByRole('article', { name: `Order ${second.orderCode}` }).getByText(`Table ${nine.name} · Round 2`)).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('tab', { name: 'Orders' }).click();
  await visit.scrollIntoViewIfNeeded();
  await lookAt(page, 'board-rounds-390x844');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('tab', { name: 'Floor' }).click();

  // Both served: eating.
  for (const id of [orderId, secondId]) {
    for (const [from, to] of [['paid', 'in_progress'], ['in_progress', 'ready'], ['ready', 'served']] as const) await Orders.advance(id, from, to, 'staff');
  }
  await expectState(card9, 'Eating');
  await expect(fact(card9, 'Rounds')).toHaveText('2');

  // Moved to table 10: the party goes with its visit, table 9 is free.
  await card9.getByRole('button', { name: `Move the party at Table ${nine.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Move the party at Table ${nine.name}` });
  await dialog.getByRole('radio', { name: new RegExp(`^Table ${ten.name} `) }).check();
  await lookAt(page, 'floor-move-dialog-1280x800');
  await noSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Move party' }).click();
  await expect(dialog).toBeHidden();
  await expectState(card10, 'Eating');
  await expect(fact(card10, 'Guests')).toHaveText('2');
  await expectState(card9, 'Free');

  // Cleared (nothing pending, so at once): free, and the next scan of its card is a fresh visit.
  await card10.getByRole('button', { name: `Clear Table ${ten.name}` }).click();
  await expectState(card10, 'Free');
  const { session: fresh } = await phoneAt(ten, 'Bo');
  expect(fresh.id).not.toBe(session.id);
  expect(fresh.rounds).toEqual([]);
  await expectState(card10, 'Seated');
});
