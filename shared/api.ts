/**
 * API shapes: zod schemas shared by the functions (validation) and the web app (types, form checks).
 * Request schemas are strict: unknown fields are refused, so a typo never silently does nothing.
 * JSON is camelCase throughout.
 */
import * as z from 'zod';
import { LANGUAGE_CODES, type LanguageCode } from './languages';
import { ORDER_STATUSES } from './constants';
import { MAX_STOCK_COUNT } from './inventory';

// ---------- building blocks ----------
export const idSchema = z.string().trim().min(1, 'is required').max(64, 'is too long').regex(/^[A-Za-z0-9_-]+$/, 'is not a valid id');
export const hexColorSchema = z
  .string()
  .trim()
  .regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'Please enter a valid hex color (e.g., #FF0000)');
export const languageCodeSchema = z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]]);
export const roleSchema = z.enum(['staff', 'manager', 'owner']);
export const staffRoleSchema = z.enum(['staff', 'manager']);
export const orderStatusSchema = z.enum(ORDER_STATUSES);
const isoDate = z.string();

// ---------- errors ----------
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

// ---------- profile ----------
export const profileSchema = z.object({ id: z.string(), email: z.string(), fullName: z.string().nullable() });
export type Profile = z.infer<typeof profileSchema>;

export const profileUpsertRequestSchema = z.strictObject({
  fullName: z.string().trim().max(120, 'must be at most 120 characters').nullable().optional(),
});
export type ProfileUpsertRequest = z.infer<typeof profileUpsertRequestSchema>;

// ---------- restaurants ----------
export const restaurantSchema = z.object({
  id: z.string(),
  ownerId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  slug: z.string().nullable(),
  currency: z.string(),
  taxRateBps: z.number().int(),
  timeZone: z.string(),
  onboardingStartedAt: isoDate.nullable(),
  onboardingCompletedAt: isoDate.nullable(),
  chargesEnabled: z.boolean(),
  payoutsEnabled: z.boolean(),
  defaultLanguage: languageCodeSchema,
  enabledLanguages: z.array(languageCodeSchema),
  autoDetectLanguage: z.boolean(),
  serviceRequestEnabled: z.boolean(),
  createdAt: isoDate,
});
export type Restaurant = z.infer<typeof restaurantSchema>;

export const restaurantEnsureRequestSchema = z.strictObject({
  name: z.string().trim().min(1, 'Name is required').max(100).optional(),
  description: z.string().trim().max(500).optional(),
  /** A new sign-up starts onboarding now (if it has not started). */
  markOnboardingStarted: z.boolean().optional(),
});
export type RestaurantEnsureRequest = z.infer<typeof restaurantEnsureRequestSchema>;
export const restaurantEnsureResponseSchema = z.object({ restaurant: restaurantSchema, created: z.boolean() });

