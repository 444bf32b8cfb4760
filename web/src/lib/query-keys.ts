/**
 * Every react-query key the web app uses, written once (a key factory per resource, as in TkDodo's "Effective React
 * Query Keys" and bulletproof-react). A feature that reads, writes or invalidates another feature's data names it
 * here, never by a literal: a setQueryData and a useQuery meet only when their keys are equal.
 *
 * Keys nest: invalidating a key invalidates every key that starts with it (`dashboard.all` is every dashboard tab,
 * `restaurants.menuTranslations` every language); `restaurants.detail` is the prefix of the restaurant's keys, so
 * the restaurant itself is invalidated with `exact: true`.
 */
import type { AnalyticsRange, PayoutPeriod } from '@shared/api';
import type { LanguageCode } from '@shared/languages';

const restaurant = (restaurantId: string) => ['restaurants', restaurantId] as const;
const dashboard = (restaurantId: string) => ['dashboard', restaurantId] as const;
const ownerDashboard = (restaurantId: string) => ['owner-dashboard', restaurantId] as const;
const menuTranslations = (restaurantId: string) => [...restaurant(restaurantId), 'menu-translations'] as const;
const serviceRequests = (restaurantId: string) => [...dashboard(restaurantId), 'service-requests'] as const;

export const queryKeys = {
  /** GET /api/v1/me: who am I, where do I work. */
  me: () => ['me'] as const,

  restaurants: {
    detail: restaurant,
    branding: (restaurantId: string) => [...restaurant(restaurantId), 'branding'] as const,
    /** Invalidate after anything that moves setup on (branding saved, a logo, the quick menu, payments, onboarding). */
    setup: (restaurantId: string) => [...restaurant(restaurantId), 'setup'] as const,
    staff: (restaurantId: string) => [...restaurant(restaurantId), 'staff'] as const,
    /** The owner's stored tables with their cards' keys (issue 28; the floor has its own key). */
    tables: (restaurantId: string) => [...restaurant(restaurantId), 'tables'] as const,
    paymentStatus: (restaurantId: string) => [...restaurant(restaurantId), 'payments', 'status'] as const,
    /** The embedded onboarding's account session. */
    paymentsSetup: (restaurantId: string) => [...restaurant(restaurantId), 'payments', 'setup'] as const,
    menuBuilder: (restaurantId: string) => [...restaurant(restaurantId), 'menu-builder'] as const,
    /** Without a language: every language's page at once. */
    menuTranslations: (restaurantId: string, lang?: LanguageCode) =>
      lang ? ([...menuTranslations(restaurantId), lang] as const) : menuTranslations(restaurantId),
  },

  /** The staff dashboard's tabs, per restaurant, so the live client and the tabs agree on them. */
  dashboard: {
    all: dashboard,
    orders: (restaurantId: string) => [...dashboard(restaurantId), 'orders'] as const,
    /** The floor: every table and its visit (issue 28). */
    floor: (restaurantId: string) => [...dashboard(restaurantId), 'floor'] as const,
    /** Today's sections and who serves them (issue 30 item 4). */
    shifts: (restaurantId: string) => [...dashboard(restaurantId), 'shifts'] as const,
    /** The tips report of a range of shift days (issue 30 item 4). */
    tips: (restaurantId: string, from: string, to: string) => [...dashboard(restaurantId), 'tips', from, to] as const,
    /** Whether new orders are paused (issue 30 item 2). */
    orderingPause: (restaurantId: string) => [...dashboard(restaurantId), 'ordering-pause'] as const,
    /** Served orders placed before the day starting at `from` (a new day, a new history); every day's without it. */
    orderHistory: (restaurantId: string, from?: string) =>
      from ? ([...dashboard(restaurantId), 'order-history', from] as const) : ([...dashboard(restaurantId), 'order-history'] as const),
    order: (restaurantId: string, orderId: string) => [...dashboard(restaurantId), 'order', orderId] as const,
    /** The owner's books: one search (its filters as the API's query) and its pages. */
    orderSearch: (restaurantId: string, query: Record<string, string>) => [...dashboard(restaurantId), 'order-search', query] as const,
    serviceRequests,
    resolvedServiceRequests: (restaurantId: string) => [...serviceRequests(restaurantId), 'resolved-history'] as const,
    menu: (restaurantId: string) => [...dashboard(restaurantId), 'menu'] as const,
    analytics: (restaurantId: string, range: AnalyticsRange) => [...dashboard(restaurantId), 'analytics', range] as const,
    /** The payouts summary of the day, week or month holding `date`. */
    payouts: (restaurantId: string, period: PayoutPeriod, date: string) => [...dashboard(restaurantId), 'payouts', period, date] as const,
  },

  /** The owner's home page. */
  ownerDashboard: {
    liveOrders: (restaurantId: string) => [...ownerDashboard(restaurantId), 'live-orders'] as const,
    today: (restaurantId: string) => [...ownerDashboard(restaurantId), 'today'] as const,
  },

  /** The sandbox's Connect onboarding panel, by the account session's client secret. */
  sandboxOnboarding: (clientSecret: string) => ['sandbox-onboarding', clientSecret] as const,
};

export const mutationKeys = {
  /** Both logo mutations carry it, so the branding editor can tell a logo call is under way (useIsMutating). */
  logo: (restaurantId: string) => [...restaurant(restaurantId), 'branding', 'logo'] as const,
};
