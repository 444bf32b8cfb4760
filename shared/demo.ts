/**
 * The demo restaurant behind the landing page's View Demo (`/menu/demo`, SPEC.md 2; issue 12). Its id is the word
 * `demo`, so `/menu/demo` is simply its menu: the same diner app, the same menu-public call as any restaurant. Every
 * other restaurant's id is a random UUID, so no owner can ever get this one. The deploy seeds it (functions/demo-seed.ts)
 * and so does `npm start`; it belongs to no user and has no payment account, and the diner app always opens it in
 * preview mode (payments disabled, 'Simulate Payment'), so a visitor can try everything and no order is ever made.
 */
export const DEMO_RESTAURANT_ID = 'demo';

/** The owner claim the demo restaurant is created under: not a Cognito user id (those are UUIDs), so nobody signs in as it. */
export const DEMO_RESTAURANT_OWNER_ID = 'tabletap-demo-restaurant';

export function isDemoRestaurant(restaurantId: string | null | undefined): boolean {
  return restaurantId === DEMO_RESTAURANT_ID;
}
