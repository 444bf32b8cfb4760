import { defineRoute } from './lib/http/route';
import { Staff } from './lib/domain/staff';

/** On sign-in, invitations sent to this user's (verified) e-mail become memberships. */
export const handler = defineRoute<'user'>('auth-attach-staff', {}, async ({ caller }) => ({
  attached: await Staff.attachPendingInvites(caller.userId, caller.email),
}));
