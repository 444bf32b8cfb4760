import { defineRoute } from './lib/http/route';
import { Setup } from './lib/composition';

/** What the owner's setup views are computed from (payments, branding, menu, slug, onboarding), in one query. */
export const handler = defineRoute('setup-get', {}, async ({ caller }) => Setup.overview(caller.restaurantId));
