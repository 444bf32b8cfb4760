/**
 * THE route table: every fact about a route, typed (`as const`). CDK (infra/stacks/api-stack.ts, realtime-stack.ts),
 * the local API Gateway (infra/local) and defineRoute (functions/lib/http/route.ts) all read it. Each `fn` names a
 * file `functions/{fn}.ts` exporting `handler`.
 *
 * auth:
 *  - 'public'  no token needed (the diner's calls).
 *  - 'user'    any signed-in user (JWT authorizer); not tied to a restaurant.
 *  - 'staff' | 'manager' | 'owner'
 *              signed in AND at least that role in the restaurant named by the `{restaurantId}` path parameter
 *              (shared/roles.ts: owner > manager > staff). No role at all answers 404, a role too low 403.
 *
 * What the function may touch (CDK grants exactly this, nothing more):
 *  - table: 'read' (GetItem, Query, BatchGetItem...) or 'write' (read and write) on the single table;
 *  - needs: 'payments' (Stripe's keys and checkout URLs), 'connections' (post to WebSocket clients through
 *    @connections), and on the media bucket (logos, menu images) exactly the object actions the function uses:
 *    'media:put' (write, or sign a browser's presigned upload, which S3 checks against the signer's rights),
 *    'media:get' (read and HEAD an object) and 'media:delete'. Any of them also gives the bucket's name and its
 *    public URL. 'mail': send e-mail through SES v2 (ses:SendEmail) from MAIL_FROM, with links to SITE_URL.
 *    'translate': machine translation through Amazon Translate (translate:TranslateText; TRANSLATOR=aws).
 *    'images': decodes and resizes photos with sharp (no AWS rights: sharp's linux binary is shipped beside the
 *    bundle, and the function gets more memory and time; infra/stacks/function-defaults.ts).
 *    'site-pages': the site bucket (SITE_BUCKET): reads the deployed app shell (index.html and its assets/*) and
 *    writes the prerendered diner pages under prerendered/* (functions/menu-prerender.ts), nothing else.
 * A function named by several routes gets the union of what they declare.
 */
import type { RestaurantRole } from '../shared/roles';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type AuthRule = 'public' | 'user' | RestaurantRole;
export type TableAccess = 'read' | 'write';
export const MEDIA_NEEDS = ['media:put', 'media:get', 'media:delete'] as const;
export type MediaNeed = (typeof MEDIA_NEEDS)[number];
export type FunctionNeed = 'payments' | 'connections' | 'mail' | 'translate' | 'images' | 'site-pages' | MediaNeed;

/** What a function may touch beyond its own logs. */
export interface FunctionAccess {
  table: TableAccess;
  needs?: readonly FunctionNeed[];
}

export interface HttpRoute {
  method: HttpMethod;
  /** API Gateway path syntax: `{name}` for a path parameter. */
  path: string;
  fn: string;
  auth: AuthRule;
  /** Required in the route table below; optional here so tools can describe ad-hoc routes. */
  table?: TableAccess;
  needs?: readonly FunctionNeed[];
}

export interface WsRoute extends FunctionAccess {
  routeKey: string;
  fn: string;
}

export interface StreamFunction extends FunctionAccess {
  fn: string;
}

const restaurant = '/api/v1/restaurants/{restaurantId}';

