/**
 * The diner's journey: public calls, no sign-in (query parameter names follow SPEC.md section 7). Entry, menu,
 * checkout, confirmation and the call for a waiter.
 */
import * as z from '../zod';
import { ALLERGEN_CODES, DIETARY_FLAG_CODES } from '../allergens';
import { CALL_REASONS } from '../sections';
import { idSchema, isoDate, languageCodeSchema, orderStatusSchema } from './common';
import { menuHoursSchema } from './menu-builder';
import { menuItemImageSchema } from './menu-images';
import { orderLineSchema } from './orders';
import { publicRefundSchema } from './refunds';
import { openingPeriodSchema } from './restaurants';
import { DEFAULT_TAB_CHARGE_AFTER_MINUTES, DEFAULT_TABLE_PAYMENT_MODE, TABLE_PAYMENT_MODES } from '../tab';

export const publicBrandingSchema = z.object({
  primaryColor: z.string(),
  accentColor: z.string(),
  backgroundColor: z.string(),
  textColor: z.string(),
  logoUrl: z.nullable(z.string()),
});
export type PublicBranding = z.infer<typeof publicBrandingSchema>;

/** GET /functions/v1/restaurant-public-info?slug= -> { id }; ?restaurant_id= -> PublicRestaurant. */
export const restaurantPublicInfoQuerySchema = z.union([
  z.strictObject({ slug: z.string().check(z.trim(), z.minLength(1), z.maxLength(80)) }),
  z.strictObject({ restaurant_id: idSchema }),
]);
export const publicRestaurantSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.nullable(z.string()),
  slug: z.nullable(z.string()),
  address: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  /** In the restaurant's time zone; optional so pages prerendered before it still parse. */
  openingHours: z._default(z.array(openingPeriodSchema), []),
  timeZone: z._default(z.string(), 'America/New_York'),
  currency: z.string(),
  taxRateBps: z.int(),
  taxIncluded: z._default(z.boolean(), false),
  enabledLanguages: z.array(languageCodeSchema),
  defaultLanguage: languageCodeSchema,
  autoDetectLanguage: z.boolean(),
  chargesEnabled: z.boolean(),
  serviceRequestEnabled: z.boolean(),
  /** When a table pays (issue 29): the phone offers the tab or pays each round; defaults so pages prerendered before parse. */
  tablePayment: z._default(z.enum(TABLE_PAYMENT_MODES), DEFAULT_TABLE_PAYMENT_MODE),
  /** Minutes of quiet before an open tab is charged to its card: what the phone tells the party who opens one. */
  tabChargeAfterMinutes: z._default(z.int(), DEFAULT_TAB_CHARGE_AFTER_MINUTES),
  branding: publicBrandingSchema,
});
export type PublicRestaurant = z.infer<typeof publicRestaurantSchema>;
export const restaurantIdBySlugSchema = z.object({ id: z.string() });

/** GET /functions/v1/menu-public?restaurant_id=&lang= : everything the menu page needs, in one response. */
export const menuPublicQuerySchema = z.strictObject({ restaurant_id: idSchema, lang: z.optional(languageCodeSchema) });
export const publicModifierOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  priceDeltaCents: z.int(),
  isDefault: z.boolean(),
});
export const publicModifierGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  selectionType: z.enum(['single', 'multi']),
  required: z.boolean(),
  minSelect: z.int(),
  maxSelect: z.int(),
  options: z.array(publicModifierOptionSchema),
});
export type PublicModifierGroup = z.infer<typeof publicModifierGroupSchema>;
export const publicComboSchema = z.object({
  pricingMode: z.enum(['fixed', 'dynamic']),
  discountCents: z.int(),
  components: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      selectionType: z.enum(['single', 'multi']),
      quantity: z.int(),
      required: z.boolean(),
      /**
       * The diner may leave removable ingredients out of the items chosen here (each choice's own `ingredients`, on
       * that item in `items`). Optional only so menus made before it still parse.
       */
      allowChildCustomization: z._default(z.boolean(), false),
      choices: z.array(z.object({ itemId: z.string(), name: z.string(), priceCents: z.int() })),
    }),
  ),
});
export type PublicCombo = z.infer<typeof publicComboSchema>;
/**
 * An ingredient as the diner sees it (issue 11): its name (the restaurant's own words: ingredients are not
 * translated), whether it is in the dish by default and may be left out ("no onions"), and its allergen and dietary
 * tags (shared/allergens.ts codes; the page words them in the diner's language and works out the item's badges and
 * filters with `itemDiet`).
 */
