import type { RestaurantRole } from '../../../shared/roles';

/** Who is calling (STYLE.md: model the caller explicitly). */
export type Caller =
  | { type: 'anonymous' }
  /** `emailVerified`: the ID token's `email_verified`; an unverified address proves nothing about who this is. */
  | { type: 'user'; userId: string; email: string; emailVerified: boolean }
  | { type: 'member'; userId: string; email: string; emailVerified: boolean; restaurantId: string; role: RestaurantRole };

export type SignedInCaller = Extract<Caller, { type: 'user' | 'member' }>;
export type MemberCaller = Extract<Caller, { type: 'member' }>;
