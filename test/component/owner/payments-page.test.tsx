/**
 * The Payment Settings page, rendered for real (PaymentsPage, its react-query hooks, apiRequest/apiFetch with
 * shared/api/payments.ts' schemas) with the API answered at fetch: the status card and what is due, the sandbox
 * onboarding's three steps through to Enabled/Enabled, SPEC's error messages with Retry Setup, the hosted fallback,
 * Stripe's embedded component (its packages replaced by stand-ins) and the Platform Fees card.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ConnectAccountSession, ConnectStatus, SandboxOnboardingState, SandboxOnboardingStep } from '../../../shared/api/payments';
import { PaymentsPage } from '../../../web/src/features/owner/payments/payments-page';
import type { MockRequest } from '../support/fetch-mock';
import { me, mockOwnerApi, renderAt, RESTAURANT_PATH } from './owner-fixtures';

// Mocked at Amplify, not at lib/amplify/session: see settings-hub.test.tsx.
vi.mock('aws-amplify/auth', () => ({ fetchAuthSession: async () => ({ tokens: { idToken: { toString: () => 'test-id-token' } } }) }));

// Stripe's packages: the real ones inject Stripe's script. The stand-in component offers the owner's way out (onExit).
const connect = vi.hoisted(() => ({ initFails: false, secrets: [] as string[] }));
vi.mock('@stripe/connect-js', () => ({
  loadConnectAndInitialize: (params: { fetchClientSecret: () => Promise<string> }) => {
    void params.fetchClientSecret().then((secret) => connect.secrets.push(secret));
    return {
      debugInstance: () => (connect.initFails ? Promise.reject(new Error('Failed to load Connect.js')) : Promise.resolve({})),
    };
  },
}));
vi.mock('@stripe/react-connect-js', () => ({
  ConnectComponentsProvider: ({ children }: { children: unknown }) => children,
  ConnectAccountOnboarding: ({ onExit }: { onExit: () => void }) => (
    <div>
      <p>Stripe onboarding form</p>
      <button type="button" onClick={onExit}>
        Leave Stripe onboarding
      </button>
    </div>
  ),
}));

const SLOW = { timeout: 5000 };
const PAYMENTS = `${RESTAURANT_PATH}/payments`;
const SECRET = `sandbox_cs_${'a'.repeat(32)}`;
const SANDBOX = `/sandbox/connect/sessions/${SECRET}`;
const DUE = ['business_type', 'business_profile.url', 'representative.first_name', 'external_account', 'tos_acceptance.date'];

function status(over: Partial<ConnectStatus> = {}): ConnectStatus {
  return {
    accountId: 'acct_sandbox_1',
    chargesEnabled: false,
    payoutsEnabled: false,
    detailsSubmitted: false,
    requirements: { currentlyDue: DUE, pastDue: [] },
    ...over,
  };
}

const enabled = status({ chargesEnabled: true, payoutsEnabled: true, detailsSubmitted: true, requirements: { currentlyDue: [], pastDue: [] } });

function session(gateway: ConnectAccountSession['gateway'] = 'sandbox'): ConnectAccountSession {
  return { accountId: 'acct_sandbox_1', clientSecret: gateway === 'sandbox' ? SECRET : 'acct_secret_1', publishableKey: 'pk_test_1', gateway };
}

function sandboxState(completedSteps: SandboxOnboardingStep[] = []): SandboxOnboardingState {
  const done = completedSteps.length === 3;
  return {
    accountId: 'acct_sandbox_1',
    completedSteps,
    businessName: null,
    chargesEnabled: done,
    payoutsEnabled: done,
    requirements: { currentlyDue: done ? [] : DUE, pastDue: [] },
  };
}

const open = (path = '/owner/settings/payments') => renderAt(path, <PaymentsPage />, '/owner/settings/payments');
const cardOf = (title: string) => screen.getByRole('heading', { name: title }).closest('section') as HTMLElement;
const posts = (calls: MockRequest[], path: string) => calls.filter((call) => call.method === 'POST' && call.path === path);

/** Status, account and session answered; the sandbox's state and steps kept in `steps`. */
function mockPayments(over: { status?: () => ConnectStatus; gateway?: ConnectAccountSession['gateway'] } = {}) {
  const done: SandboxOnboardingStep[] = [];
  const api = mockOwnerApi({
    routes: {
      [`GET ${PAYMENTS}/status`]: () => ({ body: over.status?.() ?? status() }),
      [`POST ${PAYMENTS}/account`]: () => ({ body: { accountId: 'acct_sandbox_1' } }),
      [`POST ${PAYMENTS}/account-session`]: () => ({ body: session(over.gateway) }),
      [`GET ${SANDBOX}`]: () => ({ body: sandboxState(done) }),
    },
  });
  return { api, done };
}

