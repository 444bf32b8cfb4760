import { defineRoute } from './lib/http/route';
import { Profiles } from './lib/composition';
import { profileUpsertRequestSchema } from '../shared/api';

/** Upserted on every sign-in. The e-mail always comes from the verified token, never from the body. */
export const handler = defineRoute(
  'profile-upsert',
  { body: profileUpsertRequestSchema },
  async ({ caller, body }) =>
    Profiles.upsert({ id: caller.userId, email: caller.email, fullName: body.fullName ?? undefined }),
);
