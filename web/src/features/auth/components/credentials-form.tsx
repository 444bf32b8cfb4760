import { useRef, useState, type FormEvent } from 'react';
import { TextField } from '@/components/ui/text-field';
import { validateAuthForm, type AuthFormErrors, type AuthFormValues, type AuthMode } from '../auth-form-validation';
import { PasswordField } from './password-field';

interface CredentialsFormProps {
  mode: AuthMode;
  onSubmit(values: AuthFormValues): Promise<void>;
}

const FIELD_ORDER: (keyof AuthFormValues)[] = ['fullName', 'email', 'password'];
const fieldId = (field: keyof AuthFormValues) => `auth-${field}`;

/** The sign-in / sign-up fields. Values survive a tab switch; errors belong to the tab that produced them. */
export function CredentialsForm({ mode, onSubmit }: CredentialsFormProps) {
  const [values, setValues] = useState<AuthFormValues>({ fullName: '', email: '', password: '' });
  const [checked, setChecked] = useState<{ mode: AuthMode; errors: AuthFormErrors }>({ mode, errors: {} });
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const errors = checked.mode === mode ? checked.errors : {};

  const set = (field: keyof AuthFormValues) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = validateAuthForm(mode, values);
    setChecked({ mode, errors: found });
    const firstInvalid = FIELD_ORDER.find((field) => found[field]);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLInputElement>(`#${fieldId(firstInvalid)}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await onSubmit({ ...values, fullName: values.fullName.trim(), email: values.email.trim() });
    } finally {
      setBusy(false);
    }
  }

  const isSignUp = mode === 'signup';
  return (
    <form ref={formRef} className="stack" noValidate onSubmit={submit}>
      {isSignUp ? (
        <TextField
          id={fieldId('fullName')}
          label="Full name"
          autoComplete="name"
          value={values.fullName}
          onChange={(e) => set('fullName')(e.target.value)}
          error={errors.fullName}
        />
      ) : null}
      <TextField
        id={fieldId('email')}
        label="Email"
        type="email"
        inputMode="email"
        autoComplete={isSignUp ? 'email' : 'username'}
        value={values.email}
        onChange={(e) => set('email')(e.target.value)}
        error={errors.email}
      />
      <PasswordField
        id={fieldId('password')}
        value={values.password}
        onChange={set('password')}
        error={errors.password}
        autoComplete={isSignUp ? 'new-password' : 'current-password'}
      />
      <button type="submit" className="button button--block" disabled={busy} aria-busy={busy}>
        {isSignUp ? 'Create account' : 'Sign in'}
      </button>
    </form>
  );
}
