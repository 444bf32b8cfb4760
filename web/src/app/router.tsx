/**
 * Every route of SPEC.md section 2. Pages are lazy, so each area downloads only its own code. The diner's pages
 * (/start, /language, /menu, /cart, /order) are a separate small app (see main.tsx): here they only hand over.
 */
import { createBrowserRouter, data, replace, type RouteObject } from 'react-router';
import { matchDinerRoute } from '../features/diner/boot/diner-routes';
import { Spinner } from '../components/ui/spinner';
import type { RouteHandle } from '../lib/route-handle';
import { NotFoundPage } from './not-found-page';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';

const placeholder = () => import('./routes/placeholder');
const titled = (title: string): RouteHandle => ({ title });

function LoadingPage() {
  return <Spinner fill />;
}

/** A page that a later step builds: its title, shown by the placeholder until then. */
function pending(path: string, title: string): RouteObject {
  return { path, handle: titled(title), lazy: placeholder };
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
  ...['start', 'start/:slug', 'language/:restaurantId', 'menu/:restaurantId', 'cart/:restaurantId', 'order/success', 'order/cancel'].map(
    dinerPage,
  ),
  pending('menu/demo', 'Demo Menu'),
];

const onboardingRoutes: RouteObject[] = [
  { index: true, handle: titled('Restaurant Setup'), lazy: placeholder },
  pending('branding', 'Set Your Branding'),
  pending('menu-quick', 'Quick Menu Setup'),
  pending('done', 'Setup Complete'),
  pending('legacy', 'Setup Wizard'),
];

const settingsRoutes: RouteObject[] = [
  { index: true, handle: titled('Settings'), lazy: placeholder },
  pending('branding', 'Restaurant Branding'),
  pending('menu-builder', 'Menu Builder'),
  pending('menu-builder/translations', 'Menu Translations'),
  pending('payments', 'Payment Settings'),
  pending('qr', 'QR Codes'),
  pending('language', 'Language Settings'),
  pending('customer-preview', 'Customer Preview'),
  pending('business/staff', 'Staff Management'),
];

const staffDashboard = () => import('./routes/staff-dashboard');

const signedInRoutes: RouteObject[] = [
  {
    path: 'owner',
    lazy: () => import('./routes/owner-shell'),
    children: [
      { path: 'dashboard', handle: titled('Dashboard'), lazy: () => import('./routes/owner-dashboard') },
      { path: 'onboarding', lazy: () => import('./routes/onboarding-guard'), children: onboardingRoutes },
      { path: 'settings', lazy: () => import('./routes/settings'), children: settingsRoutes },
    ],
  },
  {
    path: 'dashboard',
    lazy: () => import('./routes/owner-shell'),
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
      { index: true, handle: titled('QR ordering for restaurants'), lazy: () => import('./routes/landing') },
      { path: 'auth', handle: titled('Sign in'), lazy: () => import('./routes/auth') },
      { path: 'payment-success', handle: titled('Payment successful'), lazy: () => import('./routes/payment-success') },
      { path: 'payment-canceled', handle: titled('Payment canceled'), lazy: () => import('./routes/payment-canceled') },
      { path: 'demo', handle: titled('Demo'), lazy: () => import('../features/demo/demo-route') },
      ...dinerRoutes,
      moved('owner/branding', '/owner/settings/branding'),
      moved('owner/menu-builder', '/owner/settings/menu-builder'),
      moved('owner/menu-builder/translations', '/owner/settings/menu-builder/translations'),
      moved('owner/payments', '/owner/settings/payments'),
      moved('owner/qr', '/owner/settings/qr'),
      { lazy: () => import('./routes/signed-in-area'), children: signedInRoutes },
      { path: '*', handle: titled('Page not found'), Component: NotFoundPage },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
