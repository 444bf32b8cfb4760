import { useId, useState } from 'react';
import {
  ALLERGEN_LABELS,
  ALLERGENS,
  DIETARY_FLAGS,
  dietConflicts,
  sortAllergens,
  sortDietary,
  type AllergenCode,
  type DietaryFlag,
} from '@shared/allergens';

export interface IngredientTags {
  allergens: AllergenCode[];
  dietary: DietaryFlag[];
}

/** `tags` with `code` switched on or off, lists kept in canonical order (as the server stores them). */
export function toggleAllergen(tags: IngredientTags, code: AllergenCode, on: boolean): IngredientTags {
  return { ...tags, allergens: sortAllergens(on ? [...tags.allergens, code] : tags.allergens.filter((c) => c !== code)) };
}
export function toggleDietary(tags: IngredientTags, flag: DietaryFlag, on: boolean): IngredientTags {
  return { ...tags, dietary: sortDietary(on ? [...tags.dietary, flag] : tags.dietary.filter((f) => f !== flag)) };
}

interface IngredientTagsFieldsProps {
  tags: IngredientTags;
  onChange: (next: IngredientTags) => void;
  /** Whose tags these are, for the disclosure's and chips' accessible names ('Onions'), or undefined in the add form. */
  ingredientName?: string;
  /** Said under a conflict: what happens to these tags until it is fixed. */
  conflictNote: string;
}

/**
 * An ingredient's allergen tags (the 14 EU allergens, behind a disclosure so a row stays short; the chosen ones shown
 * as chips) and its dietary flags (three checkboxes), plus the reason these tags cannot go together if they cannot
 * (shared/allergens.ts dietConflicts, the server's own rule), shown before anything is sent.
 */
export function IngredientTagsFields({ tags, onChange, ingredientName, conflictNote }: IngredientTagsFieldsProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const conflicts = dietConflicts(tags.allergens, tags.dietary);
  const of = ingredientName ? ` of ${ingredientName}` : '';

  return (
    <div className="ingredient-tags">
      <div className="ingredient-tags__allergens">
        <span className="ingredient-tags__label" id={`${id}-allergens-label`}>
          Allergens
        </span>
        {tags.allergens.length > 0 ? (
          <ul className="ingredient-tags__chips" aria-labelledby={`${id}-allergens-label`}>
            {tags.allergens.map((code) => (
              <li key={code} className="badge badge--accent ingredient-tags__chip">
                {ALLERGEN_LABELS[code]}
              </li>
            ))}
          </ul>
        ) : (
          <span className="muted ingredient-tags__none">None</span>
        )}
        <button
          type="button"
          className="button button--outline ingredient-tags__toggle"
          aria-expanded={open}
          aria-controls={`${id}-allergen-list`}
          aria-label={`Edit allergens${of}`}
          onClick={() => setOpen((v) => !v)}
        >
          Edit allergens <span aria-hidden="true">{open ? '▴' : '▾'}</span>
        </button>
      </div>
      <fieldset id={`${id}-allergen-list`} className="ingredient-tags__picker" hidden={!open}>
        <legend className="visually-hidden">Allergens</legend>
        {open
          ? ALLERGENS.map(({ code, label }) => (
              <label key={code} className="ingredient-check">
                <input
                  type="checkbox"
                  checked={tags.allergens.includes(code)}
                  onChange={(event) => onChange(toggleAllergen(tags, code, event.target.checked))}
                />
                <span>{label}</span>
              </label>
            ))
          : null}
      </fieldset>
      <fieldset className="ingredient-tags__dietary">
        <legend className="ingredient-tags__label">Dietary</legend>
        {DIETARY_FLAGS.map(({ code, label }) => (
          <label key={code} className="ingredient-check">
            <input
              type="checkbox"
              checked={tags.dietary.includes(code)}
              onChange={(event) => onChange(toggleDietary(tags, code, event.target.checked))}
            />
            <span>{label}</span>
          </label>
        ))}
      </fieldset>
      {conflicts.length > 0 ? (
        <div role="alert" className="field__error ingredient-tags__conflict">
          {conflicts.map((message) => (
            <p key={message} className="ingredient-tags__conflict-message">
              {message}
            </p>
          ))}
          <p>{conflictNote}</p>
        </div>
      ) : null}
    </div>
  );
}
