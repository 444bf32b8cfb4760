import type { RestaurantRole } from '../../../infra/routes';

/** Who is calling (STYLE.md: model the caller explicitly). */
export type Caller =
  | { type: 'anonymous' }
  | { type: 'user'; userId: string; email: string }
  | { type: 'member'; userId: string; email: string; restaurantId: string; role: RestaurantRole };

export type SignedInCaller = Extract<Caller, { type: 'user' | 'member' }>;
export type MemberCaller = Extract<Caller, { type: 'member' }>;
