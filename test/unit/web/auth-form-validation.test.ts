import { describe, expect, it } from 'vitest';
import { validateAuthForm, validateConfirmationCode } from '../../../web/src/features/auth/auth-form-validation';

const valid = { fullName: 'Rosa Diaz', email: 'rosa@example.com', password: 'secret' };

describe('auth form validation', () => {
  it('accepts a complete sign-up and sign-in', () => {
    expect(validateAuthForm('signup', valid)).toEqual({});
    expect(validateAuthForm('signin', { ...valid, fullName: '' })).toEqual({});
  });

  it('requires every field, full name only on sign-up', () => {
    const empty = { fullName: '', email: '', password: '' };
    expect(validateAuthForm('signup', empty)).toEqual({
      fullName: 'Full name is required',
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(validateAuthForm('signin', empty)).toEqual({ email: 'Email is required', password: 'Password is required' });
  });

  it('treats a blank full name or e-mail as missing', () => {
    expect(validateAuthForm('signup', { ...valid, fullName: '   ', email: '  ' })).toEqual({
      fullName: 'Full name is required',
      email: 'Email is required',
    });
  });

  it('rejects e-mails without a user, an @ or a domain', () => {
    for (const email of ['rosa', 'rosa@', '@example.com', 'rosa@example', 'ro sa@example.com']) {
      expect(validateAuthForm('signin', { ...valid, email }).email).toBe('Please enter a valid email address');
    }
    expect(validateAuthForm('signin', { ...valid, email: ' rosa@example.com ' }).email).toBeUndefined();
  });

  it('needs at least 6 characters of password', () => {
    expect(validateAuthForm('signin', { ...valid, password: '12345' }).password).toBe('Password must be at least 6 characters');
    expect(validateAuthForm('signin', { ...valid, password: '123456' }).password).toBeUndefined();
  });
});

describe('confirmation code', () => {
  it('must be 6 digits', () => {
    expect(validateConfirmationCode('123456')).toBeUndefined();
    expect(validateConfirmationCode(' 123456 ')).toBeUndefined();
    expect(validateConfirmationCode('')).toBe('Enter the 6-digit code from the email');
    expect(validateConfirmationCode('12345')).toBe('The code is 6 digits');
    expect(validateConfirmationCode('12345a')).toBe('The code is 6 digits');
  });
});
