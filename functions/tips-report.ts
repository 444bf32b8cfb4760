import { tipsReportQuerySchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { Sections } from './lib/composition';

/** Tips per member and shift day over a range (issue 30 item 4): owners and managers everyone's, staff their own. */
export const handler = defineRoute('tips-report', { query: tipsReportQuerySchema }, async ({ caller, query }) => Sections.report(caller, query));