export const restaurantUpdateRequestSchema = z
  .strictObject({
    name: z.string().trim().min(1, 'Name is required').max(100),
    description: z.string().trim().max(500).nullable(),
    serviceRequestEnabled: z.boolean(),
    onboardingStarted: z.literal(true),
    onboardingCompleted: z.literal(true),
    defaultLanguage: languageCodeSchema,
    enabledLanguages: z.array(languageCodeSchema).min(1, 'At least one language must be enabled').max(9),
    autoDetectLanguage: z.boolean(),
    taxRateBps: z.number().int().min(0).max(5000),
    timeZone: z.string().min(1).max(64),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update' })
  .refine((v) => !v.defaultLanguage || !v.enabledLanguages || v.enabledLanguages.includes(v.defaultLanguage), {
    message: 'Default language must be one of the enabled languages',
    path: ['defaultLanguage'],
  });
export type RestaurantUpdateRequest = z.infer<typeof restaurantUpdateRequestSchema>;

// ---------- me ----------
export const membershipSchema = z.object({ restaurantId: z.string(), restaurantName: z.string(), role: roleSchema });
export type Membership = z.infer<typeof membershipSchema>;
export const meResponseSchema = z.object({
  userId: z.string(),
  email: z.string(),
  profile: profileSchema.nullable(),
  /** Owned restaurant first, then the ones the user staffs. */
  memberships: z.array(membershipSchema),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

// ---------- branding ----------
export const brandingSchema = z.object({
  restaurantId: z.string(),
  primaryColor: z.string(),
  accentColor: z.string(),
  backgroundColor: z.string(),
  textColor: z.string(),
  logoUrl: z.string().nullable(),
  /** false when no branding row exists and the defaults are shown. */
  saved: z.boolean(),
});
export type Branding = z.infer<typeof brandingSchema>;
export const brandingPutRequestSchema = z.strictObject({
  primaryColor: hexColorSchema,
  accentColor: hexColorSchema,
  backgroundColor: hexColorSchema,
  textColor: hexColorSchema,
});
export type BrandingPutRequest = z.infer<typeof brandingPutRequestSchema>;

// ---------- staff ----------
export const staffMemberSchema = z.object({
  id: z.string(),
  restaurantId: z.string(),
  userId: z.string().nullable(),
  email: z.string(),
  role: staffRoleSchema,
  invitedAt: isoDate,
  joinedAt: isoDate.nullable(),
  createdBy: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffListResponseSchema = z.object({ staff: z.array(staffMemberSchema) });
/** The invitation link's secret (`/auth?invite=...`): 32 random bytes, base64url. */
export const INVITE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** Sent after every sign-in; an invitation is accepted only with its link's token (an e-mail alone grants nothing). */
export const attachStaffRequestSchema = z.strictObject({
  inviteToken: z.string().regex(INVITE_TOKEN_PATTERN, 'is not an invitation link token').optional(),
});
export type AttachStaffRequest = z.infer<typeof attachStaffRequestSchema>;
export const attachStaffResponseSchema = z.object({
  attached: z.number().int(),
  /** The membership the token opened (absent when no token was sent). */
  membership: z.object({ restaurantId: z.string(), role: z.enum(['staff', 'manager']) }).optional(),
});

// ---------- orders ----------
export const orderLineSchema = z.object({
  itemId: z.string(),
  itemName: z.string(),
  qty: z.number().int(),
  unitPriceCents: z.number().int(),
  lineTotalCents: z.number().int(),
  options: z.array(z.object({ groupName: z.string(), optionName: z.string(), priceDeltaCents: z.number().int() })),
  note: z.string().nullable(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;
export const orderSchema = z.object({
  id: z.string(),
  orderCode: z.string(),
  restaurantId: z.string(),
  status: orderStatusSchema,
  tableLabel: z.string().nullable(),
  note: z.string().nullable(),
  subtotalCents: z.number().int(),
  taxCents: z.number().int(),
  tipCents: z.number().int(),
  totalCents: z.number().int(),
  feeCents: z.number().int(),
  currency: z.string(),
  createdAt: isoDate,
  paidAt: isoDate.nullable(),
  prepStartedAt: isoDate.nullable(),
  readyAt: isoDate.nullable(),
  servedAt: isoDate.nullable(),
  lines: z.array(orderLineSchema),
});
export type Order = z.infer<typeof orderSchema>;
/** GET .../orders?view=history: orders per page unless `limit` says otherwise, and the most `limit` may ask. */
export const ORDERS_HISTORY_PAGE_SIZE = 50;
export const ORDERS_HISTORY_PAGE_MAX = 100;
/** Finished orders: the board lists those placed today; older ones are read a page at a time (view=history). */
export const SETTLED_ORDER_STATUSES = ['served', 'canceled', 'expired'] as const satisfies readonly (typeof ORDER_STATUSES)[number][];

/** An opaque page cursor as the server hands it out: base64url of a JSON object of key strings. */
function isKeyCursor(cursor: string): boolean {
  try {
    const base64 = cursor.replace(/-/g, '+').replace(/_/g, '/');
    const keys: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    return typeof keys === 'object' && keys !== null && !Array.isArray(keys) && Object.values(keys).every((v) => typeof v === 'string');
  } catch {
    return false;
  }
}
const pageCursorSchema = z
  .string()
  .max(1024, 'is too long')
  .regex(/^[A-Za-z0-9_-]+$/, 'is not a cursor this list gave out')
  .refine(isKeyCursor, 'is not a cursor this list gave out');

/**
 * GET .../orders. The board (default): every order in an active status however old, and orders in a settled status
 * (served, canceled, expired) placed today in the restaurant's time zone; `status` narrows the statuses.
 * `view=history`: one settled status (default served) placed before today, newest first, `limit` at a time, the next
 * page asked for with the `nextCursor` of the last one.
 */
export const ordersListQuerySchema = z
  .strictObject({
    status: z
      .string()
      .optional()
      .transform((s, ctx) => {
        if (!s) return undefined;
        const parts = s.split(',').map((p) => p.trim()).filter(Boolean);
        for (const p of parts) {
          if (!(ORDER_STATUSES as readonly string[]).includes(p)) {
            ctx.addIssue({ code: 'custom', message: `Unknown status '${p}'` });
            return z.NEVER;
          }
        }
        return parts as (typeof ORDER_STATUSES)[number][];
      }),
    view: z.enum(['board', 'history'], "must be 'board' or 'history'").optional(),
    cursor: pageCursorSchema.optional(),
    limit: z
      .string()
      .regex(/^[1-9][0-9]{0,2}$/, `must be a whole number from 1 to ${ORDERS_HISTORY_PAGE_MAX}`)
      .transform(Number)
      .pipe(z.number().max(ORDERS_HISTORY_PAGE_MAX, `must be a whole number from 1 to ${ORDERS_HISTORY_PAGE_MAX}`))
      .optional(),
  })
  .superRefine((query, ctx) => {
    if (query.view !== 'history') {
      for (const name of ['cursor', 'limit'] as const) {
        if (query[name] !== undefined) ctx.addIssue({ code: 'custom', path: [name], message: 'is only for view=history' });
      }
      return;
    }
    const settled = SETTLED_ORDER_STATUSES as readonly string[];
    if (query.status && (query.status.length !== 1 || !settled.includes(query.status[0]!))) {
      ctx.addIssue({ code: 'custom', path: ['status'], message: `history lists one of ${settled.join(', ')}` });
    }
  });
export type OrdersListQuery = z.infer<typeof ordersListQuerySchema>;
/** The board: its orders, and the restaurant's day that bounds its settled ones (placed from `from` on). */
export const ordersListResponseSchema = z.object({
  orders: z.array(orderSchema),
  today: z.object({ date: z.string(), timeZone: z.string(), from: isoDate }),
});
export type OrdersBoard = z.infer<typeof ordersListResponseSchema>;
/** A page of history, newest first; `nextCursor` null on the last page. */
export const ordersHistoryResponseSchema = z.object({ orders: z.array(orderSchema), nextCursor: z.string().nullable() });
export type OrdersHistoryPage = z.infer<typeof ordersHistoryResponseSchema>;

// ---------- web runtime configuration (/config.json) ----------
export const webConfigSchema = z.object({
  apiUrl: z.string().url(),
  wsUrl: z.string(),
  region: z.string(),
  userPoolId: z.string(),
  userPoolClientId: z.string(),
  /** Set only when talking to a Cognito look-alike (cognito-local). */
  userPoolEndpoint: z.string().url().nullable(),
  /** Hosted-UI settings for Google sign-in; null when Google is not configured. */
  oauth: z
    .object({ domain: z.string(), redirectSignIn: z.string(), redirectSignOut: z.string() })
    .nullable(),
  mediaUrl: z.string(),
  stage: z.string(),
});
export type WebConfig = z.infer<typeof webConfigSchema>;

// ---------- service requests ----------
export const serviceRequestStatusSchema = z.enum(['open', 'acknowledged', 'resolved']);
export const serviceRequestSchema = z.object({
  id: z.string(),
  restaurantId: z.string(),
  tableNumber: z.string().nullable(),
  message: z.string().nullable(),
  status: serviceRequestStatusSchema,
  createdAt: isoDate,
  updatedAt: isoDate.nullable(),
});
export type ServiceRequest = z.infer<typeof serviceRequestSchema>;

// =====================================================================================================
// Diner journey (issue 3). Public calls: no sign-in. Query parameter names follow SPEC.md section 7.
// =====================================================================================================

export const publicBrandingSchema = z.object({
  primaryColor: z.string(),
  accentColor: z.string(),
  backgroundColor: z.string(),
  textColor: z.string(),
  logoUrl: z.string().nullable(),
});
export type PublicBranding = z.infer<typeof publicBrandingSchema>;

/** GET /functions/v1/restaurant-public-info?slug= -> { id }; ?restaurant_id= -> PublicRestaurant. */
export const restaurantPublicInfoQuerySchema = z.union([
  z.strictObject({ slug: z.string().trim().min(1).max(80) }),
  z.strictObject({ restaurant_id: idSchema }),
]);
export const publicRestaurantSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  slug: z.string().nullable(),
  currency: z.string(),
  taxRateBps: z.number().int(),
  enabledLanguages: z.array(languageCodeSchema),
  defaultLanguage: languageCodeSchema,
  autoDetectLanguage: z.boolean(),
  chargesEnabled: z.boolean(),
  serviceRequestEnabled: z.boolean(),
  branding: publicBrandingSchema,
});
export type PublicRestaurant = z.infer<typeof publicRestaurantSchema>;
export const restaurantIdBySlugSchema = z.object({ id: z.string() });

/** GET /functions/v1/menu-public?restaurant_id=&lang= : everything the menu page needs, in one response. */
export const menuPublicQuerySchema = z.strictObject({ restaurant_id: idSchema, lang: languageCodeSchema.optional() });
export const publicModifierOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  priceDeltaCents: z.number().int(),
  isDefault: z.boolean(),
});
export const publicModifierGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  selectionType: z.enum(['single', 'multi']),
  required: z.boolean(),
  minSelect: z.number().int(),
  maxSelect: z.number().int(),
  options: z.array(publicModifierOptionSchema),
});
export type PublicModifierGroup = z.infer<typeof publicModifierGroupSchema>;
export const publicComboSchema = z.object({
  pricingMode: z.enum(['fixed', 'dynamic']),
  discountCents: z.number().int(),
  components: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      selectionType: z.enum(['single', 'multi']),
      quantity: z.number().int(),
      required: z.boolean(),
      choices: z.array(z.object({ itemId: z.string(), name: z.string(), priceCents: z.number().int() })),
    }),
  ),
});
export type PublicCombo = z.infer<typeof publicComboSchema>;
export const publicMenuItemSchema = z.object({
  id: z.string(),
  categoryId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  priceCents: z.number().int(),
  imageUrl: z.string().nullable(),
  imageAlt: z.string().nullable(),
  soldOut: z.boolean(),
  /** Ids into `modifierGroups`, in display order. */
  modifierGroupIds: z.array(z.string()),
  combo: publicComboSchema.nullable(),
});
export type PublicMenuItem = z.infer<typeof publicMenuItemSchema>;
export const publicMenuSchema = z.object({
  restaurant: publicRestaurantSchema,
  /** The language the names are in (the requested one when enabled, else the default). */
  lang: languageCodeSchema,
  categories: z.array(z.object({ id: z.string(), name: z.string(), position: z.number().int() })),
  /** Only visible, active items; sold-out ones included and flagged. */
  items: z.array(publicMenuItemSchema),
  modifierGroups: z.array(publicModifierGroupSchema),
});
export type PublicMenu = z.infer<typeof publicMenuSchema>;