export const httpRoutes = [
  // Diner journey (public): entry, menu, checkout, confirmation, call waiter
  { method: 'GET', path: '/functions/v1/restaurant-public-info', fn: 'restaurant-public-info', auth: 'public', table: 'read' },
  { method: 'GET', path: '/functions/v1/menu-public', fn: 'menu-public', auth: 'public', table: 'read' },
  { method: 'POST', path: '/functions/v1/create-payment', fn: 'create-payment', auth: 'public', table: 'write', needs: ['payments'] },
  // Writes: with session_id it reconciles a payment the webhook has not brought yet.
  { method: 'GET', path: '/functions/v1/order-public', fn: 'order-public', auth: 'public', table: 'write', needs: ['payments'] },
  { method: 'POST', path: '/functions/v1/service-request', fn: 'service-request', auth: 'public', table: 'write' },
  // Whether new orders are paused (issue 30 item 2): the menu asks at run time, prerendered or not.
  { method: 'GET', path: '/functions/v1/ordering-status', fn: 'ordering-status', auth: 'public', table: 'read' },
  // The confirmation page's e-mail receipt: kept for the order's credit notes, mailed through SES.
  { method: 'POST', path: '/functions/v1/order-receipt', fn: 'order-receipt', auth: 'public', table: 'write', needs: ['mail'] },
  // A table's visit (issue 28): scanning its card opens or joins it; the shared cart; someone at the table letting a
  // waiting phone in. A guest proves who they are with the token given on joining.
  { method: 'POST', path: '/functions/v1/table-session', fn: 'table-session-join', auth: 'public', table: 'write' },
  { method: 'GET', path: '/functions/v1/table-session', fn: 'table-session-get', auth: 'public', table: 'read' },
  { method: 'POST', path: '/functions/v1/table-cart', fn: 'table-cart', auth: 'public', table: 'write' },
  { method: 'POST', path: '/functions/v1/table-admit', fn: 'table-admit', auth: 'public', table: 'write' },
  // Send to kitchen: the shared cart as the visit's next round, paid by the sender (a checkout, as create-payment).
  { method: 'POST', path: '/functions/v1/table-round', fn: 'table-round', auth: 'public', table: 'write', needs: ['payments'] },
  // The payer takes the round back (back from the payment page): its checkout ends unpaid, its lines return.
  { method: 'POST', path: '/functions/v1/table-round-cancel', fn: 'table-round-cancel', auth: 'public', table: 'write', needs: ['payments'] },
  // Paying at the end (issue 29): ask for the bill and how to split it, claim lines (by items), pay a share, go back.
  { method: 'POST', path: '/functions/v1/table-bill', fn: 'table-bill', auth: 'public', table: 'write' },
  { method: 'POST', path: '/functions/v1/table-claim', fn: 'table-claim', auth: 'public', table: 'write' },
  { method: 'POST', path: '/functions/v1/table-pay', fn: 'table-pay', auth: 'public', table: 'write', needs: ['payments'] },
  { method: 'POST', path: '/functions/v1/table-pay-cancel', fn: 'table-pay-cancel', auth: 'public', table: 'write', needs: ['payments'] },
  // A payer's receipt for their payment of the bill, mailed (bounded per payment and per client address).
  { method: 'POST', path: '/functions/v1/table-receipt', fn: 'table-receipt', auth: 'public', table: 'write', needs: ['mail'] },

  // Payments: Stripe's webhook (signature-checked), and the sandbox gateway's hosted-checkout look-alike
  { method: 'POST', path: '/functions/v1/stripe-webhook', fn: 'stripe-webhook', auth: 'public', table: 'write', needs: ['payments', 'mail'] },
  { method: 'GET', path: '/sandbox/checkout/{sessionId}', fn: 'sandbox-checkout', auth: 'public', table: 'write', needs: ['payments'] },
  { method: 'POST', path: '/sandbox/checkout/{sessionId}/{action}', fn: 'sandbox-checkout', auth: 'public', table: 'write', needs: ['payments'] },
  // The sandbox's Connect onboarding look-alike: the web app's panel (JSON, opened by an account session's client
  // secret) and the hosted page (HTML, opened by an account link); each step sends account.updated to the webhook.
  { method: 'GET', path: '/sandbox/connect/sessions/{clientSecret}', fn: 'sandbox-connect-session', auth: 'public', table: 'read', needs: ['payments'] },
  { method: 'POST', path: '/sandbox/connect/sessions/{clientSecret}/{step}', fn: 'sandbox-connect-step', auth: 'public', table: 'write', needs: ['payments'] },
  { method: 'GET', path: '/sandbox/connect/onboarding/{linkId}', fn: 'sandbox-connect-onboarding', auth: 'public', table: 'write', needs: ['payments'] },
  { method: 'POST', path: '/sandbox/connect/onboarding/{linkId}/{step}', fn: 'sandbox-connect-onboarding', auth: 'public', table: 'write', needs: ['payments'] },

  // Account
  { method: 'GET', path: '/api/v1/me', fn: 'me', auth: 'user', table: 'read' },
  { method: 'PUT', path: '/api/v1/me/profile', fn: 'profile-upsert', auth: 'user', table: 'write' },
  { method: 'POST', path: '/functions/v1/auth-attach-staff', fn: 'auth-attach-staff', auth: 'user', table: 'write' },

  // Restaurants
  { method: 'POST', path: '/api/v1/restaurants', fn: 'restaurant-ensure', auth: 'user', table: 'write' },
  { method: 'GET', path: restaurant, fn: 'restaurant-get', auth: 'staff', table: 'read' },
  { method: 'PATCH', path: restaurant, fn: 'restaurant-update', auth: 'owner', table: 'write' },
  { method: 'DELETE', path: restaurant, fn: 'restaurant-delete', auth: 'owner', table: 'write' },
  { method: 'GET', path: `${restaurant}/branding`, fn: 'branding-get', auth: 'staff', table: 'read' },
  { method: 'PUT', path: `${restaurant}/branding`, fn: 'branding-put', auth: 'owner', table: 'write' },
  // Logo: a presigned browser upload straight to the media bucket; then the upload is read and checked by its bytes,
  // stored again under its final key (put) and deleted, as is any refused upload and the logo it replaces.
  // The upload form counts against the upload quota (a rate-limit write); the confirmation decodes with sharp ('images').
  { method: 'POST', path: `${restaurant}/branding/logo-upload`, fn: 'logo-upload', auth: 'owner', table: 'write', needs: ['media:put'] },
  { method: 'PUT', path: `${restaurant}/branding/logo`, fn: 'logo-confirm', auth: 'owner', table: 'write', needs: ['media:get', 'media:put', 'media:delete', 'images'] },
  { method: 'DELETE', path: `${restaurant}/branding/logo`, fn: 'logo-delete', auth: 'owner', table: 'write', needs: ['media:delete'] },
  // Owner setup: the progress figures (one query), the onboarding's quick menu, the customer link's slug.
  { method: 'GET', path: `${restaurant}/setup`, fn: 'setup-get', auth: 'staff', table: 'read' },
  { method: 'POST', path: `${restaurant}/menu/quick-setup`, fn: 'menu-quick-setup', auth: 'owner', table: 'write' },
  // Menu builder: modifier groups, their options, the groups an item offers, combos (shared/api/menu-options.ts).
  { method: 'POST', path: `${restaurant}/menu/modifier-groups`, fn: 'modifier-group-create', auth: 'owner', table: 'write' },
  { method: 'PUT', path: `${restaurant}/menu/modifier-groups`, fn: 'modifier-groups-order', auth: 'owner', table: 'write' },
  { method: 'PATCH', path: `${restaurant}/menu/modifier-groups/{groupId}`, fn: 'modifier-group-update', auth: 'owner', table: 'write' },
  { method: 'DELETE', path: `${restaurant}/menu/modifier-groups/{groupId}`, fn: 'modifier-group-delete', auth: 'owner', table: 'write' },
  { method: 'POST', path: `${restaurant}/menu/modifier-groups/{groupId}/options`, fn: 'modifier-option-create', auth: 'owner', table: 'write' },
  { method: 'PUT', path: `${restaurant}/menu/modifier-groups/{groupId}/options`, fn: 'modifier-options-order', auth: 'owner', table: 'write' },
  { method: 'PATCH', path: `${restaurant}/menu/modifier-groups/{groupId}/options/{optionId}`, fn: 'modifier-option-update', auth: 'owner', table: 'write' },
  { method: 'DELETE', path: `${restaurant}/menu/modifier-groups/{groupId}/options/{optionId}`, fn: 'modifier-option-delete', auth: 'owner', table: 'write' },
  { method: 'PUT', path: `${restaurant}/menu-items/{itemId}/modifier-groups`, fn: 'item-modifier-groups-put', auth: 'owner', table: 'write' },
  { method: 'PUT', path: `${restaurant}/menu-items/{itemId}/combo`, fn: 'combo-put', auth: 'owner', table: 'write' },
  { method: 'DELETE', path: `${restaurant}/menu-items/{itemId}/combo`, fn: 'combo-delete', auth: 'owner', table: 'write' },
  // Menu builder (owner; shared/api/menu-builder.ts): the whole menu in one read; categories, items, ingredients.
  { method: 'GET', path: `${restaurant}/menu/builder`, fn: 'menu-builder-get', auth: 'owner', table: 'read' },
  { method: 'POST', path: `${restaurant}/menu/categories`, fn: 'menu-category-create', auth: 'owner', table: 'write' },
  { method: 'PUT', path: `${restaurant}/menu/categories/order`, fn: 'menu-category-reorder', auth: 'owner', table: 'write' },
  { method: 'PATCH', path: `${restaurant}/menu/categories/{categoryId}`, fn: 'menu-category-update', auth: 'owner', table: 'write' },
  { method: 'DELETE', path: `${restaurant}/menu/categories/{categoryId}`, fn: 'menu-category-delete', auth: 'owner', table: 'write', needs: ['media:delete'] },
  { method: 'PUT', path: `${restaurant}/menu/categories/{categoryId}/items/order`, fn: 'menu-item-reorder', auth: 'owner', table: 'write' },
  { method: 'POST', path: `${restaurant}/menu-items`, fn: 'menu-item-create', auth: 'owner', table: 'write' },
  { method: 'PATCH', path: `${restaurant}/menu-items/{itemId}`, fn: 'menu-item-update', auth: 'owner', table: 'write' },
  { method: 'DELETE', path: `${restaurant}/menu-items/{itemId}`, fn: 'menu-item-delete', auth: 'owner', table: 'write', needs: ['media:delete'] },
  { method: 'POST', path: `${restaurant}/menu-items/{itemId}/ingredients`, fn: 'menu-ingredient-create', auth: 'owner', table: 'write' },
  { method: 'PUT', path: `${restaurant}/menu-items/{itemId}/ingredients/order`, fn: 'menu-ingredient-reorder', auth: 'owner', table: 'write' },
  { method: 'PATCH', path: `${restaurant}/menu-items/{itemId}/ingredients/{ingredientId}`, fn: 'menu-ingredient-update', auth: 'owner', table: 'write' },
  { method: 'DELETE', path: `${restaurant}/menu-items/{itemId}/ingredients/{ingredientId}`, fn: 'menu-ingredient-delete', auth: 'owner', table: 'write' },
  { method: 'POST', path: `${restaurant}/slug`, fn: 'slug-ensure', auth: 'owner', table: 'write' },
  // Menu translations (owner): the page's read, 'Save All Changes', the lock toggle and translate-batch.
  { method: 'GET', path: `${restaurant}/menu/translations`, fn: 'menu-translations-get', auth: 'owner', table: 'read' },
  { method: 'PUT', path: `${restaurant}/menu/translations`, fn: 'menu-translations-save', auth: 'owner', table: 'write' },
  { method: 'PUT', path: `${restaurant}/menu/translations/lock`, fn: 'menu-translation-lock', auth: 'owner', table: 'write' },
  { method: 'POST', path: `${restaurant}/menu/translations/translate`, fn: 'translate-batch', auth: 'owner', table: 'write', needs: ['translate'] },
  { method: 'GET', path: `${restaurant}/staff`, fn: 'staff-list', auth: 'owner', table: 'read' },
  // Staff invitations: invite and resend mail the link (SES), and answer it too (the backup when no mail went out).
  { method: 'POST', path: `${restaurant}/staff`, fn: 'staff-invite', auth: 'owner', table: 'write', needs: ['mail'] },
  { method: 'POST', path: `${restaurant}/staff/{staffId}/resend`, fn: 'staff-resend', auth: 'owner', table: 'write', needs: ['mail'] },
  { method: 'PATCH', path: `${restaurant}/staff/{staffId}`, fn: 'staff-update-role', auth: 'owner', table: 'write' },
  // Closes the removed member's open dashboard sockets.
  { method: 'DELETE', path: `${restaurant}/staff/{staffId}`, fn: 'staff-remove', auth: 'owner', table: 'write', needs: ['connections'] },
  // Stripe Connect onboarding (owner only): status (refreshes the restaurant's flags), the one account, the embedded
  // onboarding's account session and the hosted fallback's link (both create the account when there is none).
  { method: 'GET', path: `${restaurant}/payments/status`, fn: 'stripe-connect-status', auth: 'owner', table: 'write', needs: ['payments'] },
  { method: 'POST', path: `${restaurant}/payments/account`, fn: 'stripe-connect-create-account', auth: 'owner', table: 'write', needs: ['payments'] },
  { method: 'POST', path: `${restaurant}/payments/account-session`, fn: 'stripe-connect-account-session', auth: 'owner', table: 'write', needs: ['payments'] },
  { method: 'POST', path: `${restaurant}/payments/onboarding-link`, fn: 'stripe-connect-onboarding-link', auth: 'owner', table: 'write', needs: ['payments'] },
  { method: 'GET', path: `${restaurant}/orders`, fn: 'orders-list', auth: 'staff', table: 'read' },

  // Staff dashboard: tickets, service requests, menu availability and stock, analytics
  { method: 'GET', path: `${restaurant}/orders/{orderId}`, fn: 'order-get', auth: 'staff', table: 'read' },
  // The owner's books (owners and managers): orders of a date range, filtered and searched, a page at a time.
  { method: 'GET', path: `${restaurant}/orders/history`, fn: 'orders-history', auth: 'manager', table: 'read' },
  { method: 'POST', path: `${restaurant}/orders/{orderId}/advance`, fn: 'order-advance', auth: 'staff', table: 'write' },
  // Refunds (owners and managers): reserved in the table, sent to the gateway once (refund objects, idempotent).
  { method: 'POST', path: `${restaurant}/orders/{orderId}/refunds`, fn: 'order-refund', auth: 'manager', table: 'write', needs: ['payments', 'mail'] },
  // The sandbox's dispute control (404 with Stripe): the owner plays the card holder's bank on a paid order.
  { method: 'POST', path: `${restaurant}/orders/{orderId}/sandbox-dispute`, fn: 'sandbox-dispute', auth: 'owner', table: 'write', needs: ['payments'] },
  { method: 'GET', path: `${restaurant}/service-requests`, fn: 'service-requests-list', auth: 'staff', table: 'read' },
  // The request names its restaurant; the function authorizes the caller as staff there.
  { method: 'POST', path: '/functions/v1/service-ack', fn: 'service-ack', auth: 'user', table: 'write' },
  { method: 'POST', path: '/functions/v1/service-resolve', fn: 'service-resolve', auth: 'user', table: 'write' },
  { method: 'GET', path: `${restaurant}/menu`, fn: 'menu-get', auth: 'staff', table: 'read' },
  // Menu item photos (owner): a presigned browser upload to the media bucket; the confirmation reads it back, judges
  // it by its content, writes WebP copies at up to three widths with sharp ('images') and deletes the upload and the
  // photo it replaces; the removal deletes the photo's files.
  { method: 'POST', path: `${restaurant}/menu-items/{itemId}/image-upload`, fn: 'menu-image-upload', auth: 'owner', table: 'write', needs: ['media:put'] },
  { method: 'PUT', path: `${restaurant}/menu-items/{itemId}/image`, fn: 'menu-image-confirm', auth: 'owner', table: 'write', needs: ['media:get', 'media:put', 'media:delete', 'images'] },
  { method: 'DELETE', path: `${restaurant}/menu-items/{itemId}/image`, fn: 'menu-image-delete', auth: 'owner', table: 'write', needs: ['media:delete'] },
  { method: 'PATCH', path: `${restaurant}/menu-items/{itemId}/availability`, fn: 'menu-item-availability', auth: 'manager', table: 'write' },
  { method: 'POST', path: `${restaurant}/menu-items/{itemId}/stock`, fn: 'menu-item-stock', auth: 'manager', table: 'write' },
  // Pausing new orders (issue 30 item 2, every staff role): for 10/20/30 minutes or until resumed, all or some categories.
  { method: 'GET', path: `${restaurant}/ordering-pause`, fn: 'ordering-pause-get', auth: 'staff', table: 'read' },
  { method: 'PUT', path: `${restaurant}/ordering-pause`, fn: 'ordering-pause-put', auth: 'staff', table: 'write' },
  { method: 'DELETE', path: `${restaurant}/ordering-pause`, fn: 'ordering-pause-delete', auth: 'staff', table: 'write' },
  { method: 'GET', path: `${restaurant}/analytics`, fn: 'analytics-get', auth: 'manager', table: 'read' },
  // The owner's books (owners and managers): the CSV export of a range of days' orders, streamed to the media bucket's
  // private exports/ prefix and answered with a presigned link (put, and get to sign it; a rate-limit write); the
  // payouts summary of a day, week or month.
  { method: 'POST', path: `${restaurant}/orders/export`, fn: 'orders-export', auth: 'manager', table: 'write', needs: ['media:put', 'media:get'] },
  { method: 'GET', path: `${restaurant}/payouts`, fn: 'payouts-get', auth: 'manager', table: 'read' },
  // The owner's tables (issue 28 item 1, owners and managers): stored from the QR page's list, renamed, deleted (not
  // while seated), and a new key for a table's card (the old card stops opening visits). Only they read the keys.
  { method: 'GET', path: `${restaurant}/tables`, fn: 'tables-get', auth: 'manager', table: 'read' },
  { method: 'POST', path: `${restaurant}/tables`, fn: 'tables-create', auth: 'manager', table: 'write' },
  { method: 'PATCH', path: `${restaurant}/tables/{tableId}`, fn: 'table-update', auth: 'manager', table: 'write' },
  { method: 'DELETE', path: `${restaurant}/tables/{tableId}`, fn: 'table-delete', auth: 'manager', table: 'write' },
  { method: 'POST', path: `${restaurant}/tables/{tableId}/new-key`, fn: 'table-new-key', auth: 'manager', table: 'write' },
  // The floor (issue 28 item 4): staff seat a party at a table, clear it (its visit ends), let a waiting phone in.
  { method: 'GET', path: `${restaurant}/floor`, fn: 'floor-get', auth: 'staff', table: 'read' },
  { method: 'POST', path: `${restaurant}/tables/{tableId}/open`, fn: 'table-open', auth: 'staff', table: 'write' },
  { method: 'POST', path: `${restaurant}/tables/{tableId}/move`, fn: 'table-move', auth: 'staff', table: 'write' },
  { method: 'POST', path: `${restaurant}/tables/{tableId}/clear`, fn: 'table-clear', auth: 'staff', table: 'write' },
  { method: 'POST', path: `${restaurant}/table-sessions/{sessionId}/admit`, fn: 'table-session-admit', auth: 'staff', table: 'write' },
  // Sections and servers (issue 30 item 4): who serves which section today (staff set their own, managers anyone's),
  // and the tips credited to each member per day (managers everyone's, staff their own).
  { method: 'GET', path: `${restaurant}/shifts`, fn: 'shifts-get', auth: 'staff', table: 'read' },
  { method: 'PUT', path: `${restaurant}/shifts/{userId}`, fn: 'shift-put', auth: 'staff', table: 'write' },
  { method: 'GET', path: `${restaurant}/tips`, fn: 'tips-report', auth: 'staff', table: 'read' },
] as const satisfies readonly (HttpRoute & FunctionAccess)[];

