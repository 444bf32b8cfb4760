/**
 * Where a visitor goes once signed in (SPEC.md section 4): onboarding after an owner's sign-up or when this sign-in
 * made their restaurant, else back, else their dashboard (staff members the staff dashboard, owners the owner's).
 */
export const ONBOARDING_PATH = '/owner/onboarding';
export const OWNER_HOME_PATH = '/owner/dashboard';
export const STAFF_HOME_PATH = '/dashboard/staff';

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

export interface SignInRedirectInput {
  isNewSignup: boolean;
  from?: unknown;
  /** The sign-in made the owner's restaurant (a new owner, wherever they signed up). */
  restaurantCreated?: boolean;
  /** Works only in other people's restaurants. */
  staffOnly?: boolean;
  /** Belongs to no restaurant (an invitation that did not work): the owner dashboard says how to join one. */
  noRestaurant?: boolean;
  /** The invitation link opened a membership: its restaurant is the active one now. */
  joined?: { restaurantId: string } | null;
}

export function signInRedirectTarget(input: SignInRedirectInput): string {
  if (input.noRestaurant) return OWNER_HOME_PATH;
  // The invitation link takes the person to the inviting restaurant's dashboard, whatever else they own.
  if (input.joined) return STAFF_HOME_PATH;
  // An invited waiter who just signed up has no setup to do: the staff dashboard is theirs.
  if (!input.staffOnly && (input.isNewSignup || input.restaurantCreated)) return ONBOARDING_PATH;
  return rememberedPath(input.from) ?? (input.staffOnly ? STAFF_HOME_PATH : OWNER_HOME_PATH);
}