/** What the diner chose for one cart line; the server prices it (DESIGN.md 9.1). */
export const cartLineChoiceSchema = z.strictObject({
  itemId: idSchema,
  qty: z.number().int().min(1, 'must be at least 1').max(99, 'must be at most 99'),
  optionIds: z.array(idSchema).max(50).default([]),
  comboChoices: z
    .array(z.strictObject({ componentId: idSchema, itemIds: z.array(idSchema).min(1).max(20) }))
    .max(20)
    .default([]),
  note: z.string().trim().max(200).nullable().default(null),
});
export type CartLineChoice = z.infer<typeof cartLineChoiceSchema>;
export const tipChoiceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('percent'), percent: z.union([z.literal(15), z.literal(18), z.literal(20)]) }),
  z.strictObject({ kind: z.literal('custom'), cents: z.number().int().min(0).max(1_000_00) }),
  z.strictObject({ kind: z.literal('none') }),
]);
export type TipChoice = z.infer<typeof tipChoiceSchema>;

/** POST /functions/v1/create-payment */
export const createPaymentRequestSchema = z.strictObject({
  restaurantId: idSchema,
  items: z.array(cartLineChoiceSchema).min(1, 'Your cart is empty').max(50, 'An order can hold at most 50 lines'),
  tableLabel: z.string().trim().max(20).nullable().default(null),
  note: z.string().trim().max(500).nullable().default(null),
  tip: tipChoiceSchema,
  lang: languageCodeSchema.optional(),
  /** One per checkout attempt (a UUID the cart makes): a double click or a retry creates one order, not two. */
  attemptId: z.string().uuid(),
});
export type CreatePaymentRequest = z.infer<typeof createPaymentRequestSchema>;
export const createPaymentResponseSchema = z.object({ url: z.string().url(), orderId: z.string(), orderCode: z.string() });

