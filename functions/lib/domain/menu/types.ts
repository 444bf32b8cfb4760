/**
 * The menu as domain code sees it: one type per menu entity (SPEC.md 3), derived from its ElectroDB entity (own id
 * as `id`, absent optional values as null: lib/db/shape.ts). Nothing outside lib/db and these mappers sees a raw item.
 */
import type { EntityItem } from 'electrodb';
import { sortAllergens, sortDietary, type AllergenCode, type DietaryFlag } from '../../../../shared/allergens';
import type { Db } from '../../db/service';
import { shape, type Shape } from '../../db/shape';

type Item<Name extends keyof Db['entities']> = EntityItem<Db['entities'][Name]>;

export type SelectionType = Item<'modifierGroup'>['selectionType'];
export type TranslationProvenance = Item<'menuCategoryTranslation'>['provenance'];
export type ComboPricingMode = Item<'comboItem'>['pricingMode'];

export type MenuCategory = Shape<Item<'menuCategory'>, 'categoryId'>;
/**
 * `stockCount` null: stock is not tracked for this item. Checkout's index of the item's links (modifierGroupIds,
 * comboRef: db/entities/menu-item.ts) is not part of it.
 */
export type MenuItem = Shape<Omit<Item<'menuItem'>, CheckoutIndex>, 'itemId'>;
type CheckoutIndex = 'modifierGroupIds' | 'comboRef' | 'defaultAllergens';
/** `allergens` and `dietary` are [] when none are stored (ingredients older than the tags too). */
export type MenuItemIngredient = Omit<Shape<Item<'menuItemIngredient'>, 'ingredientId'>, 'allergens' | 'dietary'> & {
  allergens: AllergenCode[];
  dietary: DietaryFlag[];
};
export type ModifierGroup = Shape<Item<'modifierGroup'>, 'groupId'>;
export type ModifierOption = Shape<Item<'modifierOption'>, 'optionId'>;
export type ItemModifierGroup = Shape<Item<'itemModifierGroup'>>;
export type Combo = Shape<Item<'comboItem'>, 'comboId'>;
export type ComboComponent = Shape<Item<'comboComponent'>, 'componentId'>;
export type ComboComponentChoice = Shape<Item<'comboComponentChoice'>>;
export type CategoryTranslation = Shape<Item<'menuCategoryTranslation'>>;
export type ItemTranslation = Shape<Item<'menuItemTranslation'>>;

/** Everything of one restaurant's menu, read in one query; each list in display order (position). */
export interface RestaurantMenu {
  categories: MenuCategory[];
  items: MenuItem[];
  ingredients: MenuItemIngredient[];
  modifierGroups: ModifierGroup[];
  modifierOptions: ModifierOption[];
  itemModifierGroups: ItemModifierGroup[];
  combos: Combo[];
  comboComponents: ComboComponent[];
  comboChoices: ComboComponentChoice[];
  categoryTranslations: CategoryTranslation[];
  itemTranslations: ItemTranslation[];
}

export const toCategory = (i: Item<'menuCategory'>): MenuCategory => shape(i, { hours: true }, 'categoryId');
export const toItem = ({ modifierGroupIds: _groups, comboRef: _combo, defaultAllergens: _allergens, ...i }: Item<'menuItem'>): MenuItem =>
  shape(i, { description: true, imageUrl: true, imageAlt: true, imageWidth: true, imageHeight: true, imageVariants: true, stockCount: true, hours: true }, 'itemId');
export const toIngredient = (i: Item<'menuItemIngredient'>): MenuItemIngredient => {
  const ingredient = shape(i, { allergens: true, dietary: true }, 'ingredientId');
  return { ...ingredient, allergens: sortAllergens(ingredient.allergens ?? []), dietary: sortDietary(ingredient.dietary ?? []) };
};
export const toModifierGroup = (i: Item<'modifierGroup'>): ModifierGroup => shape(i, {}, 'groupId');
export const toModifierOption = (i: Item<'modifierOption'>): ModifierOption => shape(i, {}, 'optionId');
export const toItemModifierGroup = (i: Item<'itemModifierGroup'>): ItemModifierGroup => shape(i, {});
export const toCombo = (i: Item<'comboItem'>): Combo => shape(i, {}, 'comboId');
export const toComboComponent = (i: Item<'comboComponent'>): ComboComponent => shape(i, {}, 'componentId');
export const toComboChoice = (i: Item<'comboComponentChoice'>): ComboComponentChoice => shape(i, {});
export const toCategoryTranslation = (i: Item<'menuCategoryTranslation'>): CategoryTranslation =>
  shape(i, { provider: true, updatedBy: true, machineSource: true });
export const toItemTranslation = (i: Item<'menuItemTranslation'>): ItemTranslation =>
  shape(i, { provider: true, updatedBy: true, description: true, machineSource: true });
