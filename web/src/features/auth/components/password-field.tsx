import { useState } from 'react';
import { TextField } from '@/components/ui/text-field';

interface PasswordFieldProps {
  id: string;
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
  autoComplete: 'current-password' | 'new-password';
}

/** A password input with a show/hide toggle: a pressed/unpressed button keeps one stable name for screen readers. */
export function PasswordField({ id, value, onChange, error, autoComplete }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      id={id}
      label="Password"
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      trailing={
        <button
          type="button"
          className="field__toggle"
          aria-label="Show password"
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((v) => !v)}
        >
          <EyeIcon crossed={visible} />
        </button>
      }
    />
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M4 4l16 16" /> : null}
    </svg>
  );
}
