/**
 * Stripe Connect onboarding against the local stack (sandbox gateway; issue 10 item 1): a new owner starts
 * Disabled/Disabled with nothing connected; two concurrent create-account calls make one account; the account
 * session opens the sandbox's onboarding, whose steps (business -> bank -> terms, in order) flip the restaurant's
 * flags THROUGH THE WEBHOOK (the signed account.updated the sandbox sends); the hosted fallback page walks the same
 * steps; only the restaurant's owner may do any of it.
 */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  SANDBOX_STEP_REQUIREMENTS,
  SANDBOX_TEST_ACCOUNT_NUMBER,
  SANDBOX_TEST_ROUTING_NUMBER,
  type ConnectAccount,
  type ConnectAccountSession,
  type ConnectOnboardingLink,
  type ConnectStatus,
  type Restaurant,
  type SandboxOnboardingState,
} from '../../../shared/api';
import { db, Restaurants, Staff } from '../../../functions/lib/composition';
import { connectStatus, createAccountSession, createConnectAccount } from '../../../functions/lib/domain/connect';
import type { ConnectPort } from '../../../functions/lib/payments/gateway';
import { paymentGateway } from '../../../functions/lib/payments/configured';
import { ALL_SANDBOX_REQUIREMENTS } from '../../../functions/lib/payments/sandbox/connect-accounts';
import { api, apiUrl } from '../../support/api';
import { createUser, signIn, type TestUser } from '../../support/users';
import { DEMO_OWNER } from '../../../infra/local/demo-owner';
import { DEMO_SANDBOX_ACCOUNT_ID } from '../../../infra/local/seed';

type ErrorBody = { error?: { code: string; message: string; fields?: Record<string, string> } };

const paymentsPath = (restaurantId: string, rest: string) => `/api/v1/restaurants/${restaurantId}/payments${rest}`;
const status = (token: string, restaurantId: string) => api<ConnectStatus & ErrorBody>('GET', paymentsPath(restaurantId, '/status'), { token });
const createAccount = (token: string, restaurantId: string) => api<ConnectAccount & ErrorBody>('POST', paymentsPath(restaurantId, '/account'), { token });
const accountSession = (token: string, restaurantId: string) =>
  api<ConnectAccountSession & ErrorBody>('POST', paymentsPath(restaurantId, '/account-session'), { token });
const onboardingLink = (token: string, restaurantId: string) =>
  api<ConnectOnboardingLink & ErrorBody>('POST', paymentsPath(restaurantId, '/onboarding-link'), { token });

const sandboxState = (clientSecret: string) => api<SandboxOnboardingState & ErrorBody>('GET', `/sandbox/connect/sessions/${clientSecret}`);
const sandboxStep = (clientSecret: string, step: string, body: unknown) =>
  api<SandboxOnboardingState & ErrorBody>('POST', `/sandbox/connect/sessions/${clientSecret}/${step}`, { body });

const business = { step: 'business', businessName: 'Trattoria Nuova', businessUrl: 'https://trattoria.example', firstName: 'Ada', lastName: 'Rossi' };
const bank = { step: 'bank', routingNumber: SANDBOX_TEST_ROUTING_NUMBER, accountNumber: SANDBOX_TEST_ACCOUNT_NUMBER };
const terms = { step: 'terms', accepted: true };

async function ownerWithRestaurant(): Promise<{ owner: TestUser; restaurant: Restaurant }> {
  const owner = await createUser();
  const res = await api<{ restaurant: Restaurant }>('POST', '/api/v1/restaurants', { token: owner.idToken, body: {} });
  expect(res.status).toBeLessThan(300);
  return { owner, restaurant: res.body.restaurant };
}

async function restaurantItem(restaurantId: string) {
  const { data } = await db.entities.restaurant.get({ restaurantId }).go({ consistent: true });
  return data!;
}

