import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { Orders, Profiles, Staff } from '../../functions/lib/composition';
import { completeCheckout } from '../integration/dashboard/support';
import { createPayment, sessionIdOf } from '../integration/payments/support';
import { storedTable } from '../integration/table-visits/support';
import { api } from '../support/api';
import type { PublicMenu } from '../../shared/api';
import { createUser, type TestUser } from '../support/users';
import { axeViolations, serious } from './axe';
import { demo, lookAt, ownerStorageState, signInThroughPage } from './support';

/**
 * Issue 30 item 4, sections and servers, in the browser: Ana takes the Terrace on the Floor tab; a diner at a Terrace
 * table calls for the bill from the menu's call-waiter dialog; Ana's dashboard announces it at once as her section's,
 * Ben's (not on the Terrace) lists it as Ana's and stays quiet until its minute is up unanswered (Ben's page runs on
 * Playwright's clock, moved on a minute), then announces it. A tip paid at that table is Ana's in the owner's tips
 * report; the owner then gives the Terrace to Ben as well ("Assign servers"). Screenshots in $TABLETAP_SHOTS_DIR (390x844 and 1280x800), axe with no serious or critical violations.
 */
const rid = demo.restaurantId;

async function waiter(browser: Browser, fullName: string, setUp?: (page: Page) => Promise<void>): Promise<{ page: Page; user: TestUser }> {
  const user = await createUser({ fullName });
  await Profiles.upsert({ id: user.userId, email: user.email, fullName });
  const { inviteToken } = await Staff.invite({ restaurantId: rid, email: user.email, role: 'staff', createdBy: 'e2e' });
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  if (setUp) await setUp(page);
  await signInThroughPage(page, user.email, user.password, inviteToken);
  await expect(page).toHaveURL(/\/dashboard\/staff$/);
  return { page, user };
}

const toast = (page: Page, title: string) => page.locator('.toast').filter({ hasText: title });

