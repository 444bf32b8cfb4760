import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from '@/components/toast/toast-store';
import { Logo } from '@/components/ui/logo';
import { Spinner } from '@/components/ui/spinner';
import { hasSession } from '@/lib/amplify/session';
import {
  completeRedirectSignIn,
  confirmEmail,
  resendConfirmationCode,
  signInWithPassword,
  signUpWithPassword,
} from '../auth-client';
import type { AuthFormValues, AuthMode } from '../auth-form-validation';
import { isAuthMode, rememberAuthTab, rememberedAuthTab } from '../auth-tab-preference';
import { errorMessage } from '../error-message';
import { clearNewSignupMarker, markNewSignup } from '../new-signup-marker';
import { hasInviteToken, keepInviteFromSearch } from '../invite-token';
import { isOAuthReturn } from '@/lib/auth/oauth-return';
import { AUTH_TAB_PARAM } from '@/lib/auth/auth-tab-path';
import { forgetReturnPath } from '../return-path';
import { useFinishSignIn, useLeaveAuthPage, type AuthLocationState, type InviteProblem } from '../use-finish-sign-in';
import { AUTH_PANEL_ID, AuthTabs, authTabId } from './auth-tabs';
import { ConfirmEmailForm } from './confirm-email-form';
import { CredentialsForm } from './credentials-form';
import { GoogleSignIn } from './google-sign-in';

type Step =
  | { kind: 'checking' }
  | { kind: 'form' }
  | { kind: 'confirm'; email: string }
  | ({ kind: 'invite-problem' } & InviteProblem);

/** Kept in memory only (never stored): lets the confirmation step sign the new user in without asking again. */
interface PendingCredentials {
  email: string;
  password: string;
  fullName?: string;
}

const COPY: Record<AuthMode, { title: string; text: string }> = {
  signin: { title: 'Welcome Back', text: 'Sign in to your restaurant dashboard' },
  signup: { title: 'Get Started', text: 'Create your restaurant account to start accepting orders' },
};

/**
 * A tab asked for by the link that led here (in the history state, or in the address: authTabPath) wins over the
 * remembered one, and becomes the remembered one. The state is the tab chosen last on this entry (chooseMode).
 */
function initialMode(state: unknown, search: string): AuthMode {
  const inState = (state as AuthLocationState | null)?.tab;
  const asked = isAuthMode(inState) ? inState : new URLSearchParams(search).get(AUTH_TAB_PARAM);
  if (!isAuthMode(asked)) return rememberedAuthTab() ?? 'signin';
  rememberAuthTab(asked);
  return asked;
}