describe('a new owner', () => {
  let owner: TestUser;
  let restaurant: Restaurant;
  beforeAll(async () => {
    ({ owner, restaurant } = await ownerWithRestaurant());
  });

  it('starts Disabled/Disabled with no account and nothing due (charges off by default)', async () => {
    expect(restaurant.chargesEnabled).toBe(false);
    expect(restaurant.payoutsEnabled).toBe(false);
    const res = await status(owner.idToken, restaurant.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      accountId: null,
      chargesEnabled: false,
      payoutsEnabled: false,
      detailsSubmitted: false,
      requirements: { currentlyDue: [], pastDue: [] },
    });
    expect((await restaurantItem(restaurant.id)).stripeAccountId).toBeUndefined();
  });

  it('gets one account from two concurrent create-account calls, and the same one after', async () => {
    const [first, second] = await Promise.all([createAccount(owner.idToken, restaurant.id), createAccount(owner.idToken, restaurant.id)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body.accountId).toMatch(/^acct_sandbox_[0-9a-f]{24}$/);
    expect(second.body.accountId).toBe(first.body.accountId);
    expect((await restaurantItem(restaurant.id)).stripeAccountId).toBe(first.body.accountId);
    const { data: accounts } = await db.entities.sandboxConnectAccount.scan.where((a, { eq }) => eq(a.restaurantId, restaurant.id)).go({ pages: 'all' });
    expect(accounts.map((a) => a.accountId)).toEqual([first.body.accountId]);
    expect((await createAccount(owner.idToken, restaurant.id)).body.accountId).toBe(first.body.accountId);
  });

  it('then has every requirement due, still Disabled/Disabled', async () => {
    const res = await status(owner.idToken, restaurant.id);
    expect(res.body).toMatchObject({ chargesEnabled: false, payoutsEnabled: false, detailsSubmitted: false });
    expect(res.body.requirements).toEqual({ currentlyDue: [...ALL_SANDBOX_REQUIREMENTS], pastDue: [] });
  });
});

describe('the demo restaurant (seeded by the local stack)', () => {
  it('keeps Enabled/Enabled through a status refresh: its sandbox account has finished onboarding', async () => {
    const token = await signIn(DEMO_OWNER.email, DEMO_OWNER.password);
    const me = await api<{ memberships: { restaurantId: string; role: string }[] }>('GET', '/api/v1/me', { token });
    const demoId = me.body.memberships.find((m) => m.role === 'owner')!.restaurantId;
    const res = await status(token, demoId);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      accountId: DEMO_SANDBOX_ACCOUNT_ID,
      chargesEnabled: true,
      payoutsEnabled: true,
      detailsSubmitted: true,
      requirements: { currentlyDue: [], pastDue: [] },
    });
    const item = await restaurantItem(demoId);
    expect([item.chargesEnabled, item.payoutsEnabled]).toEqual([true, true]);
  });
});