/** GET /functions/v1/order-public?order_id=&session_id= : the confirmation page (reconciles from session_id). */
export const orderPublicQuerySchema = z.strictObject({ order_id: idSchema, session_id: z.string().max(255).optional() });
export const publicOrderSchema = z.object({
  id: z.string(),
  orderCode: z.string(),
  restaurantId: z.string(),
  restaurantName: z.string(),
  status: orderStatusSchema,
  tableLabel: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: isoDate,
  paidAt: isoDate.nullable(),
  subtotalCents: z.number().int(),
  taxCents: z.number().int(),
  tipCents: z.number().int(),
  totalCents: z.number().int(),
  currency: z.string(),
  lines: z.array(orderLineSchema),
  /** SPEC.md 9: 3 minutes per item clamped to 15-30, shown as a 5-minute range. */
  estimatedPrepMinutes: z.object({ min: z.number().int(), max: z.number().int() }),
});
export type PublicOrder = z.infer<typeof publicOrderSchema>;

/** POST /functions/v1/service-request (SPEC.md 5 limits). Errors carry code recent_request_exists / service_disabled. */
export const serviceRequestCreateSchema = z.strictObject({
  restaurant_id: idSchema,
  table_number: z.string().trim().max(10, 'Table number must be at most 10 characters').nullable().default(null),
  message: z.string().trim().max(140, 'Message must be at most 140 characters').nullable().default(null),
});
export type ServiceRequestCreate = z.infer<typeof serviceRequestCreateSchema>;

