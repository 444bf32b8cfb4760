/**
 * Combos as the diner's chooser needs them: components in order, each with its choices named and priced from the
 * choice item itself. A choice is offered only while its item could be ordered on its own (served and not sold out),
 * since the response has no way to show a choice as unavailable.
 */
import type { PublicCombo } from '../../../../shared/api';
import type { MenuItem, RestaurantMenu } from '../menu';
import { byPosition, groupBy } from './ordering';
import type { MenuTranslator } from './translation';

export function servedCombos(
  menu: Pick<RestaurantMenu, 'combos' | 'comboComponents' | 'comboChoices'>,
  orderableItems: ReadonlyMap<string, MenuItem>,
  translate: MenuTranslator,
): (itemId: string) => PublicCombo | null {
  const comboByItem = new Map(menu.combos.map((c) => [c.itemId, c]));
  const componentsByCombo = groupBy(byPosition(menu.comboComponents), (c) => c.comboId);
  const choicesByComponent = groupBy(byPosition(menu.comboChoices), (c) => c.componentId);

  return (itemId) => {
    const combo = comboByItem.get(itemId);
    if (!combo) return null;
    return {
      pricingMode: combo.pricingMode,
      discountCents: combo.comboDiscountCents,
      components: (componentsByCombo.get(combo.id) ?? []).map((component) => ({
        id: component.id,
        label: component.label,
        selectionType: component.selectionType,
        quantity: component.quantity,
        required: component.required,
        allowChildCustomization: component.allowChildCustomization,
        choices: (choicesByComponent.get(component.id) ?? []).flatMap((choice) => {
          const item = orderableItems.get(choice.choiceItemId);
          return item ? [{ itemId: item.id, name: translate.itemText(item).name, priceCents: item.priceCents }] : [];
        }),
      })),
    };
  };
}
