import { useId, useRef, useState, type FormEvent } from 'react';
import { dietConflicts } from '@shared/allergens';
import { INGREDIENT_NAME_MAX, INGREDIENTS_PER_ITEM_MAX } from '@shared/api/menu-builder';
import { useAddIngredient } from './ingredient-api';
import { INGREDIENT_NAME_REQUIRED } from './ingredient-row';
import { IngredientTagsFields, type IngredientTags } from './ingredient-tags';

const NO_TAGS: IngredientTags = { allergens: [], dietary: [] };

interface IngredientAddFormProps {
  restaurantId: string;
  itemId: string;
  count: number;
}

/**
 * A new ingredient: a name (required), 'Included by default' and 'Removable' (both on, SPEC.md 5), tags. Added last
 * once the server answers; the form is then emptied for the next one, with the focus back in the name.
 */
export function IngredientAddForm({ restaurantId, itemId, count }: IngredientAddFormProps) {
  const id = useId();
  const add = useAddIngredient(restaurantId, itemId);
  const nameRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [included, setIncluded] = useState(true);
  const [removable, setRemovable] = useState(true);
  const [tags, setTags] = useState<IngredientTags>(NO_TAGS);
  const [nameError, setNameError] = useState<string | null>(null);
  const full = count >= INGREDIENTS_PER_ITEM_MAX;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (add.isPending || full) return;
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError(INGREDIENT_NAME_REQUIRED);
      nameRef.current?.focus();
      return;
    }
    setNameError(null);
    if (dietConflicts(tags.allergens, tags.dietary).length > 0) return; // said under the tags already
    add.mutate(
      { name: trimmed, isDefaultIncluded: included, isRemovable: removable, allergens: tags.allergens, dietary: tags.dietary },
      {
        onSuccess: () => {
          setName('');
          setIncluded(true);
          setRemovable(true);
          setTags(NO_TAGS);
          nameRef.current?.focus();
        },
      },
    );
  }

  return (
    <form className="ingredient-add" aria-labelledby={`${id}-title`} onSubmit={submit} noValidate>
      <h3 id={`${id}-title`} className="ingredient-add__title">
        Add an ingredient
      </h3>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-name`}>
          New ingredient
        </label>
        <input
          ref={nameRef}
          id={`${id}-name`}
          className="input"
          value={name}
          maxLength={INGREDIENT_NAME_MAX}
          placeholder="e.g. Onions"
          autoComplete="off"
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? `${id}-name-error` : undefined}
          onChange={(event) => {
            setName(event.target.value);
            if (nameError && event.target.value.trim()) setNameError(null);
          }}
        />
        {nameError ? (
          <p id={`${id}-name-error`} className="field__error">
            {nameError}
          </p>
        ) : null}
      </div>
      <div className="ingredient-row__flags">
        <label className="ingredient-check">
          <input type="checkbox" checked={included} onChange={(event) => setIncluded(event.target.checked)} />
          <span>Included by default</span>
        </label>
        <label className="ingredient-check">
          <input type="checkbox" checked={removable} onChange={(event) => setRemovable(event.target.checked)} />
          <span>Removable</span>
        </label>
      </div>
      <IngredientTagsFields tags={tags} onChange={setTags} conflictNote="Fix this before adding the ingredient." />
      {full ? (
        <p className="muted">An item can have at most {INGREDIENTS_PER_ITEM_MAX} ingredients.</p>
      ) : null}
      <div>
        <button type="submit" className="button" disabled={add.isPending || full}>
          {add.isPending ? 'Adding...' : 'Add ingredient'}
        </button>
      </div>
    </form>
  );
}
