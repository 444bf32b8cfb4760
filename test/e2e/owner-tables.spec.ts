import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { parseTableKey } from '../../shared/tables';
import { axeViolations, serious } from './axe';
import { lookAt, newEmail, signUpThroughPage } from './support';

/**
 * Issue 28 item 1, the owner's side: a new owner stores tables from a list on the QR page ("1-3, Patio 1-2": a
 * range's name is its section), sees them, renames one (not onto another's name), gets a new key for one (after a
 * confirm saying its printed card stops working), and prints the stored tables' cards, each link with the table's
 * key (`tk`). The reprint notice shows once there are tables, goes once their cards are printed, comes back after a
 * new key, and stays gone when dismissed. Screenshots in $TABLETAP_SHOTS_DIR (390x844 and 1280x800), axe clean.
 */
async function noSeriousViolations(page: Page) {
  expect(serious(await axeViolations(page))).toEqual([]);
}

const tablesSection = (page: Page) => page.getByRole('region', { name: 'Tables', exact: true });
const row = (page: Page, name: string) => tablesSection(page).getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });
const notice = (page: Page) => tablesSection(page).getByText(/^Reprint your table cards: cards printed before .+ don't let a party order together\.$/);

/** The printed cards' links by the table's name on its card. */
async function printedLinks(page: Page): Promise<Map<string, string>> {
  await tablesSection(page).getByRole('link', { name: 'Print cards for these tables' }).click();
  await expect(page).toHaveURL(/\/owner\/settings\/qr\/print\?stored=1/);
  await expect(page.locator('.qr-sheets[data-ready="true"]')).toBeVisible();
  const links = new Map<string, string>();
  for (const card of await page.locator('.qr-print-card').all()) {
    links.set(await card.locator('.qr-print-card__table').innerText(), await card.locator('.qr-print-card__url').innerText());
  }
  return links;
}

test('an owner stores tables from a list, renames one, gets a new key and prints cards whose links carry the key', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpThroughPage(page, { fullName: 'Tomas Tables', email: newEmail('tables'), password: 'pass-word-1' });
  await expect(page).toHaveURL(/\/owner\/onboarding$/);
  await page.goto('/owner/settings/qr');
  await expect(tablesSection(page).getByText('No tables yet. Add them from a list above, then print their cards.')).toBeVisible();
  await expect(notice(page)).toHaveCount(0);

  // From a list, as the cards take it.
  await tablesSection(page).getByLabel('Tables to add').fill('1-3, Patio 1-2');
  await tablesSection(page).getByRole('button', { name: 'Add tables' }).click();
  const list = tablesSection(page).getByRole('list', { name: 'Your tables' });
  await expect(list.getByRole('listitem')).toHaveCount(5);
  await expect(row(page, 'Patio 2')).toContainText('Patio · 4 seats');
  await expect(row(page, '1')).toContainText('4 seats');
  await expect(notice(page)).toBeVisible();
  // The same list again adds nothing.
  await tablesSection(page).getByLabel('Tables to add').fill('1-3');
  await tablesSection(page).getByRole('button', { name: 'Add tables' }).click();
  await expect(page.getByText('Those tables are already there')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(5);
  await lookAt(tablesSection(page), 'owner-tables-desktop');
  await noSeriousViolations(page);

  // Rename table 1; table 2 cannot take its name.
  await page.getByRole('button', { name: 'Edit 1', exact: true }).click();
  const edit1 = page.getByRole('form', { name: 'Edit 1' });
  await edit1.getByLabel('Name').fill('Window 1');
  await edit1.getByLabel('Seats').fill('6');
  await edit1.getByRole('button', { name: 'Save' }).click();
  await expect(row(page, 'Window 1')).toContainText('6 seats');
  await page.getByRole('button', { name: 'Edit 2', exact: true }).click();
  const edit2 = page.getByRole('form', { name: 'Edit 2' });
  await edit2.getByLabel('Name').fill('window 1');
  await edit2.getByRole('button', { name: 'Save' }).click();
  await expect(edit2.getByRole('alert')).toHaveText('There is already a table called Window 1. Choose another name.');
  await edit2.getByRole('button', { name: 'Cancel' }).click();
  await expect(row(page, '2')).toBeVisible();

  // The stored tables' cards: each link carries its table's key; printing them answers the notice.
  const before = await printedLinks(page);
  expect([...before.keys()]).toEqual(['Window 1', 'Table 2', 'Table 3', 'Patio 1', 'Patio 2']);
  for (const [name, link] of before) {
    const url = new URL(link);
    expect(url.pathname).toBe('/start');
    expect(url.searchParams.get('table')).toBe(name.replace(/^Table /, ''));
    expect(parseTableKey(url.searchParams.get('tk')), link).not.toBeNull();
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await lookAt(page, 'owner-tables-print-phone');
  await page.getByRole('link', { name: /Back to QR Codes/ }).click();
  await expect(row(page, 'Patio 1')).toBeVisible();
  await expect(notice(page)).toHaveCount(0);

  // A new key for Patio 1, after saying what it does: its card's link changes, the notice asks for a reprint again.
  await page.getByRole('button', { name: 'New key for Patio 1' }).click();
  const confirm = page.getByRole('group', { name: 'New key for Patio 1' });
  await expect(confirm).toContainText('The printed card stops working');
  await expect(confirm.getByRole('button', { name: 'Get new key' })).toBeFocused();
  await row(page, 'Patio 1').scrollIntoViewIfNeeded();
  await lookAt(page, 'owner-tables-new-key-phone');
  await confirm.getByRole('button', { name: 'Get new key' }).click();
  await expect(page.getByText('Patio 1 has a new key. Print its new card.')).toBeVisible();
  await expect(notice(page)).toBeVisible();
  await lookAt(tablesSection(page), 'owner-tables-phone');
  await noSeriousViolations(page);
  await tablesSection(page).getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice(page)).toHaveCount(0);
  await page.reload();
  await expect(row(page, 'Patio 1')).toBeVisible();
  await expect(notice(page)).toHaveCount(0);

  const after = await printedLinks(page);
  const oldKey = parseTableKey(new URL(before.get('Patio 1')!).searchParams.get('tk'))!;
  const newKey = parseTableKey(new URL(after.get('Patio 1')!).searchParams.get('tk'))!;
  expect(newKey.tableId).toBe(oldKey.tableId);
  expect(newKey.secret).not.toBe(oldKey.secret);
  expect(after.get('Patio 2')).toBe(before.get('Patio 2'));
});
