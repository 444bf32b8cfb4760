import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import type { PublicMenu } from '../../shared/api';
import { completeCheckout } from '../integration/dashboard/support';
import { createPayment, sessionIdOf } from '../integration/payments/support';
import { api } from '../support/api';
import { axeViolations, serious } from './axe';
import { demo, lookAt, ownerStorageState } from './support';

/**
 * Issue 25 item 3, "Must show": the kitchen screen shows a paid order's lines, options, removals and notes without
 * opening Details, at 1280 x 800 and on a 1024 x 768 tablet (screenshots in /tmp/shots/kitchen).
 */
test.use({ storageState: ownerStorageState, viewport: { width: 1280, height: 800 } });

const rid = demo.restaurantId;

/** A paid order as a diner makes it at table 12: two large pizzas with mushrooms (a line note), a bruschetta without garlic, an allergy note. */
async function paidOrderToCook(): Promise<string> {
  const menu = (await api<PublicMenu>('GET', `/functions/v1/menu-public?restaurant_id=${rid}&lang=en`)).body;
  const item = (name: string) => {
    const found = menu.items.find((i) => i.name === name);
    if (!found) throw new Error(`the demo menu has no ${name}`);
    return found;
  };
  const pizza = item('Wood-fired Margherita');
  const bruschetta = item('Tomato Bruschetta');
  const option = (name: string) => menu.modifierGroups.flatMap((g) => g.options).find((o) => o.name === name)!.id;
  const garlic = bruschetta.ingredients.find((i) => i.name === 'Garlic')!.id;
  const started = await createPayment({
    restaurantId: rid,
    attemptId: randomUUID(),
    tableLabel: '12',
    tip: { kind: 'none' },
    note: 'Severe peanut allergy at this table',
    items: [
      { itemId: pizza.id, qty: 2, optionIds: [option('Large (14")'), option('Mushrooms')], note: 'Extra crispy' },
      { itemId: bruschetta.id, qty: 1, removedIngredientIds: [garlic] },
    ],
  });
  expect(started.status).toBe(200);
  const order = await completeCheckout({ orderId: started.body.orderId, sessionId: sessionIdOf(started.body.url) });
  return order.orderCode;
}

test('the kitchen ticket shows the lines, options, removals and notes without opening Details', async ({ page }) => {
  expect(rid, 'the local stack must seed the demo restaurant').not.toBe('');
  const code = await paidOrderToCook();
  await page.goto('/dashboard/staff?tab=kitchen');
  const ticket = page.getByRole('article', { name: `Order ${code}` });
  await expect(ticket).toBeVisible();

  // The allergy note: on the ticket, labelled, in its callout.
  await expect(ticket.getByRole('note', { name: 'Order note' })).toHaveText(/Note\s*Severe peanut allergy at this table/);
  const items = ticket.getByRole('list', { name: 'Items' });
  const pizza = items.locator(':scope > li').filter({ hasText: 'Wood-fired Margherita' });
  await expect(pizza.locator('.ticket__qty')).toHaveText('2×');
  await expect(pizza.locator('.ticket__mods > li')).toHaveText(['Size: Large (14")', 'Extra toppings: Mushrooms']);
  await expect(pizza.locator('.ticket__line-note')).toHaveText('Note: Extra crispy');
  const bruschetta = items.locator(':scope > li').filter({ hasText: 'Tomato Bruschetta' });
  await expect(bruschetta.locator('.ticket__qty')).toHaveText('1×');
  await expect(bruschetta.locator('.ticket__removal')).toHaveText('⊘ No Garlic');
  // Red and in words: the removal's colour is not the dish's.
  const colours = await bruschetta.evaluate((line) => [
    getComputedStyle(line.querySelector('.ticket__item-name')!).color,
    getComputedStyle(line.querySelector('.ticket__removal')!).color,
  ]);
  expect(colours[0]).not.toBe(colours[1]);
  // Details stayed closed: everything above was on the ticket itself.
  await expect(ticket.getByRole('button', { name: 'Details' })).toHaveAttribute('aria-expanded', 'false');
  await expect(ticket.getByRole('region', { name: 'Order details' })).toHaveCount(0);
  expect(serious(await axeViolations(page))).toEqual([]);

  await ticket.scrollIntoViewIfNeeded();
  await lookAt(page, 'kitchen-1280x800');
  await page.setViewportSize({ width: 1024, height: 768 });
  await expect(ticket.getByRole('note', { name: 'Order note' })).toBeVisible();
  await ticket.scrollIntoViewIfNeeded();
  await lookAt(page, 'kitchen-1024x768');
  await lookAt(ticket, 'kitchen-ticket-1024');

  // The Orders board's ticket says the same, in its Paid column (with the tip and total the waiters see).
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('tab', { name: 'Orders' }).click();
  const onBoard = page.getByRole('region', { name: 'Paid' }).getByRole('article', { name: `Order ${code}` });
  await expect(onBoard.getByRole('note', { name: 'Order note' })).toContainText('Severe peanut allergy at this table');
  await expect(onBoard.locator('.ticket__removal')).toHaveText('⊘ No Garlic');
  await expect(onBoard.getByText('Total')).toBeVisible();
  await onBoard.scrollIntoViewIfNeeded();
  await lookAt(page, 'orders-board-1280x800');
});
