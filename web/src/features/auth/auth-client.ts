/**
 * The Cognito calls behind /auth, through Amplify. The rest of the app never imports Amplify directly: this module
 * (and lib/amplify) live only in the lazily loaded signed-in chunks.
 */
import { confirmSignUp, resendSignUpCode, signIn, signInWithRedirect, signUp } from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import { ensureAmplifyConfigured } from '@/lib/amplify/configure';
import { hasSession } from '@/lib/amplify/session';

export type SignInOutcome = 'signed-in' | 'needs-confirmation';
export type SignUpOutcome = 'needs-confirmation' | 'confirmed';

export async function signInWithPassword(email: string, password: string): Promise<SignInOutcome> {
  ensureAmplifyConfigured();
  // cognito-local supports only USER_PASSWORD_AUTH, and the AWS app client enables it too: one flow everywhere.
  const { isSignedIn, nextStep } = await signIn({
    username: email,
    password,
    options: { authFlowType: 'USER_PASSWORD_AUTH' },
  });
  if (isSignedIn) return 'signed-in';
  if (nextStep.signInStep === 'CONFIRM_SIGN_UP') return 'needs-confirmation';
  throw new Error('This account needs a sign-in step this site does not support. Please contact support.');
}

export async function signUpWithPassword(input: { fullName: string; email: string; password: string }): Promise<SignUpOutcome> {
  ensureAmplifyConfigured();
  const { nextStep } = await signUp({
    username: input.email,
    password: input.password,
    options: { userAttributes: { email: input.email, name: input.fullName } },
  });
  return nextStep.signUpStep === 'CONFIRM_SIGN_UP' ? 'needs-confirmation' : 'confirmed';
}

export async function confirmEmail(email: string, code: string): Promise<void> {
  ensureAmplifyConfigured();
  await confirmSignUp({ username: email, confirmationCode: code });
}

export async function resendConfirmationCode(email: string): Promise<void> {
  ensureAmplifyConfigured();
  await resendSignUpCode({ username: email });
}

/** Leaves the site for Google; Amplify completes the sign-in when the browser comes back with a code. */
export async function startGoogleSignIn(): Promise<void> {
  ensureAmplifyConfigured();
  await signInWithRedirect({ provider: 'Google' });
}

/**
 * Finishes a return from the hosted UI: true once signed in, false when the flow failed or there was none to finish.
 * Amplify reports the outcome as a Hub event; the session check covers a page with no flow in progress. (Waiting on
 * the session alone can stall for minutes after a cancelled Google sign-in: Amplify parks it until a deadline.)
 */
export function completeRedirectSignIn(): Promise<boolean> {
  return new Promise((resolve) => {
    const settle = (signedIn: boolean) => {
      stopListening();
      resolve(signedIn);
    };
    // Registered before hasSession() configures Amplify: configuring is what starts the completion.
    const stopListening = Hub.listen('auth', ({ payload }) => {
      if (payload.event === 'signInWithRedirect') settle(true);
      if (payload.event === 'signInWithRedirect_failure') settle(false);
    });
    void hasSession().then(settle);
  });
}

