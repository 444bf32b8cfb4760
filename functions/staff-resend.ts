import { staffIdParamsSchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { Staff } from './lib/composition';
import { deliverInvitation } from './lib/mail/deliver-invitation';

/** A new link for a pending invitation, mailed again; the old link stops working. A joined member: 409. */
export const handler = defineRoute('staff-resend', { params: staffIdParamsSchema }, async ({ caller, params }) =>
  deliverInvitation(caller.restaurantId, await Staff.renewInvite(caller.restaurantId, params.staffId)),
);
