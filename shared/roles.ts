/**
 * Roles in a restaurant (SPEC.md 6), a business rule both sides use: the server authorizes with it, the web app
 * shows or hides actions with it. owner > manager > staff; 'none' is anyone without a role there.
 */
export const RESTAURANT_ROLES = ['staff', 'manager', 'owner'] as const;
export type RestaurantRole = (typeof RESTAURANT_ROLES)[number];

/** The roles an owner can give: an owner is made by creating a restaurant, never by invitation. */
export const STAFF_ROLES = ['staff', 'manager'] as const satisfies readonly RestaurantRole[];
export type StaffRole = (typeof STAFF_ROLES)[number];

export type ResolvedRole = RestaurantRole | 'none';

export const roleRank: Record<ResolvedRole, number> = { none: 0, staff: 1, manager: 2, owner: 3 };

/** Whether `role` is at least `minimum`. */
export function hasRole(role: ResolvedRole, minimum: RestaurantRole): boolean {
  return roleRank[role] >= roleRank[minimum];
}

/**
 * Who publishes and hides menu items (Visible vs Draft). SPEC.md 3 and 6 give the menu to the owner ("visible ...
 * toggled by owner"); a manager runs the service and switches Sold Out on the dashboard, but cannot put a dish the
 * owner keeps as a Draft in front of diners, nor take one off the menu.
 */
export const MENU_VISIBILITY_ROLE: RestaurantRole = 'owner';
export const MENU_VISIBILITY_FORBIDDEN_MESSAGE = 'Only the owner can publish or hide menu items.';
