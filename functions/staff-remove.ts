import { staffIdParamsSchema } from '../shared/api';
import { defineRoute, noContent } from './lib/http/route';
import { Staff } from './lib/composition';

/** Removes the member (or the pending invitation): their next request to the restaurant is refused. */
export const handler = defineRoute('staff-remove', { params: staffIdParamsSchema }, async ({ caller, params }) => {
  await Staff.remove(caller.restaurantId, params.staffId);
  return noContent();
});
