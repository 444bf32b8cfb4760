import { defineRoute } from './lib/http/route';
import { Profiles, Roles } from './lib/composition';
import type { MeResponse } from '../shared/api';

/** Who am I and where do I work: the profile and every restaurant membership with its role. */
export const handler = defineRoute('me', {}, async ({ caller }): Promise<MeResponse> => {
  const [profile, memberships] = await Promise.all([Profiles.get(caller.userId), Roles.memberships(caller.userId)]);
  return { userId: caller.userId, email: caller.email, profile, memberships };
});
