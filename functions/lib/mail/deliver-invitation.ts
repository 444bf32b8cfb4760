/**
 * Invite and resend share this: mail the invitation's link and answer `{ member, emailed, inviteLink }`. A mail that
 * cannot be sent does not fail the invitation: it is logged as a warning, `emailed` is false and the page shows the
 * link as a backup (SPEC.md 8).
 */
import type { StaffInvitationResponse } from '../../../shared/api';
import { Restaurants } from '../composition';
import { config } from '../config';
import type { Invitation } from '../domain/staff';
import { logger } from '../logger';
import { mailer } from './configured';
import { invitationMessage, inviteLinkFor } from './invitation';

export async function deliverInvitation(restaurantId: string, invitation: Invitation): Promise<StaffInvitationResponse> {
  const siteUrl = config.siteUrl ?? config.siteOrigins[0] ?? '';
  const inviteLink = inviteLinkFor(siteUrl, invitation.inviteToken);
  const restaurant = await Restaurants.get(restaurantId);
  const result = await mailer.send(
    invitationMessage({
      to: invitation.member.email,
      restaurantName: restaurant?.name ?? 'a restaurant',
      role: invitation.member.role,
      inviteLink,
    }),
  );
  if (!result.sent) {
    logger.warn('Invitation mail not sent; the owner gets the link instead', { restaurantId, staffId: invitation.member.id, reason: result.reason });
  }
  return { member: invitation.member, emailed: result.sent, inviteLink };
}
