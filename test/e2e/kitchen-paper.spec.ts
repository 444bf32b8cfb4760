import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { DashboardMenu, PublicMenu } from '../../shared/api';
import { completeCheckout } from '../integration/dashboard/support';
import { createPayment, sessionIdOf } from '../integration/payments/support';
import { api } from '../support/api';
import { signIn } from '../support/users';
import { axeViolations, serious } from './axe';
import { demo, lookAt, ownerStorageState } from './support';

/**
 * Issue 30 items 5 and 6: the kitchen ticket shows the allergens (fixed by the server from the menu at checkout) and
 * "NO X" removals of an order a diner placed; paper tickets print from the kitchen screen at 80 and 58 mm (print media
 * emulated, screenshots in /tmp/shots/<dir>), a second print says REPRINT, and automatic printing prints a new order
 * once on this device, not again after a reload. window.print is replaced in the page: it records the ticket it would
 * print; the browser's afterprint event (dispatched by the test, as Chromium does after printing) lets the next go.
 *
 * The demo's Tomato Bruschetta gets two ingredients for the test (removed after): Sourdough (gluten, fixed) and
 * Pecorino (milk, removable). A diner leaves out the garlic and the pecorino, so its allergens are gluten only.
 */
test.use({ storageState: ownerStorageState, viewport: { width: 1280, height: 800 } });

const rid = demo.restaurantId;
const added: { itemId: string; ingredientId: string }[] = [];
let token = '';

interface Printed {
  code: string;
  text: string;
  width: string | null;
}

test.beforeAll(async () => {
  expect(rid, 'the local stack must seed the demo restaurant').not.toBe('');
  token = await signIn(demo.email, demo.password);
  const menu = await api<DashboardMenu>('GET', `/api/v1/restaurants/${rid}/menu`, { token });
  const bruschetta = menu.body.items.find((i) => i.name === 'Tomato Bruschetta')!;
  for (const body of [
    { name: 'Sourdough', isRemovable: false, allergens: ['gluten'] },
    { name: 'Pecorino', allergens: ['milk'] },
  ]) {
    const created = await api<{ ingredient: { id: string } }>('POST', `/api/v1/restaurants/${rid}/menu-items/${bruschetta.id}/ingredients`, { token, body });
    expect(created.status).toBe(201);
    added.push({ itemId: bruschetta.id, ingredientId: created.body.ingredient.id });
  }
});

test.afterAll(async () => {
  for (const { itemId, ingredientId } of added) {
    await api('DELETE', `/api/v1/restaurants/${rid}/menu-items/${itemId}/ingredients/${ingredientId}`, { token });
  }
});

/** A diner's paid order at `table`: a bruschetta without garlic and pecorino, a large margherita, an allergy note. */
async function dinerOrder(table: string): Promise<string> {
  const menu = (await api<PublicMenu>('GET', `/functions/v1/menu-public?restaurant_id=${rid}&lang=en`)).body;
  const item = (name: string) => menu.items.find((i) => i.name === name)!;
  const bruschetta = item('Tomato Bruschetta');
  const ingredient = (name: string) => bruschetta.ingredients.find((i) => i.name === name)!.id;
  const option = (name: string) => menu.modifierGroups.flatMap((g) => g.options).find((o) => o.name === name)!.id;
  const started = await createPayment({
    restaurantId: rid,
    attemptId: randomUUID(),
    tableLabel: table,
    tip: { kind: 'none' },
    note: 'Severe peanut allergy at this table',
    items: [
      { itemId: bruschetta.id, qty: 1, removedIngredientIds: [ingredient('Garlic'), ingredient('Pecorino')] },
      { itemId: item('Wood-fired Margherita').id, qty: 2, optionIds: [option('Large (14")')], note: 'Extra crispy' },
    ],
  });
  expect(started.status).toBe(200);
  const order = await completeCheckout({ orderId: started.body.orderId, sessionId: sessionIdOf(started.body.url) });
  return order.orderCode;
}

/** Replaces window.print before the app loads: each call records the paper ticket it would print. */
async function recordPrints(page: Page, { autoAfterPrint }: { autoAfterPrint: boolean }) {
  await page.addInitScript((auto) => {
    const w = window as unknown as { __prints: Printed[] };
    w.__prints = [];
    window.print = () => {
      const ticket = document.querySelector('.paper-ticket');
      w.__prints.push({
        code: ticket?.querySelector('.paper-ticket__code')?.firstChild?.textContent ?? '',
        text: ticket?.textContent ?? '',
        width: ticket?.getAttribute('data-paper-width') ?? null,
      });
      if (auto) setTimeout(() => window.dispatchEvent(new Event('afterprint')));
    };
  }, autoAfterPrint);
}

const prints = (page: Page) => page.evaluate(() => (window as unknown as { __prints: Printed[] }).__prints);
const afterPrint = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('afterprint')));

