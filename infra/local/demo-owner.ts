/** The demo owner's account in cognito-local: created once, confirmed, e-mail verified; found again later. */
import {
  AdminConfirmSignUpCommand,
  AdminGetUserCommand,
  AdminUpdateUserAttributesCommand,
  SignUpCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { cognitoClient } from './cognito';

export const DEMO_OWNER = {
  email: 'owner@demo.tabletap.local',
  password: 'tabletap-demo',
  fullName: 'Demo Owner',
};

/** Returns the owner's user id (`sub`). */
export async function ensureDemoOwner(opts: { cognitoEndpoint: string; userPoolId: string; userPoolClientId: string }): Promise<string> {
  const client = cognitoClient(opts.cognitoEndpoint);
  const { userPoolId } = opts;
  const username = DEMO_OWNER.email;
  try {
    let user = await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: username })).catch((err: unknown) => {
      if (err instanceof UserNotFoundException) return null;
      throw err;
    });
    if (!user) {
      await client.send(
        new SignUpCommand({
          ClientId: opts.userPoolClientId,
          Username: username,
          Password: DEMO_OWNER.password,
          UserAttributes: [{ Name: 'email', Value: DEMO_OWNER.email }],
        }),
      );
      user = await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: username }));
    }
    if (user.UserStatus === 'UNCONFIRMED') {
      await client.send(new AdminConfirmSignUpCommand({ UserPoolId: userPoolId, Username: username }));
    }
    // Cognito marks an auto-verified e-mail verified on confirmation; cognito-local does not, so say it here
    // (it insists on the e-mail itself next to email_verified).
    if (user.UserAttributes?.find((a) => a.Name === 'email_verified')?.Value !== 'true') {
      await client.send(
        new AdminUpdateUserAttributesCommand({
          UserPoolId: userPoolId,
          Username: username,
          UserAttributes: [
            { Name: 'email', Value: DEMO_OWNER.email },
            { Name: 'email_verified', Value: 'true' },
          ],
        }),
      );
    }
    const sub = user.UserAttributes?.find((a) => a.Name === 'sub')?.Value;
    if (!sub) throw new Error('cognito-local returned the demo owner without a sub');
    return sub;
  } finally {
    client.destroy();
  }
}
