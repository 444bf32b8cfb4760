/**
 * "Resend code" on the sign-up confirmation works against the local user pool as against Cognito (issue 25 item 6):
 * cognito-local lacks ResendConfirmationCode, so the stack's front door answers it in Cognito's shapes. Here through
 * the AWS SDK, as Amplify calls it.
 */
import {
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  ResendConfirmationCodeCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { readConfirmationCode } from '../../../infra/local/cognito';
import { RESENDS_PER_HOUR } from '../../../infra/local/cognito-front';
import { uniqueEmail } from '../../support/users';

const env = (name: string) => process.env[name] ?? '';
const cognito = new CognitoIdentityProviderClient({
  endpoint: env('TABLETAP_COGNITO_URL'),
  region: 'us-east-1',
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});
const ClientId = env('USER_POOL_CLIENT_ID');

async function signUp(email: string) {
  await cognito.send(new SignUpCommand({ ClientId, Username: email, Password: 'secret-pass-1', UserAttributes: [{ Name: 'email', Value: email }] }));
}
const resend = (Username: string) => cognito.send(new ResendConfirmationCodeCommand({ ClientId, Username }));
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: Error) => ({ name: error.name, message: error.message }),
  );

describe('ResendConfirmationCode on the local user pool', () => {
  it('sends the code again with Cognito\'s delivery details, and that code confirms the account', async () => {
    const email = uniqueEmail('resend');
    await signUp(email);
    const answer = await resend(email);
    expect(answer.CodeDeliveryDetails).toEqual({ Destination: expect.stringMatching(/^r\*\*\*@t\*\*\*$/), DeliveryMedium: 'EMAIL', AttributeName: 'email' });

    const code = readConfirmationCode(env('TABLETAP_COGNITO_DATA_DIR'), env('USER_POOL_ID'), email);
    expect(code).toMatch(/^\d{6}$/);
    await cognito.send(new ConfirmSignUpCommand({ ClientId, Username: email, ConfirmationCode: code! }));
    expect(await failure(resend(email))).toEqual({ name: 'InvalidParameterException', message: 'User is already confirmed.' });
  });

  it("answers an unknown address and too many resends with Cognito's errors, never a 500", async () => {
    expect(await failure(resend(uniqueEmail('nobody')))).toEqual({ name: 'UserNotFoundException', message: 'Username/client id combination not found.' });
    const email = uniqueEmail('resend-limit');
    await signUp(email);
    for (let i = 0; i < RESENDS_PER_HOUR; i++) await resend(email);
    expect(await failure(resend(email))).toEqual({ name: 'LimitExceededException', message: 'Attempt limit exceeded, please try after some time.' });
  });
});
