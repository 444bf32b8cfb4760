/**
 * Every route of SPEC.md section 2. Pages are imported straight from their features, lazily, so each area downloads
 * only its own code. The signed-in area's loader reads the user's data once (signed-in-area.tsx). The diner's pages
 * (/start, /language, /menu, /cart, /order) are a separate small app (see main.tsx): here they only hand over.
 */
import type { ComponentType } from 'react';
import { createBrowserRouter, data, replace, type RouteObject } from 'react-router';
import { matchDinerRoute } from '@/features/diner/boot/diner-routes';
import { Spinner } from '@/components/ui/spinner';
import type { RouteHandle } from '@/lib/route-handle';
import { NotFoundPage } from './not-found-page';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';

/** A route's page, loaded when the route is first visited. */
const page =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async () => ({ Component: pick(await load()) });

const titled = (title: string): RouteHandle => ({ title });

function LoadingPage() {
  return <Spinner fill />;
}

/** An old owner path: its page moved under settings; history is replaced so Back does not bounce (DESIGN.md 9.5). */
function moved(path: string, to: string): RouteObject {
  return { path, loader: ({ request }) => replace(`${to}${new URL(request.url).search}`) };
}

/**
 * A diner page reached from this app (a link on the landing page, a QR link opened in a signed-in tab): loaded
 * afresh so main.tsx starts the diner's app. The loader never settles, since the document is being replaced.
 */
function dinerPage(path: string): RouteObject {
  return {
    path,
    loader: ({ request }) => {
      // A path the diner app refuses (a malformed id) would come straight back here: a 404 instead of a loop.
      if (!matchDinerRoute(new URL(request.url).pathname)) throw data(null, { status: 404 });
      window.location.assign(request.url);
      return new Promise<never>(() => {});
    },
  };
}

const dinerRoutes: RouteObject[] = [
  ...['start', 'start/:slug', 'language/:restaurantId', 'menu/:restaurantId', 'cart/:restaurantId', 'order/success', 'order/receipt', 'order/cancel'].map(
    dinerPage,
  ),
];

const onboardingRoutes: RouteObject[] = [
  {
    index: true,
    handle: titled('Restaurant Setup'),
    lazy: page(() => import('@/features/owner/onboarding/checklist-page'), (m) => m.ChecklistPage),
  },
  {
    path: 'branding',
    handle: titled('Set Your Branding'),
    lazy: page(() => import('@/features/owner/onboarding/branding-step-page'), (m) => m.BrandingStepPage),
  },
  {
    path: 'menu-quick',
    handle: titled('Quick Menu Setup'),
    lazy: page(() => import('@/features/owner/onboarding/menu-quick-page'), (m) => m.MenuQuickPage),
  },
  { path: 'done', handle: titled('Setup Complete'), lazy: page(() => import('@/features/owner/onboarding/done-page'), (m) => m.DonePage) },
  {
    path: 'legacy',
    handle: titled('Setup Wizard'),
    lazy: page(() => import('@/features/owner/onboarding/legacy-wizard-page'), (m) => m.LegacyWizardPage),
  },
];

const settingsRoutes: RouteObject[] = [
  {
    index: true,
    handle: titled('Settings'),
    lazy: page(() => import('@/features/owner/settings/settings-hub-page'), (m) => m.SettingsHubPage),
  },
  {
    path: 'profile',
    handle: titled('Restaurant Profile'),
    lazy: page(() => import('@/features/owner/settings/profile-page'), (m) => m.ProfilePage),
  },
  {
    path: 'branding',
    handle: titled('Restaurant Branding'),
    lazy: page(() => import('@/features/owner/branding/branding-page'), (m) => m.BrandingPage),
  },
  {
    path: 'menu-builder',
    handle: titled('Menu Builder'),
    lazy: page(() => import('@/features/owner/menu-builder/menu-builder-page'), (m) => m.MenuBuilderPage),
  },
  {
    path: 'menu-builder/translations',
    handle: titled('Menu Translations'),
    lazy: page(() => import('@/features/owner/menu-translations/menu-translations-page'), (m) => m.MenuTranslationsPage),
  },
  {
    path: 'payments',
    handle: titled('Payment Settings'),
    lazy: page(() => import('@/features/owner/payments/payments-page'), (m) => m.PaymentsPage),
  },
  { path: 'qr', handle: titled('QR Codes'), lazy: page(() => import('@/features/owner/qr/qr-page'), (m) => m.QrCodesPage) },
  {
    path: 'qr/print',
    handle: titled('Table Cards'),
    lazy: page(() => import('@/features/owner/qr/qr-print-page'), (m) => m.QrPrintPage),
  },
  {
    path: 'language',
    handle: titled('Language Settings'),
    lazy: page(() => import('@/features/owner/settings/language-settings-page'), (m) => m.LanguageSettingsPage),
  },
  {
    path: 'customer-preview',
    handle: titled('Customer Preview'),
    lazy: page(() => import('@/features/owner/settings/customer-preview-page'), (m) => m.CustomerPreviewPage),
  },
  {
    path: 'business/staff',
    handle: titled('Staff Management'),
    lazy: page(() => import('@/features/owner/staff/staff-page'), (m) => m.StaffPage),
  },
];