// =====================================================================================================
// Staff dashboard (issue 4). Restaurant-scoped routes under /api/v1/restaurants/{restaurantId}/..., plus the
// service-ack and service-resolve functions. A stale status change answers 409
// `{ error: { code: 'status_conflict', message, status } }`, `status` being the state the thing is in now.
// =====================================================================================================

/** Path parameters are read with the restaurant's id beside them, so these objects are not strict. */
export const orderIdParamsSchema = z.object({ orderId: idSchema });
export const menuItemIdParamsSchema = z.object({ itemId: idSchema });

/** GET .../orders/{orderId} and POST .../orders/{orderId}/advance answer `{ order }`. */
export const orderResponseSchema = z.object({ order: orderSchema });

/** POST .../orders/{orderId}/advance: `from` is the status the ticket showed, so a stale ticket cannot move it. */
export const orderAdvanceRequestSchema = z.strictObject({ from: orderStatusSchema, to: orderStatusSchema });
export type OrderAdvanceRequest = z.infer<typeof orderAdvanceRequestSchema>;

/** The 409 body of a stale order advance or service request action. */
export const statusConflictBodySchema = z.object({
  error: z.object({ code: z.literal('status_conflict'), message: z.string(), status: z.string() }),
});
export type StatusConflictBody = z.infer<typeof statusConflictBodySchema>;

/**
 * GET .../service-requests?status=&limit=&cursor= : newest first, one status or all, `limit` at a time (default
 * SERVICE_REQUESTS_PAGE_SIZE); the next page is asked for with the last page's `nextCursor` (null on the last page).
 */
export const SERVICE_REQUESTS_PAGE_SIZE = 50;
export const SERVICE_REQUESTS_PAGE_MAX = 100;
export const serviceRequestsListQuerySchema = z.strictObject({
  status: serviceRequestStatusSchema.optional(),
  cursor: z
    .string()
    .max(300, 'is not a cursor from this list')
    .regex(/^[A-Za-z0-9_-]+$/, 'is not a cursor from this list')
    .optional(),
  limit: z
    .string()
    .regex(/^[1-9][0-9]{0,2}$/, `must be a whole number from 1 to ${SERVICE_REQUESTS_PAGE_MAX}`)
    .transform(Number)
    .pipe(z.number().max(SERVICE_REQUESTS_PAGE_MAX, `must be a whole number from 1 to ${SERVICE_REQUESTS_PAGE_MAX}`))
    .optional(),
});
export const serviceRequestsListResponseSchema = z.object({
  requests: z.array(serviceRequestSchema),
  nextCursor: z.string().nullable(),
});

