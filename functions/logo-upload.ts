import { logoUploadRequestSchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { Logos } from './lib/media/configured';

/** A presigned form for the browser to upload one logo straight to the media bucket (then PUT /branding/logo). */
export const handler = defineRoute('logo-upload', { body: logoUploadRequestSchema }, async ({ caller, body }) =>
  Logos.presignUpload(caller.restaurantId, caller.userId, body),
);
