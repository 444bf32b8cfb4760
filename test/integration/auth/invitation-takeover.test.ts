/**
 * The invitation takeover an outside probe found (issue 7): a signed-in stranger changes their own e-mail to the
 * address of a pending manager invitation, signs in again and asks to be attached. An e-mail alone must grant
 * nothing: only the invitation link's token does, for the invited, verified address.
 */
import { CognitoIdentityProviderClient, InitiateAuthCommand, UpdateUserAttributesCommand } from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Restaurant } from '../../../shared/api';
import { Staff } from '../../../functions/lib/composition';
import { api } from '../../support/api';
import { createUser, uniqueEmail, type TestUser } from '../../support/users';

const cognito = () =>
  new CognitoIdentityProviderClient({
    endpoint: process.env.TABLETAP_COGNITO_URL!,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });

async function tokens(email: string, password: string) {
  const { AuthenticationResult } = await cognito().send(
    new InitiateAuthCommand({ ClientId: process.env.USER_POOL_CLIENT_ID!, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } }),
  );
  return { idToken: AuthenticationResult!.IdToken!, accessToken: AuthenticationResult!.AccessToken! };
}

/** The claims of a JWT (already verified by the server under test; here only read). */
const decodeJwt = (token: string): Record<string, unknown> => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));

const attach = (idToken: string, body: unknown = {}) =>
  api<{ attached: number; membership?: { restaurantId: string; role: string }; error?: { code: string; message: string } }>(
    'POST',
    '/functions/v1/auth-attach-staff',
    { token: idToken, body },
  );
const analytics = (idToken: string, restaurantId: string) => api('GET', `/api/v1/restaurants/${restaurantId}/analytics?range=7d`, { token: idToken });

let owner: TestUser;
let restaurant: Restaurant;
beforeAll(async () => {
  owner = await createUser();
  const res = await api<{ restaurant: Restaurant }>('POST', '/api/v1/restaurants', { token: owner.idToken, body: {} });
  restaurant = res.body.restaurant;
});

describe('a pending manager invitation', () => {
  it('cannot be taken by a stranger who changes their e-mail to the invited one, signs in again and asks to attach', async () => {
    const invitedEmail = uniqueEmail('manager');
    await Staff.invite({ restaurantId: restaurant.id, email: invitedEmail, role: 'manager', createdBy: owner.userId });

    const stranger = await createUser();
    const before = await tokens(stranger.email, stranger.password);
    await cognito().send(new UpdateUserAttributesCommand({ AccessToken: before.accessToken, UserAttributes: [{ Name: 'email', Value: invitedEmail }] }));
    const after = await tokens(stranger.email, stranger.password);
    // The pool keeps the verified address until the new one is confirmed.
    expect(decodeJwt(after.idToken).email).toBe(stranger.email);

    const res = await attach(after.idToken);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.attached).toBe(0);
    // No membership: the manager-only analytics answers as to a stranger.
    expect((await analytics(after.idToken, restaurant.id)).status).toBe(404);
    expect(await Staff.listByUser(stranger.userId)).toEqual([]);
  });

  it("is not opened by a guessed token either, nor by the real link's token for someone with another e-mail", async () => {
    const invitedEmail = uniqueEmail('manager');
    const { inviteToken } = await Staff.invite({ restaurantId: restaurant.id, email: invitedEmail, role: 'manager', createdBy: owner.userId });
    const stranger = await createUser();

    const guessed = await attach(stranger.idToken, { inviteToken: 'x'.repeat(43) });
    expect(guessed.status).toBe(404);
    expect(guessed.body.error?.message).toBe('This invitation link is not valid or was already used. Ask the restaurant owner to send a new one.');

    const forwarded = await attach(stranger.idToken, { inviteToken });
    expect(forwarded.status).toBe(403);
    expect(forwarded.body.error).toMatchObject({ code: 'invite_email_mismatch' });
    expect((await analytics(stranger.idToken, restaurant.id)).status).toBe(404);

    // The invited person, signed in with the invited address, opens the same link and becomes manager.
    const invitee = await createUser({ email: invitedEmail });
    const accepted = await attach(invitee.idToken, { inviteToken });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body).toEqual({ attached: 1, membership: { restaurantId: restaurant.id, role: 'manager' } });
    expect((await analytics(invitee.idToken, restaurant.id)).status).toBe(200);

    // The link is single use.
    const again = await attach(invitee.idToken, { inviteToken });
    expect(again.status).toBe(404);
  });

  it('refuses a malformed token and unknown fields with a 400', async () => {
    const user = await createUser();
    for (const body of [{ inviteToken: 'short' }, { inviteToken: 42 }, { email: 'x@y.z' }]) {
      const res = await attach(user.idToken, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(typeof res.body.error?.message).toBe('string');
    }
  });
});
