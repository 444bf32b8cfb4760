import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { db } from '../../functions/lib/composition';
import { tipCents } from '../../shared/pricing';
import { storedTable, type TestTable } from '../integration/table-visits/support';
import { setTablePayment } from '../integration/table-visits/tab-support';
import { axeViolations, serious } from './axe';
import { demo, lookAt, ownerStorageState } from './support';

/**
 * Issue 29's journeys on phones, at a restaurant whose tables pay at the end: an open tab with two rounds paid once
 * (the amount charged is both rounds with their tax, plus the tip), and a bill split by items with one dish shared by
 * three people, each paying their part. The split-evenly journey, with screenshots, is tab-pay-ui.spec.ts.
 */
const rid = demo.restaurantId;
const PHONE = { width: 390, height: 844 };

async function phone(browser: Browser, table: TestTable): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto(`/start?rid=${rid}&table=${encodeURIComponent(table.name)}&tk=${table.key}&lang=en`);
  await expect(page.getByRole('region', { name: /^Ordering together at table/ })).toBeVisible();
  return page;
}

async function rename(page: Page, name: string) {
  await page.locator('summary', { hasText: 'Your name' }).click();
  await page.getByRole('textbox', { name: 'Your name' }).fill(name);
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByTestId('table-people')).toContainText(`${name} (you)`);
}

/** A second phone at the table: let in with the code on the first one. */
async function joining(browser: Browser, table: TestTable, first: Page, name: string): Promise<Page> {
  const code = (await first.getByTestId('join-code').innerText()).trim();
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto(`/start?rid=${rid}&table=${encodeURIComponent(table.name)}&tk=${table.key}&lang=en`);
  await page.getByRole('textbox', { name: 'Code from a phone at the table' }).fill(code);
  await page.getByRole('button', { name: 'Join the table' }).click();
  await expect(page.getByRole('region', { name: /^Ordering together at table/ })).toBeVisible();
  await rename(page, name);
  return page;
}

async function addDish(page: Page, tab: string, dish: string) {
  await page.getByRole('tab', { name: new RegExp(tab) }).click();
  await page.getByRole('button', { name: `Add ${dish} to cart` }).click();
}

/** Round 1 on a tab: sent, and the card saved on the sandbox's page. */
async function firstRoundWithCard(page: Page) {
  await page.getByRole('link', { name: 'Review and send' }).click();
  await page.getByRole('button', { name: 'Send to kitchen · Save a card' }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByTestId('tab-state')).toContainText(/Tab open/, { timeout: 20_000 });
}

/** Pays on the sandbox's checkout page, and is back on the bill. */
async function payOnSandbox(page: Page) {
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/bill\//);
}

/** The tab's paid payments as stored: what each card was charged. */
async function paymentsOf(sessionId: string) {
  const { data } = await db.entities.tabPayment.query.byId({ sessionId }).go();
  return data.filter((p) => p.state === 'paid');
}

/** The table's current visit, as the table item points to it. */
async function visitOf(table: TestTable): Promise<string> {
  const { data } = await db.entities.table.get({ restaurantId: table.restaurantId, tableId: table.tableId }).go();
  if (!data?.currentSessionId) throw new Error(`table ${table.name} has no visit`);
  return data.currentSessionId;
}

