/** The signed-in user: the profile upserted at sign-in, and `GET /api/v1/me` (who am I, where do I work). */
import * as z from '../zod';
import { roleSchema } from './common';

export const profileSchema = z.object({ id: z.string(), email: z.string(), fullName: z.nullable(z.string()) });
export type Profile = z.infer<typeof profileSchema>;

export const profileUpsertRequestSchema = z.strictObject({
  fullName: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(120, 'must be at most 120 characters')))),
});
export type ProfileUpsertRequest = z.infer<typeof profileUpsertRequestSchema>;

export const membershipSchema = z.object({ restaurantId: z.string(), restaurantName: z.string(), role: roleSchema });
export type Membership = z.infer<typeof membershipSchema>;
export const meResponseSchema = z.object({
  userId: z.string(),
  email: z.string(),
  profile: z.nullable(profileSchema),
  /** Owned restaurant first, then the ones the user staffs. */
  memberships: z.array(membershipSchema),
});
export type MeResponse = z.infer<typeof meResponseSchema>;
