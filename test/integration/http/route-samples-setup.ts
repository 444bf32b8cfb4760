/**
 * Samples for the owner-setup routes (see route-samples.ts): setup overview, logo upload / confirm / delete, slug,
 * quick menu. The logo confirmation needs a real upload, so its sample uploads a fresh PNG per call.
 */
import { uploadedPng } from '../setup/support';
import type { SampleFactory } from './route-samples';

/** Kept here (not imported from route-samples.ts, which imports this file) so module order never matters. */
const unknownUuid = '3f1c9d2e-0000-4000-8000-000000000000';

export const setupRouteSamples: Record<string, SampleFactory> = {
  'setup-get': {},

  'logo-upload': {
    body: { contentType: 'image/png', size: 2048 },
    wrongTypes: { body: { contentType: 'image/png', size: 'big' } },
    missingFields: { body: { size: 2048 } },
  },

  'logo-confirm': async (f) => ({
    body: { key: await uploadedPng(f.ownerA.idToken, f.restaurantA.id) },
    wrongTypes: { body: { key: 42 } },
    missingFields: { body: {} },
    // This restaurant's upload prefix, but nothing was ever uploaded there.
    unknownId: { body: { key: `uploads/logos/${f.restaurantA.id}/${unknownUuid}` } },
  }),

  'logo-delete': {},

  'slug-ensure': {},

  // The same item every time: after the first call the sample changes nothing (a retry adds nothing twice).
  'menu-quick-setup': {
    body: { categoryName: 'Main Dishes', items: [{ name: 'Sample Soup', priceCents: 650 }] },
    wrongTypes: { body: { categoryName: 'Main Dishes', items: [{ name: 'Sample Soup', priceCents: '6.50' }] } },
    missingFields: { body: { categoryName: 'Main Dishes' } },
  },
};
