import { shiftUpdateSchema, userIdParamSchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { Sections } from './lib/composition';

/**
 * A member's sections for today (issue 30 item 4): staff set their own (403 for someone else's), owners and managers
 * anyone's; 404 member_not_found, 400 unknown_section. Answers today's sections as shifts-get does.
 */
export const handler = defineRoute('shift-put', { params: userIdParamSchema, body: shiftUpdateSchema }, async ({ caller, params, body }) =>
  Sections.setShift(caller, params.userId, body),
);
