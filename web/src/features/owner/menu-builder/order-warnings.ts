/**
 * Why a diner could not order an item as it is built (the server would refuse every order of it): a combo with no
 * components or a required component with no choices, a required option group without enough visible options. Shown on
 * the item's card so the owner sees it before a guest does. Empty when the item can be ordered.
 */
import type { MenuBuilder } from '@shared/api/menu-builder';

export function orderWarnings(menu: MenuBuilder, itemId: string): string[] {
  const warnings: string[] = [];
  const combo = menu.combos.find((c) => c.itemId === itemId);
  if (combo) {
    const components = menu.comboComponents.filter((c) => c.comboId === combo.id);
    if (components.length === 0) warnings.push('This combo has no components yet.');
    for (const component of components) {
      const choices = menu.comboChoices.filter((choice) => choice.componentId === component.id);
      if (component.required && choices.length === 0) warnings.push(`Combo part '${component.label}' has no choices.`);
    }
  }
  for (const link of menu.itemModifierGroups.filter((l) => l.itemId === itemId)) {
    const group = menu.modifierGroups.find((g) => g.id === link.groupId);
    if (!group) continue;
    const needed = Math.max(group.required ? 1 : 0, group.minSelect);
    const available = menu.modifierOptions.filter((o) => o.groupId === group.id && o.visible).length;
    if (needed > available) warnings.push(`Option group '${group.name}' needs ${needed} visible ${needed === 1 ? 'option' : 'options'}.`);
  }
  return warnings;
}