test('the kitchen ticket shows the allergens and NO removals of a diner\'s order, and prints at 80 and 58 mm, a reprint marked', async ({ page }) => {
  const code = await dinerOrder('31');
  await recordPrints(page, { autoAfterPrint: false });
  await page.goto('/dashboard/staff?tab=kitchen');
  const ticket = page.getByRole('article', { name: `Order ${code}` });
  await expect(ticket).toBeVisible();

  // Item 5: the bruschetta's allergens as the server fixed them (the pecorino's milk left out with it), its removals.
  const items = ticket.getByRole('list', { name: 'Items' });
  const bruschetta = items.locator(':scope > li').filter({ hasText: 'Tomato Bruschetta' });
  await expect(bruschetta.locator('.ticket__allergens')).toHaveText('⚠ Allergens: Gluten');
  await expect(bruschetta.locator('.ticket__removal')).toHaveText(['⊘ No Garlic', '⊘ No Pecorino']);
  const look = await bruschetta.locator('.ticket__removal').first().evaluate((removal) => ({
    weight: getComputedStyle(removal).fontWeight,
    no: getComputedStyle(removal.querySelector('.ticket__no')!).textTransform,
  }));
  expect(look).toEqual({ weight: '700', no: 'uppercase' });
  // The margherita's ingredients carry no tags: no allergen row.
  await expect(items.locator(':scope > li').filter({ hasText: 'Wood-fired Margherita' }).locator('.ticket__allergens')).toHaveCount(0);
  expect(serious(await axeViolations(page))).toEqual([]);
  await ticket.scrollIntoViewIfNeeded();
  await lookAt(page, 'kitchen-1280x800');
  await lookAt(ticket, 'kitchen-ticket-1280');

  // Item 6: this device's paper is 80 mm; Print prints the paper view, alone in print media.
  const controls = page.getByRole('region', { name: 'Paper tickets' });
  await expect(controls.getByRole('radio', { name: '80 mm' })).toBeChecked();
  await ticket.getByRole('button', { name: 'Print' }).click();
  await expect.poll(async () => (await prints(page)).length).toBe(1);
  const [first] = await prints(page);
  expect(first).toMatchObject({ code: `#${code}`, width: '80' });
  for (const words of ['Table 31', 'NOTE: Severe peanut allergy at this table', '1 x Tomato Bruschetta', 'NO Garlic', 'NO Pecorino', 'Allergens: Gluten', '2 x Wood-fired Margherita', 'Size: Large (14")', 'Note: Extra crispy']) {
    expect(first!.text).toContain(words);
  }
  expect(first!.text).not.toContain('REPRINT');
  await page.emulateMedia({ media: 'print' });
  const paper = page.locator('.paper-ticket');
  await expect(paper).toBeVisible();
  await expect(page.locator('#root')).toBeHidden();
  // 80 mm wide at the page's 96 px to the inch.
  expect(Math.round((await paper.boundingBox())!.width)).toBe(Math.round((80 * 96) / 25.4));
  // The page is the ticket's width and height: a roll printer feeds no blank paper.
  expect(await page.locator('.paper-root style').textContent()).toMatch(/@page \{ size: 80mm \d+mm; margin: 0; \}/);
  await lookAt(page, 'paper-80mm-page');
  await lookAt(paper, 'paper-80mm');
  await afterPrint(page);
  await page.emulateMedia({ media: 'screen' });
  await expect(page.locator('.paper-root')).toHaveCount(0);

  // Printed once on this device: again, on 58 mm paper, it is a reprint.
  await controls.getByRole('radio', { name: '58 mm' }).check();
  await ticket.getByRole('button', { name: 'Print (printed)' }).click();
  await expect.poll(async () => (await prints(page)).length).toBe(2);
  const second = (await prints(page))[1]!;
  expect(second).toMatchObject({ code: `#${code}`, width: '58' });
  expect(second.text).toContain('*** REPRINT ***');
  await page.emulateMedia({ media: 'print' });
  expect(Math.round((await paper.boundingBox())!.width)).toBe(Math.round((58 * 96) / 25.4));
  await lookAt(paper, 'paper-58mm-reprint');
  await afterPrint(page);
  await page.emulateMedia({ media: 'screen' });

  // The kitchen screen on a phone, the paper choice remembered after a reload.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('region', { name: 'Paper tickets' }).getByRole('radio', { name: '58 mm' })).toBeChecked();
  await expect(ticket).toBeVisible();
  await lookAt(page, 'kitchen-390x844');
  await ticket.scrollIntoViewIfNeeded();
  await lookAt(page, 'kitchen-ticket-390x844');
  expect(serious(await axeViolations(page))).toEqual([]);
});

test('automatic printing prints a new paid order once on this device, and not again after a reload', async ({ page }) => {
  await recordPrints(page, { autoAfterPrint: true });
  await page.goto('/dashboard/staff?tab=kitchen');
  const auto = page.getByRole('switch', { name: 'Print new tickets automatically on this device' });
  await expect(auto).not.toBeChecked();
  await auto.check();
  await expect(page.getByText('Each new paid order or round prints once here.')).toBeVisible();
  await lookAt(page, 'kitchen-auto-on-1280x800');

  // Other tests' orders may arrive meanwhile and print too: only this test's orders are counted.
  const printsOf = async (code: string) => (await prints(page)).filter((p) => p.code === `#${code}`);
  const code = await dinerOrder('32');
  await expect(page.getByRole('article', { name: `Order ${code}` })).toBeVisible();
  await expect.poll(async () => (await printsOf(code)).length).toBe(1);
  expect((await printsOf(code))[0]!.text).not.toContain('REPRINT');
  await expect(page.getByRole('article', { name: `Order ${code}` }).getByRole('button', { name: 'Print (printed)' })).toBeVisible();

  // A reload (or a reconnect): the switch stays on, the printed order does not print again, the next one prints.
  await page.reload();
  await expect(auto).toBeChecked();
  await expect(page.getByRole('article', { name: `Order ${code}` })).toBeVisible();
  const next = await dinerOrder('33');
  await expect.poll(async () => (await printsOf(next)).length).toBe(1);
  expect(await printsOf(code)).toEqual([]);
});
