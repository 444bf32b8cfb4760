/**
 * The restaurant ensured at sign-in and on the onboarding's load (SPEC.md section 4; issue 9): '{full name}
 * Restaurant' with 'Welcome to our restaurant!' and onboarding started, as the web app sends it; SPEC.md 9's
 * defaults when it sends nothing; made once, never renamed by a later ensure.
 */
import { describe, expect, it } from 'vitest';
import type { Restaurant } from '../../../shared/api';
import { api } from '../../support/api';
import { createUser } from '../../support/users';

type Ensured = { restaurant: Restaurant; created: boolean };

describe('POST /api/v1/restaurants', () => {
  it("makes the new owner's restaurant as the web app asks, once; a later ensure changes nothing", async () => {
    const user = await createUser({ fullName: 'Ada Lovelace' });
    const body = { name: 'Ada Lovelace Restaurant', description: 'Welcome to our restaurant!', markOnboardingStarted: true };
    const first = await api<Ensured>('POST', '/api/v1/restaurants', { token: user.idToken, body });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ created: true, restaurant: { name: 'Ada Lovelace Restaurant', description: 'Welcome to our restaurant!', ownerId: user.userId } });
    expect(first.body.restaurant.onboardingStartedAt).not.toBeNull();

    const again = await api<Ensured>('POST', '/api/v1/restaurants', { token: user.idToken, body: { ...body, name: 'Something Else Restaurant' } });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ created: false, restaurant: first.body.restaurant });
  });

  it("uses SPEC's defaults when nothing is sent: 'My Restaurant', 'Welcome to our restaurant!', onboarding not started", async () => {
    const user = await createUser();
    const res = await api<Ensured>('POST', '/api/v1/restaurants', { token: user.idToken, body: {} });
    expect(res.status).toBe(201);
    expect(res.body.restaurant).toMatchObject({ name: 'My Restaurant', description: 'Welcome to our restaurant!', onboardingStartedAt: null });
  });
});