/** WebSocket API routes (API Gateway route keys). */
export const wsRoutes = [
  { routeKey: '$connect', fn: 'ws-connect', table: 'write' },
  { routeKey: '$disconnect', fn: 'ws-disconnect', table: 'write' },
  // Answers the heartbeat on the connection; a connection found gone is deleted.
  { routeKey: '$default', fn: 'ws-default', table: 'write', needs: ['connections'] },
] as const satisfies readonly WsRoute[];

/**
 * Functions fed by the table's DynamoDB stream: the live messages (they delete the connections they find gone), and
 * the prerendered menu pages, rendered again when a restaurant's menu, branding or languages change.
 */
export const streamRoutes = [
  { fn: 'stream-broadcast', table: 'write', needs: ['connections'] },
  // write: its after-deploy pass moves a restaurant's translations to the current key layout before rendering it
  // (functions/lib/db/migrations/translations-layout.ts); rendering itself only reads.
  { fn: 'menu-prerender', table: 'write', needs: ['site-pages'] },
] as const satisfies readonly StreamFunction[];
export const streamFunctions = streamRoutes.map((r) => r.fn);

/** Functions the deployment runs once it is done (a CDK trigger): seeding the landing page's demo menu (shared/demo.ts). */
export const deployRoutes = [{ fn: 'demo-seed', table: 'write' }] as const satisfies readonly StreamFunction[];
export const deployFunctions = deployRoutes.map((r) => r.fn);

