/**
 * The menu (SPEC.md 3): read whole in one query, plus the simple writes the local seed and the menu builder start
 * from. Every call is scoped by restaurantId, which is the partition key: one restaurant cannot touch another's menu.
 */
import { withDb, type Db } from '../db/service';
import { addCategory, addIngredient, addItem, editIngredient, editItem, readBuilder, reorderCategories, reorderIngredients, reorderItems } from './menu/builder';
import { createCategory, deleteCategory, updateCategory } from './menu/categories';
import { readDashboardMenu, setAvailability } from './menu/dashboard';
import { createIngredient, deleteIngredient, updateIngredient } from './menu/ingredients';
import { createItem, deleteItem, updateItem } from './menu/items';
import { removeCombo, saveCombo } from './menu/combos';
import {
  addModifierGroup,
  addModifierOption,
  editModifierGroup,
  editModifierOption,
  orderModifierGroups,
  orderModifierOptions,
  removeModifierGroup,
  setItemModifierGroups,
  createModifierGroup,
  createModifierOption,
  deleteModifierGroup,
  deleteModifierOption,
  linkModifierGroup,
  unlinkModifierGroup,
  updateModifierGroup,
  updateModifierOption,
} from './menu/modifiers';
import { quickSetup } from './menu/quick-setup';
import { readMenu } from './menu/read';
import { putCategoryTranslation, putItemTranslation } from './menu/translations';

export type * from './menu/types';
export { toDashboardMenuItem } from './menu/dashboard';
export type { NewMenuItem, MenuItemPatch } from './menu/items';
export type { ModifierGroupInput, ModifierOptionInput } from './menu/modifiers';
export type { ComboSave, ComboComponentSave } from './menu/combos';
export { comboOfItem } from './menu/combos';
export type { IngredientInput } from './menu/ingredients';

export function createMenu(db: Db) {
  return {
    read: withDb(db, readMenu),

    /** The dashboard's Menu and Inventory tabs: every item, with availability and stock. */
    dashboard: withDb(db, readDashboardMenu),
    /** The Sold Out and Visible toggles. */
    setAvailability: withDb(db, setAvailability),

    createCategory: withDb(db, createCategory),
    updateCategory: withDb(db, updateCategory),
    deleteCategory: withDb(db, deleteCategory),

    createItem: withDb(db, createItem),
    updateItem: withDb(db, updateItem),
    deleteItem: withDb(db, deleteItem),

    createIngredient: withDb(db, createIngredient),
    updateIngredient: withDb(db, updateIngredient),
    deleteIngredient: withDb(db, deleteIngredient),

    createModifierGroup: withDb(db, createModifierGroup),
    updateModifierGroup: withDb(db, updateModifierGroup),
    deleteModifierGroup: withDb(db, deleteModifierGroup),
    createModifierOption: withDb(db, createModifierOption),
    updateModifierOption: withDb(db, updateModifierOption),
    deleteModifierOption: withDb(db, deleteModifierOption),
    linkModifierGroup: withDb(db, linkModifierGroup),
    unlinkModifierGroup: withDb(db, unlinkModifierGroup),

    /** The menu builder's option groups, options and links (checked with shared/menu-option-rules.ts). */
    addModifierGroup: withDb(db, addModifierGroup),
    editModifierGroup: withDb(db, editModifierGroup),
    orderModifierGroups: withDb(db, orderModifierGroups),
    removeModifierGroup: withDb(db, removeModifierGroup),
    addModifierOption: withDb(db, addModifierOption),
    editModifierOption: withDb(db, editModifierOption),
    orderModifierOptions: withDb(db, orderModifierOptions),
    setItemModifierGroups: withDb(db, setItemModifierGroups),
    /** 'This is a Combo': on or saved whole (PUT), off (DELETE). */
    saveCombo: withDb(db, saveCombo),
    removeCombo: withDb(db, removeCombo),

    /** The owner's menu builder (shared/api/menu-builder.ts): its one read, adds (last), edits, reorders. */
    builder: withDb(db, readBuilder),
    addCategory: withDb(db, addCategory),
    reorderCategories: withDb(db, reorderCategories),
    addItem: withDb(db, addItem),
    editItem: withDb(db, editItem),
    reorderItems: withDb(db, reorderItems),
    addIngredient: withDb(db, addIngredient),
    editIngredient: withDb(db, editIngredient),
    reorderIngredients: withDb(db, reorderIngredients),
    /** The onboarding's quick menu: one category and its items, each name once however often it is sent. */
    quickSetup: withDb(db, quickSetup),

    putCategoryTranslation: withDb(db, putCategoryTranslation),
    putItemTranslation: withDb(db, putItemTranslation),
  };
}

export type Menu = ReturnType<typeof createMenu>;