describe('the sandbox onboarding (account session)', () => {
  let owner: TestUser;
  let restaurant: Restaurant;
  let session: ConnectAccountSession;
  beforeAll(async () => {
    ({ owner, restaurant } = await ownerWithRestaurant());
    // No create-account first: the account session makes the account itself.
    const res = await accountSession(owner.idToken, restaurant.id);
    expect(res.status).toBe(200);
    session = res.body;
  });

  it('answers the client secret, the publishable key and gateway sandbox', async () => {
    expect(session).toEqual({
      accountId: expect.stringMatching(/^acct_sandbox_/),
      clientSecret: expect.stringMatching(/^sandbox_cs_[0-9a-f]{32}$/),
      publishableKey: expect.any(String),
      gateway: 'sandbox',
    });
    expect((await restaurantItem(restaurant.id)).stripeAccountId).toBe(session.accountId);
    const state = await sandboxState(session.clientSecret);
    expect(state.status).toBe(200);
    expect(state.body).toEqual({
      accountId: session.accountId,
      completedSteps: [],
      businessName: null,
      chargesEnabled: false,
      payoutsEnabled: false,
      requirements: { currentlyDue: [...ALL_SANDBOX_REQUIREMENTS], pastDue: [] },
    });
  });

  it('refuses a step before the one it follows (409), bad bank numbers (400) and a mismatched step (400)', async () => {
    const early = await sandboxStep(session.clientSecret, 'bank', bank);
    expect(early.status).toBe(409);
    expect(early.body.error).toMatchObject({ code: 'onboarding_step_out_of_order', message: 'Complete the "Business details" step before "Bank account".' });
    const mismatch = await sandboxStep(session.clientSecret, 'terms', business);
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error?.code).toBe('step_mismatch');
    const wrongBank = await sandboxStep(session.clientSecret, 'bank', { ...bank, routingNumber: '021000021', accountNumber: '1234' });
    expect(wrongBank.status).toBe(400);
    expect(wrongBank.body.error?.message).toContain(`Use the test routing number ${SANDBOX_TEST_ROUTING_NUMBER}`);
    expect(wrongBank.body.error?.message).toContain(`Use the test account number ${SANDBOX_TEST_ACCOUNT_NUMBER}`);
    expect((await sandboxState(session.clientSecret)).body.completedSteps).toEqual([]);
  });

  it('answers 404 for a client secret it never issued', async () => {
    const res = await sandboxState(`sandbox_cs_${'0'.repeat(32)}`);
    expect(res.status).toBe(404);
    expect(res.body.error?.code).toBe('onboarding_session_not_found');
    expect((await sandboxStep(`sandbox_cs_${'0'.repeat(32)}`, 'business', business)).status).toBe(404);
  });

  it('walks business -> bank -> terms; each step clears its requirements and the webhook flips the flags at the end', async () => {
    const afterBusiness = await sandboxStep(session.clientSecret, 'business', business);
    expect(afterBusiness.status).toBe(200);
    expect(afterBusiness.body).toMatchObject({ completedSteps: ['business'], businessName: 'Trattoria Nuova', chargesEnabled: false });
    expect(afterBusiness.body.requirements.currentlyDue).toEqual([...SANDBOX_STEP_REQUIREMENTS.bank, ...SANDBOX_STEP_REQUIREMENTS.terms]);

    // Repeating a step done is harmless.
    const again = await sandboxStep(session.clientSecret, 'business', { ...business, businessName: 'Another name' });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ completedSteps: ['business'], businessName: 'Trattoria Nuova' });

    const afterBank = await sandboxStep(session.clientSecret, 'bank', bank);
    expect(afterBank.body.requirements.currentlyDue).toEqual([...SANDBOX_STEP_REQUIREMENTS.terms]);
    expect((await restaurantItem(restaurant.id)).chargesEnabled).toBe(false);

    const done = await sandboxStep(session.clientSecret, 'terms', terms);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ completedSteps: ['business', 'bank', 'terms'], chargesEnabled: true, payoutsEnabled: true });
    expect(done.body.requirements).toEqual({ currentlyDue: [], pastDue: [] });

    // The step answered after delivering its account.updated: the webhook has already set the restaurant's flags,
    // before any status call could refresh them.
    const item = await restaurantItem(restaurant.id);
    expect([item.chargesEnabled, item.payoutsEnabled]).toEqual([true, true]);
    const queued = await db.entities.sandboxWebhookDelivery.scan.where((a, { eq }) => eq(a.accountId, session.accountId)).go({ pages: 'all' });
    expect(queued.data).toEqual([]);

    const res = await status(owner.idToken, restaurant.id);
    expect(res.body).toEqual({
      accountId: session.accountId,
      chargesEnabled: true,
      payoutsEnabled: true,
      detailsSubmitted: true,
      requirements: { currentlyDue: [], pastDue: [] },
    });
  });

  it("refreshes flags that drifted from the account's on a status call", async () => {
    await db.entities.restaurant.patch({ restaurantId: restaurant.id }).set({ chargesEnabled: false }).go();
    expect((await status(owner.idToken, restaurant.id)).body.chargesEnabled).toBe(true);
    expect((await restaurantItem(restaurant.id)).chargesEnabled).toBe(true);
  });
});

