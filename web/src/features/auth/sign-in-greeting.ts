/** The toast after signing in: a brand-new account is welcomed, a returning one welcomed back. */
export function signInGreeting(isNewSignup: boolean): string {
  return isNewSignup ? 'Welcome to TableTap!' : 'Welcome back!';
}
