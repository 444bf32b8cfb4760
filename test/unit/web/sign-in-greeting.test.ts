import { describe, expect, it } from 'vitest';
import { signInGreeting } from '../../../web/src/features/auth/sign-in-greeting';

describe('the toast after signing in (issue 8)', () => {
  it('welcomes a brand-new account instead of welcoming it back', () => {
    expect(signInGreeting(true)).toBe('Welcome to TableTap!');
  });

  it('welcomes a returning account back', () => {
    expect(signInGreeting(false)).toBe('Welcome back!');
  });
});