describe('the hosted fallback (account link)', () => {
  it('returns to Payment Settings, walks the same steps on an HTML page marked SANDBOX, and ends back in the app', async () => {
    const { owner, restaurant } = await ownerWithRestaurant();
    const link = await onboardingLink(owner.idToken, restaurant.id);
    expect(link.status).toBe(200);
    const url = new URL(link.body.url);
    expect(url.pathname).toMatch(/^\/sandbox\/connect\/onboarding\/sandbox_link_[0-9a-f]{32}$/);
    const page = (path: string, init: RequestInit = {}) => fetch(`${apiUrl()}${path}`, { redirect: 'manual', ...init });
    const post = (path: string, form: Record<string, string>) =>
      page(path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString() });

    const first = await page(url.pathname);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toContain('text/html');
    const html = await first.text();
    expect(html).toContain('SANDBOX');
    expect(html).toContain(`action="${url.pathname}/business"`);
    expect(first.headers.get('content-security-policy')).toContain('form-action');

    // A later step first, and a business form with a field missing, are shown again with what is wrong.
    const early = await post(`${url.pathname}/terms`, { accepted: 'yes' });
    expect(early.status).toBe(409);
    expect(await early.text()).toContain('Complete the &#34;Business details&#34; step first.');
    const missing = await post(`${url.pathname}/business`, { businessName: 'Chez Test', businessUrl: '', firstName: 'Jo', lastName: 'Doe' });
    expect(missing.status).toBe(400);
    const missingHtml = await missing.text();
    expect(missingHtml).toContain('Business website is required');
    expect(missingHtml).toContain('value="Chez Test"');

    const afterBusiness = await post(`${url.pathname}/business`, { businessName: 'Chez Test', businessUrl: 'chez.example', firstName: 'Jo', lastName: 'Doe' });
    expect(afterBusiness.status).toBe(303);
    expect(afterBusiness.headers.get('location')).toBe(link.body.url);
    const bankPage = await (await page(url.pathname)).text();
    expect(bankPage).toContain(`value="${SANDBOX_TEST_ROUTING_NUMBER}"`);
    expect((await post(`${url.pathname}/bank`, { routingNumber: '1', accountNumber: '2' })).status).toBe(400);
    expect((await post(`${url.pathname}/bank`, { routingNumber: SANDBOX_TEST_ROUTING_NUMBER, accountNumber: SANDBOX_TEST_ACCOUNT_NUMBER })).status).toBe(303);
    expect((await post(`${url.pathname}/terms`, {})).status).toBe(400);
    const finished = await post(`${url.pathname}/terms`, { accepted: 'yes' });
    expect(finished.status).toBe(303);
    expect(finished.headers.get('location')).toMatch(/\/owner\/settings\/payments\?onboarding=return$/);
    // Done: the link sends its holder back to the app.
    expect((await page(url.pathname)).headers.get('location')).toMatch(/\?onboarding=return$/);

    const item = await restaurantItem(restaurant.id);
    expect([item.chargesEnabled, item.payoutsEnabled]).toEqual([true, true]);
  });

  it('answers an unknown link with a 404 page', async () => {
    const res = await fetch(`${apiUrl()}/sandbox/connect/onboarding/sandbox_link_${'0'.repeat(32)}`, { redirect: 'manual' });
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Onboarding link not found');
  });
});

describe('expired sessions and links', () => {
  it('answer 404 (session) and send the holder to the refresh URL (link), as Stripe does', async () => {
    const { owner, restaurant } = await ownerWithRestaurant();
    const { accountId } = (await createAccount(owner.idToken, restaurant.id)).body;
    const past = Math.floor(Date.now() / 1000) - 1;
    const secret = `sandbox_cs_${randomBytes(16).toString('hex')}`;
    const linkId = `sandbox_link_${randomBytes(16).toString('hex')}`;
    const refreshUrl = 'http://localhost:1/owner/settings/payments?onboarding=refresh';
    await db.entities.sandboxOnboardingAccess.put({ token: secret, kind: 'account_session', accountId, restaurantId: restaurant.id, validUntil: past, expiresAt: past + 60 }).go();
    await db.entities.sandboxOnboardingAccess
      .put({ token: linkId, kind: 'account_link', accountId, restaurantId: restaurant.id, refreshUrl, returnUrl: refreshUrl, validUntil: past, expiresAt: past + 60 })
      .go();
    const state = await sandboxState(secret);
    expect(state.status).toBe(404);
    expect(state.body.error?.code).toBe('onboarding_session_expired');
    expect((await sandboxStep(secret, 'business', business)).status).toBe(404);
    const page = await fetch(`${apiUrl()}/sandbox/connect/onboarding/${linkId}`, { redirect: 'manual' });
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe(refreshUrl);
  });
});

