/** The owner's restaurant and its branding (restaurant-scoped routes under /api/v1/restaurants/{restaurantId}). */
import * as z from 'zod';
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
  day: z.union([1, 2, 3, 4, 5, 6, 7].map((d) => z.literal(d)) as [z.ZodLiteral<1>, ...z.ZodLiteral<OpeningPeriod['day']>[]], 'must be a day from 1 (Monday) to 7 (Sunday)'),
  opens: z.string().regex(TIME_OF_DAY, 'must be a time like 09:00'),
  closes: z.string().regex(TIME_OF_DAY, 'must be a time like 22:30'),
}) as z.ZodType<OpeningPeriod>;
export const openingHoursSchema = z
  .array(openingPeriodSchema)
  .max(MAX_OPENING_PERIODS, `At most ${MAX_OPENING_PERIODS} opening periods`)
  .superRefine((periods, ctx) => {
    const problem = openingHoursProblem(periods);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** When a table pays (issue 29, shared/tab.ts): an unknown mode is a 400 naming the three. */
export const tablePaymentModeSchema = z.enum(TABLE_PAYMENT_MODES, `Table payment must be one of ${TABLE_PAYMENT_MODES.join(', ')}`);
const TAB_MINUTES_MESSAGE = `Charge a tab after a whole number of minutes from ${MIN_TAB_CHARGE_AFTER_MINUTES} to ${MAX_TAB_CHARGE_AFTER_MINUTES}`;
/** Minutes of quiet before an open tab is charged to its card: whole minutes within the bounds of shared/tab.ts. */
export const tabChargeAfterMinutesSchema = z
  .number(TAB_MINUTES_MESSAGE)
  .int(TAB_MINUTES_MESSAGE)
  .min(MIN_TAB_CHARGE_AFTER_MINUTES, TAB_MINUTES_MESSAGE)
  .max(MAX_TAB_CHARGE_AFTER_MINUTES, TAB_MINUTES_MESSAGE);

/** Paid orders nobody started (issue 30 item 1, shared/order-escalation.ts): whole minutes within bounds. */
function wholeMinutes(what: string, min: number, max: number) {
  const message = `${what} after a whole number of minutes from ${min} to ${max}`;
  return z.number(message).int(message).min(min, message).max(max, message);
}
export const lateOrderMinutesSchema = wholeMinutes('Mark a waiting order late', MIN_LATE_ORDER_MINUTES, MAX_LATE_ORDER_MINUTES);
export const escalateOrderMinutesSchema = wholeMinutes('E-mail about a waiting order', MIN_ESCALATE_ORDER_MINUTES, MAX_ESCALATE_ORDER_MINUTES);

export const restaurantSchema = z.object({
  id: z.string(),
  ownerId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  slug: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  openingHours: z.array(openingPeriodSchema),
  currency: z.string(),
  taxRateBps: z.number().int(),
  /** Menu prices already include the tax (VAT): the cart shows it as included, not added. */
  taxIncluded: z.boolean(),
  timeZone: z.string(),
  onboardingStartedAt: isoDate.nullable(),
  onboardingCompletedAt: isoDate.nullable(),
  chargesEnabled: z.boolean(),
  payoutsEnabled: z.boolean(),
  defaultLanguage: languageCodeSchema,
  enabledLanguages: z.array(languageCodeSchema),
  autoDetectLanguage: z.boolean(),
  serviceRequestEnabled: z.boolean(),
  /** When a table pays (issue 29); read as DEFAULT_TABLE_PAYMENT_MODE where never set. */
  tablePayment: z.enum(TABLE_PAYMENT_MODES),
  /** Minutes of quiet before an open tab is charged to its securing card (DEFAULT_TAB_CHARGE_AFTER_MINUTES). */
  tabChargeAfterMinutes: z.number().int(),
  /** Minutes before a paid order nobody started turns amber on staff screens (DEFAULT_LATE_ORDER_MINUTES; red at twice). */
  lateOrderMinutes: z.number().int(),
  /** Minutes before the owner and managers are e-mailed about it (DEFAULT_ESCALATE_ORDER_MINUTES). */
  escalateOrderMinutes: z.number().int(),
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
    name: z.string().trim().min(1, 'Name is required').max(PROFILE_LIMITS.name, `Name must be at most ${PROFILE_LIMITS.name} characters`),
    description: z.string().trim().max(PROFILE_LIMITS.description, `Description must be at most ${PROFILE_LIMITS.description} characters`).nullable(),
    address: z.string().trim().max(PROFILE_LIMITS.address, `Address must be at most ${PROFILE_LIMITS.address} characters`).nullable(),
    phone: z
      .string()
      .trim()
      .refine((v) => v === '' || PHONE_PATTERN.test(v), 'Enter a phone number of digits, spaces and + ( ) - .')
      .nullable(),
    openingHours: openingHoursSchema,
    currency: z.string().refine(isRestaurantCurrency, `Currency must be one of ${RESTAURANT_CURRENCIES.join(', ')}`),
    taxIncluded: z.boolean(),
    serviceRequestEnabled: z.boolean(),
    tablePayment: tablePaymentModeSchema,
    tabChargeAfterMinutes: tabChargeAfterMinutesSchema,
    lateOrderMinutes: lateOrderMinutesSchema,
    escalateOrderMinutes: escalateOrderMinutesSchema,
    onboardingStarted: z.literal(true),
    onboardingCompleted: z.literal(true),
    defaultLanguage: languageCodeSchema,
    enabledLanguages: z.array(languageCodeSchema).min(1, 'At least one language must be enabled').max(9),
    autoDetectLanguage: z.boolean(),
    taxRateBps: z.number().int('Tax rate must be whole basis points').min(0, 'Tax rate cannot be negative').max(5000, 'Tax rate must be at most 50%'),
    timeZone: z.string().max(64).refine(isKnownTimeZone, 'Unknown time zone (use a name like Europe/Madrid)'),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update' })
  .refine((v) => !v.defaultLanguage || !v.enabledLanguages || v.enabledLanguages.includes(v.defaultLanguage), {
    message: 'Default language must be one of the enabled languages',
    path: ['defaultLanguage'],
  })
  // Both limits in one patch: checked here; one alone is checked against the saved other by the server.
  .refine((v) => v.lateOrderMinutes === undefined || v.escalateOrderMinutes === undefined || !escalationLimitsProblem(v.lateOrderMinutes, v.escalateOrderMinutes), {
    message: ESCALATION_ORDER_MESSAGE,
    path: ['escalateOrderMinutes'],
  });
export type RestaurantUpdateRequest = z.infer<typeof restaurantUpdateRequestSchema>;

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
