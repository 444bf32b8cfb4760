/**
 * The owner's setup (SPEC.md 2 Onboarding, Settings hub, Branding, Customer preview; SPEC.md 3 "Setup overview"):
 * what the checklist, the settings hub's progress card, the owner dashboard and the preview page read, the logo
 * upload, the slug for customer links, and the onboarding's quick menu.
 * Routes (restaurant-scoped, under /api/v1/restaurants/{restaurantId}):
 *   GET    /setup                 setupOverviewSchema            (staff and up; one DynamoDB query)
 *   POST   /branding/logo-upload  logoUploadRequest -> logoUploadResponse   (owner; a presigned S3 POST)
 *   PUT    /branding/logo         logoConfirmRequest -> Branding  (owner; the upload checked by its bytes, then set)
 *   DELETE /branding/logo         -> Branding                     (owner)
 *   POST   /slug                  -> Restaurant                   (owner; generated when missing, else unchanged)
 *   POST   /menu/quick-setup      quickMenuRequest -> quickMenuResponse     (owner; a retry adds nothing twice)
 */
import * as z from '../zod';
import { LOGO_MAX_BYTES } from '../constants';
import { idSchema, isoDate } from './common';

/** The facts every setup-progress view is computed from (shared/setup-progress.ts SetupFacts, plus links). */
export const setupOverviewSchema = z.object({
  restaurantId: z.string(),
  chargesEnabled: z.boolean(),
  payoutsEnabled: z.boolean(),
  /** A branding row is saved (colours chosen at least once). */
  brandingExists: z.boolean(),
  logoUrl: z.nullable(z.string()),
  categoryCount: z.int(),
  /** Items a diner can see and order: active, not hidden. */
  activeItemCount: z.int(),
  slug: z.nullable(z.string()),
  onboardingCompletedAt: z.nullable(isoDate),
});
export type SetupOverview = z.infer<typeof setupOverviewSchema>;

/** The image types a logo may be; the upload's bytes must say the same (magic bytes, checked after upload). */
export const LOGO_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml'] as const;
export type LogoContentType = (typeof LOGO_CONTENT_TYPES)[number];
export const LOGO_NOT_IMAGE_MESSAGE = 'File must be an image';
export const LOGO_TOO_LARGE_MESSAGE = 'File size must be less than 1MB';
/** SVG logos are rasterized to PNG when confirmed; the vector file itself is held to a smaller size. */
export const LOGO_SVG_MAX_BYTES = 256 * 1024;
export const LOGO_SVG_TOO_LARGE_MESSAGE = 'SVG logos must be smaller than 256KB. Simplify it, or upload it as a PNG.';
/** Decoded logos and menu photos: at most this many pixels (a small file can claim a huge canvas). */
export const IMAGE_MAX_MEGAPIXELS = 40;
/** An image refused for its canvas: what it is, and the limit. */
export const imageTooManyPixelsMessage = (width: number, height: number) =>
  `This image is ${width} x ${height} pixels (${(Math.round((width * height) / 100_000) / 10).toLocaleString('en-US')} megapixels); images can be at most ${IMAGE_MAX_MEGAPIXELS} megapixels.`;
/** An SVG refused by the vector check: what it holds, and what to do. */
export const logoSvgRefusedMessage = (reason: string) =>
  `This SVG cannot be used as a logo (it ${reason}). SVG logos may hold only shapes, paths, text and gradients; upload it as a PNG instead.`;

export const logoUploadRequestSchema = z.strictObject({
  contentType: z.enum(LOGO_CONTENT_TYPES, LOGO_NOT_IMAGE_MESSAGE),
  size: z.int().check(z.minimum(1, LOGO_NOT_IMAGE_MESSAGE), z.maximum(LOGO_MAX_BYTES - 1, LOGO_TOO_LARGE_MESSAGE)),
});
export type LogoUploadRequest = z.infer<typeof logoUploadRequestSchema>;

/** A browser form POST straight to the media bucket: `fields` first, then the file as `file`. */
export const logoUploadResponseSchema = z.object({
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  /** The object's key, to hand back to PUT /branding/logo once the upload is done. */
  key: z.string(),
  maxBytes: z.int(),
});
export type LogoUploadResponse = z.infer<typeof logoUploadResponseSchema>;

export const logoConfirmRequestSchema = z.strictObject({ key: z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(300, 'is too long')) });
export type LogoConfirmRequest = z.infer<typeof logoConfirmRequestSchema>;

export const QUICK_MENU_DEFAULT_CATEGORY = 'Main Dishes';
export const QUICK_MENU_MAX_ITEMS = 50;

export const quickMenuItemSchema = z.strictObject({
  name: z.string().check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(100, 'is too long')),
  /** Cents; the page turns dollars into rounded cents and sends only items priced above 0. */
  priceCents: z.number().check(z.int('must be whole cents'), z.minimum(1, 'Price must be greater than 0'), z.maximum(100_000_00, 'is too high')),
  description: z.optional(z.string().check(z.trim(), z.maxLength(500, 'is too long'))),
});
export const quickMenuRequestSchema = z.strictObject({
  categoryName: z.string().check(z.trim(), z.minLength(1, 'Category name is required'), z.maxLength(100, 'is too long')),
  items: z.array(quickMenuItemSchema).check(z.minLength(1, 'Add at least one item with a name and a price'), z.maxLength(QUICK_MENU_MAX_ITEMS)),
});
export type QuickMenuRequest = z.infer<typeof quickMenuRequestSchema>;
export const quickMenuResponseSchema = z.object({
  categoryId: idSchema,
  /** Items made by this request. */
  created: z.int(),
  /** Items of the same name already in the category (a retry or a second Save Menu): left as they were. */
  existing: z.int(),
});
export type QuickMenuResponse = z.infer<typeof quickMenuResponseSchema>;
