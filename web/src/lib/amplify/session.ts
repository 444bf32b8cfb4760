import { fetchAuthSession } from 'aws-amplify/auth';
import { ensureAmplifyConfigured } from './configure';

/** The current ID token (refreshed by Amplify when near expiry), or null when nobody is signed in. */
export async function getIdToken(): Promise<string | null> {
  ensureAmplifyConfigured();
  const { tokens } = await fetchAuthSession();
  return tokens?.idToken?.toString() ?? null;
}

/** Whether a usable session exists; an unreadable or expired-beyond-refresh session counts as none. */
export async function hasSession(): Promise<boolean> {
  try {
    return (await getIdToken()) !== null;
  } catch {
    return false;
  }
}
