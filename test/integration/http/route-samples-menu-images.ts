/**
 * Samples for the menu item photo routes (see route-samples.ts). Each sample that changes a photo works on a fresh
 * item of restaurant A, and the confirmation uploads a fresh PNG per call, so every request finds something to act on.
 */
import { menuItemOf, uploadedPhoto } from '../menu-images/support';
import type { SampleFactory } from './route-samples';

/** Kept here (not imported from route-samples.ts, which imports this file) so module order never matters. */
const unknownUuid = '3f1c9d2e-0000-4000-8000-000000000000';

export const menuImageRouteSamples: Record<string, SampleFactory> = {
  'menu-image-upload': (f) => ({
    path: { itemId: f.menuA.plainItemId },
    body: { contentType: 'image/png', size: 2048 },
    wrongTypes: { body: { contentType: 'image/png', size: 'big' } },
    missingFields: { body: { size: 2048 } },
    unknownId: { path: { itemId: unknownUuid } },
  }),

  'menu-image-confirm': async (f) => {
    const itemId = await menuItemOf(f.restaurantA.id, 'Sample photo');
    return {
      path: { itemId },
      body: { key: await uploadedPhoto(f.ownerA.idToken, f.restaurantA.id, itemId), alt: 'A sample plate' },
      wrongTypes: { body: { key: 42, alt: ['x'] } },
      missingFields: { body: { alt: 'A sample plate' } },
      unknownId: { path: { itemId: unknownUuid } },
    };
  },

  'menu-image-delete': async (f) => ({
    path: { itemId: await menuItemOf(f.restaurantA.id, 'Sample without photo') },
    wrongTypes: { path: { itemId: 'not an id!' } },
    unknownId: { path: { itemId: unknownUuid } },
  }),
};
