import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { PublicMenu } from '../../shared/api';
import { Orders, Staff } from '../../functions/lib/composition';
import { paidOrder } from '../integration/dashboard/support';
import { api } from '../support/api';
import { createUser } from '../support/users';
import { demo, payCartInSandbox, signInThroughPage } from './support';

/**
 * Issue 4, "Must show": the staff dashboard is live. A diner pays and the kitchen sees the ticket (and beeps)
 * without a reload; staff take it to Served; two members pressing the same button get one success and one
 * message; a dashboard that lost its connection says so, comes back and catches up.
 */
const rid = demo.restaurantId;

/** What each dashboard page's sockets received, to tell a live message from the 10 s refetch. */
const received = new Map<Page, string[]>();

/** A fresh waiter of the demo restaurant, signed in through the real form, on the dashboard's `tab`. */
async function staffDashboard(browser: Browser, tab: string): Promise<Page> {
  const waiter = await createUser({ fullName: 'Kim Kitchen' });
  const { inviteToken } = await Staff.invite({ restaurantId: rid, email: waiter.email, role: 'staff', createdBy: 'e2e' });
  const page = await (await browser.newContext()).newPage();
  const frames: string[] = [];
  received.set(page, frames);
  page.on('websocket', (ws) => ws.on('framereceived', (frame) => frames.push(String(frame.payload))));
  await signInThroughPage(page, waiter.email, waiter.password, inviteToken);
  await expect(page).toHaveURL(/\/dashboard\/staff$/);
  await page.goto(`/dashboard/staff?tab=${tab}`);
  await expect(page.getByTestId('live-status')).toHaveText('Live');
  return page;
}

const ticket = (page: Page, code: string) => page.getByRole('article', { name: `Order ${code}` });
const beeps = (page: Page) => page.evaluate(() => window.__tabletapBeeps ?? 0);

/** A paid order of one espresso, made the way the webhook makes it (no browser needed). */
async function paidEspresso(table: string) {
  const menu = await api<PublicMenu>('GET', `/functions/v1/menu-public?restaurant_id=${rid}&lang=en`);
  const espresso = menu.body.items.find((i) => i.name === 'Espresso');
  if (!espresso) throw new Error('the demo menu has no Espresso');
  return paidOrder(rid, [{ itemId: espresso.id, qty: 1 }], table);
}