export const publicIngredientSchema = z.object({
  id: z.string(),
  name: z.string(),
  isDefaultIncluded: z.boolean(),
  isRemovable: z.boolean(),
  allergens: z.array(z.enum(ALLERGEN_CODES)),
  dietary: z.array(z.enum(DIETARY_FLAG_CODES)),
});
export type PublicIngredient = z.infer<typeof publicIngredientSchema>;
export const publicMenuItemSchema = z.object({
  id: z.string(),
  categoryId: z.string(),
  name: z.string(),
  description: z.nullable(z.string()),
  priceCents: z.int(),
  imageUrl: z.nullable(z.string()),
  imageAlt: z.nullable(z.string()),
  /**
   * The photo with its copies (srcset, width and height: shared/api/menu-images.ts); null without one. The server
   * always sends it; optional only so menus made before it (fixtures, a cached answer) still parse.
   */
  image: z.optional(z.nullable(menuItemImageSchema)),
  soldOut: z.boolean(),
  /** Ids into `modifierGroups`, in display order. */
  modifierGroupIds: z.array(z.string()),
  combo: z.nullable(publicComboSchema),
  /** In display order; [] without any. Optional only so menus made before it (fixtures, a cached answer) still parse. */
  ingredients: z._default(z.array(publicIngredientSchema), []),
  /**
   * Menu hours (issue 30 item 3): null or absent, always available (its category's hours still apply). The page
   * evaluates them at run time (shared/menu-hours.ts; a prerendered page can't know the time); checkout on the server.
   */
  hours: z.optional(menuHoursSchema),
});
export type PublicMenuItem = z.infer<typeof publicMenuItemSchema>;
export const publicMenuSchema = z.object({
  restaurant: publicRestaurantSchema,
  /** The language the names are in (the requested one when enabled, else the default). */
  lang: languageCodeSchema,
  /** `hours`: the category's menu hours (issue 30 item 3), absent or null when always available. */
  categories: z.array(
    z.object({ id: z.string(), name: z.string(), position: z.int(), hours: z.optional(menuHoursSchema) }),
  ),
  /** Only visible, active items; sold-out ones included and flagged; those outside their hours too (the page decides). */
  items: z.array(publicMenuItemSchema),
  modifierGroups: z.array(publicModifierGroupSchema),
});
export type PublicMenu = z.infer<typeof publicMenuSchema>;

/** What the diner chose for one cart line; the server prices it (DESIGN.md 9.1). */
export const cartLineChoiceSchema = z.strictObject({
  itemId: idSchema,
  qty: z.int().check(z.minimum(1, 'must be at least 1'), z.maximum(99, 'must be at most 99')),
  optionIds: z._default(z.array(idSchema).check(z.maxLength(50)), []),
  comboChoices: z._default(
    z
      .array(
        z.strictObject({
          componentId: idSchema,
          itemIds: z.array(idSchema).check(z.minLength(1), z.maxLength(20)),
          /**
           * Ingredients left out of the items chosen here (ingredient ids are unique per item, so one list serves a
           * multi choice too). Only where the component allows child customization, each a default-included,
           * removable ingredient of a chosen item, once; else 400 `invalid_ingredients`.
           */
          removedIngredientIds: z._default(z.array(idSchema).check(z.maxLength(50)), []),
        }),
      )
      .check(z.maxLength(20)),
    [],
  ),
  note: z._default(z.nullable(z.string().check(z.trim(), z.maxLength(200))), null),
  /**
   * Default-included, removable ingredients of this item the diner left out ("no onions"). Anything else (an
   * ingredient of another item, one that is not removable, twice) is refused with 400 `invalid_ingredients`.
   */
  removedIngredientIds: z._default(z.array(idSchema).check(z.maxLength(50)), []),
});
export type CartLineChoice = z.infer<typeof cartLineChoiceSchema>;
export const tipChoiceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('percent'), percent: z.union([z.literal(15), z.literal(18), z.literal(20)]) }),
  z.strictObject({ kind: z.literal('custom'), cents: z.int().check(z.minimum(0), z.maximum(1_000_00)) }),
  z.strictObject({ kind: z.literal('none') }),
]);
export type TipChoice = z.infer<typeof tipChoiceSchema>;

