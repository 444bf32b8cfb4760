import sharp from 'sharp';
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { Orders } from '../../functions/lib/composition';
import { connectSandboxPayments, lookAt, newEmail, openRenderedPage, signUpThroughPage } from './support';

/**
 * Issue 11's journey: a brand-new owner builds a whole menu in the builder (two categories, an item with a required
 * single-choice group and an optional multi group, a combo of two parts, ingredients, a peanut allergen, a photo),
 * translates it into Spanish (one field by the machine, one by hand and locked), hides one item and sells out another.
 * Then a diner on a phone, in Spanish, sees the translated names and the photo's small copy, filters peanuts out,
 * orders the dish with options and without onions plus the combo, and pays; the kitchen ticket shows the options and
 * 'No Onions', and the charged total is what the cart showed.
 */
// A step that cannot happen fails in 20 s, not at the journey's 5-minute limit.
test.use({ actionTimeout: 20_000 });

test('a new owner builds, photographs and translates a menu; a Spanish diner filters, customizes and pays', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const email = newEmail('builder');
  await signUpThroughPage(page, { fullName: 'Lina Build', email, password: 'pass-word-1' });
  await expect(page).toHaveURL(/\/owner\/onboarding$/);
  const restaurantId = (await page.getByText('Restaurant ID:').locator('code').innerText()).trim();

  await page.goto('/owner/settings/payments');
  await connectSandboxPayments(page, { name: 'Lina Thai Kitchen', firstName: 'Lina', lastName: 'Build' });

  // A new restaurant offers English (its default), Spanish and Dutch.
  await page.goto('/owner/settings/language');
  await expect(page.getByRole('checkbox', { name: /Español/ })).toBeChecked();

  // Two categories and their dishes, quick-added (each starts as a Draft).
  await page.goto('/owner/settings/menu-builder');
  await expect(page.getByRole('heading', { name: 'Menu Builder' })).toBeVisible();
  for (const name of ['Mains', 'Drinks']) {
    await page.getByLabel('Category name').fill(name);
    await page.getByRole('button', { name: 'Add Category' }).click();
    await expect(page.getByRole('region', { name })).toBeVisible();
  }
  const dishes: [string, string, string][] = [
    ['Mains', 'Pad Thai', '12.00'],
    ['Mains', 'Satay Skewers', '9.00'],
    ['Mains', 'Spring Rolls', '6.00'],
    ['Mains', 'Tom Yum Soup', '7.50'],
    ['Mains', 'Lunch Combo', '15.00'],
    ['Drinks', 'Lemonade', '3.00'],
  ];
  for (const [category, name, price] of dishes) {
    const section = page.getByRole('region', { name: category });
    await section.getByLabel('Item name').fill(name);
    await section.getByLabel('Price', { exact: true }).fill(price);
    await section.getByRole('button', { name: 'Add Item' }).click();
    const card = itemCard(page, name);
    await expect(card.getByText('Draft')).toBeVisible();
    await flip(card.getByRole('switch', { name: 'Visible' }), true);
    await expect(card.getByText('Draft')).toBeHidden();
  }

  // Pad Thai: a description, a required size (three prices) and optional extras (up to two).
  await openEditor(page, 'Pad Thai');
  const editor = page.getByRole('dialog', { name: 'Edit Pad Thai' });
  await editor.getByLabel('Description').fill('Rice noodles, tamarind, onions');
  await editor.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Item updated')).toBeVisible();

  await editor.getByRole('tab', { name: 'Options & Variants' }).click();
  await addGroup(editor, { name: 'Size', required: true, options: [['Small', '0'], ['Medium', '1.50'], ['Large', '3.00']] });
  await addGroup(editor, { name: 'Extras', multi: { max: '2' }, options: [['Egg', '1.00'], ['Tofu', '2.00']] });

  // Its ingredients: onions, which a diner may leave out.
  await editor.getByRole('tab', { name: 'Ingredients' }).click();
  await addIngredient(editor, 'Rice noodles', { removable: false });
  await addIngredient(editor, 'Onions');
  await expect(editor.getByRole('group', { name: 'Onions', exact: true })).toBeVisible();

  // Its photo: a 2000x1500 PNG, stored as WebP copies.
  await editor.getByRole('tab', { name: 'Photo' }).click();
  const photo = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#C8553D' } }).png().toBuffer();
  await editor.getByLabel('Choose a photo').setInputFiles({ name: 'pad-thai.png', mimeType: 'image/png', buffer: photo });
  await editor.getByLabel('Alt text (optional)').fill('  Pad Thai with lime  ');
  await editor.getByRole('button', { name: 'Upload photo' }).click();
  await expect(page.getByText('Image uploaded')).toBeVisible({ timeout: 30_000 });
  await expect(editor.getByRole('img', { name: 'Pad Thai with lime' })).toBeVisible();
  await editor.getByRole('button', { name: 'Close editor' }).click();

  // Satay: peanut sauce that cannot be left out.
  await openEditor(page, 'Satay Skewers');
  const satay = page.getByRole('dialog', { name: 'Edit Satay Skewers' });
  await satay.getByRole('tab', { name: 'Ingredients' }).click();
  await addIngredient(satay, 'Peanut sauce', { removable: false, allergens: ['Peanuts'] });
  await expect(satay.getByRole('group', { name: 'Peanut sauce', exact: true }).getByRole('list', { name: 'Allergens' })).toContainText('Peanuts');
  await satay.getByRole('button', { name: 'Close editor' }).click();

  // The lunch combo: a main (Pad Thai or Satay) and a drink.
  await openEditor(page, 'Lunch Combo');
  const combo = page.getByRole('dialog', { name: 'Edit Lunch Combo' });
  await combo.getByRole('tab', { name: 'Combos' }).click();
  await saved(page, 'PUT', /\/menu-items\/[^/]+\/combo$/, () => combo.getByRole('switch', { name: 'This is a Combo' }).check());
  await combo.getByRole('button', { name: 'Add component' }).click();
  await combo.getByRole('button', { name: 'Add component' }).click();
  const parts: [string, string[]][] = [
    ['Main', ['Pad Thai', 'Satay Skewers']],
    ['Drink', ['Lemonade']],
  ];
  for (const [index, [label, choices]] of parts.entries()) {
    const part = combo.getByRole('region', { name: `Component ${index + 1}` });
    await part.getByLabel('Component label').fill(label);
    await part.getByRole('checkbox', { name: 'Required' }).check();
    // The main may be customized (its removable ingredients left out); the drink is what it is.
    if (label === 'Main') await part.getByRole('checkbox', { name: 'Allow customization' }).check();
    for (const choice of choices) await part.getByRole('checkbox', { name: choice, exact: true }).check();
  }
  await saved(page, 'PUT', /\/menu-items\/[^/]+\/combo$/, () => combo.getByRole('button', { name: 'Save combo' }).click());
  await combo.getByRole('button', { name: 'Close editor' }).click();

  // Spring rolls hidden again, the soup sold out.
  await flip(itemCard(page, 'Spring Rolls').getByRole('switch', { name: 'Visible' }), false);
  await expect(itemCard(page, 'Spring Rolls').getByText('Draft')).toBeVisible();
  await flip(itemCard(page, 'Tom Yum Soup').getByRole('switch', { name: 'Sold out' }), true);
  await expect(itemCard(page, 'Tom Yum Soup').getByText('Sold Out', { exact: true })).toBeVisible();
  // The built menu as the owner sees it, on a laptop and on a phone (TABLETAP_SHOTS_DIR keeps the pictures).
  const laptop = page.viewportSize();
  await lookAt(page, 'menu-builder-1280x800', { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { name: 'Menu Builder' })).toBeVisible();
  await lookAt(page, 'menu-builder-390x844', { fullPage: true });
  if (laptop) await page.setViewportSize(laptop);

  // Spanish: the Mains category by the (sandbox) machine, the Pad Thai's name by hand, which locks it.
  await page.getByRole('link', { name: 'Translations' }).click();
  await expect(page).toHaveURL(/\/owner\/settings\/menu-builder\/translations/);
  await page.getByRole('button', { name: 'Regenerate translation of Mains' }).click();
  await expect(page.getByLabel('Spanish name for Mains')).toHaveValue('[es] Mains');
  await page.getByRole('tab', { name: /Menu Items/ }).click();
  await page.getByLabel('Spanish name for Pad Thai').fill('Fideos Pad Thai');
  await page.getByRole('button', { name: 'Save All Changes' }).click();
  await expect(page.getByText('Translations saved successfully!')).toBeVisible();
  const padThaiRow = page.getByRole('listitem').filter({ has: page.getByLabel('Spanish name for Pad Thai') });
  await expect(padThaiRow.getByRole('list', { name: 'Status of Pad Thai' })).toContainText('Locked');
  await expect(padThaiRow.getByRole('list', { name: 'Status of Pad Thai' })).toContainText('Edited');

  // A diner on a phone, in Spanish.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'es-ES' });
  const diner = await phone.newPage();
  const padThaiCard = diner.getByRole('article').filter({ has: diner.getByRole('heading', { name: 'Fideos Pad Thai' }) });
  // The Spanish page is rendered again after each saved translation: the hand edit saved last can land after the
  // machine's. Wait for the page that has both.
  await openRenderedPage(diner, `/menu/${restaurantId}?lang=es`, (d) => [d.getByRole('tab', { name: '[es] Mains' }), padThaiCard]);
  await expect(diner.getByText('Spring Rolls')).toHaveCount(0);
  const soup = diner.getByRole('article').filter({ has: diner.getByRole('heading', { name: 'Tom Yum Soup' }) });
  await expect(soup.getByText('Agotado')).toBeVisible();

  // The photo: a small WebP copy (the phone never downloads the 1280 one, nor the upload), sized so nothing shifts.
  const picture = padThaiCard.getByRole('img', { name: 'Pad Thai with lime' });
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  const shown = await picture.evaluate((img: HTMLImageElement) => ({
    src: img.currentSrc,
    natural: img.naturalWidth,
    width: img.getAttribute('width'),
    height: img.getAttribute('height'),
  }));
  expect(shown.src).toMatch(/\/items\/.+-(320|640)\.webp$/);
  expect(shown.natural).toBeLessThanOrEqual(640);
  expect(Number(shown.width) / Number(shown.height)).toBeCloseTo(4 / 3, 2);

  // Peanuts filtered out: the satay (its peanut sauce cannot be left out) goes.
  await expect(diner.getByRole('heading', { name: 'Satay Skewers' })).toBeVisible();
  await diner.getByRole('button', { name: /^Filtros/ }).click();
  await diner.getByRole('group', { name: 'Ocultar platos con' }).getByRole('checkbox', { name: 'Cacahuetes' }).check();
  await expect(diner.getByRole('button', { name: 'Filtros (1)' })).toBeVisible();
  await expect(diner.getByRole('heading', { name: 'Satay Skewers' })).toBeHidden();
  await expect(padThaiCard).toBeVisible();

  // Pad Thai, medium, with egg, without onions.
  await diner.getByRole('button', { name: 'Elegir opciones para Fideos Pad Thai' }).click();
  const chooser = diner.getByRole('dialog', { name: 'Fideos Pad Thai' });
  await chooser.getByRole('radio', { name: /Medium/ }).check();
  await chooser.getByRole('checkbox', { name: /Egg/ }).check();
  await chooser.getByRole('group', { name: 'Ingredientes' }).getByRole('checkbox', { name: 'Onions' }).uncheck();
  const addPadThai = chooser.getByRole('button', { name: /^Añadir al carrito/ });
  expect(digits(await addPadThai.innerText())).toBe('1450');
  await addPadThai.click();
  await expect(chooser).toBeHidden();

  // The lunch combo: Pad Thai as the main, without onions, and a lemonade.
  await diner.getByRole('button', { name: 'Elegir opciones para Lunch Combo' }).click();
  const comboChooser = diner.getByRole('dialog', { name: 'Lunch Combo' });
  await comboChooser.getByRole('group', { name: /Main/ }).getByRole('radio', { name: /Fideos Pad Thai/ }).check();
  await comboChooser.getByRole('group', { name: 'Ingredientes de Fideos Pad Thai' }).getByRole('checkbox', { name: 'Onions' }).uncheck();
  await comboChooser.getByRole('group', { name: /Drink/ }).getByRole('radio', { name: /Lemonade/ }).check();
  const addCombo = comboChooser.getByRole('button', { name: /^Añadir al carrito/ });
  expect(digits(await addCombo.innerText())).toBe('1500');
  await addCombo.click();
  await expect(comboChooser).toBeHidden();

  // The cart, then the sandbox checkout: the amount charged is the cart's total.
  await diner.getByRole('link', { name: 'Continuar al pago' }).click();
  await expect(diner.getByRole('heading', { level: 1, name: 'Tu carrito' })).toBeVisible();
  await expect(diner.getByText(/Medium, Egg, Sin Onions/)).toBeVisible();
  const cartTotal = digits(await diner.getByTestId('cart-total').innerText());
  expect(digits(await diner.getByTestId('cart-subtotal').innerText())).toBe('2950');
  await diner.getByRole('button', { name: /^Pagar / }).click();
  await expect(diner).toHaveURL(/\/sandbox\/checkout\//);
  const pay = diner.getByRole('button', { name: /^Pay / });
  expect(digits(await pay.innerText())).toBe(cartTotal);
  await pay.click();
  await expect(diner).toHaveURL(/\/order\/success\?oid=/);
  const code = await diner.getByTestId('order-code').innerText();
  expect(digits(await diner.getByTestId('order-total').innerText())).toBe(cartTotal);
  const orderId = new URL(diner.url()).searchParams.get('oid')!;
  await phone.close();

  // What was charged and what the kitchen was told.
  const order = await Orders.get(orderId);
  expect(order).toMatchObject({ status: 'paid', subtotalCents: 2950, totalCents: Number(cartTotal) });
  expect(order!.lines.map((l) => ({ item: l.itemName, options: l.options.map((o) => `${o.groupName}: ${o.optionName}`), removed: l.removedIngredients }))).toEqual([
    { item: 'Pad Thai', options: ['Size: Medium', 'Extras: Egg'], removed: ['Onions'] },
    { item: 'Lunch Combo', options: ['Main: Pad Thai (No Onions)', 'Drink: Lemonade'], removed: [] },
  ]);
  await page.goto('/dashboard/staff?tab=kitchen');
  const ticket = page.getByRole('article', { name: `Order ${code}` });
  await expect(ticket).toBeVisible({ timeout: 20_000 });
  // The face says what was left out, under what it was left out of: the Pad Thai line and the combo's Pad Thai
  // part (issue 25's ticket); Details lists each line with its options and the combo's parts.
  await expect(ticket.locator('.ticket__removal')).toContainText(['No Onions', 'No Onions']);
  await expect(ticket.locator('.ticket__mod').filter({ hasText: 'Main: Pad Thai' }).locator('.ticket__removal')).toContainText('No Onions');
  await ticket.getByRole('button', { name: 'Details' }).click();
  for (const words of ['Pad Thai', 'Medium', 'Egg', 'No Onions', 'Lunch Combo', 'Pad Thai (No Onions)', 'Lemonade']) {
    await expect(ticket).toContainText(words);
  }
});

