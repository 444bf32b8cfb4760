/** The owner's team: staff rows (invitations until joined) and the invitation link's token sent at sign-in. */
import * as z from 'zod';
import { isoDate, staffRoleSchema } from './common';

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
  membership: z.object({ restaurantId: z.string(), role: staffRoleSchema }).optional(),
});
