/** The whole menu of a restaurant in ONE query: the `menu` collection of the restaurant's partition. */
import { db } from '../../db/client';
import {
  toCategory,
  toCategoryTranslation,
  toCombo,
  toComboChoice,
  toComboComponent,
  toIngredient,
  toItem,
  toItemModifierGroup,
  toItemTranslation,
  toModifierGroup,
  toModifierOption,
  type RestaurantMenu,
} from './types';

const byPosition = <T extends { position: number }>(a: T, b: T) => a.position - b.position;

export async function readMenu(restaurantId: string, options: { consistent?: boolean } = {}): Promise<RestaurantMenu> {
  const { data } = await db.collections.menu({ restaurantId }).go({ pages: 'all', consistent: options.consistent ?? false });
  return {
    categories: data.menuCategory.map(toCategory).sort(byPosition),
    items: data.menuItem.map(toItem).sort(byPosition),
    ingredients: data.menuItemIngredient.map(toIngredient).sort(byPosition),
    modifierGroups: data.modifierGroup.map(toModifierGroup).sort(byPosition),
    modifierOptions: data.modifierOption.map(toModifierOption).sort(byPosition),
    itemModifierGroups: data.itemModifierGroup.map(toItemModifierGroup).sort(byPosition),
    combos: data.comboItem.map(toCombo),
    comboComponents: data.comboComponent.map(toComboComponent).sort(byPosition),
    comboChoices: data.comboComponentChoice.map(toComboChoice).sort(byPosition),
    categoryTranslations: data.menuCategoryTranslation.map(toCategoryTranslation),
    itemTranslations: data.menuItemTranslation.map(toItemTranslation),
  };
}