/** POST /functions/v1/service-ack and /functions/v1/service-resolve (SPEC.md 7: `request_id`). */
export const serviceRequestActionSchema = z.strictObject({ request_id: idSchema });
export const serviceRequestResponseSchema = z.object({ request: serviceRequestSchema });

/** One item as the dashboard's Menu and Inventory tabs show it: hidden, inactive and sold-out ones included. */
export const dashboardMenuItemSchema = z.object({
  id: z.string(),
  categoryId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  priceCents: z.number().int(),
  currency: z.string(),
  position: z.number().int(),
  isActive: z.boolean(),
  visible: z.boolean(),
  soldOut: z.boolean(),
  /** null: stock is not tracked. */
  stockCount: z.number().int().nullable(),
  imageUrl: z.string().nullable(),
});
export type DashboardMenuItem = z.infer<typeof dashboardMenuItemSchema>;

/** GET .../menu: categories and items, each in display order (items by category, then position). */
export const dashboardMenuSchema = z.object({
  categories: z.array(z.object({ id: z.string(), name: z.string(), position: z.number().int() })),
  items: z.array(dashboardMenuItemSchema),
});
export type DashboardMenu = z.infer<typeof dashboardMenuSchema>;

/** PATCH .../menu-items/{itemId}/availability and POST .../stock answer `{ item }`. */
export const dashboardMenuItemResponseSchema = z.object({ item: dashboardMenuItemSchema });

export const menuItemAvailabilityRequestSchema = z
  .strictObject({ soldOut: z.boolean(), visible: z.boolean() })
  .partial()
  .refine((v) => v.soldOut !== undefined || v.visible !== undefined, { message: 'Nothing to update' });
export type MenuItemAvailabilityRequest = z.infer<typeof menuItemAvailabilityRequestSchema>;

/**
 * POST .../menu-items/{itemId}/stock: `{ set: n }` sets the count (`null` stops tracking), `{ add: n }` adds to it
 * ('+10 stock'; negative removes). Exactly one of the two.
 */
export const menuItemStockRequestSchema = z
  .strictObject({
    set: z.number().int('must be a whole number').min(0, 'Stock cannot be negative').max(MAX_STOCK_COUNT).nullable(),
    add: z.number().int('must be a whole number').min(-MAX_STOCK_COUNT).max(MAX_STOCK_COUNT),
  })
  .partial()
  .refine((v) => (v.set !== undefined) !== (v.add !== undefined), { message: "Send either 'set' or 'add'" });
export type MenuItemStockRequest = z.infer<typeof menuItemStockRequestSchema>;

/** GET .../analytics?range= : today, the last 7 or the last 30 days (calendar days in the restaurant's time zone). */
export const ANALYTICS_RANGES = ['today', '7d', '30d'] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];
export const analyticsQuerySchema = z.strictObject({ range: z.enum(ANALYTICS_RANGES) });

/** Figures from orders paid (or further along) in the range; money in cents. */
export const analyticsSchema = z.object({
  range: z.enum(ANALYTICS_RANGES),
  timeZone: z.string(),
  currency: z.string(),
  /** Start of the first local day of the range, and the moment the figures were taken. */
  from: isoDate,
  to: isoDate,
  /** Total charged (tax and tip included). */
  revenueCents: z.number().int(),
  ordersCount: z.number().int(),
  /** Revenue / orders, rounded half up; 0 without orders. */
  averageTicketCents: z.number().int(),
  tipsCents: z.number().int(),
  /** Most sold first (by quantity, then revenue), at most ANALYTICS_TOP_ITEMS. */
  topItems: z.array(z.object({ itemId: z.string(), name: z.string(), quantity: z.number().int(), revenueCents: z.number().int() })),
  /** 24 entries, hours 0-23 of the restaurant's local clock. */
  ordersByHour: z.array(z.object({ hour: z.number().int(), orders: z.number().int(), revenueCents: z.number().int() })),
  /** One entry per local calendar day of the range, oldest first (`YYYY-MM-DD`). */
  days: z.array(z.object({ date: z.string(), orders: z.number().int(), revenueCents: z.number().int() })),
});
export type Analytics = z.infer<typeof analyticsSchema>;
export const ANALYTICS_TOP_ITEMS = 10;
