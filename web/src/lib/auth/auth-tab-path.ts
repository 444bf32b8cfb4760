/**
 * The address of /auth on a given tab (SPEC.md 2: the landing page's Get started opens sign-up): a plain link that
 * works before any script runs, since the prerendered landing page runs no app (issue 31 goal 4). The auth page shows
 * the tab the address asks for (features/auth/components/auth-page.tsx initialMode).
 */
export type AuthTab = 'signin' | 'signup';

/** The query parameter naming the tab. */
export const AUTH_TAB_PARAM = 'tab';

export function authTabPath(tab: AuthTab): string {
  return `/auth?${AUTH_TAB_PARAM}=${tab}`;
}
