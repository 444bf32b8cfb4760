import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { storedTable, type TestTable } from '../integration/table-visits/support';
import { setTablePayment } from '../integration/table-visits/tab-support';
import { readLocalMail } from '../../infra/local/ses';
import { axeViolations, serious } from './axe';
import { demo, lookAt } from './support';

/**
 * Issue 29 on the phone: at a table that chooses how it pays, the first round opens a tab (a card saved on the
 * sandbox's page, back on the menu with "Card saved"), a second phone's round goes straight to the kitchen, the bill
 * is asked for and split evenly two ways, each share paid on its own with its own tip, and the bill shows paid on
 * both phones; a payer mails herself her own receipt. Screenshots at 390x844 and 1280x800 in TABLETAP_SHOTS_DIR; axe on the new pages.
 */
const rid = demo.restaurantId;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function phone(browser: Browser, table: TestTable): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto(`/start?rid=${rid}&table=${encodeURIComponent(table.name)}&tk=${table.key}&lang=en`);
  return page;
}

const tableBar = (page: Page) => page.getByRole('region', { name: /^Ordering together at table/ });

async function addDish(page: Page, tab: string, dish: string) {
  await page.getByRole('tab', { name: new RegExp(tab) }).click();
  await page.getByRole('button', { name: `Add ${dish} to cart` }).click();
}

async function noSeriousAxe(page: Page) {
  expect(serious(await axeViolations(page))).toEqual([]);
}

