/**
 * Real users in the local user pool (cognito-local), signed in with the same flow the web app uses, so the tests
 * exercise genuine ID tokens end to end.
 */
import {
  AdminConfirmSignUpCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { randomUUID } from 'node:crypto';

export interface TestUser {
  userId: string;
  email: string;
  password: string;
  idToken: string;
}

function stackEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests with npm test (test/run.ts starts the local stack)`);
  return value;
}

let client: CognitoIdentityProviderClient | undefined;
function cognito() {
  client ??= new CognitoIdentityProviderClient({
    endpoint: stackEnv('TABLETAP_COGNITO_URL'),
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  return client;
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@test.tabletap.local`;
}

export async function createUser(opts: { email?: string; password?: string; fullName?: string } = {}): Promise<TestUser> {
  const email = opts.email ?? uniqueEmail();
  const password = opts.password ?? 'secret-pass-1';
  const clientId = stackEnv('USER_POOL_CLIENT_ID');
  const signUp = await cognito().send(
    new SignUpCommand({
      ClientId: clientId,
      Username: email,
      Password: password,
      UserAttributes: [{ Name: 'email', Value: email }, ...(opts.fullName ? [{ Name: 'name', Value: opts.fullName }] : [])],
    }),
  );
  await cognito().send(new AdminConfirmSignUpCommand({ UserPoolId: stackEnv('USER_POOL_ID'), Username: email }));
  const idToken = await signIn(email, password);
  return { userId: signUp.UserSub!, email, password, idToken };
}

export async function signIn(email: string, password: string): Promise<string> {
  const auth = await cognito().send(
    new InitiateAuthCommand({
      ClientId: stackEnv('USER_POOL_CLIENT_ID'),
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  return auth.AuthenticationResult!.IdToken!;
}
