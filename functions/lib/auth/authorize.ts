/**
 * Authorization against a restaurant, used by every restaurant-scoped route (through defineRoute) and by functions
 * that find the restaurant from a resource (a service request, an order).
 * No role at all answers 404, so a stranger cannot even learn that a restaurant or resource exists;
 * a role too low answers 403.
 * The roles are handed in (the composition root wires `authorizeMember` from its Roles).
 */
import { hasRole, type ResolvedRole, type RestaurantRole } from '../../../shared/roles';
import { ForbiddenError, NotFoundError } from '../errors';
import type { MemberCaller, SignedInCaller } from '../http/caller';

export interface RoleResolver {
  resolve(userId: string, restaurantId: string): Promise<ResolvedRole>;
}

export function createAuthorizeMember(roles: RoleResolver) {
  return async function authorizeMember(
    caller: SignedInCaller,
    restaurantId: string,
    minimum: RestaurantRole,
    notFoundMessage = 'Restaurant not found',
  ): Promise<MemberCaller> {
    const role = await roles.resolve(caller.userId, restaurantId);
    if (role === 'none') throw new NotFoundError(notFoundMessage);
    if (!hasRole(role, minimum)) {
      throw new ForbiddenError(
        minimum === 'owner' ? 'Only the restaurant owner can do that.' : 'Your role does not allow that.',
      );
    }
    return { type: 'member', userId: caller.userId, email: caller.email, emailVerified: caller.emailVerified, restaurantId, role };
  };
}
