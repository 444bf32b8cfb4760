import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '@/components/toast/toast-store';
import { afterSignIn, type AfterSignInResult } from './after-sign-in';
import { UNEXPECTED_ERROR } from './error-message';
import { takeInviteToken } from './invite-token';
import { takeNewSignupMarker } from './new-signup-marker';
import { takeReturnPathFromRedirect } from './return-path';
import { signInGreeting } from './sign-in-greeting';
import { signInRedirectTarget } from './sign-in-redirect';

export interface AuthLocationState {
  /** Where the auth guard stopped the visitor. */
  from?: unknown;
  /** The tab to open (the landing page's "Get started" asks for sign-up). */
  tab?: unknown;
}

/** An invitation link that did not work: what to tell the person, and where they go when they have read it. */
export interface InviteProblem {
  message: string;
  next: string;
}

/**
 * The steps shared by every way of signing in: greet, run afterSignIn, then go where the visitor belongs. When the
 * invitation link did not work it answers the problem instead of leaving, so the page can show it until it is read.
 */
export function useFinishSignIn() {
  const navigate = useNavigate();
  const { state } = useLocation();
  const stateFrom = (state as AuthLocationState | null)?.from;

  return useCallback(
    async (fullName?: string): Promise<InviteProblem | null> => {
      const isNewSignup = takeNewSignupMarker();
      toast.success(signInGreeting(isNewSignup));
      // After a Google round trip the router state is gone; the path was kept in session storage instead.
      const keptAcrossRedirect = takeReturnPathFromRedirect();
      const from = stateFrom ?? keptAcrossRedirect;
      let outcome: AfterSignInResult | null = null;
      try {
        outcome = await afterSignIn({ fullName, isNewSignup, inviteToken: takeInviteToken() });
      } catch (error) {
        // The user stays signed in; the pages that need the missing data say so themselves.
        console.error('After-sign-in steps failed', error);
        toast.error(UNEXPECTED_ERROR);
      }
      const next = signInRedirectTarget({ isNewSignup, from, ...outcome });
      if (outcome?.inviteProblem) return { message: outcome.inviteProblem, next };
      navigate(next, { replace: true });
      return null;
    },
    [navigate, stateFrom],
  );
}

/** For a visitor who is already signed in when /auth opens. */
export function useLeaveAuthPage() {
  const navigate = useNavigate();
  const { state } = useLocation();
  const from = (state as AuthLocationState | null)?.from;
  return useCallback(
    () => navigate(signInRedirectTarget({ isNewSignup: takeNewSignupMarker(), from }), { replace: true }),
    [navigate, from],
  );
}
