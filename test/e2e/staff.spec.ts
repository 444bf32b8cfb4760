import { test, expect } from './fixtures';
import type { PublicMenu } from '../../shared/api';
import { Staff } from '../../functions/lib/composition';
import { readLocalMail, type LocalMail } from '../../infra/local/ses';
import { paidOrder } from '../integration/dashboard/support';
import { api } from '../support/api';
import { createUser, signIn } from '../support/users';
import { confirmationCodeFor, demo, newEmail, ownerStorageState, signInThroughPage } from './support';

test('an invited waiter joins on first sign-in, sees the staff dashboard and is kept out of Settings', async ({ page }) => {
  const waiter = await createUser({ fullName: 'Walt Waiter' });
  const { inviteToken } = await Staff.invite({ restaurantId: demo.restaurantId, email: waiter.email, role: 'staff', createdBy: 'e2e' });

  await signInThroughPage(page, waiter.email, waiter.password, inviteToken);

  await expect(page).toHaveURL(/\/dashboard\/staff$/);
  await expect(page.getByText('Staff Dashboard').first()).toBeVisible();
  await expect(page.getByText('Demo Bistro').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Settings' })).toHaveCount(0);

  await page.goto('/owner/settings/branding');
  await expect(page.getByText("You don't have access to Settings.")).toBeVisible();
  await expect(page).toHaveURL(/\/owner\/dashboard$/);

  // The waiter did not become the owner of a restaurant of their own.
  expect((await Staff.listByUser(waiter.userId)).map((s) => s.restaurantId)).toEqual([demo.restaurantId]);
});

/** The invitation mail the local SES inbox holds for `email`, once it has arrived. */
async function invitationMailTo(email: string): Promise<LocalMail> {
  const endpoint = process.env.SES_ENDPOINT;
  if (!endpoint) throw new Error('Run the e2e tests with npm test (it starts the local SES emulator)');
  let mail: LocalMail | undefined;
  await expect
    .poll(async () => {
      mail = (await readLocalMail(endpoint)).findLast((m) => m.destination.to.includes(email));
      return mail !== undefined;
    }, { message: `an invitation mail to ${email} in the local SES inbox` })
    .toBe(true);
  return mail!;
}

/** A paid order of one espresso at `table`, made the way the webhook makes it. */
async function paidEspresso(table: string) {
  const menu = await api<PublicMenu>('GET', `/functions/v1/menu-public?restaurant_id=${demo.restaurantId}&lang=en`);
  const espresso = menu.body.items.find((i) => i.name === 'Espresso');
  if (!espresso) throw new Error('the demo menu has no Espresso');
  return paidOrder(demo.restaurantId, [{ itemId: espresso.id, qty: 1 }], table);
}

test('the owner invites by e-mail; the invitee signs up through the mailed link, works, is made manager, then removed and refused', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const email = newEmail('invitee');
  const password = 'pass-word-1';
  const order = await paidEspresso('14');

  const owner = await (await browser.newContext({ storageState: ownerStorageState })).newPage();
  const member = await (await browser.newContext()).newPage();
  const row = owner.getByRole('listitem').filter({ hasText: email });
  let link = '';

  await test.step('The owner invites a new address as staff, through the Staff Management page', async () => {
    await owner.goto('/owner/settings/business/staff');
    await owner.getByRole('textbox', { name: 'Email' }).fill(email);
    await owner.getByLabel('Role').selectOption('staff');
    await owner.getByRole('button', { name: 'Invite', exact: true }).click();
    await expect(owner.getByText('Invitation sent!')).toBeVisible();
    await expect(row.getByText('Pending')).toBeVisible();
    await expect(row.getByText('Staff', { exact: true })).toBeVisible();
  });

  await test.step('The mail arrives in the local SES inbox, with the invitation link', async () => {
    const mail = await invitationMailTo(email);
    expect(mail.subject).toContain('Demo Bistro');
    link = /https?:\/\/\S+\/auth\?invite=[A-Za-z0-9_-]{43}/.exec(mail.body.text ?? '')?.[0] ?? '';
    expect(link, 'the invitation link in the mail').not.toBe('');
    expect(mail.body.html).toContain(link);
    expect(new URL(link).origin).toBe(new URL(process.env.TABLETAP_WEB_URL!).origin);
  });

  await test.step('The invitee, in a browser of their own, opens the link and signs up with the invited address', async () => {
    await member.goto(link);
    await expect(member.getByRole('note')).toContainText('You have been invited to join a restaurant team');
    await member.getByRole('tab', { name: /sign up/i }).click();
    await member.getByLabel('Full name').fill('Ines Invitee');
    await member.getByLabel('Email').fill(email);
    await member.getByLabel('Password', { exact: true }).fill(password);
    await member.getByRole('button', { name: /create account/i }).click();
    await expect(member.getByText('Account created! Please check your email to verify your account.')).toBeVisible();
    await member.getByLabel('Verification code').fill(confirmationCodeFor(email));
    await member.getByRole('button', { name: 'Verify email' }).click();
  });

  await test.step('Straight to the staff dashboard of the restaurant, live, with its orders', async () => {
    await expect(member.getByText('Invitation accepted. Welcome to the team!')).toBeVisible();
    await expect(member).toHaveURL(/\/dashboard\/staff$/);
    await expect(member.getByRole('heading', { name: 'Demo Bistro' })).toBeVisible();
    await expect(member.getByTestId('live-status')).toHaveText('Live');
    await expect(member.getByRole('article', { name: `Order ${order.orderCode}` })).toBeVisible();
  });

  await test.step("Settings are the owner's", async () => {
    await expect(member.getByRole('link', { name: 'Settings' })).toHaveCount(0);
    await member.goto('/owner/settings/business/staff');
    await expect(member.getByText("You don't have access to Settings.")).toBeVisible();
    await expect(member).toHaveURL(/\/owner\/dashboard$/);
  });

  await test.step('Back on the dashboard; the owner sees them joined and makes them manager', async () => {
    await member.goto('/dashboard/staff');
    await expect(member.getByTestId('live-status')).toHaveText('Live');
    await owner.reload();
    await expect(row.getByText('Active')).toBeVisible();
    await row.getByRole('button', { name: `Make Manager: ${email}` }).click();
    await expect(owner.getByText('Role updated')).toBeVisible();
    await expect(row.getByText('Manager', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: `Make Staff: ${email}` })).toBeVisible();
  });

  await test.step('The owner removes them: the open dashboard loses its connection and says so at once', async () => {
    await row.getByRole('button', { name: `Remove ${email}` }).click();
    await row.getByRole('button', { name: `Confirm remove ${email}` }).click();
    await expect(owner.getByText('Staff member removed')).toBeVisible();
    await expect(owner.getByRole('listitem').filter({ hasText: email })).toHaveCount(0);
    await expect(member.getByRole('alert').filter({ hasText: 'You no longer have access to Demo Bistro.' })).toBeVisible();
    await expect(member.getByRole('article', { name: `Order ${order.orderCode}` })).toHaveCount(0);
  });

  await test.step('Their next request is refused: the page comes back without the restaurant, says why, and the API answers 404', async () => {
    await member.reload();
    await expect(member.getByText('Please create a restaurant first to manage service requests.')).toBeVisible();
    await expect(member.getByRole('alert').filter({ hasText: 'You no longer have access to Demo Bistro.' })).toBeVisible();
    await expect(member.getByRole('heading', { name: 'Demo Bistro' })).toHaveCount(0);
    const token = await signIn(email, password);
    const orders = await api('GET', `/api/v1/restaurants/${demo.restaurantId}/orders`, { token });
    expect(orders.status).toBe(404);
  });
});