/** POST /functions/v1/create-payment */
export const createPaymentRequestSchema = z.strictObject({
  restaurantId: idSchema,
  items: z
    .array(cartLineChoiceSchema)
    .check(z.minLength(1, 'Your cart is empty'), z.maxLength(50, 'An order can hold at most 50 lines')),
  tableLabel: z._default(z.nullable(z.string().check(z.trim(), z.maxLength(20))), null),
  note: z._default(z.nullable(z.string().check(z.trim(), z.maxLength(500))), null),
  tip: tipChoiceSchema,
  lang: z.optional(languageCodeSchema),
  /** One per checkout attempt (a UUID the cart makes): a double click or a retry creates one order, not two. */
  attemptId: z.uuid(),
});
export type CreatePaymentRequest = z.infer<typeof createPaymentRequestSchema>;
export const createPaymentResponseSchema = z.object({ url: z.url(), orderId: z.string(), orderCode: z.string() });

/** GET /functions/v1/order-public?order_id=&session_id= : the confirmation page (reconciles from session_id). */
export const orderPublicQuerySchema = z.strictObject({
  order_id: idSchema,
  session_id: z.optional(z.string().check(z.maxLength(255))),
});
export const publicOrderSchema = z.object({
  id: z.string(),
  orderCode: z.string(),
  restaurantId: z.string(),
  restaurantName: z.string(),
  status: orderStatusSchema,
  tableLabel: z.nullable(z.string()),
  note: z.nullable(z.string()),
  createdAt: isoDate,
  paidAt: z.nullable(isoDate),
  subtotalCents: z.int(),
  taxCents: z.int(),
  /** As the order was charged (orderSchema): the tax in the subtotal, or added. null on older orders (added). */
  taxIncluded: z.nullish(z.boolean()),
  taxRateBps: z.nullish(z.int()),
  tipCents: z.int(),
  totalCents: z.int(),
  currency: z.string(),
  lines: z.array(orderLineSchema),
  /** SPEC.md 9: 3 minutes per item clamped to 15-30, shown as a 5-minute range. */
  estimatedPrepMinutes: z.object({ min: z.int(), max: z.int() }),
  /** The order's refunds that went through or are on their way (failed ones are left out), oldest first. */
  refunds: z.array(publicRefundSchema),
  /** What those refunds give back in all. */
  refundedCents: z.int(),
});
export type PublicOrder = z.infer<typeof publicOrderSchema>;
export type PublicRefund = PublicOrder['refunds'][number];

/** The most receipt mails one order sends (each ask counts, another address too). */
export const RECEIPT_SENDS_PER_ORDER = 3;

/**
 * POST /functions/v1/order-receipt (issue 27 item 4): the confirmation page's "Email me a receipt". The address is kept
 * only for the receipt and the credit notes of this order's refunds. 409 not_paid for an order not paid, 429 when the
 * order or the client has sent too many.
 */
export const orderReceiptRequestSchema = z.strictObject({
  order_id: idSchema,
  email: z.pipe(
    z
      .string({ error: 'Enter your e-mail address' })
      .check(
        z.trim(),
        z.minLength(1, 'Enter your e-mail address'),
        z.maxLength(254, 'That e-mail address is too long'),
      ),
    z.email('Enter a valid e-mail address, like name@example.com'),
  ),
});
export type OrderReceiptRequest = z.infer<typeof orderReceiptRequestSchema>;
export const orderReceiptResponseSchema = z.object({ sent: z.literal(true), sendsLeft: z.int() });
export type OrderReceiptResponse = z.infer<typeof orderReceiptResponseSchema>;

/** POST /functions/v1/service-request (SPEC.md 5 limits). Errors carry code recent_request_exists / service_disabled. */
export const serviceRequestCreateSchema = z.strictObject({
  restaurant_id: idSchema,
  table_number: z._default(
    z.nullable(z.string().check(z.trim(), z.maxLength(10, 'Table number must be at most 10 characters'))),
    null,
  ),
  message: z._default(
    z.nullable(z.string().check(z.trim(), z.maxLength(140, 'Message must be at most 140 characters'))),
    null,
  ),
  /** Why the diner calls (issue 30 item 4): the bill, water, help, an allergy question. */
  reason: z._default(
    z.nullable(z.enum(CALL_REASONS, { error: `Reason must be one of ${CALL_REASONS.join(', ')}` })),
    null,
  ),
});
export type ServiceRequestCreate = z.infer<typeof serviceRequestCreateSchema>;
