/**
 * The building blocks every area's shapes use (ids, colours, languages, roles, statuses) and the error body every
 * route answers with. Request schemas are strict: unknown fields are refused, so a typo never silently does nothing.
 * JSON is camelCase throughout.
 */
import * as z from '../zod';
import { LANGUAGE_CODES, type LanguageCode } from '../languages';
import { ORDER_STATUSES } from '../constants';
import { RESTAURANT_ROLES, STAFF_ROLES } from '../roles';

export const idSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'is required'),
    z.maxLength(64, 'is too long'),
    z.regex(/^[A-Za-z0-9_-]+$/, 'is not a valid id'),
  );
export const hexColorSchema = z
  .string()
  .check(z.trim(), z.regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'Please enter a valid hex color (e.g., #FF0000)'));
export const languageCodeSchema = z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]]);
export const roleSchema = z.enum(RESTAURANT_ROLES);
export const staffRoleSchema = z.enum(STAFF_ROLES);
export const orderStatusSchema = z.enum(ORDER_STATUSES);
/** An ISO-8601 timestamp as the server writes it. */
export const isoDate = z.string();

export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.optional(z.record(z.string(), z.string())),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/**
 * The 409 body of a stale order advance or service request action:
 * `{ error: { code: 'status_conflict', message, status } }`, `status` being the state the thing is in now.
 */
export const statusConflictBodySchema = z.object({
  error: z.object({ code: z.literal('status_conflict'), message: z.string(), status: z.string() }),
});
export type StatusConflictBody = z.infer<typeof statusConflictBodySchema>;
