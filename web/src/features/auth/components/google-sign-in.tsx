import { useState } from 'react';
import { useLocation } from 'react-router';
import { toast } from '@/components/toast/toast-store';
import { getRuntimeConfig } from '@/config/runtime-config';
import { startGoogleSignIn } from '../auth-client';
import type { AuthMode } from '../auth-form-validation';
import { clearNewSignupMarker, markNewSignup } from '../new-signup-marker';
import { forgetReturnPath, keepReturnPathForRedirect } from '../return-path';
import type { AuthLocationState } from '../use-finish-sign-in';

/** 'Or continue with' Google, through the Cognito hosted UI when this stage has it configured. */
export function GoogleSignIn({ mode }: { mode: AuthMode }) {
  const [busy, setBusy] = useState(false);
  const { state } = useLocation();

  async function start() {
    if (!getRuntimeConfig().oauth) {
      toast.info('Google sign-in is not available on this site.');
      return;
    }
    setBusy(true);
    // A Google "sign-up" cannot be told apart after the redirect, so the chosen tab decides where it lands.
    if (mode === 'signup') markNewSignup();
    keepReturnPathForRedirect((state as AuthLocationState | null)?.from);
    try {
      await startGoogleSignIn();
    } catch (error) {
      console.error('Google sign-in failed to start', error);
      clearNewSignupMarker();
      forgetReturnPath();
      toast.error('Failed to sign in with Google');
      setBusy(false);
    }
  }

  return (
    <div className="stack stack--tight">
      <p className="divider">
        <span>Or continue with</span>
      </p>
      <button type="button" className="button button--outline button--block" onClick={start} disabled={busy} aria-busy={busy}>
        <GoogleMark />
        Google
      </button>
    </div>
  );
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path fill="#4285F4" d="M22.6 12.3c0-.8-.1-1.5-.2-2.3H12v4.3h5.9a5 5 0 0 1-2.2 3.3v2.8h3.6c2.1-1.9 3.3-4.8 3.3-8.1z" />
      <path fill="#34A853" d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.8c-1 .7-2.2 1.1-3.7 1.1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.9A11 11 0 0 0 12 23z" />
      <path fill="#FBBC05" d="M5.8 14.1a6.6 6.6 0 0 1 0-4.2V7H2.1a11 11 0 0 0 0 10l3.7-2.9z" />
      <path fill="#EA4335" d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2.1 7l3.7 2.9C6.7 7.3 9.1 5.4 12 5.4z" />
    </svg>
  );
}