/**
 * Functions run on a schedule (EventBridge; a timer locally): tabs left open charged to their cards (issue 29); paid
 * orders nobody started mailed to the owner and managers (issue 30 item 1), every minute: the e-mail limit is whole
 * minutes, so a mail goes at most a minute after it.
 */
export const scheduledRoutes = [
  { fn: 'tab-charge-sweep', table: 'write', needs: ['payments', 'mail'], everyMinutes: 5 },
  { fn: 'order-escalation-sweep', table: 'write', needs: ['mail'], everyMinutes: 1 },
] as const satisfies readonly (StreamFunction & { everyMinutes: number })[];
export const scheduledFunctions = scheduledRoutes.map((r) => r.fn);

export type HttpFunctionName = (typeof httpRoutes)[number]['fn'];
/** The auth rule of an HTTP function, as a type: what defineRoute infers the caller from. */
export type AuthRuleOf<F extends HttpFunctionName> = Extract<(typeof httpRoutes)[number], { fn: F }>['auth'];

/** What a function may touch: the union of what every route naming it declares. */
export function functionAccess(fn: string): Required<FunctionAccess> {
  const routes: readonly Partial<FunctionAccess>[] = [
    ...httpRoutes.filter((r) => r.fn === fn),
    ...wsRoutes.filter((r) => r.fn === fn),
    ...streamRoutes.filter((r) => r.fn === fn),
    ...deployRoutes.filter((r) => r.fn === fn),
    ...scheduledRoutes.filter((r) => r.fn === fn),
  ];
  if (routes.length === 0) throw new Error(`Function '${fn}' is not in infra/routes.ts`);
  return {
    table: routes.some((r) => r.table === 'write') ? 'write' : 'read',
    needs: [...new Set(routes.flatMap((r) => r.needs ?? []))],
  };
}

/** The media bucket actions a function may take (none: it gets no bucket at all). */
export function mediaNeeds(fn: string): MediaNeed[] {
  return functionAccess(fn).needs.filter((need): need is MediaNeed => (MEDIA_NEEDS as readonly string[]).includes(need));
}

/** Every function name, each once: one Lambda per name. */
export function allFunctionNames(): string[] {
  const names = new Set<string>();
  for (const r of httpRoutes as readonly HttpRoute[]) names.add(r.fn);
  for (const r of wsRoutes) names.add(r.fn);
  for (const f of streamFunctions) names.add(f);
  for (const f of deployFunctions) names.add(f);
  for (const f of scheduledFunctions) names.add(f);
  return [...names];
}

