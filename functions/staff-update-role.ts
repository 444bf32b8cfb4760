import { staffIdParamsSchema, staffRoleUpdateRequestSchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { Staff } from './lib/composition';

/** Staff <-> manager; takes effect on the member's next request (roles are read per request). */
export const handler = defineRoute(
  'staff-update-role',
  { body: staffRoleUpdateRequestSchema, params: staffIdParamsSchema },
  async ({ caller, params, body }) => ({ member: await Staff.updateRole(caller.restaurantId, params.staffId, body.role) }),
);
