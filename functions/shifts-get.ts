import { defineRoute } from './lib/http/route';
import { Sections } from './lib/composition';

/** Today's sections with who serves each, and the team to assign (issue 30 item 4, staff and up). */
export const handler = defineRoute('shifts-get', {}, async ({ caller }) => Sections.shifts(caller.restaurantId));
