import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { Order } from '../../shared/api';
import { signIn } from '../support/users';
import { api } from '../support/api';
import { storedTable, type TestTable } from '../integration/table-visits/support';
import { db, Orders } from '../../functions/lib/composition';
import { axeViolations, serious } from './axe';
import { demo, lookAt, ownerStorageState } from './support';

/**
 * Issue 28, "Must show": two phones at table 9 share one cart live, send rounds the kitchen gets as one ticket each,
 * of one table order; after the table is cleared a new scan is an empty visit. A third phone with only the printed
 * link cannot add to a visit that has orders until the party or staff lets it in. Screenshots in /tmp/shots/table.
 */
const rid = demo.restaurantId;
const PHONE = { width: 390, height: 844 };

async function phone(browser: Browser, table: TestTable): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto(`/start?rid=${rid}&table=${encodeURIComponent(table.name)}&tk=${table.key}&lang=en`);
  return page;
}

/** The phone's table bar once it is in the visit. */
const tableBar = (page: Page) => page.getByRole('region', { name: /^Ordering together at table/ });

/** The table's order as the bar lists it, opened (on a phone the bar shows once the table's cart has a line). */
async function openOrder(page: Page, items: number) {
  const toggle = page.getByRole('button', { name: /^(Show|Hide) order/ });
  await expect(toggle).toHaveText(new RegExp(`\\(Items: ${items}\\)`), { timeout: 20_000 });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  return page.getByRole('complementary', { name: "Table's order" }).getByRole('list');
}

async function addDish(page: Page, tab: string, dish: string) {
  await page.getByRole('tab', { name: new RegExp(tab) }).click();
  await page.getByRole('button', { name: `Add ${dish} to cart` }).click();
}

/** From a menu: the table's cart, Send to kitchen, the sandbox's checkout, Pay; the order's id. */
async function sendAndPay(page: Page): Promise<string> {
  await page.getByRole('link', { name: 'Review and send' }).click();
  await page.getByRole('button', { name: /^Send to kitchen · Pay / }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/order\/success\?oid=/);
  await expect(page.getByRole('heading', { name: /Payment Successful|Order Confirmed|Thank you/i })).toBeVisible();
  return new URL(page.url()).searchParams.get('oid')!;
}

async function orderOf(id: string): Promise<Order> {
  const order = await Orders.get(id);
  if (!order) throw new Error(`no order ${id}`);
  return order;
}

