import type { PublicIngredient } from '@shared/api';
import { useI18n } from '../i18n/i18n-store';

interface IngredientFieldsetProps {
  /** The fieldset's name: 'Ingredients', or 'Ingredients of Pad Thai' under a combo's choice. */
  legend: string;
  /** The id of the hint that describes the fieldset, if one is shown. */
  hintId?: string;
  hint?: string;
  /** Set in under a combo component, for the item chosen there. */
  nested?: boolean;
  ingredients: readonly PublicIngredient[];
  removed: readonly string[];
  onChange(ingredientId: string, included: boolean): void;
}

/** The ingredients that can be left out, ticked = in the dish; an unticked one says "No onions". */
export function IngredientFieldset({ legend, hintId, hint, nested = false, ingredients, removed, onChange }: IngredientFieldsetProps) {
  const { t } = useI18n();
  return (
    <fieldset className={nested ? 'choice-group choice-group--nested' : 'choice-group'} aria-describedby={hint ? hintId : undefined}>
      <legend className="choice-group__legend">
        <span className="choice-group__name">
          <bdi>{legend}</bdi>
        </span>
      </legend>
      {hint ? (
        <p id={hintId} className="choice-group__hint">
          {hint}
        </p>
      ) : null}
      {ingredients.map((ingredient) => {
        const included = !removed.includes(ingredient.id);
        return (
          <label key={ingredient.id} className="choice">
            <input type="checkbox" checked={included} onChange={(event) => onChange(ingredient.id, event.target.checked)} />
            <span className="choice__name">
              <bdi>{ingredient.name}</bdi>
            </span>
            {included ? null : (
              <span className="choice__price" aria-hidden="true">
                {t('withoutIngredient', { name: ingredient.name })}
              </span>
            )}
          </label>
        );
      })}
    </fieldset>
  );
}
