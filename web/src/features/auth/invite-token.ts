/**
 * The staff invitation link (`/auth?invite=<token>`): its token is kept in session storage from the moment the link
 * opens until the next sign-in finishes, so it survives the sign-up, the e-mail confirmation and a Google redirect.
 * Only the token opens the invitation; the server also checks the signed-in, verified e-mail is the invited one.
 */
import { INVITE_TOKEN_PATTERN } from '@shared/api';
import { readSessionValue, removeSessionValue, writeSessionValue } from '@/lib/browser-storage';

const KEY = 'tabletap.inviteToken';

/** Keeps the invitation token of the address's `?invite=`, when it has a well-formed one; true when it did. */
export function keepInviteFromSearch(search: string): boolean {
  const token = new URLSearchParams(search).get('invite');
  if (!token || !INVITE_TOKEN_PATTERN.test(token)) return false;
  writeSessionValue(KEY, token);
  return true;
}

export function hasInviteToken(): boolean {
  return readSessionValue(KEY) !== null;
}

/** Reads and clears the token: one sign-in uses it. */
export function takeInviteToken(): string | undefined {
  const token = readSessionValue(KEY);
  removeSessionValue(KEY);
  return token && INVITE_TOKEN_PATTERN.test(token) ? token : undefined;
}
