/**
 * The diner's public API calls (no sign-in), apart from api-paths.ts so the diner's first load carries only these;
 * their parameters travel in the query string. Pinned to infra/routes.ts by test/unit/web/api-paths.test.ts.
 */
export const publicApiPaths = {
  restaurantInfo: () => '/functions/v1/restaurant-public-info',
  menu: () => '/functions/v1/menu-public',
  createPayment: () => '/functions/v1/create-payment',
  order: () => '/functions/v1/order-public',
  orderReceipt: () => '/functions/v1/order-receipt',
  serviceRequest: () => '/functions/v1/service-request',
};
