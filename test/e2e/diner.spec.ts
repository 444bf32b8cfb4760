import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { PublicMenu, PublicOrder } from '../../shared/api';
import { Orders } from '../../functions/lib/composition';
import { demo } from './support';

/**
 * The diner's journey on a phone (issue 3, "Must show"): scan the table's link, pick Spanish, build an order with
 * options, tip 18%, pay in the sandbox checkout and land on the confirmation with the cart's totals; the order is
 * paid in the database with the platform fee recorded. Plus the ways off the happy path a diner meets most.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, locale: 'en-US' });

const rid = demo.restaurantId;

/** The summary rows of a page, by their test ids (cart-* on the cart, order-* on the confirmation). */
async function totals(page: Page, prefix: 'cart' | 'order') {
  const text = (name: string) => page.getByTestId(`${prefix}-${name}`).innerText();
  return { subtotal: await text('subtotal'), tax: await text('tax'), tip: await text('tip'), total: await text('total') };
}

const digits = (money: string) => money.replace(/\D/g, '');

test('a diner orders in Spanish from the table link and pays', async ({ page }) => {
  expect(rid, 'the local stack must seed the demo restaurant').not.toBe('');

  // The QR code's link: the edge sends it straight to the menu (no page to run first), which picks the language.
  await page.goto(`/start?rid=${rid}&table=5`);
  await expect(page).toHaveURL(new RegExp(`/menu/${rid}\\?table=5$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Bistro' })).toBeVisible();

  // Spanish from the language chooser: the default first and marked, the choice remembered in the cookie.
  await page.getByRole('link', { name: /Change language/ }).click();
  await expect(page.getByRole('heading', { name: 'Choose Your Language' })).toBeVisible();
  const options = page.getByRole('list').getByRole('button');
  await expect(options.first()).toContainText('English');
  await expect(options.first()).toContainText('(Default)');
  await page.getByRole('button', { name: /Español/ }).click();
  await expect(page).toHaveURL(new RegExp(`/menu/${rid}\\?lang=es&table=5$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByText('Mesa 5')).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === `lang_${rid}`)).toMatchObject({ value: 'es', sameSite: 'Lax', path: '/' });

  // The pizza opens the chooser: Size is required, toppings optional; the Add button shows the running price.
  await page.getByRole('tab', { name: 'Mains' }).click();
  await page.getByRole('button', { name: 'Elegir opciones para Wood-fired Margherita' }).click();
  const chooser = page.getByRole('dialog', { name: 'Wood-fired Margherita' });
  await expect(chooser.getByRole('group', { name: /Size/ })).toContainText('Obligatorio');
  await chooser.getByRole('radio', { name: /Large/ }).check();
  await chooser.getByRole('checkbox', { name: /Mushrooms/ }).check();
  const addPizza = chooser.getByRole('button', { name: /^Añadir al carrito/ });
  expect(digits(await addPizza.innerText())).toBe('1950');
  await addPizza.click();
  await expect(chooser).toBeHidden();
  await expect(page.getByRole('complementary').getByText('Wood-fired Margherita añadido al carrito')).toBeVisible();

  // A simple item goes straight in.
  await page.getByRole('tab', { name: /Drinks/ }).click();
  await page.getByRole('button', { name: 'Añadir Homemade Lemonade al carrito' }).click();
  await expect(page.getByRole('complementary').getByText('Homemade Lemonade añadido al carrito')).toBeVisible();

  await page.getByRole('link', { name: 'Continuar al pago' }).click();
  await expect(page).toHaveURL(new RegExp(`/cart/${rid}\\?lang=es&table=5$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Tu carrito' })).toBeVisible();
  await expect(page.getByLabel('Número de mesa (opcional)')).toHaveValue('5');
  await expect(page.getByText('Large (14"), Mushrooms')).toBeVisible();

  // Tip 18% of the subtotal; 15% is preselected.
  await expect(page.getByRole('radio', { name: /^15\s?%$/ })).toBeChecked();
  await page.getByRole('radio', { name: /^18\s?%$/ }).check();
  const cart = await totals(page, 'cart');
  // 19.50 + 4.50 = 24.00; tax 8% = 1.92; tip 18% = 4.32; total 30.24
  expect([cart.subtotal, cart.tax, cart.tip, cart.total].map(digits)).toEqual(['2400', '192', '432', '3024']);

  await page.getByRole('button', { name: /^Pagar / }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  // The cart was emptied once the checkout address came back.
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('tabletap.cart.')))).toEqual([]);
  await page.getByRole('button', { name: /^Pay / }).click();

  // Back on the confirmation page, still in Spanish, with the order code, the table and the cart's totals.
  await expect(page).toHaveURL(/\/order\/success\?oid=/);
  await expect(page.getByRole('heading', { level: 1, name: '¡Pedido confirmado!' })).toBeVisible();
  await expect(page.getByText('Pago confirmado')).toBeVisible();
  const orderCode = await page.getByTestId('order-code').innerText();
  expect(orderCode).toMatch(/^[A-HJ-NP-Z2-9]{5}$/);
  await expect(page.getByTestId('order-table')).toHaveText('5');
  await expect(page.getByText('15-20 minutos')).toBeVisible();
  expect(await totals(page, 'order')).toEqual(cart);

  // The database: paid, the charged total, and the platform's 5% (of the bill before the tip) recorded.
  const orderId = new URL(page.url()).searchParams.get('oid')!;
  const order = await Orders.get(orderId);
  expect(order).toMatchObject({
    restaurantId: rid,
    orderCode,
    status: 'paid',
    tableLabel: '5',
    subtotalCents: 2400,
    taxCents: 192,
    tipCents: 432,
    totalCents: 3024,
    // 5% of the bill before the tip: 5% of 2400 + 192 = 129.6, rounded half up.
    feeCents: 130,
  });
  expect(order!.paidAt).not.toBeNull();
  expect(order!.lines.map((l) => [l.itemName, l.qty, l.unitPriceCents])).toEqual([
    ['Wood-fired Margherita', 1, 1950],
    ['Homemade Lemonade', 1, 450],
  ]);

  // Back to the menu: the same table, still in Spanish (issue 8).
  expect(new URL(page.url()).searchParams.get('lang')).toBe('es');
  await page.getByRole('link', { name: 'Volver al menú' }).click();
  await expect(page).toHaveURL(new RegExp(`/menu/${rid}\\?`));
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ table: '5', lang: 'es' });
  await expect(page.getByText('Mesa 5')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('a canceled payment charges nothing and leaves the cart as it was', async ({ page }) => {
  await page.goto(`/menu/${rid}?lang=en&table=7`);
  await page.getByRole('tab', { name: 'Starters' }).click();
  await page.getByRole('button', { name: 'Add Crispy Calamari to cart' }).click();
  await page.getByRole('button', { name: 'Add one Crispy Calamari' }).click();
  await page.getByRole('link', { name: 'Continue to Checkout' }).click();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(page).toHaveURL(/\/order\/cancel\?oid=.*restaurant_id=/);
  await expect(page.getByRole('heading', { name: 'Payment Canceled' })).toBeVisible();
  await expect(page.getByText(/No charge was made/)).toBeVisible();
  // The ways back keep the table and the language (issue 8).
  const journey = (href: string | null) => Object.fromEntries(new URL(href!, page.url()).searchParams);
  expect(journey(page.url())).toMatchObject({ table: '7', lang: 'en' });
  expect(journey(await page.getByRole('link', { name: 'Back to Menu' }).getAttribute('href'))).toEqual({ table: '7', lang: 'en' });
  await page.getByRole('link', { name: 'Return to Cart' }).click();
  await expect(page).toHaveURL(new RegExp(`/cart/${rid}\\?`));
  expect(journey(page.url())).toEqual({ table: '7', lang: 'en' });
  await expect(page.getByLabel('Table number (optional)')).toHaveValue('7');
  await expect(page.getByText('Crispy Calamari')).toBeVisible();
  await expect(page.getByRole('group', { name: /Crispy Calamari/ }).getByText('2')).toBeVisible();
});

test('preview mode simulates the payment without charging', async ({ page }) => {
  await page.goto(`/menu/${rid}?lang=en&table=3&preview=1`);
  await expect(page.getByText('Preview Mode - Payments are disabled for testing')).toBeVisible();
  await page.getByRole('tab', { name: /Drinks/ }).click();
  await page.getByRole('button', { name: 'Add Espresso to cart' }).click();
  await page.getByRole('link', { name: 'Continue to Checkout' }).click();
  await page.getByRole('button', { name: 'Simulate Payment' }).click();
  await expect(page).toHaveURL(/\/order\/success\?oid=preview&preview=1&table=3/);
  await expect(page.getByRole('heading', { name: 'Preview: Order Placed!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close Preview' })).toBeVisible();
});

test('a diner calls a waiter; a second call right after is told staff already know', async ({ page }) => {
  const table = `T${Date.now() % 100_000}`;
  await page.goto(`/menu/${rid}?lang=en&table=${table}`);
  await page.getByRole('button', { name: 'Need assistance?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Call waiter' });
  await expect(dialog.getByLabel('Table number')).toHaveValue(table);
  await dialog.getByLabel('Message (optional)').fill('More napkins, please');
  await expect(dialog.getByText('20/140 characters')).toBeVisible();
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByText('Thanks! A waiter is on the way.')).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 5000 });

  await page.getByRole('button', { name: 'Need assistance?' }).click();
  await page.getByRole('dialog', { name: 'Call waiter' }).getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText("We've already alerted staff. If urgent, flag down a waiter.")).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('unknown restaurants and missing ids get their messages', async ({ page }) => {
  await page.goto('/start?table=5');
  await expect(page.getByRole('heading', { name: 'Error' })).toBeVisible();
  await expect(page.getByText('Restaurant ID is required')).toBeVisible();
  await page.goto('/start/no-such-restaurant');
  await expect(page.getByText('Restaurant not found')).toBeVisible();
  await page.goto('/menu/no-such-restaurant');
  await expect(page.getByRole('heading', { name: 'Restaurant Not Found' })).toBeVisible();
  await page.goto('/cart/no-such-restaurant');
  await expect(page.getByRole('heading', { name: 'Restaurant Not Found' })).toBeVisible();
  await page.goto('/order/success?oid=no-such-order');
  await expect(page.getByRole('heading', { name: 'Order Not Found' })).toBeVisible();
});

/** Serves menu-public with a change made to the real answer (a state the demo restaurant is not in). */
/**
 * The menu as menu-public answers it, changed. The page loads as one never prerendered (the app shell, as CloudFront's
 * fallback serves it), so the app asks menu-public, whose answer is changed on the way.
 */
async function withMenu(page: Page, change: (menu: PublicMenu) => void) {
  await page.route(/\/menu\/[^/?]+(\?.*)?$/, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    await route.fulfill({ response: await route.fetch({ url: new URL('/index.html', route.request().url()).href }) });
  });
  await page.route(/\/functions\/v1\/menu-public\?/, async (route) => {
    const response = await route.fetch();
    const menu = (await response.json()) as PublicMenu;
    change(menu);
    await route.fulfill({ response, json: menu });
  });
}

test('the menu shows sold-out items as not addable, an empty category, and an empty menu as coming soon', async ({ page }) => {
  await withMenu(page, (menu) => {
    menu.items = menu.items.map((item) => (item.name === 'Espresso' ? { ...item, soldOut: true } : item));
    menu.categories.push({ id: 'empty', name: 'Specials', position: 99 });
  });
  await page.goto(`/menu/${rid}?lang=en`);
  await page.getByRole('tab', { name: /Drinks/ }).click();
  const espresso = page.getByRole('article', { name: 'Espresso' });
  await expect(espresso.getByText('Sold out')).toBeVisible();
  await expect(espresso.getByRole('button')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Specials' }).click();
  await expect(page.getByText('No items available in this category.')).toBeVisible();

  await page.unrouteAll();
  await withMenu(page, (menu) => {
    menu.items = [];
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Menu Coming Soon' })).toBeVisible();
});

test('a restaurant that cannot take payments says so on its menu before a cart is filled, and its cart refuses to pay', async ({ page }) => {
  // A cart filled while it could still take payments.
  await page.goto(`/menu/${rid}?lang=en`);
  await page.getByRole('tab', { name: /Drinks/ }).click();
  await page.getByRole('button', { name: 'Add Espresso to cart' }).click();
  await expect(page.getByRole('link', { name: 'Continue to Checkout' })).toBeVisible();

  await withMenu(page, (menu) => {
    menu.restaurant.chargesEnabled = false;
  });
  // The menu: the notice first, in the diner's language; the dishes to read, nothing to add them to a cart with.
  await page.goto(`/menu/${rid}?lang=es`);
  const notice = page.getByRole('note', { name: 'Aún no se puede pedir en línea' });
  await expect(notice).toContainText('Este restaurante todavía no acepta pedidos en línea. Por favor, pide a tu camarero.');
  await page.goto(`/menu/${rid}?lang=en`);
  await expect(page.getByRole('note', { name: "Online ordering isn't available yet" })).toContainText(
    "This restaurant isn't taking online orders yet. Please order with your server.",
  );
  await expect(page.getByRole('heading', { name: 'Tomato Bruschetta' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Add .* to cart$/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Customize / })).toHaveCount(0);
  await expect(page.getByRole('complementary', { name: 'Your Order' })).toHaveCount(0);
  await page.screenshot({ path: '/tmp/shots/diner/menu-payments-off-390x844.png' });

  // The cart kept from before cannot be paid.
  await page.goto(`/cart/${rid}?lang=en`);
  await expect(page.getByText('This restaurant is not accepting payments yet', { exact: true })).toBeVisible();
  await expect(page.getByText(/Please contact them directly to place your order/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay / })).toBeDisabled();

  // Emptied line by line: the last one out leaves the empty cart and its way back to the menu (query kept).
  await page.getByRole('button', { name: 'Remove Espresso' }).click();
  await expect(page.getByText('Item removed from cart')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Menu' }).last().click();
  await expect(page).toHaveURL(new RegExp(`/menu/${rid}\\?lang=en$`));
});

test('the confirmation page keeps looking while the payment is still being confirmed', async ({ page }) => {
  const asked: string[] = [];
  const order: PublicOrder = {
    id: 'order-1',
    orderCode: 'K7M2Q',
    restaurantId: rid,
    restaurantName: 'Demo Bistro',
    status: 'pending_payment',
    tableLabel: '9',
    note: null,
    createdAt: new Date().toISOString(),
    paidAt: null,
    subtotalCents: 300,
    taxCents: 24,
    tipCents: 45,
    totalCents: 369,
    currency: 'USD',
    lines: [{ itemId: 'e', itemName: 'Espresso', qty: 1, unitPriceCents: 300, lineTotalCents: 300, options: [], removedIngredients: [], note: null }],
    estimatedPrepMinutes: { min: 15, max: 20 },
    refunds: [],
    refundedCents: 0,
  };
  await page.route(/\/functions\/v1\/order-public\?/, async (route) => {
    asked.push(route.request().url());
    // The webhook "arrives" between the first and the second look.
    const paid = asked.length > 1;
    await route.fulfill({ json: paid ? { ...order, status: 'paid', paidAt: new Date().toISOString() } : order });
  });
  await page.goto('/order/success?oid=order-1&session_id=cs_test_1&table=9');
  await expect(page.getByRole('heading', { name: 'Confirming your payment...' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  await expect(page.getByTestId('order-code')).toHaveText('K7M2Q');
  expect(asked.length).toBe(2);
  // Each look passes the checkout session, so the server can reconcile without the webhook.
  expect(asked.every((url) => new URL(url).searchParams.get('session_id') === 'cs_test_1')).toBe(true);
});
