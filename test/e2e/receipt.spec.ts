import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import { Orders } from '../../functions/lib/composition';
import { readLocalMail } from '../../infra/local/ses';
import { axeViolations, serious } from './axe';
import { demo, lookAt } from './support';

/**
 * Issue 27 item 4: on the confirmation page a diner asks for an e-mail receipt and sees it sent (the mail arrives in
 * the local SES inbox); the printable receipt page shows the order as charged, with no serious accessibility issue.
 */
test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US' });

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A paid order of the demo restaurant with an option and a removal: written pending, then paid as the webhook does. */
async function paidOrder(): Promise<{ id: string; orderCode: string }> {
  const orderCode = Array.from({ length: 5 }, () => CODE_ALPHABET[Math.floor(Math.random() * CODE_ALPHABET.length)]).join('');
  const order = await Orders.create(
    { attemptId: randomUUID(), orderCode, restaurantId: demo.restaurantId, tableLabel: '12', note: null, subtotalCents: 2650, taxCents: 212, tipCents: 398, totalCents: 3260, feeCents: 133 },
    [
      {
        itemId: randomUUID(),
        itemName: 'Margherita Pizza',
        qty: 1,
        unitPriceCents: 1400,
        lineTotalCents: 1400,
        options: [{ groupName: 'Size', optionName: 'Large', priceDeltaCents: 0 }],
        removedIngredients: ['Basil'],
        note: null,
      },
      { itemId: randomUUID(), itemName: 'Caesar Salad', qty: 1, unitPriceCents: 1250, lineTotalCents: 1250, options: [], removedIngredients: [], note: null },
    ],
  );
  await Orders.advance(order.id, 'pending_payment', 'paid', 'payment');
  return { id: order.id, orderCode };
}

test('a diner asks for an e-mail receipt on the confirmation page, sees it sent, and opens the printable receipt', async ({ page }) => {
  expect(demo.restaurantId, 'the local stack must seed the demo restaurant').not.toBe('');
  const order = await paidOrder();
  const to = `diner-${randomUUID().slice(0, 8)}@example.com`;

  await page.goto(`/order/success?oid=${order.id}&lang=en`);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed!' })).toBeVisible();
  await page.getByLabel('Email address').fill(to);
  await lookAt(page, 'confirmation-receipt-form-390', { fullPage: true });
  await page.getByRole('button', { name: 'Send receipt' }).click();
  await expect(page.getByTestId('receipt-sent')).toHaveText(`Receipt sent to ${to}. Check your inbox.`);
  await lookAt(page, 'confirmation-receipt-sent-390', { fullPage: true });

  const mail = (await readLocalMail(process.env.SES_ENDPOINT!)).find((m) => m.destination.to.includes(to));
  expect(mail?.subject).toContain(`(order ${order.orderCode})`);
  expect(mail?.body.text).toContain('1 × Margherita Pizza');
  expect(mail?.body.text).toContain('Large, No Basil');

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Send to another address' }).click();
  await expect(page.getByLabel('Email address')).toBeVisible();
  await lookAt(page, 'confirmation-receipt-form-1280', { fullPage: true });

  await page.getByRole('link', { name: 'View printable receipt' }).click();
  await expect(page).toHaveURL(new RegExp(`/order/receipt\\?oid=${order.id}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible();
  await expect(page.getByTestId('order-code')).toHaveText(order.orderCode);
  await expect(page.getByText('Large, No Basil')).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText('$32.60');
  await expect(page.getByText('Paid by card')).toBeVisible();
  await lookAt(page, 'printable-receipt-1280', { fullPage: true });
  expect(serious(await axeViolations(page))).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await lookAt(page, 'printable-receipt-390', { fullPage: true });

  // Once refunded (the server's answer with two refunds, one still on its way): each shows, and what is paid after.
  await page.route(/\/functions\/v1\/order-public\?/, async (route) => {
    const answer = (await (await route.fetch()).json()) as { createdAt: string };
    const refunds = [
      { id: 'rf_1', status: 'succeeded', amountCents: 1512, createdAt: answer.createdAt, lines: [{ position: 0, qty: 1, amountCents: 1400 }], tipCents: 0 },
      { id: 'rf_2', status: 'pending', amountCents: 398, createdAt: answer.createdAt, lines: [], tipCents: 398 },
    ];
    await route.fulfill({ json: { ...answer, refunds, refundedCents: 1910 } });
  });
  await page.reload();
  await expect(page.getByTestId('order-refund')).toHaveText(['Refunded-$15.12', 'Refund on its way-$3.98']);
  await expect(page.getByTestId('order-paid-after-refunds')).toHaveText('$13.50');
  await lookAt(page, 'printable-receipt-refunded-390', { fullPage: true });
  await page.goto(`/order/success?oid=${order.id}&lang=en`);
  await expect(page.getByTestId('order-refund')).toHaveCount(2);
  await lookAt(page, 'confirmation-refunded-390', { fullPage: true });
  await page.goto(`/order/receipt?oid=${order.id}&lang=en`);
  await expect(page.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  // On paper: only the receipt, no buttons.
  await expect(page.getByRole('button', { name: 'Print receipt' })).toBeHidden();
  await lookAt(page, 'printable-receipt-print', { fullPage: true });
});
