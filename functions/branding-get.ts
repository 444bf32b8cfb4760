import { defineRoute } from './lib/http/route';
import { Branding } from './lib/composition';

/** The restaurant's colours and logo; the defaults (saved: false) when none were saved yet. */
export const handler = defineRoute('branding-get', {}, async ({ caller }) => Branding.get(caller.restaurantId));
