import { randomUUID } from 'node:crypto';
import type { Page, WebSocket } from '@playwright/test';
import { expect, test } from './fixtures';
import type { OrderStatus } from '../../shared/constants';
import { Orders } from '../../functions/lib/composition';
import { demo } from './support';

/**
 * Issue 4: the diner's confirmation page follows the order live. Staff moves are made with the domain's own
 * conditional update (what the dashboard's advance calls), and each one shows on the page without a reload,
 * pushed over the order's WebSocket.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-US' });

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A paid order of the demo restaurant: written pending, then paid as the webhook does (paidAt set). */
async function paidOrder(): Promise<string> {
  const orderCode = Array.from({ length: 5 }, () => CODE_ALPHABET[Math.floor(Math.random() * CODE_ALPHABET.length)]).join('');
  const { id } = await Orders.create(
    {
      attemptId: randomUUID(),
      orderCode,
      restaurantId: demo.restaurantId,
      tableLabel: '12',
      note: null,
      subtotalCents: 1200,
      taxCents: 96,
      tipCents: 180,
      totalCents: 1476,
      feeCents: 74,
    },
    [{ itemId: randomUUID(), itemName: 'Tiramisu', qty: 2, unitPriceCents: 600, lineTotalCents: 1200, options: [], removedIngredients: [], note: null }],
  );
  await Orders.advance(id, 'pending_payment', 'paid', 'payment');
  return id;
}

const currentStep = (page: Page) => page.getByTestId('order-progress').locator('[aria-current="step"]');

/** Resolves when the socket brings the change to `status` (proof that the push, not a re-read, moved the page). */
function pushed(socket: WebSocket, status: OrderStatus) {
  return socket.waitForEvent('framereceived', {
    predicate: (frame) => typeof frame.payload === 'string' && frame.payload.includes('"order.changed"') && frame.payload.includes(`"status":"${status}"`),
  });
}

test('the success page shows Paid, Preparing, Ready and Served as staff move the order, without a reload', async ({ page }) => {
  expect(demo.restaurantId, 'the local stack must seed the demo restaurant').not.toBe('');
  const orderId = await paidOrder();

  const socketOpened = page.waitForEvent('websocket');
  await page.goto(`/order/success?oid=${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed!' })).toBeVisible();
  const steps = page.getByTestId('order-progress').getByRole('listitem');
  await expect(steps).toHaveText([/Paid/, /Preparing/, /Ready/, /Served/]);
  await expect(currentStep(page)).toHaveText(/Paid/);
  await expect(page.getByRole('status').filter({ hasText: 'Your order is now: Paid' })).toBeAttached();

  const socket = await socketOpened;
  expect(new URL(socket.url()).searchParams.get('orderId')).toBe(orderId);
  // Anything on the page's window survives only if the page is never reloaded.
  await page.evaluate(() => ((window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true));

  const moves: [OrderStatus, OrderStatus, string][] = [
    ['paid', 'in_progress', 'Preparing'],
    ['in_progress', 'ready', 'Ready'],
    ['ready', 'served', 'Served'],
  ];
  for (const [from, to, label] of moves) {
    const arrived = pushed(socket, to);
    await Orders.advance(orderId, from, to, 'staff');
    await arrived;
    await expect(currentStep(page)).toHaveText(new RegExp(label));
    await expect(page.getByRole('status').filter({ hasText: `Your order is now: ${label}` })).toBeAttached();
  }
  // Served is the end: the steps before it are done and the page lets the socket go.
  await expect(page.getByTestId('order-progress').locator('.order-progress__step--done')).toHaveCount(3);
  if (!socket.isClosed()) await socket.waitForEvent('close');
  expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
});

test('a dropped live line reconnects and catches up with a change made while it was down', async ({ page }) => {
  const orderId = await paidOrder();
  const lines: { drop(): Promise<void> }[] = [];
  // Every socket of the page goes through here to the real gateway, so the test can cut one like a lost network.
  await page.routeWebSocket(/orderId=/, (ws) => {
    const server = ws.connectToServer();
    lines.push({ drop: async () => void (await Promise.all([ws.close(), server.close()])) });
  });

  await page.goto(`/order/success?oid=${orderId}`);
  await expect(currentStep(page)).toHaveText(/Paid/);
  await expect.poll(() => lines.length).toBe(1);
  await lines[0]!.drop();
  await Orders.advance(orderId, 'paid', 'in_progress', 'staff');

  await expect.poll(() => lines.length, { timeout: 15_000 }).toBe(2);
  await expect(currentStep(page)).toHaveText(/Preparing/);
  // And the new line carries the next change as it happens.
  await Orders.advance(orderId, 'in_progress', 'ready', 'staff');
  await expect(currentStep(page)).toHaveText(/Ready/);
});

test('an order opened after it was served shows Served (here in Spanish) and opens no live connection', async ({ page }) => {
  const orderId = await paidOrder();
  await Orders.advance(orderId, 'paid', 'in_progress', 'staff');
  await Orders.advance(orderId, 'in_progress', 'ready', 'staff');
  await Orders.advance(orderId, 'ready', 'served', 'staff');
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));

  await page.goto(`/order/success?oid=${orderId}&lang=es`);
  await expect(page.getByRole('heading', { level: 1, name: '¡Pedido confirmado!' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Estado del pedido' })).toBeVisible();
  await expect(currentStep(page)).toHaveText(/Servido/);
  await page.waitForLoadState('networkidle');
  expect(sockets).toEqual([]);
});
