/**
 * The composition root of the functions: the one DynamoDB client and ElectroDB service of a function, created once
 * at module load (cold start) and reused by every invocation, handed to each domain module here. Domain modules
 * never make or import a service of their own: each exports a `createX(db)` factory, so a test can build one on any
 * client and table.
 *
 * Every facade is marked pure, so a function's bundle keeps only the facades its handler uses; but a facade used brings
 * every one of its methods' code. So the functions a diner waits on at a cold start call the one domain function they
 * need with `db` instead (ws-connect's `readOrder` and `visitOfGuest`, create-payment's `startCheckout`, order-public's
 * `readPublicOrder`): ws-connect's bundle 802 -> 666 KB and its module init 141 -> 108 ms (`npm run bench:cold`). So
 * do the one-call functions that were the slowest to start (table-pay-cancel, table-round-cancel, table-receipt,
 * menu-category-delete).
 * (Payments pick their gateway in lib/payments/configured.ts, from this service and the configuration.)
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createAuthorizeMember } from './auth/authorize';
import { watchAwsClient } from './call-watch';
import { config } from './config';
import { createService, withDb } from './db/service';
import { createAnalytics } from './domain/analytics';
import { createBooks } from './domain/books';
import { createBranding } from './domain/branding';
import { callWaiter as callWaiterWith } from './domain/call-waiter';
import { createCheckout } from './domain/checkout';
import { admitCheckout as admitCheckoutWith } from './domain/checkout-limits';
import { createConnect } from './domain/connect';
import { createConnections } from './domain/connections';
import { admitInvitationMail as admitInvitationMailWith } from './domain/invitation-limits';
import { createInventory } from './domain/inventory';
import { createMenu } from './domain/menu';
import { createMenuTranslations } from './domain/menu-translations';
import { createOrders } from './domain/orders';
import { createOrderingPauses } from './domain/ordering-pause';
import { createProfiles } from './domain/profiles';
import { createPublicMenus } from './domain/public-menu/public-menus';
import { createRateLimits } from './domain/rate-limits';
import { createReceipts } from './domain/receipts';
import { createRefunds } from './domain/refunds';
import { createRestaurants } from './domain/restaurants';
import { createRoles } from './domain/roles';
import { createSections } from './domain/sections';
import { createServiceRequests } from './domain/service-requests';
import { createTableSessions } from './domain/table-sessions';
import { createTables } from './domain/tables';
import { createSetup } from './domain/setup';
import { createStaff } from './domain/staff';
import { createProcessedEvents } from './domain/stripe-events';

export const documentClient = DynamoDBDocumentClient.from(
  new DynamoDBClient({ region: config.region, ...(config.dynamoEndpoint ? { endpoint: config.dynamoEndpoint } : {}) }),
  { marshallOptions: { removeUndefinedValues: true } },
);
watchAwsClient(documentClient, 'DynamoDB');

export const db = createService({ client: documentClient, table: config.tableName });

export const Analytics = /* @__PURE__ */ createAnalytics(db);
export const Books = /* @__PURE__ */ createBooks(db);
export const Branding = /* @__PURE__ */ createBranding(db);
export const Checkout = /* @__PURE__ */ createCheckout(db);
export const Connect = /* @__PURE__ */ createConnect(db);
export const Connections = /* @__PURE__ */ createConnections(db);
export const Inventory = /* @__PURE__ */ createInventory(db);
export const Menu = /* @__PURE__ */ createMenu(db);
export const MenuTranslations = /* @__PURE__ */ createMenuTranslations(db);
export const Orders = /* @__PURE__ */ createOrders(db);
export const OrderingPauses = /* @__PURE__ */ createOrderingPauses(db);
export const ProcessedEvents = /* @__PURE__ */ createProcessedEvents(db);
export const Profiles = /* @__PURE__ */ createProfiles(db);
export const PublicMenus = /* @__PURE__ */ createPublicMenus(db);
export const RateLimits = /* @__PURE__ */ createRateLimits(db);
export const Receipts = /* @__PURE__ */ createReceipts(db);
export const Refunds = /* @__PURE__ */ createRefunds(db);
export const Restaurants = /* @__PURE__ */ createRestaurants(db);
export const Roles = /* @__PURE__ */ createRoles(db);
export const Sections = /* @__PURE__ */ createSections(db);
export const ServiceRequests = /* @__PURE__ */ createServiceRequests(db);
export const TableSessions = /* @__PURE__ */ createTableSessions(db);
export const Tables = /* @__PURE__ */ createTables(db);
export const Setup = /* @__PURE__ */ createSetup(db);
export const Staff = /* @__PURE__ */ createStaff(db);

/** A signed-in caller's role in a restaurant checked against a route's minimum (see auth/authorize). */
export const authorizeMember = /* @__PURE__ */ createAuthorizeMember(Roles);
/** The diner's call-waiter button: limits first, then the request (see domain/call-waiter). */
export const callWaiter = /* @__PURE__ */ withDb(db, callWaiterWith);
/** The rate limits in front of create-payment (see domain/checkout-limits). */
export const admitCheckout = /* @__PURE__ */ withDb(db, admitCheckoutWith);
/** The limits on invitation mails, before staff-invite and staff-resend write or send (see domain/invitation-limits). */
export const admitInvitationMail = /* @__PURE__ */ withDb(db, admitInvitationMailWith);
