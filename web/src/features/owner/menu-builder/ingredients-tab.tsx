import { useId, useRef } from 'react';
import { ALLERGEN_LABELS, DIETARY_FLAG_LABELS, itemDiet, type AllergenCode } from '@shared/allergens';
import type { BuilderIngredient } from '@shared/api/menu-builder';
import type { EditorTabProps } from './builder-api';
import { IngredientAddForm } from './ingredient-add-form';
import { itemIngredients, movedIds, useDeleteIngredient, useReorderIngredients } from './ingredient-api';
import { IngredientRow, ingredientMoveKey } from './ingredient-row';
import { useMoveFocus, useRowDrag } from './reorder-kit';
import './ingredient-tab.css';

/**
 * The item editor's 'Ingredients' tab (SPEC.md 3 menu_item_ingredients, 5 'Ingredient add'; issue 11): the item's
 * ingredients in order, each with 'Included by default', 'Removable', allergen tags and dietary flags, edited in
 * place; add, delete, and reorder with 'Move up' / 'Move down'. Above them, what the tags make of the item for the
 * diner (shared/allergens.ts itemDiet: the diner's badges come from the same function).
 */
export function IngredientsTab({ restaurantId, itemId, builder }: EditorTabProps) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const ingredients = itemIngredients(builder, itemId);
  const reorder = useReorderIngredients(restaurantId, itemId);
  const remove = useDeleteIngredient(restaurantId, itemId);
  // After a move, the focus follows the moved ingredient's button (or stays where it was, if the move is refused).
  const focus = useMoveFocus(builder);
  const listBusy = reorder.isPending || remove.isPending;
  const drag = useRowDrag((dragged, target) => {
    const from = ingredients.findIndex((i) => i.id === dragged.id);
    const to = ingredients.findIndex((i) => i.id === target.id);
    if (from < 0 || to < 0 || listBusy) return;
    reorder.mutate({ ids: movedIds(ingredients, from, to) });
  });

  if (!builder.items.some((item) => item.id === itemId)) {
    return <p className="muted">This item no longer exists.</p>;
  }

  function moveIngredient(from: number, to: number) {
    if (listBusy || to < 0 || to >= ingredients.length) return;
    const moveKey = ingredientMoveKey(ingredients[from]!.id);
    const direction = to < from ? 'up' : 'down';
    focus.afterMove(moveKey, direction);
    reorder.mutate({ ids: movedIds(ingredients, from, to) }, { onError: () => focus.now(moveKey, direction) });
  }

  function deleteIngredient(ingredient: BuilderIngredient) {
    if (listBusy) return;
    remove.mutate(ingredient.id);
    // Its row is gone at once: the focus goes to the list's heading rather than to the page.
    headingRef.current?.focus();
  }

  return (
    <div className="ingredient-tab stack">
      <section className="stack stack--tight" aria-labelledby={`${id}-heading`}>
        <h3 id={`${id}-heading`} ref={headingRef} tabIndex={-1} className="ingredient-tab__heading">
          Ingredients
        </h3>
        <p className="muted ingredient-tab__intro">
          Diners see the allergens and diet of the item from these tags, and may leave out removable ingredients.
        </p>
        <DietSummary ingredients={ingredients} />
        <div>
          {ingredients.length === 0 ? (
            <p className="ingredient-tab__empty muted">No ingredients yet</p>
          ) : (
            <ol className="ingredient-list" aria-labelledby={`${id}-heading`}>
              {ingredients.map((ingredient, index) => (
                <IngredientRow
                  key={ingredient.id}
                  restaurantId={restaurantId}
                  itemId={itemId}
                  ingredient={ingredient}
                  index={index}
                  count={ingredients.length}
                  listBusy={listBusy}
                  onMove={moveIngredient}
                  onDelete={deleteIngredient}
                  drag={drag}
                />
              ))}
            </ol>
          )}
        </div>
      </section>
      <IngredientAddForm restaurantId={restaurantId} itemId={itemId} count={ingredients.length} />
    </div>
  );
}

/**
 * What the tags make of the item, as the diner's badges will say it (Contains: Peanuts, Milk / Can be made without:
 * Peanuts / Diet: Vegetarian).
 */
function DietSummary({ ingredients }: { ingredients: readonly BuilderIngredient[] }) {
  if (ingredients.length === 0) return null;
  const diet = itemDiet(ingredients);
  const labels = (codes: readonly AllergenCode[]) => codes.map((a) => ALLERGEN_LABELS[a]).join(', ');
  return (
    <div className="ingredient-summary" data-testid="ingredient-summary">
      <p className="ingredient-summary__label">What diners see</p>
      <ul className="ingredient-summary__lines">
        <li data-testid="ingredient-summary-contains">
          {diet.allergens.length > 0 ? `Contains: ${labels(diet.allergens)}` : 'No allergens tagged'}
        </li>
        {diet.avoidableAllergens.length > 0 ? (
          <li data-testid="ingredient-summary-avoidable">Can be made without: {labels(diet.avoidableAllergens)}</li>
        ) : null}
        {diet.dietary.length > 0 ? (
          <li data-testid="ingredient-summary-diet">Diet: {diet.dietary.map((d) => DIETARY_FLAG_LABELS[d]).join(', ')}</li>
        ) : null}
      </ul>
    </div>
  );
}
