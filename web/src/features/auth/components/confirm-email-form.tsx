import { useEffect, useRef, useState, type FormEvent } from 'react';
import { TextField } from '@/components/ui/text-field';
import { validateConfirmationCode } from '../auth-form-validation';

interface ConfirmEmailFormProps {
  email: string;
  onConfirm(code: string): Promise<void>;
  onResend(): Promise<void>;
  onBack(): void;
}

/** Cognito signs in only confirmed e-mails: the code step, on the same page, right after sign-up. */
export function ConfirmEmailForm({ email, onConfirm, onResend, onBack }: ConfirmEmailFormProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState<'verify' | 'resend' | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // The form replaced the one the user was in: move focus so the new context is read out.
  useEffect(() => headingRef.current?.focus(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problem = validateConfirmationCode(code);
    setError(problem);
    if (problem) {
      inputRef.current?.focus();
      return;
    }
    setBusy('verify');
    try {
      await onConfirm(code.trim());
    } finally {
      setBusy(null);
    }
  }

  async function resend() {
    if (busy) return;
    setBusy('resend');
    try {
      await onResend();
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="stack">
      <div className="auth-card__intro">
        <h1 className="auth-card__title" ref={headingRef} tabIndex={-1}>
          Verify your email
        </h1>
        <p className="muted">Enter the 6-digit code we emailed to {email}</p>
      </div>
      <form className="stack" noValidate onSubmit={submit}>
        <TextField
          ref={inputRef}
          id="auth-confirmation-code"
          label="Verification code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={error}
        />
        <button type="submit" className="button button--block" disabled={busy !== null} aria-busy={busy === 'verify'}>
          Verify email
        </button>
      </form>
      <div className="auth-card__row">
        <button type="button" className="button button--link" onClick={resend} disabled={busy !== null} aria-busy={busy === 'resend'}>
          {busy === 'resend' ? 'Sending a new code...' : 'Resend code'}
        </button>
        <button type="button" className="button button--link" onClick={onBack}>
          Use a different account
        </button>
      </div>
    </div>
  );
}
