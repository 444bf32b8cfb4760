/** Samples for restaurant-public-info, menu-public and service-request (see route-samples.ts). */
import { randomUUID } from 'node:crypto';
import type { SampleFactory } from './route-samples';

const unknownRestaurantId = '3f1c9d2e-0000-4000-8000-0000000000a1';

export const publicRouteSamples: Record<string, SampleFactory> = {
  'restaurant-public-info': (f) => ({
    query: { restaurant_id: f.restaurantA.id },
    wrongTypes: { query: { restaurant_id: 'not an id!' } },
    // Neither slug nor id.
    missingFields: { query: {} },
    unknownId: { query: { restaurant_id: unknownRestaurantId } },
  }),
  'menu-public': (f) => ({
    query: { restaurant_id: f.restaurantA.id, lang: 'es' },
    wrongTypes: { query: { restaurant_id: f.restaurantA.id, lang: 'klingon' } },
    missingFields: { query: { lang: 'es' } },
    unknownId: { query: { restaurant_id: unknownRestaurantId } },
  }),
  // Whether orders are paused (issue 30 item 2).
  'ordering-status': (f) => ({
    query: { restaurant_id: f.restaurantA.id },
    wrongTypes: { query: { restaurant_id: 'not an id!' } },
    missingFields: { query: {} },
    unknownId: { query: { restaurant_id: unknownRestaurantId } },
  }),
  'service-request': (f) => ({
    // A table of its own each run: the valid sample must not meet the per-table rate limit.
    body: { restaurant_id: f.restaurantA.id, table_number: `T${randomUUID().slice(0, 8)}`, message: 'Water please' },
    validStatus: 201,
    wrongTypes: { body: { restaurant_id: 42, table_number: 5, message: ['hi'] } },
    missingFields: { body: { table_number: '4' } },
    unknownId: { body: { restaurant_id: unknownRestaurantId, table_number: '4' } },
  }),
};
