/** The owner's restaurant and its branding (restaurant-scoped routes under /api/v1/restaurants/{restaurantId}). */
import * as z from 'zod';
import { hexColorSchema, isoDate, languageCodeSchema } from './common';

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