const staffDashboard = page(() => import('@/features/dashboard/components/staff-dashboard-page'), (m) => m.StaffDashboardPage);
const ownerShell = page(() => import('@/features/owner/components/owner-shell'), (m) => m.OwnerShell);
const settings = page(
  () => Promise.all([import('@/features/owner/components/settings-guard'), import('@/features/owner/components/settings-layout')]),
  ([{ SettingsGuard }, { SettingsLayout }]) =>
    function Settings() {
      return (
        <SettingsGuard>
          <SettingsLayout />
        </SettingsGuard>
      );
    },
);
const paymentOutcome = (outcome: 'success' | 'canceled') =>
  page(
    () => import('@/features/payment-outcome/components/payment-outcome-page'),
    ({ PaymentOutcomePage }) =>
      function PaymentOutcome() {
        return <PaymentOutcomePage outcome={outcome} />;
      },
  );

const signedInRoutes: RouteObject[] = [
  {
    path: 'owner',
    lazy: ownerShell,
    children: [
      {
        path: 'dashboard',
        handle: titled('Dashboard'),
        lazy: page(() => import('@/features/owner/dashboard/owner-dashboard'), (m) => m.OwnerDashboard),
      },
      {
        path: 'onboarding',
        lazy: page(() => import('@/features/owner/onboarding/onboarding-guard'), (m) => m.OnboardingGuard),
        children: onboardingRoutes,
      },
      { path: 'settings', lazy: settings, children: settingsRoutes },
      // The owner's books (owners and managers; the page tells staff it is not theirs, the API refuses them).
      {
        path: 'orders',
        handle: titled('Orders history'),
        lazy: page(() => import('@/features/dashboard/history/orders-history-page'), (m) => m.OrdersHistoryPage),
      },
    ],
  },
  {
    path: 'dashboard',
    lazy: ownerShell,
    children: [
      { path: 'staff', handle: titled('Staff Dashboard'), lazy: staffDashboard },
      { path: 'orders', handle: titled('Orders'), lazy: staffDashboard },
      { path: 'menu', handle: titled('Menu'), lazy: staffDashboard },
    ],
  },
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: LoadingPage,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        index: true,
        handle: titled('QR ordering for restaurants'),
        lazy: page(() => import('@/features/landing/components/landing-page'), (m) => m.LandingPage),
      },
      { path: 'auth', handle: titled('Sign in'), lazy: page(() => import('@/features/auth/components/auth-page'), (m) => m.AuthPage) },
      { path: 'payment-success', handle: titled('Payment successful'), lazy: paymentOutcome('success') },
      { path: 'payment-canceled', handle: titled('Payment canceled'), lazy: paymentOutcome('canceled') },
      { path: 'demo', handle: titled('Demo'), lazy: () => import('@/features/demo/demo-route') },
      ...dinerRoutes,
      moved('owner/branding', '/owner/settings/branding'),
      moved('owner/menu-builder', '/owner/settings/menu-builder'),
      moved('owner/menu-builder/translations', '/owner/settings/menu-builder/translations'),
      moved('owner/payments', '/owner/settings/payments'),
      moved('owner/qr', '/owner/settings/qr'),
      { lazy: () => import('./signed-in-area'), children: signedInRoutes },
      { path: '*', handle: titled('Page not found'), Component: NotFoundPage },
    ],
  },
];

/**
 * The routes with the landing page's module already loaded (main.tsx hydrating the prerendered `/`): a matched route
 * still to be loaded would make the router render its HydrateFallback first, which is not the page's HTML.
 */
function withLoadedLanding(landingPage: ComponentType): RouteObject[] {
  const [root] = routes;
  const children = root!.children!.map((route): RouteObject => (route.index ? { index: true, handle: route.handle, Component: landingPage } : route));
  return [{ ...root!, index: false, children }];
}

export function createAppRouter(opts: { landingPage?: ComponentType } = {}) {
  return createBrowserRouter(opts.landingPage ? withLoadedLanding(opts.landingPage) : routes);
}
