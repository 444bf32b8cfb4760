/**
 * Samples for the menu builder's routes (see route-samples.ts): categories, items, ingredients. Deletes and reorders
 * build what they act on per call (through the menu domain, as the fixture menu is made), so every request of the
 * table-driven tests finds something; edits set what is already there, so they change nothing other tests rely on.
 */
import { Menu } from '../../../functions/lib/composition';
import type { Fixtures } from './fixtures';
import type { SampleFactory } from './route-samples';

/** Kept here (not imported from route-samples.ts, which imports this file) so module order never matters. */
const unknownUuid = '3f1c9d2e-0000-4000-8000-000000000000';

/** A fresh category of restaurant A with two items. */
async function categoryWithItems(f: Fixtures) {
  const restaurantId = f.restaurantA.id;
  const category = await Menu.createCategory(restaurantId, { name: 'Sample Category', position: 99 });
  const first = await Menu.createItem(restaurantId, { categoryId: category.id, name: 'Sample One', priceCents: 500, position: 0 });
  const second = await Menu.createItem(restaurantId, { categoryId: category.id, name: 'Sample Two', priceCents: 600, position: 1 });
  return { categoryId: category.id, itemIds: [first.id, second.id] };
}

/** A fresh item of restaurant A (in the fixture category) with two ingredients. */
async function itemWithIngredients(f: Fixtures) {
  const restaurantId = f.restaurantA.id;
  const item = await Menu.createItem(restaurantId, { categoryId: f.menuA.categoryId, name: 'Sample Bowl', priceCents: 900, position: 50 });
  const rice = await Menu.createIngredient(restaurantId, item.id, { name: 'Rice', position: 0 });
  const sesame = await Menu.createIngredient(restaurantId, item.id, { name: 'Sesame', position: 1, allergens: ['sesame'] });
  return { itemId: item.id, ingredientIds: [rice.id, sesame.id] };
}

export const menuBuilderRouteSamples: Record<string, SampleFactory> = {
  'menu-builder-get': {},

  'menu-category-create': {
    body: { name: 'Desserts' },
    validStatus: 201,
    wrongTypes: { body: { name: 42 } },
    missingFields: { body: { name: '   ' } },
  },

  // Renames the fixture category to its own name.
  'menu-category-update': (f) => ({
    path: { categoryId: f.menuA.categoryId },
    body: { name: 'Mains' },
    wrongTypes: { body: { name: ['Mains'] } },
    missingFields: { body: {} },
    unknownId: { path: { categoryId: unknownUuid } },
  }),

  'menu-category-delete': async (f) => ({
    path: { categoryId: (await categoryWithItems(f)).categoryId },
    wrongTypes: { path: { categoryId: 'not an id!' } },
    unknownId: { path: { categoryId: unknownUuid } },
  }),

  // Every category of A, in the order they are in now.
  'menu-category-reorder': async (f) => ({
    body: { ids: (await Menu.read(f.restaurantA.id, { consistent: true })).categories.map((c) => c.id) },
    wrongTypes: { body: { ids: 'all' } },
    missingFields: { body: {} },
  }),

  'menu-item-reorder': async (f) => {
    const { categoryId, itemIds } = await categoryWithItems(f);
    return {
      path: { categoryId },
      body: { ids: [...itemIds].reverse() },
      wrongTypes: { body: { ids: [1, 2] } },
      missingFields: { body: {} },
      unknownId: { path: { categoryId: unknownUuid } },
    };
  },

  'menu-item-create': (f) => ({
    body: { categoryId: f.menuA.categoryId, name: 'Lemonade', priceCents: 350 },
    validStatus: 201,
    wrongTypes: { body: { categoryId: f.menuA.categoryId, name: 'Lemonade', priceCents: 3.5 } },
    missingFields: { body: { categoryId: f.menuA.categoryId, name: 'Lemonade' } },
    unknownId: { body: { categoryId: unknownUuid, name: 'Lemonade', priceCents: 350 } },
  }),

  // Sets the plain item's own name and price.
  'menu-item-update': (f) => ({
    path: { itemId: f.menuA.plainItemId },
    body: { name: 'Caesar Salad', priceCents: 1250 },
    wrongTypes: { body: { priceCents: -1 } },
    missingFields: { body: {} },
    unknownId: { path: { itemId: unknownUuid } },
  }),

  'menu-item-delete': async (f) => ({
    path: { itemId: (await itemWithIngredients(f)).itemId },
    wrongTypes: { path: { itemId: 'not an id!' } },
    unknownId: { path: { itemId: unknownUuid } },
  }),

  'menu-ingredient-create': (f) => ({
    path: { itemId: f.menuA.plainItemId },
    body: { name: 'Croutons', allergens: ['gluten'], dietary: ['vegetarian'] },
    validStatus: 201,
    wrongTypes: { body: { name: 'Croutons', allergens: ['glitter'] } },
    missingFields: { body: { isRemovable: true } },
    unknownId: { path: { itemId: unknownUuid } },
  }),

  'menu-ingredient-update': async (f) => {
    const { itemId, ingredientIds } = await itemWithIngredients(f);
    return {
      path: { itemId, ingredientId: ingredientIds[1]! },
      body: { allergens: ['sesame'], dietary: ['vegan'] },
      wrongTypes: { body: { dietary: 'vegan' } },
      missingFields: { body: {} },
      unknownId: { path: { itemId, ingredientId: unknownUuid } },
    };
  },

  'menu-ingredient-delete': async (f) => {
    const { itemId, ingredientIds } = await itemWithIngredients(f);
    return {
      path: { itemId, ingredientId: ingredientIds[0]! },
      wrongTypes: { path: { itemId, ingredientId: 'not an id!' } },
      unknownId: { path: { itemId, ingredientId: unknownUuid } },
    };
  },

  'menu-ingredient-reorder': async (f) => {
    const { itemId, ingredientIds } = await itemWithIngredients(f);
    return {
      path: { itemId },
      body: { ids: [...ingredientIds].reverse() },
      wrongTypes: { body: { ids: [{}] } },
      missingFields: { body: {} },
      unknownId: { path: { itemId: unknownUuid } },
    };
  },
};