export function AuthPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [mode, setMode] = useState<AuthMode>(() => initialMode(location.state, location.search));
  const [step, setStep] = useState<Step>({ kind: 'checking' });
  const pending = useRef<PendingCredentials | null>(null);
  const finishSignInSteps = useFinishSignIn();
  /** Leaves for the visitor's page, or stays to say why the invitation link did not work. */
  const finishSignIn = async (fullName?: string) => {
    const problem = await finishSignInSteps(fullName);
    if (problem) setStep({ kind: 'invite-problem', ...problem });
  };
  const leave = useLeaveAuthPage();
  const returningFromGoogle = isOAuthReturn(location.search);
  // Kept before anything else runs: the token must outlive sign-up, e-mail confirmation and a Google redirect.
  const [invited] = useState(() => keepInviteFromSearch(location.search) || hasInviteToken());

  // Back from Google, or already signed in: either way this page has nothing to ask.
  useEffect(() => {
    let active = true;
    const check = returningFromGoogle ? completeRedirectSignIn() : hasSession();
    check.then(async (signedIn) => {
      if (!active) return;
      // Already signed in and arriving by an invitation link: accept it now, as a fresh sign-in would.
      if (signedIn && (returningFromGoogle || invited)) return finishSignIn();
      if (signedIn) return leave();
      if (returningFromGoogle) {
        clearNewSignupMarker();
        forgetReturnPath();
        toast.error('Failed to sign in with Google');
        // Drop the hosted UI's answer from the address, so a reload does not report it again.
        navigate({ pathname: '/auth' }, { replace: true, state: location.state });
      }
      setStep({ kind: 'form' });
    });
    return () => {
      active = false;
    };
    // Once, on arrival: later changes of these are this page's own doing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function chooseMode(next: AuthMode) {
    setMode(next);
    rememberAuthTab(next);
    // Keep the history entry in step, so a reload or Back shows the tab chosen last, not the one first asked for.
    const state = (location.state as AuthLocationState | null) ?? {};
    const askedInAddress = new URLSearchParams(location.search).has(AUTH_TAB_PARAM);
    if ((state.tab !== undefined || askedInAddress) && state.tab !== next) {
      navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: { ...state, tab: next } });
    }
  }

  async function signInAfterConfirmation(credentials: PendingCredentials) {
    try {
      await signInWithPassword(credentials.email, credentials.password);
    } catch (error) {
      clearNewSignupMarker();
      toast.error(errorMessage(error));
      chooseMode('signin');
      setStep({ kind: 'form' });
      return;
    }
    pending.current = null;
    await finishSignIn(credentials.fullName);
  }

  async function submitCredentials(values: AuthFormValues) {
    if (mode === 'signin') return submitSignIn(values);
    return submitSignUp(values);
  }

  async function submitSignIn({ email, password }: AuthFormValues) {
    let outcome;
    try {
      outcome = await signInWithPassword(email, password);
    } catch (error) {
      clearNewSignupMarker();
      toast.error(errorMessage(error));
      return;
    }
    if (outcome === 'needs-confirmation') {
      pending.current = { email, password };
      setStep({ kind: 'confirm', email });
      return;
    }
    await finishSignIn();
  }

  async function submitSignUp({ fullName, email, password }: AuthFormValues) {
    let outcome;
    try {
      outcome = await signUpWithPassword({ fullName, email, password });
    } catch (error) {
      toast.error(errorMessage(error));
      return;
    }
    markNewSignup();
    toast.success('Account created! Please check your email to verify your account.');
    pending.current = { email, password, fullName };
    if (outcome === 'confirmed') return signInAfterConfirmation(pending.current);
    setStep({ kind: 'confirm', email });
  }

  async function confirm(code: string) {
    const credentials = pending.current;
    if (!credentials) return setStep({ kind: 'form' });
    try {
      await confirmEmail(credentials.email, code);
    } catch (error) {
      toast.error(errorMessage(error));
      return;
    }
    await signInAfterConfirmation(credentials);
  }

  async function resend() {
    const email = pending.current?.email;
    if (!email) return;
    try {
      await resendConfirmationCode(email);
      toast.success(`We sent a new code to ${email}`);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  function backToForm() {
    pending.current = null;
    setStep({ kind: 'form' });
  }

  return (
    <main id="main" className="auth-page">
      <div className="auth-card card">
        <Link to="/" className="auth-card__brand" aria-label="TableTap home">
          <Logo />
        </Link>
        {step.kind === 'checking' ? (
          <Spinner label={returningFromGoogle ? 'Signing you in...' : 'Checking your session...'} />
        ) : step.kind === 'invite-problem' ? (
          <div className="stack">
            <div className="auth-card__intro" role="alert">
              <h1 className="auth-card__title">Invitation not accepted</h1>
              <p>{step.message}</p>
            </div>
            <button type="button" className="button button--block" onClick={() => navigate(step.next, { replace: true })}>
              Continue
            </button>
          </div>
        ) : step.kind === 'confirm' ? (
          <ConfirmEmailForm email={step.email} onConfirm={confirm} onResend={resend} onBack={backToForm} />
        ) : (
          <>
            <AuthTabs mode={mode} onChange={chooseMode} />
            <div className="stack" role="tabpanel" id={AUTH_PANEL_ID} aria-labelledby={authTabId(mode)}>
              <div className="auth-card__intro">
                <h1 className="auth-card__title">{COPY[mode].title}</h1>
                <p className="muted">{COPY[mode].text}</p>
                {invited && (
                  <p className="auth-card__invite" role="note">
                    You have been invited to join a restaurant team. Sign in, or create an account, with the e-mail
                    address the invitation was sent to.
                  </p>
                )}
              </div>
              <CredentialsForm mode={mode} onSubmit={submitCredentials} />
              <GoogleSignIn mode={mode} />
            </div>
          </>
        )}
      </div>
    </main>
  );
}
