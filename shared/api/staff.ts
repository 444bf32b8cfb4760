/** The owner's team: staff rows (invitations until joined) and the invitation link's token sent at sign-in. */
import * as z from '../zod';
import { idSchema, isoDate, staffRoleSchema } from './common';

export const staffMemberSchema = z.object({
  id: z.string(),
  restaurantId: z.string(),
  userId: z.nullable(z.string()),
  email: z.string(),
  role: staffRoleSchema,
  invitedAt: isoDate,
  joinedAt: z.nullable(isoDate),
  createdBy: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffListResponseSchema = z.object({ staff: z.array(staffMemberSchema) });
/** The invitation link's secret (`/auth?invite=...`): 32 random bytes, base64url. */
export const INVITE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** Sent after every sign-in; an invitation is accepted only with its link's token (an e-mail alone grants nothing). */
export const attachStaffRequestSchema = z.strictObject({
  inviteToken: z.optional(z.string().check(z.regex(INVITE_TOKEN_PATTERN, 'is not an invitation link token'))),
});
export type AttachStaffRequest = z.infer<typeof attachStaffRequestSchema>;
export const attachStaffResponseSchema = z.object({
  attached: z.int(),
  /** The membership the token opened (absent when no token was sent). */
  membership: z.optional(z.object({ restaurantId: z.string(), role: staffRoleSchema })),
});

/** POST .../staff: invite an e-mail (SPEC.md 5: email required; role staff or manager). */
export const staffInviteRequestSchema = z.strictObject({
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, 'Email is required'), z.maxLength(254, 'is too long')),
    z.email('is not a valid e-mail address'),
  ),
  role: staffRoleSchema,
});
export type StaffInviteRequest = z.infer<typeof staffInviteRequestSchema>;
/** PATCH .../staff/{staffId}: the role toggles between staff and manager. */
export const staffRoleUpdateRequestSchema = z.strictObject({ role: staffRoleSchema });
export type StaffRoleUpdateRequest = z.infer<typeof staffRoleUpdateRequestSchema>;
export const staffIdParamsSchema = z.object({ staffId: idSchema });
/**
 * Invite and resend: the member, whether the invitation mail went out, and the link itself (shown as a backup when
 * the mail was not sent): `${SITE_URL}/auth?invite=<token>`.
 */
export const staffInvitationResponseSchema = z.object({ member: staffMemberSchema, emailed: z.boolean(), inviteLink: z.string() });
export type StaffInvitationResponse = z.infer<typeof staffInvitationResponseSchema>;
export const staffMemberResponseSchema = z.object({ member: staffMemberSchema });
