/**
 * An invitation link that no longer works (issue 10 item 3): signing in through /auth?invite=<token> with an expired
 * or used token says so, offers to ask the owner for a new one, and does not make the invitee the owner of a
 * restaurant of their own; Continue leads to the owner dashboard, which says how to join a team.
 */
import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MeResponse } from '../../../shared/api';
import { AuthPage } from '../../../web/src/features/auth/components/auth-page';
import { mockApi, type ApiMock } from '../support/fetch-mock';
import { renderWithClient } from '../support/render';

vi.mock('../../../web/src/lib/amplify/session', () => ({ getIdToken: async () => 'test-id-token', hasSession: async () => false }));
vi.mock('../../../web/src/features/auth/auth-client', () => ({
  signInWithPassword: async () => 'signed-in',
  signUpWithPassword: async () => 'confirmed',
  confirmEmail: async () => {},
  resendConfirmationCode: async () => {},
  startGoogleSignIn: async () => {},
  completeRedirectSignIn: async () => false,
}));

const TOKEN = 'a'.repeat(43);
const nobody: MeResponse = { userId: 'u9', email: 'walt@example.com', profile: null, memberships: [] };

function mockAttach(status: number, code: string, message: string): ApiMock {
  return mockApi({
    'POST /functions/v1/auth-attach-staff': () => ({ status, body: { error: { code, message } } }),
    'PUT /api/v1/me/profile': () => ({ body: { id: 'u9', email: 'walt@example.com', fullName: null } }),
    'GET /api/v1/me': () => ({ body: nobody }),
  });
}

async function signInThroughLink() {
  const rendered = renderWithClient(
    <MemoryRouter initialEntries={[`/auth?invite=${TOKEN}`]}>
      <Routes>
        <Route path="/auth" element={<AuthPage />} />
        <Route path="/owner/dashboard" element={<p>Owner dashboard</p>} />
        <Route path="/owner/onboarding" element={<p>Onboarding</p>} />
      </Routes>
    </MemoryRouter>,
  );
  const { user } = rendered;
  await user.click(await screen.findByRole('tab', { name: /sign in/i }));
  await user.type(screen.getByLabelText('Email'), 'walt@example.com');
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'correct horse battery');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return rendered;
}

describe('an invitation link that no longer works', () => {
  beforeEach(() => sessionStorage.clear());

  for (const [status, code] of [
    [410, 'invite_expired'],
    [404, 'invite_invalid'],
  ] as const) {
    it(`says so (${code}), offers to ask the owner for a new one, and makes no restaurant`, async () => {
      const api = mockAttach(status, code, 'from the server');
      const { user } = await signInThroughLink();

      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('Invitation not accepted');
      expect(alert.textContent).toContain(
        'This invitation link has expired or was already used. Ask the restaurant owner to send you a new one.',
      );
      expect(api.calls.find((c) => c.path === '/functions/v1/auth-attach-staff')?.body).toEqual({ inviteToken: TOKEN });
      expect(api.calls.some((c) => c.method === 'POST' && c.path === '/api/v1/restaurants')).toBe(false);

      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await waitFor(() => expect(screen.getByText('Owner dashboard')).toBeTruthy());
    });
  }

  it("shows the server's reason for an invitation sent to another address", async () => {
    const mismatch = 'This invitation was sent to a different e-mail address. Sign in with the invited address to accept it.';
    mockAttach(403, 'invite_email_mismatch', mismatch);
    await signInThroughLink();
    expect((await screen.findByRole('alert')).textContent).toContain(mismatch);
  });
});
