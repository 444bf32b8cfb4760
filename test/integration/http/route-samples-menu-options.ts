/**
 * Samples for the menu builder's modifier-group, option, item-link and combo routes (see route-samples.ts). Factories
 * that delete or reorder make their own rows on each call, so every request finds what it needs whatever the tests
 * before it did; the others use restaurant A's fixture menu.
 */
import { Menu } from '../../../functions/lib/composition';
import type { Fixtures } from './fixtures';
import type { SampleFactory } from './route-samples';

/** Kept here (not imported from route-samples.ts, which imports this file) so module order never matters. */
const unknownUuid = '3f1c9d2e-0000-4000-8000-000000000000';

const freshGroup = (f: Fixtures) => Menu.addModifierGroup(f.restaurantA.id, { name: 'Sample Sauces', selectionType: 'multi', minSelect: 0, maxSelect: 2 });
const freshOption = async (f: Fixtures, groupId: string) =>
  (await Menu.addModifierOption(f.restaurantA.id, groupId, { name: 'Sample Mayo', priceDeltaCents: 50 })).option;
const freshItem = (f: Fixtures, name: string) => Menu.createItem(f.restaurantA.id, { categoryId: f.menuA.categoryId, name, priceCents: 1000, position: 50 });

export const menuOptionRouteSamples: Record<string, SampleFactory> = {
  'modifier-group-create': {
    validStatus: 201,
    body: { name: 'Sample Sides', selectionType: 'multi', required: false, minSelect: 0, maxSelect: 2 },
    wrongTypes: { body: { selectionType: 'many', maxSelect: '2' } },
    missingFields: { body: { selectionType: 'multi', minSelect: 3, maxSelect: 2 } },
  },

  'modifier-groups-order': async (f) => {
    const { modifierGroups } = await Menu.read(f.restaurantA.id, { consistent: true });
    const groupIds = modifierGroups.map((g) => g.id);
    return {
      body: { groupIds },
      wrongTypes: { body: { groupIds: 'all' } },
      missingFields: { body: {} },
      unknownId: { body: { groupIds: [...groupIds.slice(1), unknownUuid] } },
    };
  },

  'modifier-group-update': async (f) => ({
    path: { groupId: (await freshGroup(f)).id },
    body: { name: 'Sample Dips', selectionType: 'multi', required: true, minSelect: 1, maxSelect: 3 },
    wrongTypes: { body: { required: 'yes', maxSelect: 0 } },
    missingFields: { body: {} },
    unknownId: { path: { groupId: unknownUuid } },
  }),

  'modifier-group-delete': async (f) => ({
    path: { groupId: (await freshGroup(f)).id },
    validStatus: 204,
    unknownId: { path: { groupId: unknownUuid } },
  }),

  'modifier-option-create': async (f) => ({
    path: { groupId: (await freshGroup(f)).id },
    validStatus: 201,
    body: { name: 'Sample Ketchup', priceDeltaCents: -25, isDefault: false, visible: true },
    wrongTypes: { body: { name: 'Sample Ketchup', priceDeltaCents: 0.5 } },
    missingFields: { body: { priceDeltaCents: 25 } },
    unknownId: { path: { groupId: unknownUuid } },
  }),

  'modifier-options-order': async (f) => {
    const group = await freshGroup(f);
    const [a, b] = [await freshOption(f, group.id), await freshOption(f, group.id)];
    return {
      path: { groupId: group.id },
      body: { optionIds: [b.id, a.id] },
      wrongTypes: { body: { optionIds: [1, 2] } },
      missingFields: { body: {} },
      unknownId: { path: { groupId: unknownUuid } },
    };
  },

  'modifier-option-update': async (f) => {
    const group = await freshGroup(f);
    const option = await freshOption(f, group.id);
    return {
      path: { groupId: group.id, optionId: option.id },
      body: { name: 'Garlic Mayo', priceDeltaCents: 75, isDefault: true, visible: false },
      wrongTypes: { body: { isDefault: 'yes' } },
      missingFields: { body: {} },
      unknownId: { path: { groupId: group.id, optionId: unknownUuid } },
    };
  },

  'modifier-option-delete': async (f) => {
    const group = await freshGroup(f);
    return {
      path: { groupId: group.id, optionId: (await freshOption(f, group.id)).id },
      validStatus: 204,
      unknownId: { path: { groupId: group.id, optionId: unknownUuid } },
    };
  },

  'item-modifier-groups-put': (f) => ({
    path: { itemId: f.menuA.pizzaId },
    body: { groupIds: [f.menuA.sizeGroupId, f.menuA.extrasGroupId] },
    wrongTypes: { body: { groupIds: f.menuA.sizeGroupId } },
    missingFields: { body: {} },
    unknownId: { path: { itemId: unknownUuid } },
  }),

  'combo-put': async (f) => {
    const combo = await freshItem(f, 'Sample Combo');
    return {
      path: { itemId: combo.id },
      body: {
        pricingMode: 'dynamic',
        comboDiscountCents: 100,
        components: [{ label: 'Main', quantity: 1, selectionType: 'single', required: true, choiceItemIds: [f.menuA.plainItemId] }],
      },
      wrongTypes: { body: { pricingMode: 'cheap', components: [{ label: 'Main', quantity: 0 }] } },
      missingFields: { body: { components: [{ quantity: 1 }] } },
      unknownId: { path: { itemId: unknownUuid } },
    };
  },

  'combo-delete': async (f) => {
    const combo = await freshItem(f, 'Sample Combo to undo');
    await Menu.saveCombo(f.restaurantA.id, combo.id, {});
    return { path: { itemId: combo.id }, validStatus: 204, unknownId: { path: { itemId: unknownUuid } } };
  },
};
