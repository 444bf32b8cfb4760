/**
 * The staff page, rendered for real (StaffPage, its react-query hooks, apiRequest with shared/api/staff.ts' schemas)
 * with the API answered at fetch: inviting, the backup link, the list's badges and each row's actions.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { StaffMember } from '../../../shared/api';
import { StaffPage } from '../../../web/src/features/owner/staff/staff-page';
import { mockOwnerApi, renderAt, RESTAURANT_PATH, RID } from './owner-fixtures';

// Mocked at Amplify, not at lib/amplify/session: see settings-hub.test.tsx.
vi.mock('aws-amplify/auth', () => ({ fetchAuthSession: async () => ({ tokens: { idToken: { toString: () => 'test-id-token' } } }) }));

const SLOW = { timeout: 5000 };
const STAFF = `${RESTAURANT_PATH}/staff`;
const LINK = 'http://localhost:5173/auth?invite=abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';

function member(over: Partial<StaffMember> = {}): StaffMember {
  return {
    id: 'st-1',
    restaurantId: RID,
    userId: null,
    email: 'ana@example.com',
    role: 'staff',
    invitedAt: '2026-11-20T10:00:00.000Z',
    joinedAt: null,
    createdBy: 'u1',
    ...over,
  };
}

const ana = member();
const ben = member({ id: 'st-2', email: 'ben@example.com', role: 'manager', userId: 'u2', joinedAt: '2026-11-21T10:00:00.000Z' });

const open = () => renderAt('/owner/settings/business/staff', <StaffPage />);
const rowOf = (email: string) => screen.getByText(email, { selector: '.staff-row .staff-email' }).closest('li') as HTMLElement;

describe('staff page', () => {
  it('invites once on a double click and shows the link with Copy when the mail was not sent', async () => {
    let staff: StaffMember[] = [];
    const api = mockOwnerApi({
      routes: {
        [`GET ${STAFF}`]: () => ({ body: { staff } }),
        [`POST ${STAFF}`]: async ({ body }) => {
          await new Promise((resolve) => setTimeout(resolve, 50));
          const invited = member({ email: (body as { email: string }).email, role: (body as { role: 'manager' }).role });
          staff = [invited];
          return { status: 201, body: { member: invited, emailed: false, inviteLink: LINK } };
        },
      },
    });
    const { user } = open();

    expect(await screen.findByText(/No staff members yet/, undefined, SLOW)).toBeTruthy();
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.selectOptions(screen.getByLabelText('Role'), 'manager');
    await user.dblClick(screen.getByRole('button', { name: 'Invite' }));

    expect(await screen.findByText('Invitation sent!')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([
      expect.objectContaining({ path: STAFF, body: { email: 'ana@example.com', role: 'manager' } }),
    ]);
    expect((screen.getByLabelText('Invite link for ana@example.com') as HTMLInputElement).value).toBe(LINK);
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(await screen.findByText('Link copied!')).toBeTruthy();
    expect(await screen.findByText('ana@example.com', { selector: '.staff-row .staff-email' })).toBeTruthy();
  });

  it('says the invitation was e-mailed when it was', async () => {
    mockOwnerApi({
      routes: {
        [`GET ${STAFF}`]: () => ({ body: { staff: [] } }),
        [`POST ${STAFF}`]: () => ({ status: 201, body: { member: ana, emailed: true, inviteLink: LINK } }),
      },
    });
    const { user } = open();
    await user.type(await screen.findByLabelText('Email', undefined, SLOW), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText(/The invitation was e-mailed to/)).toBeTruthy();
    expect(screen.queryByLabelText(/Invite link for/)).toBeNull();
  });

  it("shows the server's message when the e-mail was already invited (409), and validates before sending", async () => {
    const api = mockOwnerApi({
      routes: {
        [`GET ${STAFF}`]: () => ({ body: { staff: [ana] } }),
        [`POST ${STAFF}`]: () => ({ status: 409, body: { error: { code: 'conflict', message: 'This email has already been invited' } } }),
      },
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Invite' }, SLOW));
    expect(screen.getByText('Email is required')).toBeTruthy();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(screen.getByText('Enter a valid email address')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This email has already been invited');
    expect(screen.getByText('Failed to send invitation')).toBeTruthy();
  });

  it('lists Pending and Active members; Resend only for the pending one, showing the new link when not mailed', async () => {
    const api = mockOwnerApi({
      routes: {
        [`GET ${STAFF}`]: () => ({ body: { staff: [ana, ben] } }),
        [`POST ${STAFF}/st-1/resend`]: () => ({ body: { member: ana, emailed: false, inviteLink: LINK } }),
      },
    });
    const { user } = open();
    await screen.findByText('ana@example.com', undefined, SLOW);
    expect(within(rowOf('ana@example.com')).getByText('Pending')).toBeTruthy();
    expect(within(rowOf('ben@example.com')).getByText('Active')).toBeTruthy();
    expect(within(rowOf('ben@example.com')).getByText('Manager')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resend invitation to ben@example.com' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Resend invitation to ana@example.com' }));
    expect(await screen.findByText('Invitation resent!')).toBeTruthy();
    expect(api.calls.filter((call) => call.path === `${STAFF}/st-1/resend`)).toHaveLength(1);
    expect((screen.getByLabelText('Invite link for ana@example.com') as HTMLInputElement).value).toBe(LINK);
  });

  it('changes the role with a PATCH', async () => {
    let staff = [ana];
    const api = mockOwnerApi({
      routes: {
        [`GET ${STAFF}`]: () => ({ body: { staff } }),
        [`PATCH ${STAFF}/st-1`]: ({ body }) => {
          staff = [member({ role: (body as { role: 'manager' }).role })];
          return { body: { member: staff[0] } };
        },
      },
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Make Manager: ana@example.com' }, SLOW));
    expect(await screen.findByText('Role updated')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ role: 'manager' });
    expect(await screen.findByRole('button', { name: 'Make Staff: ana@example.com' })).toBeTruthy();
  });

  it('asks before removing, then DELETEs and the row goes', async () => {
    let staff = [ana, ben];
    const api = mockOwnerApi({
      routes: {
        [`GET ${STAFF}`]: () => ({ body: { staff } }),
        [`DELETE ${STAFF}/st-2`]: () => {
          staff = [ana];
          return { body: null };
        },
      },
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Remove ben@example.com' }, SLOW));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove ben@example.com' }));
    await user.click(screen.getByRole('button', { name: 'Remove ben@example.com' }));
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    const confirm = screen.getByRole('button', { name: 'Confirm remove ben@example.com' });
    expect(document.activeElement).toBe(confirm);
    await user.click(confirm);
    expect(await screen.findByText('Staff member removed')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('ben@example.com')).toBeNull());
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it("says 'Failed to load staff members' with a retry", async () => {
    let fail = true;
    mockOwnerApi({
      routes: {
        [`GET ${STAFF}`]: () => (fail ? { status: 500, body: { error: { code: 'internal', message: 'boom' } } } : { body: { staff: [ana] } }),
      },
    });
    const { user } = open();
    expect(await screen.findByText('Failed to load staff members', undefined, SLOW)).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('ana@example.com')).toBeTruthy();
  });
});
