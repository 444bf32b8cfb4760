/**
 * Every API path the web app calls, written once: the route table (infra/routes.ts) names the routes, this module
 * builds their addresses; test/unit/web/api-paths.test.ts pins each one against that table, so a renamed route fails
 * a test. Each id is encoded as one path segment. Query strings are the caller's (`${apiPaths.orders.list(id)}?...`).
 * The diner's public calls are in public-api-paths.ts, so the diner's pages download none of these.
 */

/** One id as one path segment. */
const seg = (id: string) => encodeURIComponent(id);

/** `/api/v1/restaurants/{restaurantId}`, then `rest` (starting with '/'). */
const restaurant = (restaurantId: string, rest = '') => `/api/v1/restaurants/${seg(restaurantId)}${rest}`;
const menuItem = (restaurantId: string, itemId: string, rest = '') => restaurant(restaurantId, `/menu-items/${seg(itemId)}${rest}`);
const category = (restaurantId: string, categoryId: string, rest = '') => restaurant(restaurantId, `/menu/categories/${seg(categoryId)}${rest}`);
const modifierGroup = (restaurantId: string, groupId: string, rest = '') =>
  restaurant(restaurantId, `/menu/modifier-groups/${seg(groupId)}${rest}`);
const staffMember = (restaurantId: string, staffId: string, rest = '') => restaurant(restaurantId, `/staff/${seg(staffId)}${rest}`);

/** The Stripe Connect routes under `.../payments/`. */
export const PAYMENTS_ROUTES = ['status', 'account', 'account-session', 'onboarding-link'] as const;
export type PaymentsRoute = (typeof PAYMENTS_ROUTES)[number];
/** The staff's answers to a service request (each its own function, SPEC.md 7). */
export const SERVICE_REQUEST_ACTIONS = ['service-ack', 'service-resolve'] as const;
export type ServiceRequestAction = (typeof SERVICE_REQUEST_ACTIONS)[number];