test('two phones at table 9 order together: one cart, live; one ticket per round; a fresh visit after clearing', async ({ browser }) => {
  expect(rid, 'the local stack must seed the demo restaurant').not.toBe('');
  test.setTimeout(180_000);
  const table = await storedTable(rid, '9');
  const ana = await phone(browser, table);
  await expect(tableBar(ana)).toBeVisible();
  await ana.locator('summary', { hasText: 'Your name' }).click();
  await ana.getByRole('textbox', { name: 'Your name' }).fill('Ana');
  await ana.getByRole('button', { name: 'Save name' }).click();
  await expect(ana.getByTestId('table-people')).toHaveText('Ana (you)');

  const ben = await phone(browser, table);
  await expect(tableBar(ben)).toBeVisible();
  await expect(ben.getByTestId('table-people')).toHaveText('Ana · Guest 2 (you)');
  await expect(ana.getByTestId('table-people')).toHaveText('Ana (you) · Guest 2');

  // A adds a dish; B sees it without reloading, with who added it.
  const addedAt = Date.now();
  await addDish(ana, 'Starters', 'Crispy Calamari');
  const benOrder = await openOrder(ben, 1);
  const propagationMs = Date.now() - addedAt;
  await expect(benOrder.getByText('Crispy Calamari')).toBeVisible();
  await expect(benOrder.getByText('Added by Ana')).toBeVisible();
  test.info().annotations.push({ type: 'propagation', description: `A's dish on B's phone after ${propagationMs} ms (click to visible, both phones in this browser)` });
  console.log(`[table-visit] A's dish appeared on B's phone ${propagationMs} ms after A's click`);
  // B cannot change A's line: no stepper for it.
  await expect(benOrder.getByRole('group', { name: /Crispy Calamari/ })).toHaveCount(0);

  // B adds another; A sees both.
  await addDish(ben, 'Drinks', 'Espresso');
  const anaOrder = await openOrder(ana, 2);
  await expect(anaOrder.getByText('Espresso')).toBeVisible();
  await expect(anaOrder.getByText('Added by Guest 2')).toBeVisible();
  await lookAt(ana, 'phone-a-shared-cart');
  await lookAt(ben, 'phone-b-shared-cart');

  // A sends the round and pays it: one order for table 9 with both dishes.
  const first = await sendAndPay(ana);
  const round1 = await orderOf(first);
  expect(round1.tableLabel).toBe('9');
  expect(round1.roundNumber).toBe(1);
  expect(round1.status).toBe('paid');
  expect(round1.lines.map((l) => [l.itemName, l.qty]).sort()).toEqual([
    ['Crispy Calamari', 1],
    ['Espresso', 1],
  ]);

  // The kitchen: one ticket for table 9's round 1 with both dishes.
  const staff = await browser.newContext({ storageState: ownerStorageState, viewport: { width: 1280, height: 800 } });
  const kitchen = await staff.newPage();
  await kitchen.goto('/dashboard/staff?tab=kitchen');
  const ticket1 = kitchen.getByRole('article', { name: `Order ${round1.orderCode}` });
  await expect(ticket1).toBeVisible();
  await expect(ticket1.getByRole('list', { name: 'Items' }).locator(':scope > li')).toHaveCount(2);
  await expect(ticket1).toContainText('Crispy Calamari');
  await expect(ticket1).toContainText('Espresso');
  await expect(ticket1).toContainText('Table 9 · Round 1');

  // B's cart is empty now, and B sees round 1 as sent.
  await ben.goto(ben.url().replace('/menu/', '/cart/'));
  await expect(ben.getByRole('region', { name: 'Sent to the kitchen' }).getByText('Round 1')).toBeVisible();

  // A second round, from B: the same table order (the same visit), round 2.
  await ben.getByRole('link', { name: 'Back to Menu' }).first().click();
  await addDish(ben, 'Drinks', 'Espresso');
  const second = await sendAndPay(ben);
  const round2 = await orderOf(second);
  expect(round2.roundNumber).toBe(2);
  expect(round2.tableSessionId).toBe(round1.tableSessionId);
  await expect(kitchen.getByRole('article', { name: `Order ${round2.orderCode}` })).toContainText('Table 9 · Round 2');
  await lookAt(kitchen, 'kitchen-two-rounds');

  // Back at the table: both rounds listed for everyone.
  await ana.getByRole('link', { name: 'Back to Menu' }).click();
  await expect(tableBar(ana)).toBeVisible();
  await ana.goto(ana.url().replace('/menu/', '/cart/'));
  const rounds = ana.getByRole('region', { name: 'Sent to the kitchen' });
  await expect(rounds.getByText('Round 1')).toBeVisible();
  await expect(rounds.getByText('Round 2')).toBeVisible();
  await lookAt(ana, 'phone-a-rounds', { fullPage: true });

  // Settled (both rounds paid) and cleared by staff: the phones are told, and a new scan is an empty visit.
  const token = await signIn(demo.email, demo.password);
  const cleared = await api('POST', `/api/v1/restaurants/${rid}/tables/${table.tableId}/clear`, { headers: { Authorization: `Bearer ${token}` } });
  expect(cleared.status).toBe(200);
  await expect(ana.getByRole('heading', { name: 'This visit has ended' })).toBeVisible({ timeout: 20_000 });
  const next = await phone(browser, table);
  await expect(tableBar(next)).toBeVisible();
  await expect(next.getByTestId('table-people')).toHaveText('Guest 1 (you)');
  await next.goto(next.url().replace('/menu/', '/cart/'));
  await expect(next.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(next.getByRole('region', { name: 'Sent to the kitchen' })).toHaveCount(0);
  await expect(next.getByText('Crispy Calamari')).toHaveCount(0);
});

test('a third phone with only the printed link cannot add to a visit with orders until it is let in', async ({ browser }) => {
  test.setTimeout(150_000);
  const table = await storedTable(rid, `9-${Date.now() % 10_000}`);
  const ana = await phone(browser, table);
  await expect(tableBar(ana)).toBeVisible();
  await addDish(ana, 'Drinks', 'Espresso');
  await expect((await openOrder(ana, 1)).getByText('Espresso')).toBeVisible();
  await sendAndPay(ana);
  await ana.getByRole('link', { name: 'Back to Menu' }).click();
  await expect(tableBar(ana)).toBeVisible();
  const code = (await ana.getByTestId('join-code').innerText()).trim();

  // The stranger: the menu to look at, no way to add, and a clear message. Nothing of the visit is shown.
  const stranger = await phone(browser, table);
  const gate = stranger.getByRole('region', { name: `Table ${table.name} has already ordered` });
  await expect(gate).toBeVisible();
  await expect(gate).toContainText('enter the code shown on a phone at the table');
  await expect(stranger.getByRole('button', { name: /^Add .* to cart$/ })).toHaveCount(0);
  await expect(stranger.getByRole('heading', { name: 'Crispy Calamari' })).toBeVisible(); // the menu itself, to look at
  await expect(stranger.getByTestId('table-people')).toHaveCount(0);
  await lookAt(stranger, 'phone-c-waiting');
  expect(await serious(await axeViolations(stranger))).toEqual([]);

  // A wrong code is refused with words; nothing is written to the table's cart.
  const wrong = code === '000000' ? '111111' : '000000';
  await gate.getByLabel('Code from a phone at the table').fill(wrong);
  await gate.getByRole('button', { name: 'Join the table' }).click();
  await expect(gate.getByRole('alert')).toHaveText('That code is not right. Ask someone at the table for the code on their phone.');
  const { data: lines } = await db.entities.tableCartLine.query.byId({ sessionId: (await db.entities.table.get({ restaurantId: rid, tableId: table.tableId }).go()).data!.currentSessionId! }).go();
  expect(lines).toEqual([]);

  // Ana sees the stranger waiting and lets them in: the stranger is in, with the table's order.
  const waiting = ana.getByRole('list', { name: 'Waiting to join' });
  await expect(waiting.getByText('Guest 2 wants to join')).toBeVisible({ timeout: 20_000 });
  await lookAt(ana, 'phone-a-someone-waiting');
  await waiting.getByRole('button', { name: 'Let Guest 2 in' }).click();
  await expect(tableBar(stranger)).toBeVisible({ timeout: 20_000 });
  await addDish(stranger, 'Drinks', 'Espresso');
  await expect((await openOrder(ana, 1)).getByText('Added by Guest 2')).toBeVisible();

  // A fourth phone joins with the code at once.
  const friend = await phone(browser, table);
  const friendGate = friend.getByRole('region', { name: `Table ${table.name} has already ordered` });
  await friendGate.getByLabel('Code from a phone at the table').fill(code);
  await friendGate.getByRole('button', { name: 'Join the table' }).click();
  await expect(tableBar(friend)).toBeVisible();
  await expect(friend.getByTestId('table-people')).toContainText('Guest 3 (you)');
  await lookAt(friend, 'phone-d-joined-by-code');
  expect(await serious(await axeViolations(friend))).toEqual([]);
  await friend.setViewportSize({ width: 1280, height: 800 });
  await lookAt(friend, 'desktop-d-at-the-table');
  await friend.goto(friend.url().replace('/menu/', '/cart/'));
  await expect(friend.getByRole('heading', { name: "Table's order" })).toBeVisible();
  await lookAt(friend, 'desktop-d-table-cart', { fullPage: true });
  expect(await serious(await axeViolations(friend))).toEqual([]);
});

test("the payer backs out of the payment page: the round's dishes are back in the table's cart at once", async ({ browser }) => {
  const table = await storedTable(rid, `9-${Date.now() % 10_000}b`);
  const ana = await phone(browser, table);
  const ben = await phone(browser, table);
  await expect(tableBar(ana)).toBeVisible();
  await expect(tableBar(ben)).toBeVisible();
  await addDish(ana, 'Starters', 'Crispy Calamari');
  await expect((await openOrder(ben, 1)).getByText('Crispy Calamari')).toBeVisible();

  await ana.getByRole('link', { name: 'Review and send' }).click();
  await ana.getByRole('button', { name: /^Send to kitchen · Pay / }).click();
  await expect(ana).toHaveURL(/\/sandbox\/checkout\//);
  // Meanwhile Ben's phone says who is paying.
  await expect(ben.getByText('Guest 1 is paying for a round. It goes to the kitchen once paid.')).toBeVisible({ timeout: 20_000 });
  await ana.getByRole('button', { name: 'Cancel' }).click();
  await expect(ana.getByRole('heading', { name: 'Payment Canceled' })).toBeVisible();

  // Back at the table's cart: the dish is there again, nobody is paying, and the next send goes.
  await ana.getByRole('link', { name: 'Return to Cart' }).click();
  await expect(ana.getByRole('heading', { name: "Table's order" })).toBeVisible();
  await expect(ana.getByRole('region', { name: 'Round 1: not sent yet' }).getByText('Crispy Calamari')).toBeVisible({ timeout: 20_000 });
  await expect(ben.getByText(/is paying for a round/)).toHaveCount(0, { timeout: 20_000 });
  await lookAt(ana, 'phone-a-round-taken-back', { fullPage: true });
  await expect(ana.getByRole('button', { name: /^Send to kitchen · Pay / })).toBeEnabled();
});

test("a card whose key was replaced says so, and the phone orders on its own as with a plain table link", async ({ browser }) => {
  const table = await storedTable(rid, `9-${Date.now() % 10_000}k`);
  // The owner gave the table a new key (the QR page's "New key"): the old card no longer opens its visit.
  await db.entities.table.patch({ restaurantId: rid, tableId: table.tableId }).set({ secret: 'BBBBBBBBBBBBBBBBBBBBBB', secretIssuedAt: new Date().toISOString() }).go();
  const page = await phone(browser, table);
  const notice = page.getByRole('note', { name: "This table's card isn't active" });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText("This table's code is no longer valid. Ask a member of staff for help.");
  await expect(page.getByText(`Table ${table.name}`, { exact: true })).toBeVisible();
  // Ordering alone still works: the phone's own cart, the usual checkout.
  await addDish(page, 'Drinks', 'Espresso');
  await expect(page.getByRole('link', { name: 'Continue to Checkout' })).toBeVisible();
  await lookAt(page, 'phone-old-card');
  expect(await serious(await axeViolations(page))).toEqual([]);
});
