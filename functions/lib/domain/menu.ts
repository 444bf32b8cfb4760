/**
 * The menu (SPEC.md 3): read whole in one query, plus the simple writes the local seed and the menu builder start
 * from. Every call is scoped by restaurantId, which is the partition key: one restaurant cannot touch another's menu.
 */
import { createCategory, deleteCategory, updateCategory } from './menu/categories';
import { readDashboardMenu, setAvailability } from './menu/dashboard';
import { createIngredient, deleteIngredient, updateIngredient } from './menu/ingredients';
import { createItem, deleteItem, updateItem } from './menu/items';
import {
  createModifierGroup,
  createModifierOption,
  deleteModifierGroup,
  deleteModifierOption,
  linkModifierGroup,
  unlinkModifierGroup,
  updateModifierGroup,
  updateModifierOption,
} from './menu/modifiers';
import { readMenu } from './menu/read';
import { putCategoryTranslation, putItemTranslation } from './menu/translations';

export type * from './menu/types';
export { toDashboardMenuItem } from './menu/dashboard';
export type { NewMenuItem, MenuItemPatch } from './menu/items';
export type { ModifierGroupInput, ModifierOptionInput } from './menu/modifiers';
export type { IngredientInput } from './menu/ingredients';

export const Menu = {
  read: readMenu,

  /** The dashboard's Menu and Inventory tabs: every item, with availability and stock. */
  dashboard: readDashboardMenu,
  /** The Sold Out and Visible toggles. */
  setAvailability,

  createCategory,
  updateCategory,
  deleteCategory,

  createItem,
  updateItem,
  deleteItem,

  createIngredient,
  updateIngredient,
  deleteIngredient,

  createModifierGroup,
  updateModifierGroup,
  deleteModifierGroup,
  createModifierOption,
  updateModifierOption,
  deleteModifierOption,
  linkModifierGroup,
  unlinkModifierGroup,

  putCategoryTranslation,
  putItemTranslation,
};