const digits = (text: string) => text.replace(/\D/g, '');

/**
 * The quick switches are controlled by the menu cache, which a change updates a moment after the click (optimistic,
 * then the server's answer): click, then wait for the state, rather than Playwright's check() which looks at once.
 */
async function flip(control: Locator, on: boolean) {
  await control.click();
  if (on) await expect(control).toBeChecked();
  else await expect(control).not.toBeChecked();
}

function itemCard(page: Page, name: string): Locator {
  return page.getByRole('article', { name, exact: true });
}

async function openEditor(page: Page, name: string) {
  await itemCard(page, name).getByRole('button', { name: `Edit ${name}` }).click();
  await expect(page.getByRole('dialog', { name: `Edit ${name}` })).toBeVisible();
}

/** Runs `act` and waits for the API to answer `method path` with a 2xx. */
async function saved(page: Page, method: string, path: RegExp, act: () => Promise<unknown>) {
  const answered = page.waitForResponse((res) => res.request().method() === method && path.test(new URL(res.url()).pathname));
  await act();
  const res = await answered;
  expect(res.status(), `${method} ${res.url()}`).toBeLessThan(300);
}

async function addGroup(
  editor: Locator,
  group: { name: string; required?: boolean; multi?: { max: string }; options: [string, string][] },
) {
  const page = editor.page();
  await saved(page, 'PUT', /\/menu-items\/[^/]+\/modifier-groups$/, () => editor.getByRole('button', { name: 'Add Group' }).click());
  const fresh = editor.getByRole('region', { name: 'New Group' });
  await fresh.getByLabel('Group name').fill(group.name);
  if (group.required) await fresh.getByRole('checkbox', { name: 'Required' }).check();
  if (group.multi) {
    await fresh.getByRole('radio', { name: /^Multi/ }).check();
    await fresh.getByLabel('Max select').fill(group.multi.max);
  }
  await saved(page, 'PATCH', /\/modifier-groups\/[^/]+$/, () => fresh.getByRole('button', { name: 'Save group New Group' }).click());
  const region = editor.getByRole('region', { name: group.name });
  for (const [name, delta] of group.options) {
    const add = region.getByRole('group', { name: `Add option to ${group.name}` });
    await add.getByLabel('New option name').fill(name);
    await add.getByLabel('New option price change ($)').fill(delta);
    await saved(page, 'POST', /\/modifier-groups\/[^/]+\/options$/, () => add.getByRole('button', { name: 'Add option' }).click());
    await expect(region.getByRole('group', { name: `Option ${name}` })).toBeVisible();
  }
}

async function addIngredient(editor: Locator, name: string, tags: { removable?: boolean; allergens?: string[] } = {}) {
  const form = editor.getByRole('form', { name: 'Add an ingredient' });
  await form.getByLabel('New ingredient').fill(name);
  if (tags.removable === false) await form.getByRole('checkbox', { name: 'Removable' }).uncheck();
  if (tags.allergens?.length) {
    await form.getByRole('button', { name: 'Edit allergens' }).click();
    for (const allergen of tags.allergens) await form.getByRole('checkbox', { name: allergen, exact: true }).check();
  }
  await form.getByRole('button', { name: 'Add ingredient' }).click();
  await expect(editor.getByRole('group', { name, exact: true })).toBeVisible();
}
