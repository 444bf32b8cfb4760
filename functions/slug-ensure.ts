import { defineRoute } from './lib/http/route';
import { Restaurants } from './lib/composition';

/** The restaurant with its customer-link slug: unchanged when it has one, else generated and claimed now. */
export const handler = defineRoute('slug-ensure', {}, async ({ caller }) => Restaurants.ensureSlug(caller.restaurantId));
