import { defineRoute } from './lib/http/route';
import { Logos } from './lib/media/configured';

/** Removes the logo (and its file); the colours stay. */
export const handler = defineRoute('logo-delete', {}, async ({ caller }) => Logos.remove(caller.restaurantId));