test('a call for the bill reaches the section’s server first, everyone else after a minute; the tip is the server’s', async ({ browser }) => {
  expect(rid, 'the local stack must seed the demo restaurant').not.toBe('');
  test.setTimeout(180_000);
  const n = `${Date.now() % 100_000}`;
  const section = `Terrace ${n}`;
  const table = await storedTable(rid, `T${n}`, section);

  const ana = await waiter(browser, `Ana Terrace ${n}`);
  // Ben's page keeps Playwright's clock, so his minute can be moved on without waiting for it.
  const ben = await waiter(browser, `Ben Bar ${n}`, (page) => page.clock.install());

  // Ana takes the Terrace for her shift on the Floor tab.
  await ana.page.getByRole('tab', { name: 'Floor' }).click();
  const terrace = ana.page.locator('section.floor__section', { has: ana.page.getByRole('heading', { name: new RegExp(`^${section}`) }) });
  await expect(terrace.getByTestId('section-servers')).toHaveText('Nobody serving: its calls go to everyone at once');
  await terrace.getByRole('button', { name: `Serve ${section}` }).click();
  await expect(terrace.getByTestId('section-servers')).toHaveText('Serving today: you');
  await expect(terrace.getByRole('button', { name: `Stop serving ${section}` })).toHaveAttribute('aria-pressed', 'true');
  await terrace.scrollIntoViewIfNeeded();
  await lookAt(ana.page, 'sections-floor-1280');
  await ana.page.setViewportSize({ width: 390, height: 844 });
  await terrace.scrollIntoViewIfNeeded();
  await lookAt(ana.page, 'sections-floor-390');
  // Staff serve sections themselves; assigning others is for owners and managers.
  await expect(terrace.getByRole('button', { name: /Assign servers/ })).toHaveCount(0);
  await ana.page.setViewportSize({ width: 1280, height: 800 });
  expect(serious(await axeViolations(ana.page))).toEqual([]);
  await ana.page.getByRole('tab', { name: 'Service Requests' }).click();

  await ben.page.getByRole('tab', { name: 'Floor' }).click();
  const benTerrace = ben.page.locator('section.floor__section', { has: ben.page.getByRole('heading', { name: new RegExp(`^${section}`) }) });
  await expect(benTerrace.getByTestId('section-servers')).toHaveText(`Serving today: Ana Terrace ${n}`);
  await ben.page.getByRole('tab', { name: 'Service Requests' }).click();

  // The diner, on a phone at the Terrace table, asks for the bill.
  const diner = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await diner.goto(`/menu/${rid}?lang=en&table=${encodeURIComponent(table.name)}`);
  await diner.getByRole('button', { name: 'Need assistance?' }).click();
  const dialog = diner.getByRole('dialog', { name: 'Call waiter' });
  await dialog.getByRole('radio', { name: 'The bill' }).check();
  await lookAt(diner, 'sections-call-dialog-390');
  expect(serious(await axeViolations(diner))).toEqual([]);
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByText('Thanks! A waiter is on the way.')).toBeVisible();

  // Ana hears it at once, as her section's.
  const title = `Table ${table.name} asks for the bill`;
  await expect(toast(ana.page, title)).toContainText(`Your section (${section})`);
  const anaCard = ana.page.getByTestId('service-request').filter({ hasText: `Table ${table.name}` });
  await expect(anaCard).toContainText('The bill');
  await expect(anaCard).toContainText(`Your section (${section})`);
  await lookAt(ana.page, 'sections-requests-1280');

  // Ben's list has it, as Ana's; no announcement for him yet.
  const benCard = ben.page.getByTestId('service-request').filter({ hasText: `Table ${table.name}` });
  await expect(benCard).toContainText(`${section}: sent to Ana Terrace ${n} first, everyone at`);
  await ben.page.setViewportSize({ width: 390, height: 844 });
  await lookAt(ben.page, 'sections-requests-390');
  expect(serious(await axeViolations(ben.page))).toEqual([]);
  await expect(toast(ben.page, title)).toHaveCount(0);

  // A minute unanswered: now Ben hears it too.
  await ben.page.clock.fastForward('01:02');
  await expect(toast(ben.page, title)).toContainText(`No answer from Ana Terrace ${n} for a minute`);
  await expect(benCard).toContainText(`${section}: no answer from Ana Terrace ${n}, now everyone’s`);
  await lookAt(ben.page, 'sections-requests-unanswered-390');

  // The table pays with a tip: it is Ana's in the owner's tips report.
  const menu = (await api<PublicMenu>('GET', `/functions/v1/menu-public?restaurant_id=${rid}&lang=en`)).body;
  const dish = menu.items.find((i) => !i.soldOut && i.modifierGroupIds.length === 0 && !i.combo)!;
  const started = await createPayment({ restaurantId: rid, attemptId: randomUUID(), tableLabel: table.name, tip: { kind: 'custom', cents: 345 }, items: [{ itemId: dish.id, qty: 1 }] });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  await completeCheckout({ orderId: started.body.orderId, sessionId: sessionIdOf(started.body.url) });
  expect((await Orders.get(started.body.orderId))!.tipCents).toBe(345);

  const owner = await (await browser.newContext({ storageState: ownerStorageState, viewport: { width: 1280, height: 800 } })).newPage();
  await owner.goto('/dashboard/staff?tab=analytics');
  const report = owner.getByRole('region', { name: 'Tips by server' });
  const anaRow = report.getByRole('row').filter({ has: owner.getByRole('rowheader', { name: `Ana Terrace ${n}` }) });
  await expect(anaRow).toContainText('$3.45');
  await report.scrollIntoViewIfNeeded();
  await lookAt(owner, 'sections-tips-report-1280');
  expect(serious(await axeViolations(owner))).toEqual([]);
  await owner.setViewportSize({ width: 390, height: 844 });
  await report.scrollIntoViewIfNeeded();
  await lookAt(owner, 'sections-tips-report-390');
  await owner.goto('/dashboard/staff?tab=floor');
  const ownerTerrace = owner.locator('section.floor__section', { has: owner.getByRole('heading', { name: new RegExp(`^${section}`) }) });
  await ownerTerrace.getByRole('button', { name: `Assign servers for ${section}` }).click();
  const assign = owner.getByRole('dialog', { name: `Who serves ${section} today?` });
  await expect(assign.getByRole('checkbox', { name: new RegExp(`Ana Terrace ${n}`) })).toBeChecked();
  await lookAt(owner, 'sections-assign-390');
  expect(serious(await axeViolations(owner))).toEqual([]);
  await owner.setViewportSize({ width: 1280, height: 800 });
  await lookAt(owner, 'sections-assign-1280');
  await assign.getByRole('checkbox', { name: new RegExp(`Ben Bar ${n}`) }).check();
  await assign.getByRole('button', { name: 'Save servers' }).click();
  await expect(ownerTerrace.getByTestId('section-servers')).toContainText(`Ben Bar ${n}`);
  await lookAt(owner, 'sections-assign-saved-1280');
  await owner.goto('/dashboard/staff?tab=analytics');
  const download = owner.waitForEvent('download');
  await report.getByRole('button', { name: 'Download CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^tips-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
});
