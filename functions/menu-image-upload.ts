import { menuImageUploadRequestSchema, menuItemIdParamsSchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { MenuImages } from './lib/media/configured';

/** A presigned form for the browser to upload one photo of the item straight to the media bucket (then PUT .../image). */
export const handler = defineRoute(
  'menu-image-upload',
  { body: menuImageUploadRequestSchema, params: menuItemIdParamsSchema },
  async ({ caller, params, body }) => MenuImages.presignUpload(caller.restaurantId, caller.userId, params.itemId, body),
);