export const apiPaths = {
  account: {
    me: () => '/api/v1/me',
    profile: () => '/api/v1/me/profile',
    attachStaff: () => '/functions/v1/auth-attach-staff',
  },

  restaurants: {
    /** POST: the signed-in owner's restaurant, made when there is none. */
    ensure: () => '/api/v1/restaurants',
    /** GET, PATCH, DELETE (leave). */
    detail: (restaurantId: string) => restaurant(restaurantId),
    branding: (restaurantId: string) => restaurant(restaurantId, '/branding'),
    logoUpload: (restaurantId: string) => restaurant(restaurantId, '/branding/logo-upload'),
    logo: (restaurantId: string) => restaurant(restaurantId, '/branding/logo'),
    setup: (restaurantId: string) => restaurant(restaurantId, '/setup'),
    slug: (restaurantId: string) => restaurant(restaurantId, '/slug'),
  },

  staff: {
    list: (restaurantId: string) => restaurant(restaurantId, '/staff'),
    member: (restaurantId: string, staffId: string) => staffMember(restaurantId, staffId),
    resend: (restaurantId: string, staffId: string) => staffMember(restaurantId, staffId, '/resend'),
  },

  payments: {
    connect: (restaurantId: string, route: PaymentsRoute) => restaurant(restaurantId, `/payments/${route}`),
    /** The sandbox's Connect onboarding look-alike (public: opened by the account session's client secret). */
    sandboxSession: (clientSecret: string) => `/sandbox/connect/sessions/${seg(clientSecret)}`,
    sandboxStep: (clientSecret: string, step: string) => `/sandbox/connect/sessions/${seg(clientSecret)}/${seg(step)}`,
  },

  /** The dashboard's reads and the staff's changes. */
  orders: {
    list: (restaurantId: string) => restaurant(restaurantId, '/orders'),
    /** The owner's books: GET with the search's query string. */
    history: (restaurantId: string) => restaurant(restaurantId, '/orders/history'),
    detail: (restaurantId: string, orderId: string) => restaurant(restaurantId, `/orders/${seg(orderId)}`),
    advance: (restaurantId: string, orderId: string) => restaurant(restaurantId, `/orders/${seg(orderId)}/advance`),
    /** POST: a refund (owners and managers). */
    refunds: (restaurantId: string, orderId: string) => restaurant(restaurantId, `/orders/${seg(orderId)}/refunds`),
    /** POST { from, to }: the CSV export of a range of days, answered with a download link (owners and managers). */
    export: (restaurantId: string) => restaurant(restaurantId, '/orders/export'),
  },
  serviceRequests: {
    list: (restaurantId: string) => restaurant(restaurantId, '/service-requests'),
    act: (action: ServiceRequestAction) => `/functions/v1/${action}`,
  },
  /** The owner's tables (issue 28, owners and managers): GET, POST { list, section?, seats? }; PATCH, DELETE one; a new key. */
  tables: {
    list: (restaurantId: string) => restaurant(restaurantId, '/tables'),
    one: (restaurantId: string, tableId: string) => restaurant(restaurantId, `/tables/${seg(tableId)}`),
    newKey: (restaurantId: string, tableId: string) => restaurant(restaurantId, `/tables/${seg(tableId)}/new-key`),
  },
  /** The staff's floor (issue 28): every table and its visit; seat, clear, move a party, let a waiting phone in. */
  floor: {
    get: (restaurantId: string) => restaurant(restaurantId, '/floor'),
    open: (restaurantId: string, tableId: string) => restaurant(restaurantId, `/tables/${seg(tableId)}/open`),
    clear: (restaurantId: string, tableId: string) => restaurant(restaurantId, `/tables/${seg(tableId)}/clear`),
    /** POST { toTableId }. */
    move: (restaurantId: string, tableId: string) => restaurant(restaurantId, `/tables/${seg(tableId)}/move`),
    /** POST { guestId }. */
    admit: (restaurantId: string, sessionId: string) => restaurant(restaurantId, `/table-sessions/${seg(sessionId)}/admit`),
  },
  /** Sections and servers (issue 30 item 4): today's sections (GET), a member's sections (PUT { sections }), tips (GET ?from=&to=). */
  shifts: {
    get: (restaurantId: string) => restaurant(restaurantId, '/shifts'),
    member: (restaurantId: string, userId: string) => restaurant(restaurantId, `/shifts/${seg(userId)}`),
  },
  tips: (restaurantId: string) => restaurant(restaurantId, '/tips'),
  /** Pausing new orders (issue 30 item 2): GET it, PUT { minutes, categoryIds? } to pause, DELETE to resume. */
  orderingPause: (restaurantId: string) => restaurant(restaurantId, '/ordering-pause'),
  analytics: (restaurantId: string) => restaurant(restaurantId, '/analytics'),
  /** GET ?period=day|week|month&date=YYYY-MM-DD: the payouts summary (owners and managers). */
  payouts: (restaurantId: string) => restaurant(restaurantId, '/payouts'),

  menu: {
    /** The dashboard's Menu tab (availability and stock). */
    dashboard: (restaurantId: string) => restaurant(restaurantId, '/menu'),
    quickSetup: (restaurantId: string) => restaurant(restaurantId, '/menu/quick-setup'),
    builder: (restaurantId: string) => restaurant(restaurantId, '/menu/builder'),
    categories: (restaurantId: string) => restaurant(restaurantId, '/menu/categories'),
    categoriesOrder: (restaurantId: string) => restaurant(restaurantId, '/menu/categories/order'),
    category: (restaurantId: string, categoryId: string) => category(restaurantId, categoryId),
    categoryItemsOrder: (restaurantId: string, categoryId: string) => category(restaurantId, categoryId, '/items/order'),
    items: (restaurantId: string) => restaurant(restaurantId, '/menu-items'),
    item: (restaurantId: string, itemId: string) => menuItem(restaurantId, itemId),
    itemAvailability: (restaurantId: string, itemId: string) => menuItem(restaurantId, itemId, '/availability'),
    itemStock: (restaurantId: string, itemId: string) => menuItem(restaurantId, itemId, '/stock'),
    itemImageUpload: (restaurantId: string, itemId: string) => menuItem(restaurantId, itemId, '/image-upload'),
    itemImage: (restaurantId: string, itemId: string) => menuItem(restaurantId, itemId, '/image'),
    itemCombo: (restaurantId: string, itemId: string) => menuItem(restaurantId, itemId, '/combo'),
    itemModifierGroups: (restaurantId: string, itemId: string) => menuItem(restaurantId, itemId, '/modifier-groups'),
    ingredients: (restaurantId: string, itemId: string) => menuItem(restaurantId, itemId, '/ingredients'),
    ingredientsOrder: (restaurantId: string, itemId: string) => menuItem(restaurantId, itemId, '/ingredients/order'),
    ingredient: (restaurantId: string, itemId: string, ingredientId: string) =>
      menuItem(restaurantId, itemId, `/ingredients/${seg(ingredientId)}`),
    /** POST a group, PUT their order. */
    modifierGroups: (restaurantId: string) => restaurant(restaurantId, '/menu/modifier-groups'),
    modifierGroup: (restaurantId: string, groupId: string) => modifierGroup(restaurantId, groupId),
    /** POST an option, PUT their order. */
    modifierOptions: (restaurantId: string, groupId: string) => modifierGroup(restaurantId, groupId, '/options'),
    modifierOption: (restaurantId: string, groupId: string, optionId: string) =>
      modifierGroup(restaurantId, groupId, `/options/${seg(optionId)}`),
    translations: (restaurantId: string) => restaurant(restaurantId, '/menu/translations'),
    translationLock: (restaurantId: string) => restaurant(restaurantId, '/menu/translations/lock'),
    translate: (restaurantId: string) => restaurant(restaurantId, '/menu/translations/translate'),
  },
};