describe('payment settings page', () => {
  it('shows Disabled/Disabled, what is due in plain words, the onboarding line and the fee example; makes the account first', async () => {
    const { api } = mockPayments({ status: () => status({ accountId: null, requirements: { currentlyDue: DUE, pastDue: ['external_account'] } }) });
    open();

    expect(await screen.findByRole('heading', { name: 'Payment Settings', level: 1 })).toBeTruthy();
    const statusCard = await screen.findByRole('region', { name: 'Account Status' }, SLOW);
    expect(within(statusCard).getByText('Accept Payments').closest('div')?.textContent).toContain('Disabled');
    expect(within(statusCard).getByText('Receive Payouts').closest('div')?.textContent).toContain('Disabled');
    expect(within(statusCard).getByText('Complete the onboarding process to start accepting payments from customers.')).toBeTruthy();

    const due = within(cardOf('Action Required'));
    for (const words of ['Type of business', 'Business website', "Representative's first name", 'Accept the Stripe terms of service']) {
      expect(due.getByText(words)).toBeTruthy();
    }
    expect(due.getByText('Bank account for payouts').closest('li')?.textContent).toContain('Past due');
    expect(due.queryByText('external_account')).toBeNull();

    const fees = within(cardOf('Platform Fees'));
    expect(fees.getByText('5% of the bill before the tip; no fee on tips')).toBeTruthy();
    expect(fees.getByText('No monthly fee')).toBeTruthy();
    expect(fees.getByText(/A \$20\.00 order/).textContent).toBe('A $20.00 order: $19.00 to your restaurant + $1.00 platform fee. A tip added to it goes to you in full.');

    expect(await screen.findByText('Sandbox — no real money, no real data', undefined, SLOW)).toBeTruthy();
    expect(posts(api.calls, `${PAYMENTS}/account`)).toHaveLength(1);
    expect(posts(api.calls, `${PAYMENTS}/account-session`)).toHaveLength(1);
    // The new account's requirements: the status is read again once it exists.
    await waitFor(() => expect(api.calls.filter((call) => call.path === `${PAYMENTS}/status`)).toHaveLength(2));
  });

  it('does not ask for an account it already has, and Refresh status reads the status again', async () => {
    let answer = status();
    const { api } = mockPayments({ status: () => answer });
    const { user } = open();
    await screen.findByText('Sandbox — no real money, no real data', undefined, SLOW);
    expect(posts(api.calls, `${PAYMENTS}/account`)).toHaveLength(0);

    answer = status({ chargesEnabled: true });
    await user.click(screen.getByRole('button', { name: 'Refresh status' }));
    await waitFor(() => expect(within(cardOf('Account Status')).getByText('Accept Payments').closest('div')?.textContent).toContain('Enabled'));
    expect(api.calls.filter((call) => call.path === `${PAYMENTS}/status`)).toHaveLength(2);
    expect(screen.queryByText('Complete the onboarding process to start accepting payments from customers.')).toBeNull();
  });

  it('walks the sandbox onboarding (field errors from the server, Finish sent once on a double click) to Enabled/Enabled', async () => {
    let flipped = false;
    const { api, done } = mockPayments({ status: () => (flipped ? enabled : status()) });
    const step = (name: SandboxOnboardingStep) => async (request: MockRequest) => {
      if (name === 'business' && !(request.body as { businessUrl: string }).businessUrl) {
        return { status: 400, body: { error: { code: 'validation_failed', message: 'businessUrl is required', fields: { businessUrl: 'is required' } } } };
      }
      if (name === 'terms') {
        await new Promise((resolve) => setTimeout(resolve, 50));
        flipped = true;
      }
      done.push(name);
      return { body: sandboxState([...done]) };
    };
    for (const name of ['business', 'bank', 'terms'] as const) api.on(`POST ${SANDBOX}/${name}`, step(name));
    const { user } = open();

    expect(await screen.findByRole('heading', { name: 'Step 1 of 3: Business details' }, SLOW)).toBeTruthy();
    expect((screen.getByLabelText('Business name') as HTMLInputElement).value).toBe('Rosa Diaz Restaurant');
    await user.type(screen.getByLabelText('First name'), 'Rosa');
    await user.type(screen.getByLabelText('Last name'), 'Diaz');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Business website is required')).toBeTruthy();
    expect(screen.getByLabelText('Business website').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Business website')));

    await user.type(screen.getByLabelText('Business website'), 'https://rosa.example');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Step 2 of 3: Bank account' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Step 2 of 3: Bank account' })));
    expect(posts(api.calls, `${SANDBOX}/business`).at(-1)?.body).toEqual({
      step: 'business',
      businessName: 'Rosa Diaz Restaurant',
      businessUrl: 'https://rosa.example',
      firstName: 'Rosa',
      lastName: 'Diaz',
    });
    expect(screen.getByText('110000000')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Fill in the test numbers' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Step 3 of 3: Terms' })).toBeTruthy();
    // Each step changes what is due: the status was read again after each.
    await waitFor(() => expect(api.calls.filter((call) => call.path === `${PAYMENTS}/status`)).toHaveLength(3));
    expect(posts(api.calls, `${SANDBOX}/bank`)[0]?.body).toEqual({ step: 'bank', routingNumber: '110000000', accountNumber: '000123456789' });
    await user.click(screen.getByRole('checkbox'));
    await user.dblClick(screen.getByRole('button', { name: 'Finish onboarding' }));

    expect(await screen.findByText('Your account is ready to accept payments', undefined, SLOW)).toBeTruthy();
    expect(posts(api.calls, `${SANDBOX}/terms`)).toEqual([expect.objectContaining({ body: { step: 'terms', accepted: true } })]);
    const statusCard = within(cardOf('Account Status'));
    expect(statusCard.getByText('Accept Payments').closest('div')?.textContent).toContain('Enabled');
    expect(statusCard.getByText('Receive Payouts').closest('div')?.textContent).toContain('Enabled');
    expect(screen.queryByRole('heading', { name: 'Action Required' })).toBeNull();
    expect(screen.getByText('Payments are set up: your restaurant can accept payments')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to QR Codes' }).getAttribute('href')).toBe('/owner/settings/qr');
    // The checklist, settings hub and dashboard banner read the new flags.
    await waitFor(() => expect(api.calls.filter((call) => call.path === RESTAURANT_PATH).length).toBeGreaterThan(1));
  });

  it('a ready account shows the done state and sets nothing up', async () => {
    const { api } = mockPayments({ status: () => enabled });
    open();
    expect(await screen.findByText('Your account is ready to accept payments', undefined, SLOW)).toBeTruthy();
    expect(screen.queryByText('Complete the onboarding process to start accepting payments from customers.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open Stripe Onboarding (Fallback)' })).toBeNull();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("says 'Failed to create or retrieve Stripe account' with Retry Setup, which tries again", async () => {
    let fail = true;
    const { api } = mockPayments({ status: () => status({ accountId: null }) });
    api.on(`POST ${PAYMENTS}/account`, () =>
      fail ? { status: 502, body: { error: { code: 'payment_provider_error', message: 'Stripe is unavailable' } } } : { body: { accountId: 'acct_1' } },
    );
    const { user } = open();
    expect((await screen.findByRole('alert', undefined, SLOW)).textContent).toContain('Failed to create or retrieve Stripe account');
    expect(await screen.findByText('Failed to create Stripe account')).toBeTruthy();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry Setup' }));
    expect(await screen.findByText('Sandbox — no real money, no real data', undefined, SLOW)).toBeTruthy();
    expect(posts(api.calls, `${PAYMENTS}/account`)).toHaveLength(2);
  });

  it("says 'Failed to create onboarding session' in the panel and as a toast", async () => {
    const { api } = mockPayments();
    api.on(`POST ${PAYMENTS}/account-session`, () => ({ status: 500, body: { error: { code: 'internal', message: 'Something went wrong' } } }));
    open();
    expect((await screen.findByRole('alert', undefined, SLOW)).textContent).toContain('Failed to create onboarding session');
    await waitFor(() => expect(screen.getAllByText('Failed to create onboarding session')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Retry Setup' })).toBeTruthy();
  });

  it("says 'Failed to check payment status' when the status cannot be read, and on a failed refresh", async () => {
    let fail = true;
    const { api } = mockPayments();
    api.on(`GET ${PAYMENTS}/status`, () => (fail ? { status: 500, body: { error: { code: 'internal', message: 'Boom' } } } : { body: status() }));
    const { user } = open();
    expect(await screen.findByRole('alert', undefined, SLOW)).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('Failed to check payment status').length).toBe(2));

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Refresh status' })).toBeTruthy();
    fail = true;
    await user.click(screen.getByRole('button', { name: 'Refresh status' }));
    await waitFor(() => expect(screen.getAllByText('Failed to check payment status').length).toBeGreaterThan(0));
    // The last known state stays on screen.
    expect(screen.getByRole('region', { name: 'Account Status' })).toBeTruthy();
  });

  it("says 'Failed to load restaurant data' when the restaurant cannot be read", async () => {
    const api = mockOwnerApi();
    api.on(`GET ${RESTAURANT_PATH}`, () => ({ status: 500, body: { error: { code: 'internal', message: 'Boom' } } }));
    open();
    await waitFor(() => expect(screen.getAllByText('Failed to load restaurant data')).toHaveLength(2), SLOW);
  });

  it("without a restaurant: 'Restaurant Required'", async () => {
    mockOwnerApi({ me: { ...me(), memberships: [] } });
    open();
    expect(await screen.findByRole('heading', { name: 'Restaurant Required' }, SLOW)).toBeTruthy();
  });

  it('the fallback opens the hosted onboarding link in a new tab (opened on the click, cut off from this page)', async () => {
    const { api } = mockPayments();
    api.on(`POST ${PAYMENTS}/onboarding-link`, async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return { body: { url: 'http://api.test/sandbox/connect/onboarding/sandbox_link_1' } };
    });
    const tab = { opener: {} as unknown, closed: false, close: vi.fn(), location: { href: '' } };
    const openSpy = vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    const { user } = open();

    await user.dblClick(await screen.findByRole('button', { name: 'Open Stripe Onboarding (Fallback)' }, SLOW));
    await waitFor(() => expect(tab.location.href).toBe('http://api.test/sandbox/connect/onboarding/sandbox_link_1'));
    expect(openSpy).toHaveBeenCalledTimes(1);
    expect(openSpy).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(posts(api.calls, `${PAYMENTS}/onboarding-link`)).toHaveLength(1);
  });

  it("a failed onboarding link closes the blank tab and says 'Failed to create onboarding link'", async () => {
    const { api } = mockPayments();
    api.on(`POST ${PAYMENTS}/onboarding-link`, () => ({ status: 500, body: { error: { code: 'internal', message: 'Boom' } } }));
    const tab = { opener: {} as unknown, closed: false, close: vi.fn(), location: { href: '' } };
    vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Open Stripe Onboarding (Fallback)' }, SLOW));
    expect(await screen.findByText('Failed to create onboarding link')).toBeTruthy();
    expect(tab.close).toHaveBeenCalled();
  });

  it('back from the hosted onboarding (?onboarding=return) reads the status and tidies the address', async () => {
    const { api } = mockPayments({ status: () => enabled });
    const { router } = open('/owner/settings/payments?onboarding=return');
    expect(await screen.findByText('Your account is ready to accept payments', undefined, SLOW)).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(api.calls.filter((call) => call.path === `${PAYMENTS}/status`).length).toBeGreaterThanOrEqual(1);
  });

  it("with Stripe: loads Stripe's embedded onboarding, and leaving it reads the status again", async () => {
    connect.initFails = false;
    connect.secrets = [];
    const { api } = mockPayments({ gateway: 'stripe' });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Leave Stripe onboarding' }, SLOW));
    await waitFor(() => expect(api.calls.filter((call) => call.path === `${PAYMENTS}/status`)).toHaveLength(2));
    expect(connect.secrets).toEqual(['acct_secret_1']);
    expect(screen.queryByText('Sandbox — no real money, no real data')).toBeNull();
  });

  it("with Stripe: a script that cannot load says 'Failed to initialize Stripe Connect' with Retry Setup", async () => {
    connect.initFails = true;
    const { api } = mockPayments({ gateway: 'stripe' });
    const { user } = open();
    expect((await screen.findByRole('alert', undefined, SLOW)).textContent).toContain('Failed to initialize Stripe Connect');
    connect.initFails = false;
    await user.click(screen.getByRole('button', { name: 'Retry Setup' }));
    expect(await screen.findByRole('button', { name: 'Leave Stripe onboarding' }, SLOW)).toBeTruthy();
    expect(posts(api.calls, `${PAYMENTS}/account-session`)).toHaveLength(2);
  });
});
