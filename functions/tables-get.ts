import { defineRoute } from './lib/http/route';
import { Tables } from './lib/composition';

/** The owner's tables with their cards' keys (issue 28 item 1, owners and managers). */
export const handler = defineRoute('tables-get', {}, async ({ caller }) => ({ tables: await Tables.list(caller.restaurantId) }));
