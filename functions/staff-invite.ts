import { staffInviteRequestSchema } from '../shared/api';
import { created, defineRoute } from './lib/http/route';
import { admitInvitationMail, Staff } from './lib/composition';
import { deliverInvitation } from './lib/mail/deliver-invitation';

/**
 * Invite an e-mail as staff or manager: one invitation per e-mail per restaurant (409), never the owner's own. The
 * mail limits (per restaurant, per person, per address) are taken first: a refused invitation (429) is neither
 * written nor mailed.
 */
export const handler = defineRoute('staff-invite', { body: staffInviteRequestSchema }, async ({ caller, body }) => {
  const invitation = await Staff.invite(
    { restaurantId: caller.restaurantId, email: body.email, role: body.role, createdBy: caller.userId, ownerEmail: caller.email },
    (email) => admitInvitationMail({ restaurantId: caller.restaurantId, userId: caller.userId, email, resend: false }),
  );
  return created(await deliverInvitation(caller.restaurantId, invitation));
});
