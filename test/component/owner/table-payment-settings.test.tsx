/**
 * "Paying at a table" on the Restaurant Profile page (issue 29 item 1): the three modes as a radio group, the minutes
 * before a forgotten tab is charged shown once a table can keep a tab, checked before anything is sent, and saved
 * with the profile's Save Changes.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Restaurant } from '../../../shared/api';
import { ProfilePage } from '../../../web/src/features/owner/settings/profile-page';
import { mockOwnerApi, renderAt, restaurant, RESTAURANT_PATH } from './owner-fixtures';

// Mocked at Amplify, not at lib/amplify/session: see settings-hub.test.tsx.
vi.mock('aws-amplify/auth', () => ({ fetchAuthSession: async () => ({ tokens: { idToken: { toString: () => 'test-id-token' } } }) }));

const SLOW = { timeout: 5000 };
const MINUTES = /charge a tab left open after/i;

function mockSaving() {
  return mockOwnerApi({
    routes: {
      // Answered as the server does: the restaurant with what was sent (only table payment fields, here).
      [`PATCH ${RESTAURANT_PATH}`]: ({ body }) => ({ body: restaurant(body as Partial<Restaurant>) }),
    },
  });
}

const section = () => screen.findByRole('group', { name: 'When does a table pay?' }, SLOW);

describe('paying at a table, in the restaurant profile', () => {
  it('offers the three modes, pay when ordering chosen, with no minutes until a tab is possible', async () => {
    mockSaving();
    renderAt('/owner/settings/profile', <ProfilePage />);
    const group = await section();
    const radios = within(group).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => [r.labels?.[0]?.querySelector('.table-payment__label')?.textContent, r.checked])).toEqual([
      ['Pay when ordering', true],
      ['Pay at the end (open tab)', false],
      ['Let the table choose', false],
    ]);
    expect(within(group).getByRole('radio', { name: /pay when ordering/i, description: 'Each round is paid before the kitchen gets it.' })).toBeTruthy();
    expect(screen.queryByRole('spinbutton', { name: MINUTES })).toBeNull();
  });

  it('choosing pay at the end shows the minutes; saving sends the mode and 90 minutes, with the toast', async () => {
    const api = mockSaving();
    const { user } = renderAt('/owner/settings/profile', <ProfilePage />);
    const group = await section();
    await user.click(within(group).getByRole('radio', { name: /pay at the end/i }));
    const minutes = screen.getByRole('spinbutton', { name: MINUTES }) as HTMLInputElement;
    expect(minutes.value).toBe('120');
    expect(screen.getByText(/goes to the card saved when the tab was opened, without a tip, and shows on the table's bill/)).toBeTruthy();
    await user.clear(minutes);
    await user.type(minutes, '90');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Restaurant profile saved')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ tablePayment: 'pay_at_end', tabChargeAfterMinutes: 90 }]);
    expect((within(group).getByRole('radio', { name: /pay at the end/i }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('button', { name: 'Save Changes' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('an out-of-range number shows the error on the field and saves nothing', async () => {
    const api = mockSaving();
    const { user } = renderAt('/owner/settings/profile', <ProfilePage />);
    const group = await section();
    await user.click(within(group).getByRole('radio', { name: /let the table choose/i }));
    const minutes = screen.getByRole('spinbutton', { name: MINUTES });
    await user.clear(minutes);
    await user.type(minutes, '15');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const message = 'Charge a tab after a whole number of minutes from 30 to 720';
    expect(await screen.findByText(message)).toBeTruthy();
    expect(minutes.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('spinbutton', { name: MINUTES, description: new RegExp(message) })).toBe(minutes);
    expect(screen.getByText('Please fix the highlighted fields.')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'PATCH')).toEqual([]);
  });
});
