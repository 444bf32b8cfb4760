/** The /auth form rules (SPEC.md section 5): checked before anything is sent, shown next to each field. */
import { PASSWORD_MIN_LENGTH } from '@shared/constants';

export type AuthMode = 'signin' | 'signup';

export interface AuthFormValues {
  fullName: string;
  email: string;
  password: string;
}

export type AuthFormErrors = Partial<Record<keyof AuthFormValues, string>>;

// Deliberately loose: the user pool has the final word; this only catches typos such as a missing @ or domain.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateAuthForm(mode: AuthMode, values: AuthFormValues): AuthFormErrors {
  const errors: AuthFormErrors = {};
  if (mode === 'signup' && values.fullName.trim() === '') errors.fullName = 'Full name is required';

  const email = values.email.trim();
  if (email === '') errors.email = 'Email is required';
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'Please enter a valid email address';

  if (values.password === '') errors.password = 'Password is required';
  else if (values.password.length < PASSWORD_MIN_LENGTH) {
    errors.password = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  }
  return errors;
}

export const CONFIRMATION_CODE_LENGTH = 6;

export function validateConfirmationCode(code: string): string | undefined {
  const trimmed = code.trim();
  if (trimmed === '') return 'Enter the 6-digit code from the email';
  if (!new RegExp(`^\\d{${CONFIRMATION_CODE_LENGTH}}$`).test(trimmed)) return 'The code is 6 digits';
  return undefined;
}
