import { logoConfirmRequestSchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { Logos } from './lib/media/configured';

/** The uploaded file checked by its bytes; a real image under 1 MB becomes the logo, anything else is deleted (400). */
export const handler = defineRoute('logo-confirm', { body: logoConfirmRequestSchema }, async ({ caller, body }) =>
  Logos.confirm(caller.restaurantId, body.key),
);
