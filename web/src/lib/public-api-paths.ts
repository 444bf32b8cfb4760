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
  /** A table's visit (issue 28): join (POST) or read again (GET), its shared cart, letting a phone in, sending a round. */
  tableSession: () => '/functions/v1/table-session',
  tableCart: () => '/functions/v1/table-cart',
  tableAdmit: () => '/functions/v1/table-admit',
  tableRound: () => '/functions/v1/table-round',
  tableRoundCancel: () => '/functions/v1/table-round-cancel',
};
