/** Where a visitor goes once signed in (SPEC.md section 4): onboarding after a sign-up, else back, else dashboard. */
export const ONBOARDING_PATH = '/owner/onboarding';
export const OWNER_HOME_PATH = '/owner/dashboard';

/**
 * The path the auth guard remembered (router location state `from`), or null when absent or unusable. Only
 * same-site paths count, and never /auth itself (that would loop).
 */
export function rememberedPath(from: unknown): string | null {
  if (typeof from === 'string') return safePath(from, '', '');
  if (typeof from !== 'object' || from === null) return null;
  const { pathname, search, hash } = from as { pathname?: unknown; search?: unknown; hash?: unknown };
  if (typeof pathname !== 'string') return null;
  return safePath(pathname, typeof search === 'string' ? search : '', typeof hash === 'string' ? hash : '');
}

function safePath(pathname: string, search: string, hash: string): string | null {
  // "//host" and "/\host" are read by browsers as another origin.
  if (!pathname.startsWith('/') || pathname.startsWith('//') || pathname.startsWith('/\\')) return null;
  if (pathname === '/auth' || pathname.startsWith('/auth/')) return null;
  return `${pathname}${search}${hash}`;
}

export function signInRedirectTarget(input: { isNewSignup: boolean; from?: unknown }): string {
  if (input.isNewSignup) return ONBOARDING_PATH;
  return rememberedPath(input.from) ?? OWNER_HOME_PATH;
}
