/**
 * THE route table. CDK (infra/stacks/api-stack.ts, realtime-stack.ts) and the local API Gateway (infra/local)
 * both read it. Each `fn` names a file `functions/{fn}.ts` exporting `handler`.
 *
 * auth:
 *  - 'public'  no token needed (the diner's calls).
 *  - 'user'    any signed-in user (JWT authorizer); not tied to a restaurant.
 *  - 'staff' | 'manager' | 'owner'
 *              signed in AND at least that role in the restaurant named by the `{restaurantId}` path parameter
 *              (owner > manager > staff). No role at all answers 404, a role too low 403.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type RestaurantRole = 'staff' | 'manager' | 'owner';
export type AuthRule = 'public' | 'user' | RestaurantRole;

export interface HttpRoute {
  method: HttpMethod;
  /** API Gateway path syntax: `{name}` for a path parameter. */
  path: string;
  fn: string;
  auth: AuthRule;
}

const restaurant = '/api/v1/restaurants/{restaurantId}';

export const httpRoutes: readonly HttpRoute[] = [
  // Diner journey (public): entry, menu, checkout, confirmation, call waiter
  { method: 'GET', path: '/functions/v1/restaurant-public-info', fn: 'restaurant-public-info', auth: 'public' },
  { method: 'GET', path: '/functions/v1/menu-public', fn: 'menu-public', auth: 'public' },
  { method: 'POST', path: '/functions/v1/create-payment', fn: 'create-payment', auth: 'public' },
  { method: 'GET', path: '/functions/v1/order-public', fn: 'order-public', auth: 'public' },
  { method: 'POST', path: '/functions/v1/service-request', fn: 'service-request', auth: 'public' },

  // Payments: Stripe's webhook (signature-checked), and the sandbox gateway's hosted-checkout look-alike
  { method: 'POST', path: '/functions/v1/stripe-webhook', fn: 'stripe-webhook', auth: 'public' },
  { method: 'GET', path: '/sandbox/checkout/{sessionId}', fn: 'sandbox-checkout', auth: 'public' },
  { method: 'POST', path: '/sandbox/checkout/{sessionId}/{action}', fn: 'sandbox-checkout', auth: 'public' },

  // Account
  { method: 'GET', path: '/api/v1/me', fn: 'me', auth: 'user' },
  { method: 'PUT', path: '/api/v1/me/profile', fn: 'profile-upsert', auth: 'user' },
  { method: 'POST', path: '/functions/v1/auth-attach-staff', fn: 'auth-attach-staff', auth: 'user' },

  // Restaurants
  { method: 'POST', path: '/api/v1/restaurants', fn: 'restaurant-ensure', auth: 'user' },
  { method: 'GET', path: restaurant, fn: 'restaurant-get', auth: 'staff' },
  { method: 'PATCH', path: restaurant, fn: 'restaurant-update', auth: 'owner' },
  { method: 'GET', path: `${restaurant}/branding`, fn: 'branding-get', auth: 'staff' },
  { method: 'PUT', path: `${restaurant}/branding`, fn: 'branding-put', auth: 'owner' },
  { method: 'GET', path: `${restaurant}/staff`, fn: 'staff-list', auth: 'owner' },
  { method: 'GET', path: `${restaurant}/orders`, fn: 'orders-list', auth: 'staff' },

  // Staff dashboard: tickets, service requests, menu availability and stock, analytics
  { method: 'GET', path: `${restaurant}/orders/{orderId}`, fn: 'order-get', auth: 'staff' },
  { method: 'POST', path: `${restaurant}/orders/{orderId}/advance`, fn: 'order-advance', auth: 'staff' },
  { method: 'GET', path: `${restaurant}/service-requests`, fn: 'service-requests-list', auth: 'staff' },
  // The request names its restaurant; the function authorizes the caller as staff there.
  { method: 'POST', path: '/functions/v1/service-ack', fn: 'service-ack', auth: 'user' },
  { method: 'POST', path: '/functions/v1/service-resolve', fn: 'service-resolve', auth: 'user' },
  { method: 'GET', path: `${restaurant}/menu`, fn: 'menu-get', auth: 'staff' },
  { method: 'PATCH', path: `${restaurant}/menu-items/{itemId}/availability`, fn: 'menu-item-availability', auth: 'manager' },
  { method: 'POST', path: `${restaurant}/menu-items/{itemId}/stock`, fn: 'menu-item-stock', auth: 'manager' },
  { method: 'GET', path: `${restaurant}/analytics`, fn: 'analytics-get', auth: 'manager' },
];

/** WebSocket API routes (API Gateway route keys). */
export const wsRoutes = [
  { routeKey: '$connect', fn: 'ws-connect' },
  { routeKey: '$disconnect', fn: 'ws-disconnect' },
  { routeKey: '$default', fn: 'ws-default' },
] as const;

/** Functions fed by the table's DynamoDB stream. */
export const streamFunctions = ['stream-broadcast'] as const;

/** Every function name, each once: one Lambda per name. */
export function allFunctionNames(): string[] {
  const names = new Set<string>();
  for (const r of httpRoutes) names.add(r.fn);
  for (const r of wsRoutes) names.add(r.fn);
  for (const f of streamFunctions) names.add(f);
  return [...names];
}

export const roleRank: Record<RestaurantRole | 'none', number> = { none: 0, staff: 1, manager: 2, owner: 3 };
