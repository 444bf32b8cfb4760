/** The signed-in user: the profile upserted at sign-in, and `GET /api/v1/me` (who am I, where do I work). */
import * as z from 'zod';
import { roleSchema } from './common';

export const profileSchema = z.object({ id: z.string(), email: z.string(), fullName: z.string().nullable() });
export type Profile = z.infer<typeof profileSchema>;

export const profileUpsertRequestSchema = z.strictObject({
  fullName: z.string().trim().max(120, 'must be at most 120 characters').nullable().optional(),
});
export type ProfileUpsertRequest = z.infer<typeof profileUpsertRequestSchema>;

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
