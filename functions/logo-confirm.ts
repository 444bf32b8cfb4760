import { logoConfirmRequestSchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { LogosWithDecoder } from './lib/media/logo-processing';

/** The uploaded file checked by its bytes and re-encoded as PNG; it becomes the logo, anything else is deleted (400). */
export const handler = defineRoute('logo-confirm', { body: logoConfirmRequestSchema }, async ({ caller, body }) =>
  LogosWithDecoder.confirm(caller.restaurantId, body.key),
);
