import { staffIdParamsSchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { admitInvitationMail, Staff } from './lib/composition';
import { deliverInvitation } from './lib/mail/deliver-invitation';

/**
 * A new link for a pending invitation, mailed again; the old link stops working. A joined member: 409. Counts as an
 * invitation mail (limits per address, restaurant and person); a refused resend (429) keeps the old link.
 */
export const handler = defineRoute('staff-resend', { params: staffIdParamsSchema }, async ({ caller, params }) =>
  deliverInvitation(
    caller.restaurantId,
    await Staff.renewInvite(caller.restaurantId, params.staffId, (email) =>
      admitInvitationMail({ restaurantId: caller.restaurantId, userId: caller.userId, email, resend: true }),
    ),
  ),
);
