/**
 * An item's ingredients in the builder (shared/api/menu-builder.ts ingredient routes): add, update (name, included by
 * default, removable, allergen tags, dietary flags), delete and reorder, each through useBuilderChange so the change
 * shows at once where that is sensible and is undone with SPEC's toast ('Failed to add ingredient', 'Failed to update
 * ingredient', 'Failed to delete ingredient'; SPEC.md 8 'Owner menu actions') when the server refuses.
 */
import {
  ingredientDeleteResponseSchema,
  ingredientResponseSchema,
  ingredientsOrderResponseSchema,
  type BuilderIngredient,
  type IngredientCreateRequest,
  type IngredientUpdateRequest,
  type MenuBuilder,
} from '@shared/api/menu-builder';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/api-paths';
import { move, replaceById, useBuilderChange } from './builder-api';

export const INGREDIENT_ADD_FAILED = 'Failed to add ingredient';
export const INGREDIENT_UPDATE_FAILED = 'Failed to update ingredient';
export const INGREDIENT_DELETE_FAILED = 'Failed to delete ingredient';

/** The item's ingredients in display order (the read lists them item by item, each item's by position). */
export function itemIngredients(builder: MenuBuilder, itemId: string): BuilderIngredient[] {
  return builder.ingredients.filter((i) => i.itemId === itemId).sort((a, b) => a.position - b.position);
}

/** The menu with the item's ingredients replaced by `list` (positions renumbered 0, 1, 2... in that order). */
export function withItemIngredients(builder: MenuBuilder, itemId: string, list: readonly BuilderIngredient[]): MenuBuilder {
  const others = builder.ingredients.filter((i) => i.itemId !== itemId);
  return { ...builder, ingredients: [...others, ...list.map((i, position) => ({ ...i, position }))] };
}

export function useAddIngredient(restaurantId: string, itemId: string) {
  return useBuilderChange(restaurantId, {
    request: (body: IngredientCreateRequest) =>
      apiRequest(apiPaths.menu.ingredients(restaurantId, itemId), { method: 'POST', body, schema: ingredientResponseSchema }),
    // Not optimistic: the new row needs the server's id before it can be edited.
    apply: (builder, { ingredient }) => withItemIngredients(builder, itemId, [...itemIngredients(builder, itemId), ingredient]),
    errorTitle: INGREDIENT_ADD_FAILED,
  });
}

export interface IngredientUpdate {
  ingredientId: string;
  changes: IngredientUpdateRequest;
}

export function useUpdateIngredient(restaurantId: string, itemId: string) {
  return useBuilderChange(restaurantId, {
    request: ({ ingredientId, changes }: IngredientUpdate) =>
      apiRequest(apiPaths.menu.ingredient(restaurantId, itemId, ingredientId), {
        method: 'PATCH',
        body: changes,
        schema: ingredientResponseSchema,
      }),
    optimistic: (builder, { ingredientId, changes }) => ({
      ...builder,
      ingredients: builder.ingredients.map((i) =>
        i.id === ingredientId ? { ...i, ...changes, ...(changes.name !== undefined ? { name: changes.name.trim() } : {}) } : i,
      ),
    }),
    apply: (builder, { ingredient }) => ({ ...builder, ingredients: replaceById(builder.ingredients, [ingredient]) }),
    errorTitle: INGREDIENT_UPDATE_FAILED,
  });
}

export function useDeleteIngredient(restaurantId: string, itemId: string) {
  const remove = (builder: MenuBuilder, ingredientId: string) =>
    withItemIngredients(
      builder,
      itemId,
      itemIngredients(builder, itemId).filter((i) => i.id !== ingredientId),
    );
  return useBuilderChange(restaurantId, {
    request: (ingredientId: string) =>
      apiRequest(apiPaths.menu.ingredient(restaurantId, itemId, ingredientId), {
        method: 'DELETE',
        schema: ingredientDeleteResponseSchema,
      }),
    optimistic: remove,
    apply: (builder, { deletedIngredientId }) => remove(builder, deletedIngredientId),
    errorTitle: INGREDIENT_DELETE_FAILED,
  });
}

/** The item's ingredient ids in their new order (all of them, each once). */
export interface IngredientOrder {
  ids: string[];
}

/** The ids of `list` with the one at `from` moved to `to`: what a 'Move up' / 'Move down' sends. */
export function movedIds(list: readonly BuilderIngredient[], from: number, to: number): string[] {
  return move(list, from, to).map((i) => i.id);
}

/** Puts the item's ingredients in the order of `ids` (any not listed keep their place after them). */
function ordered(list: readonly BuilderIngredient[], ids: readonly string[]): BuilderIngredient[] {
  const rank = new Map(ids.map((id, index) => [id, index]));
  return [...list].sort((a, b) => (rank.get(a.id) ?? ids.length + a.position) - (rank.get(b.id) ?? ids.length + b.position));
}

/** A new order for the item's ingredients; the server refuses a stale list with 409 (the menu is then read again). */
export function useReorderIngredients(restaurantId: string, itemId: string) {
  return useBuilderChange(restaurantId, {
    request: (body: IngredientOrder) =>
      apiRequest(apiPaths.menu.ingredientsOrder(restaurantId, itemId), { method: 'PUT', body, schema: ingredientsOrderResponseSchema }),
    optimistic: (builder, { ids }) => withItemIngredients(builder, itemId, ordered(itemIngredients(builder, itemId), ids)),
    apply: (builder, { ingredients }) => withItemIngredients(builder, itemId, ingredients),
    errorTitle: INGREDIENT_UPDATE_FAILED,
  });
}
