/**
 * Samples for the menu translations routes (see route-samples.ts): the page's read, 'Save All Changes', the lock
 * toggle and translate-batch, on restaurant A's fixture menu. The lock sample saves the translation it toggles first.
 */
import { Menu } from '../../../functions/lib/composition';
import type { SampleFactory } from './route-samples';

/** Kept here (not imported from route-samples.ts, which imports this file) so module order never matters. */
const unknownUuid = '3f1c9d2e-0000-4000-8000-000000000000';

export const translationRouteSamples: Record<string, SampleFactory> = {
  'menu-translations-get': {
    query: { lang: 'es' },
    wrongTypes: { query: { lang: 'klingon' } },
    missingFields: { query: {} },
  },

  'menu-translations-save': (f) => ({
    body: { lang: 'es', categories: [{ id: f.menuA.categoryId, name: 'Principales' }], items: [{ id: f.menuA.plainItemId, name: 'Sopa', description: 'Casera' }] },
    wrongTypes: { body: { lang: 'es', categories: [{ id: f.menuA.categoryId, name: 42 }], items: 'all' } },
    missingFields: { body: { categories: [{ id: f.menuA.categoryId, name: 'Principales' }] } },
    unknownId: { body: { lang: 'es', items: [{ id: unknownUuid, name: 'Sopa' }] } },
  }),

  'menu-translation-lock': async (f) => {
    await Menu.putCategoryTranslation(f.restaurantA.id, { categoryId: f.menuA.categoryId, lang: 'de', name: 'Hauptgerichte' });
    return {
      body: { lang: 'de', kind: 'category', id: f.menuA.categoryId, locked: true },
      wrongTypes: { body: { lang: 'de', kind: 'dish', id: f.menuA.categoryId, locked: 'yes' } },
      missingFields: { body: { lang: 'de', kind: 'category' } },
      unknownId: { body: { lang: 'de', kind: 'item', id: unknownUuid, locked: true } },
    };
  },

  'translate-batch': (f) => ({
    body: { lang: 'nl', targets: { items: [f.menuA.plainItemId] }, force: false },
    wrongTypes: { body: { lang: 'nl', targets: { items: f.menuA.plainItemId }, force: 'yes' } },
    missingFields: { body: { force: true } },
    unknownId: { body: { lang: 'nl', targets: { categories: [unknownUuid] }, force: true } },
  }),
};
