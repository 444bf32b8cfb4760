/**
 * The 'Combos' tab's writes (shared/api/menu-options.ts): PUT .../menu-items/{itemId}/combo turns 'This is a Combo'
 * on (`{}`) or saves the whole combo, DELETE turns it off (its components and their choices go). Through
 * useBuilderChange, so a refusal shows SPEC's title with the server's message.
 */
import type { MenuBuilder } from '@shared/api/menu-builder';
import { comboResponseSchema, type ComboDto, type ComboPutRequest } from '@shared/api/menu-options';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/api-paths';
import { useBuilderChange } from './builder-api';

export const COMBO_ERRORS = {
  createCombo: 'Error creating combo',
  updateCombo: 'Error updating combo',
  deleteCombo: 'Error deleting combo',
  createComponent: 'Error creating component',
  updateComponent: 'Error updating component',
  deleteComponent: 'Error deleting component',
  addChoice: 'Error adding choice',
  removeChoice: 'Error removing choice',
} as const;

export type ComboErrorTitle = (typeof COMBO_ERRORS)[keyof typeof COMBO_ERRORS];

/** The builder's rows of the item's combo: the combo, its components in order, each with its choices in order. */
export function comboOf(builder: MenuBuilder, itemId: string): ComboDto | null {
  const combo = builder.combos.find((c) => c.itemId === itemId);
  if (!combo) return null;
  const components = builder.comboComponents
    .filter((c) => c.comboId === combo.id)
    .sort((a, b) => a.position - b.position)
    .map(({ comboId: _comboId, ...component }) => ({
      ...component,
      choices: builder.comboChoices
        .filter((ch) => ch.componentId === component.id)
        .sort((a, b) => a.position - b.position)
        .map(({ choiceItemId, position }) => ({ choiceItemId, position })),
    }));
  return { ...combo, components };
}

/** The builder with the item's combo replaced by the server's answer (null: gone). */
function withCombo(builder: MenuBuilder, itemId: string, combo: ComboDto | null): MenuBuilder {
  const old = builder.combos.filter((c) => c.itemId === itemId).map((c) => c.id);
  const oldComponents = new Set(builder.comboComponents.filter((c) => old.includes(c.comboId)).map((c) => c.id));
  const next: MenuBuilder = {
    ...builder,
    combos: builder.combos.filter((c) => c.itemId !== itemId),
    comboComponents: builder.comboComponents.filter((c) => !oldComponents.has(c.id)),
    comboChoices: builder.comboChoices.filter((ch) => !oldComponents.has(ch.componentId)),
  };
  if (!combo) return next;
  return {
    ...next,
    combos: [...next.combos, { id: combo.id, itemId: combo.itemId, pricingMode: combo.pricingMode, comboDiscountCents: combo.comboDiscountCents }],
    comboComponents: [...next.comboComponents, ...combo.components.map(({ choices: _choices, ...component }) => ({ ...component, comboId: combo.id }))],
    comboChoices: [...next.comboChoices, ...combo.components.flatMap((component) => component.choices.map((choice) => ({ ...choice, componentId: component.id })))],
  };
}

export interface ComboSave {
  body: ComboPutRequest;
  /** Which SPEC title a refusal gets (what the save mainly does: a new component, a removed choice...). */
  errorTitle: ComboErrorTitle;
}

/** PUT .../combo (waits for the answer: new components get their ids there). */
export function usePutCombo(restaurantId: string, itemId: string) {
  return useBuilderChange(restaurantId, {
    request: ({ body }: ComboSave) =>
      apiRequest(apiPaths.menu.itemCombo(restaurantId, itemId), { method: 'PUT', body, schema: comboResponseSchema }),
    apply: (builder, { combo }) => withCombo(builder, itemId, combo),
    errorTitle: ({ errorTitle }) => errorTitle,
  });
}

/** DELETE .../combo: 'This is a Combo' off, at once (rolled back if refused). */
export function useDeleteCombo(restaurantId: string, itemId: string) {
  return useBuilderChange(restaurantId, {
    request: () => apiRequest(apiPaths.menu.itemCombo(restaurantId, itemId), { method: 'DELETE' }),
    optimistic: (builder) => withCombo(builder, itemId, null),
    apply: (builder) => builder,
    errorTitle: COMBO_ERRORS.deleteCombo,
  });
}