test.describe('paying at the end', () => {
  test.beforeAll(async () => setTablePayment(rid, 'pay_at_end'));
  test.afterAll(async () => setTablePayment(rid, 'pay_first'));

  test('an open tab with two rounds is paid once: both rounds with their tax, plus the tip', async ({ browser }) => {
    test.setTimeout(180_000);
    const table = await storedTable(rid, `T29a-${Date.now() % 10_000}`);
    const ana = await phone(browser, table);
    await rename(ana, 'Ana');
    await addDish(ana, 'Starters', 'Crispy Calamari');
    await firstRoundWithCard(ana);

    const ben = await joining(browser, table, ana, 'Ben');
    await addDish(ben, 'Drinks', 'Espresso');
    await ben.getByRole('link', { name: 'Review and send' }).click();
    await ben.getByRole('button', { name: 'Send to kitchen · Add to the tab' }).click();
    await expect(ben.getByText('Round 2 sent to the kitchen.')).toBeVisible();

    // Ben asks for the bill and pays it all with an 18% tip.
    await ben.goto(ben.url().replace(/\/cart\//, '/menu/'));
    await ben.getByTestId('tab-state').getByRole('button', { name: 'Ask for the bill' }).click();
    await expect(ben).toHaveURL(/\/bill\//);
    await expect(ben.getByRole('heading', { name: 'Round 2' })).toBeVisible();
    const billText = await ben.getByTestId('bill-total').innerText();

    // Staff see the tab: the floor says the bill is asked for, the kitchen's tickets that the rounds are on the tab.
    const staff = await (await browser.newContext({ storageState: ownerStorageState, viewport: { width: 1280, height: 800 } })).newPage();
    await staff.goto('/dashboard/staff?tab=floor');
    const card = staff.getByRole('article', { name: `Table ${table.name}` });
    await expect(card.locator('.floor-state')).toHaveText('Bill requested', { timeout: 20_000 });
    await expect(card.locator('dt', { hasText: /^Tab$/ }).locator('xpath=following-sibling::dd')).toHaveText(`Bill asked · ${billText.trim()} left`);
    await card.scrollIntoViewIfNeeded();
    await lookAt(staff, 'desktop-floor-bill-requested');
    expect(serious(await axeViolations(staff)), 'the floor with a tab').toEqual([]);
    await staff.goto('/dashboard/staff?tab=kitchen');
    const ticket = staff.getByTestId('order-ticket').filter({ hasText: `Table ${table.name} · Round 2` });
    await expect(ticket.getByText('On the tab')).toBeVisible({ timeout: 20_000 });
    // Cooked before it is paid: the kitchen reads it as new, not paid.
    await expect(ticket.locator('.ticket__status')).toHaveText('New');
    await ticket.scrollIntoViewIfNeeded();
    await lookAt(staff, 'desktop-kitchen-on-the-tab');
    expect(serious(await axeViolations(staff)), 'the kitchen with tab rounds').toEqual([]);
    await ben.getByRole('button', { name: /^Pay \$/ }).first().click();
    await ben.getByRole('radio', { name: '18%' }).check();
    await ben.getByRole('button', { name: /^Pay \$/ }).last().click();
    await payOnSandbox(ben);
    await expect(ben.getByRole('heading', { name: 'The bill is paid' })).toBeVisible({ timeout: 20_000 });
    await expect(ana.getByTestId('tab-state')).toContainText('Bill paid', { timeout: 20_000 });

    // One payment, for both rounds: their items and tax, and 18% of their items.
    const sessionId = await visitOf(table);
    const { data: rounds } = await db.entities.tableRound.query.byId({ sessionId }).go();
    const orders = await Promise.all(rounds.map(async (r) => (await db.entities.order.get({ orderId: r.orderId }).go()).data!));
    expect(orders).toHaveLength(2);
    const bill = orders.reduce((sum, o) => sum + o.subtotalCents + (o.taxIncluded ? 0 : o.taxCents), 0);
    const tip = tipCents(orders.reduce((sum, o) => sum + o.subtotalCents, 0), { kind: 'percent', percent: 18 });
    const [payment, ...others] = await paymentsOf(sessionId);
    expect(others).toHaveLength(0);
    expect(payment).toMatchObject({ kind: 'whole', billCents: bill, tipCents: tip, totalCents: bill + tip });
    expect(billText).toContain((bill / 100).toFixed(2));
    for (const order of orders) expect(order).toMatchObject({ paymentState: 'paid', onTab: true });
  });

  test('a bill split by items with one dish shared by three: each pays their part, and the parts make the bill', async ({ browser }) => {
    test.setTimeout(240_000);
    const table = await storedTable(rid, `T29b-${Date.now() % 10_000}`);
    const ana = await phone(browser, table);
    await rename(ana, 'Ana');
    // The calamari the three share, and Ben's espresso.
    await addDish(ana, 'Starters', 'Crispy Calamari');
    await firstRoundWithCard(ana);
    const ben = await joining(browser, table, ana, 'Ben');
    const cy = await joining(browser, table, ana, 'Cy');
    await addDish(ben, 'Drinks', 'Espresso');
    await ben.getByRole('link', { name: 'Review and send' }).click();
    await ben.getByRole('button', { name: 'Send to kitchen · Add to the tab' }).click();
    await expect(ben.getByText('Round 2 sent to the kitchen.')).toBeVisible();

    await ana.getByTestId('tab-state').getByRole('button', { name: 'Ask for the bill' }).click();
    await expect(ana).toHaveURL(/\/bill\//);
    await ana.getByRole('radio', { name: 'By items' }).check();
    const billUrl = ana.url().replace(/&?(pid|paid|canceled|session_id)=[^&]*/g, '');
    for (const page of [ben, cy]) await page.goto(billUrl);

    const calamari = (page: Page) => page.getByRole('checkbox', { name: /^I had this: Crispy Calamari/ });
    for (const page of [ana, ben, cy]) {
      await calamari(page).click();
      await expect(calamari(page)).toBeChecked();
    }
    await ben.getByRole('checkbox', { name: /^I had this: Espresso/ }).click();
    await expect(cy.getByText(/shared by .*Ana.*Ben|shared by .*Ben.*Ana/).first()).toBeVisible({ timeout: 20_000 });
    await lookAt(cy, 'phone-bill-items-shared-by-three', { fullPage: true });

    for (const page of [cy, ben, ana]) {
      await expect(page.getByTestId('items-my-share')).not.toHaveText('Your share: $0.00');
      await page.getByRole('button', { name: 'Pay my items' }).click();
      await page.getByRole('radio', { name: 'No tip' }).check();
      await page.getByRole('button', { name: /^Pay \$/ }).last().click();
      await payOnSandbox(page);
      await expect(page.getByText('Your payment went through. Thank you!').or(page.getByRole('heading', { name: 'The bill is paid' })).first()).toBeVisible({ timeout: 20_000 });
    }
    await expect(ana.getByRole('heading', { name: 'The bill is paid' })).toBeVisible({ timeout: 20_000 });

    const sessionId = await visitOf(table);
    const { data: session } = await db.entities.tableSession.get({ sessionId }).go();
    const paid = await paymentsOf(sessionId);
    expect(paid.map((p) => p.kind)).toEqual(['items', 'items', 'items']);
    const { data: rounds } = await db.entities.tableRound.query.byId({ sessionId }).go();
    const orders = await Promise.all(rounds.map(async (r) => (await db.entities.order.get({ orderId: r.orderId }).go()).data!));
    const bill = orders.reduce((sum, o) => sum + o.subtotalCents + (o.taxIncluded ? 0 : o.taxCents), 0);
    expect(paid.reduce((sum, p) => sum + p.billCents, 0)).toBe(bill);
    // Ben paid a third of the calamari and his espresso: the most; Ana and Cy a third of the calamari each.
    const byGuest = new Map(paid.map((p) => [p.guestName, p.billCents]));
    expect(Math.abs(byGuest.get('Ana')! - byGuest.get('Cy')!)).toBeLessThanOrEqual(2);
    expect(byGuest.get('Ben')!).toBeGreaterThan(byGuest.get('Ana')!);
    expect(session?.tabState).toBe('paid');
  });
});
