/** The restaurant's menu (read in one query) indexed by id, for pricing a cart line by line. */
import type { AllergenCode } from '../../../../shared/allergens';
import type {
  Combo,
  ComboComponent,
  MenuItem,
  MenuItemIngredient,
  ModifierGroup,
  ModifierOption,
  RestaurantMenu,
} from '../menu';

export interface ComboDefinition {
  combo: Combo;
  components: { component: ComboComponent; choiceItemIds: Set<string> }[];
}

export interface MenuIndex {
  items: Map<string, MenuItem>;
  options: Map<string, ModifierOption>;
  /** The groups linked to each item, in display order. */
  groupsOfItem: Map<string, ModifierGroup[]>;
  comboOfItem: Map<string, ComboDefinition>;
  /** Each item's ingredients, in display order (from the same menu read: no extra query). */
  ingredientsOfItem: Map<string, MenuItemIngredient[]>;
  /** Each item's default ingredients' allergens as its row keeps them (checkout reads no ingredients for a line that removes none). */
  defaultAllergensOfItem: Map<string, AllergenCode[]>;
}

function byId<T extends { id: string }>(rows: T[]): Map<string, T> {
  return new Map(rows.map((row) => [row.id, row]));
}

export function indexMenu(menu: RestaurantMenu, defaultAllergensOfItem: Map<string, AllergenCode[]> = new Map()): MenuIndex {
  const groups = byId(menu.modifierGroups);
  const groupsOfItem = new Map<string, ModifierGroup[]>();
  // Display order is the link's position on the item, whatever order the links came in.
  for (const link of [...menu.itemModifierGroups].sort((x, y) => x.position - y.position)) {
    const group = groups.get(link.groupId);
    if (!group) continue;
    groupsOfItem.set(link.itemId, [...(groupsOfItem.get(link.itemId) ?? []), group]);
  }

  const comboOfItem = new Map<string, ComboDefinition>();
  for (const combo of menu.combos) {
    const components = menu.comboComponents
      .filter((component) => component.comboId === combo.id)
      .map((component) => ({
        component,
        choiceItemIds: new Set(menu.comboChoices.filter((c) => c.componentId === component.id).map((c) => c.choiceItemId)),
      }));
    comboOfItem.set(combo.itemId, { combo, components });
  }

  const ingredientsOfItem = new Map<string, MenuItemIngredient[]>();
  for (const ingredient of menu.ingredients) {
    ingredientsOfItem.set(ingredient.itemId, [...(ingredientsOfItem.get(ingredient.itemId) ?? []), ingredient]);
  }

  return { items: byId(menu.items), options: byId(menu.modifierOptions), groupsOfItem, comboOfItem, ingredientsOfItem, defaultAllergensOfItem };
}