describe('a gateway that fails', () => {
  const failing: ConnectPort = {
    gateway: 'stripe',
    publishableKey: 'pk_test_x',
    createAccount: () => Promise.reject(new Error('connect ETIMEDOUT api.stripe.com')),
    retrieveAccount: () => Promise.resolve(null),
    createAccountSession: () => Promise.reject(new Error('socket hang up')),
    createOnboardingLink: () => Promise.reject(new Error('socket hang up')),
  };
  const deps = { connect: failing, siteUrl: 'http://localhost:1' };

  it('is a 502 with a message, and stores nothing', async () => {
    const { restaurant } = await ownerWithRestaurant();
    await expect(createConnectAccount(db, restaurant.id, deps)).rejects.toMatchObject({
      status: 502,
      code: 'payment_provider_error',
      message: 'Stripe could not create the payment account just now. Please try again in a moment.',
    });
    expect((await restaurantItem(restaurant.id)).stripeAccountId).toBeUndefined();
  });

  it('answers 502 when the account session fails, and when the gateway does not know the stored account', async () => {
    const { restaurant } = await ownerWithRestaurant();
    const { accountId } = await createConnectAccount(db, restaurant.id, { connect: paymentGateway.connect, siteUrl: deps.siteUrl });
    await expect(createAccountSession(db, restaurant.id, deps)).rejects.toMatchObject({ status: 502, code: 'payment_provider_error' });
    await expect(connectStatus(db, restaurant.id, deps)).rejects.toMatchObject({ status: 502, code: 'payment_account_unknown' });
    // The flags are left as they were.
    expect(await Restaurants.stripeAccountId(restaurant.id)).toBe(accountId);
    expect((await restaurantItem(restaurant.id)).chargesEnabled).toBe(false);
  });

  it('answers 404 for a restaurant that does not exist', async () => {
    await expect(connectStatus(db, '3f1c9d2e-0000-4000-8000-000000000000', deps)).rejects.toMatchObject({ status: 404 });
    await expect(createConnectAccount(db, '3f1c9d2e-0000-4000-8000-000000000000', deps)).rejects.toMatchObject({ status: 404 });
  });
});

describe('the sandbox panel from the web app (another origin)', () => {
  it('is allowed by CORS: the preflight and the answers name the web origin', async () => {
    const origin = process.env.TABLETAP_WEB_URL!;
    expect(origin).toBeTruthy();
    const { owner, restaurant } = await ownerWithRestaurant();
    const { clientSecret } = (await accountSession(owner.idToken, restaurant.id)).body;
    const preflight = await fetch(`${apiUrl()}/sandbox/connect/sessions/${clientSecret}/business`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('content-type');
    const step = await fetch(`${apiUrl()}/sandbox/connect/sessions/${clientSecret}/business`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify(business),
    });
    expect(step.status).toBe(200);
    expect(step.headers.get('access-control-allow-origin')).toBe(origin);
  });
});

describe('who may onboard', () => {
  let owner: TestUser;
  let restaurant: Restaurant;
  let manager: TestUser;
  let otherOwner: TestUser;
  beforeAll(async () => {
    ({ owner, restaurant } = await ownerWithRestaurant());
    ({ owner: otherOwner } = await ownerWithRestaurant());
    manager = await createUser();
    const { inviteToken } = await Staff.invite({ restaurantId: restaurant.id, email: manager.email, role: 'manager', createdBy: owner.userId });
    const attached = await api<{ attached: number }>('POST', '/functions/v1/auth-attach-staff', { token: manager.idToken, body: { inviteToken } });
    expect(attached.body.attached).toBe(1);
  });

  it('refuses a manager (403) and another restaurant owner (404), and creates nothing for them', async () => {
    for (const call of [status, createAccount, accountSession, onboardingLink]) {
      expect((await call(manager.idToken, restaurant.id)).status).toBe(403);
      expect((await call(otherOwner.idToken, restaurant.id)).status).toBe(404);
    }
    expect((await restaurantItem(restaurant.id)).stripeAccountId).toBeUndefined();
  });
});