test('a diner pays; the kitchen sees the ticket live with a beep, and staff take it to Served', async ({ browser }) => {
  expect(rid, 'the local stack must seed the demo restaurant').not.toBe('');
  const kitchen = await staffDashboard(browser, 'kitchen');
  await kitchen.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  const beepsBefore = await beeps(kitchen);

  // The diner, in a browser of their own: the table's menu, one espresso, paid in the sandbox checkout.
  const diner = await (await browser.newContext()).newPage();
  await diner.goto(`/menu/${rid}?lang=en&table=21`);
  await diner.getByRole('tab', { name: /Drinks/ }).click();
  await diner.getByRole('button', { name: 'Add Espresso to cart' }).click();
  const { code, orderId } = await payCartInSandbox(diner);
  // The diner's confirmation follows the order live, in this same document.
  const dinerStep = diner.getByTestId('order-progress').locator('[aria-current="step"]');
  await expect(dinerStep).toHaveText(/Paid/);
  await diner.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

  // The kitchen: the new ticket, in the same document (no reload), and one more beep.
  const card = ticket(kitchen, code);
  await expect(card).toBeVisible();
  await expect(card).toContainText('Table 21');
  await expect(card).toContainText('<1m');
  expect(await kitchen.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  await expect.poll(() => beeps(kitchen)).toBe(beepsBefore + 1);
  // It came over the socket: the paid order's live message reached this page.
  const live = received.get(kitchen)!.map((f) => JSON.parse(f) as { type: string; order?: { id: string; status: string } });
  expect(live).toContainEqual(expect.objectContaining({ type: 'order.changed', order: expect.objectContaining({ id: orderId, status: 'paid' }) }));

  // Details: the line and the timestamps.
  await card.getByRole('button', { name: 'Details' }).click();
  await expect(card.getByRole('region', { name: 'Order details' })).toContainText('1 × Espresso');

  await card.getByRole('button', { name: 'Start Preparation' }).click();
  await expect(card.getByRole('button', { name: 'Mark Ready' })).toBeVisible();
  await expect(dinerStep).toHaveText(/Preparing/);
  await card.getByRole('button', { name: 'Mark Ready' }).click();
  await expect(card).toBeHidden();
  await expect(dinerStep).toHaveText(/Ready/);

  await kitchen.getByRole('tab', { name: 'Runner' }).click();
  await ticket(kitchen, code).getByRole('button', { name: 'Mark Served' }).click();
  await expect(ticket(kitchen, code)).toBeHidden();
  await expect(dinerStep).toHaveText(/Served/);
  expect(await diner.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

  const order = await Orders.get(orderId);
  expect(order).toMatchObject({ status: 'served' });
  expect(order!.prepStartedAt).not.toBeNull();
  expect(order!.readyAt).not.toBeNull();
  expect(order!.servedAt).not.toBeNull();

  // The Orders board shows it once Served is no longer hidden.
  await kitchen.getByRole('tab', { name: 'Orders' }).click();
  await expect(ticket(kitchen, code)).toBeHidden();
  await kitchen.getByLabel('Hide Served').uncheck();
  await expect(kitchen.getByRole('region', { name: 'Served' }).getByRole('article', { name: `Order ${code}` })).toBeVisible();
});

test('two members start the same order at once: one succeeds, the other is told and sees the current state', async ({ browser }) => {
  const [first, second] = await Promise.all([staffDashboard(browser, 'kitchen'), staffDashboard(browser, 'kitchen')]);
  const order = await paidEspresso('22');
  await expect(ticket(first, order.orderCode)).toBeVisible();
  await expect(ticket(second, order.orderCode)).toBeVisible();

  // Both presses leave before either reaches the server: each page's advance request is held until both were sent,
  // so neither page can get the other's live update (and re-render its button) before its own press.
  let release!: () => void;
  const bothSent = new Promise<void>((resolve) => (release = resolve));
  let sent = 0;
  for (const page of [first, second]) {
    await page.route('**/orders/*/advance', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      if (++sent === 2) release();
      await bothSent;
      await route.continue();
    });
  }
  await Promise.all([first, second].map((page) => ticket(page, order.orderCode).getByRole('button', { name: 'Start Preparation' }).click()));
  await bothSent;

  const message = 'This order was already moved to In Progress.';
  await expect.poll(async () => (await first.getByText(message).count()) + (await second.getByText(message).count())).toBe(1);
  for (const page of [first, second]) {
    await expect(ticket(page, order.orderCode).getByRole('button', { name: 'Mark Ready' })).toBeVisible();
  }
  expect((await Orders.get(order.id))?.status).toBe('in_progress');
});

test('a dashboard whose connection drops says so, reconnects and shows what it missed', async ({ browser }) => {
  const waiter = await createUser({ fullName: 'Ray Runner' });
  const { inviteToken } = await Staff.invite({ restaurantId: rid, email: waiter.email, role: 'staff', createdBy: 'e2e' });
  const page = await (await browser.newContext()).newPage();

  // Every dashboard socket goes through this route: passed on to the server, or refused while "away".
  let away = false;
  const open = new Set<{ close: () => Promise<void> }>();
  await page.routeWebSocket(/restaurantId=/, (ws) => {
    if (away) return void ws.close({ code: 4001, reason: 'Offline' });
    ws.connectToServer();
    const handle = { close: () => ws.close({ code: 4002, reason: 'Dropped' }) };
    open.add(handle);
  });

  await signInThroughPage(page, waiter.email, waiter.password, inviteToken);
  await expect(page).toHaveURL(/\/dashboard\/staff$/);
  await page.goto('/dashboard/orders');
  const status = page.getByTestId('live-status');
  await expect(status).toHaveText('Live');

  away = true;
  await Promise.all([...open].map((ws) => ws.close()));
  open.clear();
  await expect(status).toHaveText('Reconnecting...');
  const missed = await paidEspresso('23');

  away = false;
  await expect(status).toHaveText('Live', { timeout: 40_000 });
  await expect(page.getByRole('region', { name: 'Paid' }).getByRole('article', { name: `Order ${missed.orderCode}` })).toBeVisible();
});
