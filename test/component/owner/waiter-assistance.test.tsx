/**
 * The waiter-assistance switch, on the Restaurant Profile page (issue 26 moved it there from the menu builder):
 * saved as soon as it is switched, with SPEC's toast, apart from the profile form around it.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ProfilePage } from '../../../web/src/features/owner/settings/profile-page';
import { mockOwnerApi, renderAt, restaurant, RESTAURANT_PATH } from './owner-fixtures';

// Mocked at Amplify, not at lib/amplify/session: see settings-hub.test.tsx.
vi.mock('aws-amplify/auth', () => ({ fetchAuthSession: async () => ({ tokens: { idToken: { toString: () => 'test-id-token' } } }) }));

const SLOW = { timeout: 5000 };

describe('waiter assistance, in the restaurant profile', () => {
  it('turns waiter assistance off with its toast, saving only that', async () => {
    const api = mockOwnerApi({
      routes: {
        [`PATCH ${RESTAURANT_PATH}`]: () => ({ body: restaurant({ serviceRequestEnabled: false }) }),
      },
    });
    const { user } = renderAt('/owner/settings/profile', <ProfilePage />);
    const toggle = (await screen.findByRole('switch', { name: 'Waiter assistance' }, SLOW)) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    await user.click(toggle);
    expect(await screen.findByText('Waiter assistance disabled')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ serviceRequestEnabled: false }]);
    // The profile form has nothing unsaved: the switch is not one of its fields.
    expect((screen.getByRole('button', { name: 'Save Changes' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
