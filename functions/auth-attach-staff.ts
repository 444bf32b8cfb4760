import { attachStaffRequestSchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { Staff } from './lib/composition';

/**
 * After every sign-in: with the invitation link's token, that invitation becomes the user's membership (only for
 * the invited, verified e-mail); without one nothing happens, since an e-mail address alone grants no role.
 */
export const handler = defineRoute(
  'auth-attach-staff',
  { body: attachStaffRequestSchema },
  async ({ caller, body }) => {
    if (!body.inviteToken) return { attached: 0 };
    const membership = await Staff.acceptInvite({
      userId: caller.userId,
      email: caller.email,
      emailVerified: caller.emailVerified,
      inviteToken: body.inviteToken,
    });
    return { attached: 1, membership };
  },
);
