import { menuImageConfirmRequestSchema, menuItemIdParamsSchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { MenuImagesWithDecoder } from './lib/media/menu-image-processing';

/**
 * The uploaded photo judged by its content (JPG, PNG or WebP, at most 4 MB, decodable), stored as WebP copies at up
 * to three widths and set as the item's photo; anything else is deleted and refused (400) with SPEC's message.
 */
export const handler = defineRoute(
  'menu-image-confirm',
  { body: menuImageConfirmRequestSchema, params: menuItemIdParamsSchema },
  async ({ caller, params, body }) => MenuImagesWithDecoder.confirm(caller.restaurantId, params.itemId, body),
);