test('a table opens a tab, orders twice, splits the bill evenly and pays it in two shares', async ({ browser }) => {
  expect(rid, 'the local stack must seed the demo restaurant').not.toBe('');
  test.setTimeout(240_000);
  await setTablePayment(rid, 'table_chooses');
  try {
    const table = await storedTable(rid, `T29-${Date.now() % 10_000}`);
    const ana = await phone(browser, table);
    await expect(tableBar(ana)).toBeVisible();
    await ana.locator('summary', { hasText: 'Your name' }).click();
    await ana.getByRole('textbox', { name: 'Your name' }).fill('Ana');
    await ana.getByRole('button', { name: 'Save name' }).click();
    await expect(ana.getByTestId('table-people')).toHaveText('Ana (you)');

    // Round 1: the table chooses to pay at the end; no tip now; the card is saved on the sandbox's page.
    await addDish(ana, 'Starters', 'Crispy Calamari');
    await ana.getByRole('link', { name: 'Review and send' }).click();
    const choice = ana.getByRole('group', { name: 'How does the table pay?' });
    await expect(choice).toBeVisible();
    await choice.getByText('Open a tab, pay at the end').click();
    await expect(ana.getByRole('radio', { name: '15%' })).toHaveCount(0);
    await lookAt(ana, 'phone-cart-choose-tab', { fullPage: true });
    await noSeriousAxe(ana);
    await ana.getByRole('button', { name: 'Send to kitchen · Save a card' }).click();
    await expect(ana).toHaveURL(/\/sandbox\/checkout\//);
    await ana.getByRole('button', { name: 'Save card' }).click();
    await expect(ana).toHaveURL(/\/menu\/.*/);
    await expect(ana.getByText('Card saved. Your round is on its way to the kitchen.')).toBeVisible();
    await expect(ana.getByTestId('tab-state')).toContainText(/Tab open · .* · saved by Ana \(you\)/, { timeout: 20_000 });
    await expect(ana.getByTestId('tab-state')).toContainText('if left open');
    await lookAt(ana, 'phone-menu-tab-open');
    expect(new URL(ana.url()).searchParams.get('card')).toBeNull();

    // Ben joins with the code and sends round 2: straight to the kitchen, no payment page.
    const code = (await ana.getByTestId('join-code').innerText()).trim();
    const ben = await phone(browser, table);
    await ben.getByRole('textbox', { name: 'Code from a phone at the table' }).fill(code);
    await ben.getByRole('button', { name: 'Join the table' }).click();
    await expect(tableBar(ben)).toBeVisible();
    await addDish(ben, 'Drinks', 'Espresso');
    await ben.getByRole('link', { name: 'Review and send' }).click();
    await expect(ben.getByRole('group', { name: 'How does the table pay?' })).toHaveCount(0);
    await ben.getByRole('button', { name: 'Send to kitchen · Add to the tab' }).click();
    await expect(ben.getByText('Round 2 sent to the kitchen.')).toBeVisible();
    await expect(ben.getByRole('region', { name: 'Sent to the kitchen' }).getByText('Round 2')).toBeVisible({ timeout: 20_000 });
    await lookAt(ben, 'phone-round-2-sent');

    // Ana asks for the bill and splits it evenly two ways.
    await ana.reload();
    await ana.getByTestId('tab-state').getByRole('button', { name: 'Ask for the bill' }).click();
    await expect(ana).toHaveURL(/\/bill\//);
    await expect(ana.getByRole('heading', { name: 'Round 2' })).toBeVisible();
    await lookAt(ana, 'phone-bill-whole', { fullPage: true });
    await noSeriousAxe(ana);
    await ana.getByRole('radio', { name: 'Split evenly' }).check();
    await expect(ana.getByTestId('even-share-2')).toBeVisible();
    await expect(ana.getByText('Odd cents go to the first shares.')).toBeVisible();
    await lookAt(ana, 'phone-bill-even', { fullPage: true });
    await ana.getByRole('radio', { name: 'By items' }).check();
    await expect(ana.getByText('Not claimed yet').first()).toBeVisible();
    const calamari = ana.getByRole('checkbox', { name: /^I had this: Crispy Calamari/ });
    await calamari.click();
    await expect(calamari).toBeChecked();
    await expect(ana.getByTestId('items-my-share')).not.toHaveText('Your share: $0.00');
    await lookAt(ana, 'phone-bill-items', { fullPage: true });
    await noSeriousAxe(ana);
    await calamari.click();
    await expect(calamari).not.toBeChecked();
    await ana.getByRole('radio', { name: 'Split evenly' }).check();
    await expect(ana.getByTestId('even-share-2')).toBeVisible();

    // Ben follows the bar's "See the bill", on a wide screen.
    const wide = ben;
    await expect(wide.getByTestId('tab-state')).toContainText('Bill asked', { timeout: 20_000 });
    await wide.getByTestId('tab-state').getByRole('link', { name: 'See the bill' }).click();
    await wide.setViewportSize(DESKTOP);
    await expect(wide.getByTestId('even-share-2')).toBeVisible({ timeout: 20_000 });
    await lookAt(wide, 'desktop-bill-even', { fullPage: true });

    // Ana pays share 1 with an 18% tip.
    await ana.getByTestId('even-share-1').getByRole('button', { name: 'Pay this share' }).click();
    await ana.getByRole('radio', { name: '18%' }).check();
    await lookAt(ana, 'phone-pay-share-tip');
    await noSeriousAxe(ana);
    await ana.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(ana).toHaveURL(/\/sandbox\/checkout\//);
    await ana.getByRole('button', { name: /^Pay / }).click();
    await expect(ana).toHaveURL(/\/bill\//);
    await expect(ana.getByText('Your payment went through. Thank you!')).toBeVisible({ timeout: 20_000 });
    await expect(ana.getByTestId('even-share-1')).toContainText('paid by you');
    await expect(ana.getByRole('group', { name: 'How do you split it?' }).getByRole('radio').first()).toBeDisabled();
    await lookAt(ana, 'phone-bill-share-1-paid', { fullPage: true });
    // Ana's own receipt: what her share paid, with her tip, mailed to her (issue 29 item 4).
    const receipt = ana.getByTestId('bill-receipt');
    await expect(receipt).toHaveCount(1);
    await expect(receipt).toContainText(/For your payment of \$/);
    const to = `ana-${Date.now()}@example.com`;
    await receipt.getByLabel('Email address').fill(to);
    await receipt.getByRole('button', { name: 'Send receipt' }).click();
    await expect(receipt.getByTestId('receipt-sent')).toHaveText(`Receipt sent to ${to}. Check your inbox.`);
    const mail = (await readLocalMail(process.env.SES_ENDPOINT!)).find((m) => m.destination.to.includes(to));
    expect(mail?.body.text).toContain('Share 1 of 2 of the bill');
    expect(mail?.body.text).toMatch(/Tip: \$\d+\.\d\d/);
    await lookAt(ana, 'phone-bill-receipt-sent', { fullPage: true });

    // Ben (the wide screen) sees it fill, and pays share 2 without a tip: the bill is paid on both.
    await expect(wide.getByTestId('even-share-1')).toContainText('paid by Ana', { timeout: 20_000 });
    await wide.getByTestId('even-share-2').getByRole('button', { name: 'Pay this share' }).click();
    await wide.getByRole('radio', { name: 'No tip' }).check();
    await wide.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(wide).toHaveURL(/\/sandbox\/checkout\//);
    await wide.getByRole('button', { name: /^Pay / }).click();
    await expect(wide.getByRole('heading', { name: 'The bill is paid' })).toBeVisible({ timeout: 20_000 });
    await lookAt(wide, 'desktop-bill-paid', { fullPage: true });
    await expect(ana.getByRole('heading', { name: 'The bill is paid' })).toBeVisible({ timeout: 20_000 });
    await lookAt(ana, 'phone-bill-paid', { fullPage: true });
    await noSeriousAxe(ana);
  } finally {
    await setTablePayment(rid, 'pay_first');
  }
});
