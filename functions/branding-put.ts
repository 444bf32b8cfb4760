import { defineRoute } from './lib/http/route';
import { Branding } from './lib/composition';
import { brandingPutRequestSchema } from '../shared/api';

export const handler = defineRoute(
  'branding-put',
  { body: brandingPutRequestSchema },
  async ({ caller, body }) => Branding.put(caller.restaurantId, body),
);
