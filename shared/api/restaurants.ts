/** The owner's restaurant and its branding (restaurant-scoped routes under /api/v1/restaurants/{restaurantId}). */
import * as z from '../zod';
import { hexColorSchema, isoDate, languageCodeSchema } from './common';
import {
  isKnownTimeZone,
  isRestaurantCurrency,
  MAX_OPENING_PERIODS,
  openingHoursProblem,
  PHONE_PATTERN,
  PROFILE_LIMITS,
  RESTAURANT_CURRENCIES,
  TIME_OF_DAY,
  type OpeningPeriod,
  type RestaurantCurrency,
} from '../restaurant-profile';
import {
  MAX_TAB_CHARGE_AFTER_MINUTES,
  MIN_TAB_CHARGE_AFTER_MINUTES,
  TABLE_PAYMENT_MODES,
} from '../tab';
import {
  ESCALATION_ORDER_MESSAGE,
  escalationLimitsProblem,
  MAX_ESCALATE_ORDER_MINUTES,
  MAX_LATE_ORDER_MINUTES,
  MIN_ESCALATE_ORDER_MINUTES,
  MIN_LATE_ORDER_MINUTES,
} from '../order-escalation';

/** One opening period of the week (shared/restaurant-profile.ts). */
export const openingPeriodSchema = z.strictObject({
  day: z.union([1, 2, 3, 4, 5, 6, 7].map((d) => z.literal(d)) as [z.ZodMiniLiteral<1>, ...z.ZodMiniLiteral<OpeningPeriod['day']>[]], 'must be a day from 1 (Monday) to 7 (Sunday)'),
  opens: z.string().check(z.regex(TIME_OF_DAY, 'must be a time like 09:00')),
  closes: z.string().check(z.regex(TIME_OF_DAY, 'must be a time like 22:30')),
}) as z.ZodMiniType<OpeningPeriod>;
export const openingHoursSchema = z.array(openingPeriodSchema).check(
  z.maxLength(MAX_OPENING_PERIODS, `At most ${MAX_OPENING_PERIODS} opening periods`),
  z.superRefine((periods, ctx) => {
    const problem = openingHoursProblem(periods);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
);

/** When a table pays (issue 29, shared/tab.ts): an unknown mode is a 400 naming the three. */
export const tablePaymentModeSchema = z.enum(TABLE_PAYMENT_MODES, `Table payment must be one of ${TABLE_PAYMENT_MODES.join(', ')}`);
const TAB_MINUTES_MESSAGE = `Charge a tab after a whole number of minutes from ${MIN_TAB_CHARGE_AFTER_MINUTES} to ${MAX_TAB_CHARGE_AFTER_MINUTES}`;
/** Minutes of quiet before an open tab is charged to its card: whole minutes within the bounds of shared/tab.ts. */
export const tabChargeAfterMinutesSchema = z
  .int(TAB_MINUTES_MESSAGE)
  .check(z.minimum(MIN_TAB_CHARGE_AFTER_MINUTES, TAB_MINUTES_MESSAGE), z.maximum(MAX_TAB_CHARGE_AFTER_MINUTES, TAB_MINUTES_MESSAGE));

/** Paid orders nobody started (issue 30 item 1, shared/order-escalation.ts): whole minutes within bounds. */
function wholeMinutes(what: string, min: number, max: number) {
  const message = `${what} after a whole number of minutes from ${min} to ${max}`;
  return z.int(message).check(z.minimum(min, message), z.maximum(max, message));
}
export const lateOrderMinutesSchema = wholeMinutes('Mark a waiting order late', MIN_LATE_ORDER_MINUTES, MAX_LATE_ORDER_MINUTES);
export const escalateOrderMinutesSchema = wholeMinutes('E-mail about a waiting order', MIN_ESCALATE_ORDER_MINUTES, MAX_ESCALATE_ORDER_MINUTES);

export const restaurantSchema = z.object({
  id: z.string(),
  ownerId: z.string(),
  name: z.string(),
  description: z.nullable(z.string()),
  slug: z.nullable(z.string()),
  address: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  openingHours: z.array(openingPeriodSchema),
  currency: z.string(),
  taxRateBps: z.int(),
  /** Menu prices already include the tax (VAT): the cart shows it as included, not added. */
  taxIncluded: z.boolean(),
  timeZone: z.string(),
  onboardingStartedAt: z.nullable(isoDate),
  onboardingCompletedAt: z.nullable(isoDate),
  chargesEnabled: z.boolean(),
  payoutsEnabled: z.boolean(),
  defaultLanguage: languageCodeSchema,
  enabledLanguages: z.array(languageCodeSchema),
  autoDetectLanguage: z.boolean(),
  serviceRequestEnabled: z.boolean(),
  /** When a table pays (issue 29); read as DEFAULT_TABLE_PAYMENT_MODE where never set. */
  tablePayment: z.enum(TABLE_PAYMENT_MODES),
  /** Minutes of quiet before an open tab is charged to its securing card (DEFAULT_TAB_CHARGE_AFTER_MINUTES). */
  tabChargeAfterMinutes: z.int(),
  /** Minutes before a paid order nobody started turns amber on staff screens (DEFAULT_LATE_ORDER_MINUTES; red at twice). */
  lateOrderMinutes: z.int(),
  /** Minutes before the owner and managers are e-mailed about it (DEFAULT_ESCALATE_ORDER_MINUTES). */
  escalateOrderMinutes: z.int(),
  createdAt: isoDate,
});
export type Restaurant = z.infer<typeof restaurantSchema>;

export const restaurantEnsureRequestSchema = z.strictObject({
  name: z.optional(z.string().check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(100))),
  description: z.optional(z.string().check(z.trim(), z.maxLength(500))),
  /** A new sign-up starts onboarding now (if it has not started). */
  markOnboardingStarted: z.optional(z.boolean()),
});
export type RestaurantEnsureRequest = z.infer<typeof restaurantEnsureRequestSchema>;
export const restaurantEnsureResponseSchema = z.object({ restaurant: restaurantSchema, created: z.boolean() });

export const restaurantUpdateRequestSchema = z
  .partial(
    z.strictObject({
      name: z
        .string()
        .check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(PROFILE_LIMITS.name, `Name must be at most ${PROFILE_LIMITS.name} characters`)),
      description: z.nullable(
        z.string().check(z.trim(), z.maxLength(PROFILE_LIMITS.description, `Description must be at most ${PROFILE_LIMITS.description} characters`)),
      ),
      address: z.nullable(z.string().check(z.trim(), z.maxLength(PROFILE_LIMITS.address, `Address must be at most ${PROFILE_LIMITS.address} characters`))),
      phone: z.nullable(
        z.string().check(
          z.trim(),
          z.refine((v) => v === '' || PHONE_PATTERN.test(v), 'Enter a phone number of digits, spaces and + ( ) - .'),
        ),
      ),
      openingHours: openingHoursSchema,
      // Typed as the classic refine typed it (narrowed by the type guard; a mini check leaves the type as it is).
      currency: z
        .string()
        .check(z.refine(isRestaurantCurrency, `Currency must be one of ${RESTAURANT_CURRENCIES.join(', ')}`)) as z.ZodMiniType<RestaurantCurrency, string>,
      taxIncluded: z.boolean(),
      serviceRequestEnabled: z.boolean(),
      tablePayment: tablePaymentModeSchema,
      tabChargeAfterMinutes: tabChargeAfterMinutesSchema,
      lateOrderMinutes: lateOrderMinutesSchema,
      escalateOrderMinutes: escalateOrderMinutesSchema,
      onboardingStarted: z.literal(true),
      onboardingCompleted: z.literal(true),
      defaultLanguage: languageCodeSchema,
      enabledLanguages: z.array(languageCodeSchema).check(z.minLength(1, 'At least one language must be enabled'), z.maxLength(9)),
      autoDetectLanguage: z.boolean(),
      taxRateBps: z
        .number()
        .check(z.int('Tax rate must be whole basis points'), z.minimum(0, 'Tax rate cannot be negative'), z.maximum(5000, 'Tax rate must be at most 50%')),
      timeZone: z.string().check(z.maxLength(64), z.refine(isKnownTimeZone, 'Unknown time zone (use a name like Europe/Madrid)')),
    }),
  )
  .check(
    z.refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update' }),
    z.refine((v) => !v.defaultLanguage || !v.enabledLanguages || v.enabledLanguages.includes(v.defaultLanguage), {
      message: 'Default language must be one of the enabled languages',
      path: ['defaultLanguage'],
    }),
    // Both limits in one patch: checked here; one alone is checked against the saved other by the server.
    z.refine((v) => v.lateOrderMinutes === undefined || v.escalateOrderMinutes === undefined || !escalationLimitsProblem(v.lateOrderMinutes, v.escalateOrderMinutes), {
      message: ESCALATION_ORDER_MESSAGE,
      path: ['escalateOrderMinutes'],
    }),
  );
export type RestaurantUpdateRequest = z.infer<typeof restaurantUpdateRequestSchema>;

export const brandingSchema = z.object({
  restaurantId: z.string(),
  primaryColor: z.string(),
  accentColor: z.string(),
  backgroundColor: z.string(),
  textColor: z.string(),
  logoUrl: z.nullable(z.string()),
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
