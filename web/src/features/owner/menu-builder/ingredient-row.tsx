import { useId, useState, type KeyboardEvent } from 'react';
import { dietConflicts } from '@shared/allergens';
import { INGREDIENT_NAME_MAX, type BuilderIngredient, type IngredientUpdateRequest } from '@shared/api/menu-builder';
import { useUpdateIngredient } from './ingredient-api';
import { IngredientTagsFields, type IngredientTags } from './ingredient-tags';
import { DragHandle, dropTarget, MoveButtons, type RowDrag } from './reorder-kit';

export const INGREDIENT_NAME_REQUIRED = 'Ingredient name is required';

interface IngredientRowProps {
  restaurantId: string;
  itemId: string;
  ingredient: BuilderIngredient;
  index: number;
  count: number;
  /** A move or delete of this list is under way: those buttons do nothing meanwhile. */
  listBusy: boolean;
  onMove: (from: number, to: number) => void;
  onDelete: (ingredient: BuilderIngredient) => void;
  drag: RowDrag;
}

/** The rows' drag list (pointer only: keyboards and touch use the move buttons) and their move buttons' keys. */
const INGREDIENT_ROWS = 'ingredients';
export const ingredientMoveKey = (ingredientId: string) => `ingredient-${ingredientId}`;

/**
 * One ingredient, edited in place: each change is saved as it is made (the name on Enter or leaving the field), shown
 * at once and undone with 'Failed to update ingredient' if the server refuses. While a change of this ingredient is
 * being saved, its other controls wait (no second save racing the first).
 */
export function IngredientRow({ restaurantId, itemId, ingredient, index, count, listBusy, onMove, onDelete, drag }: IngredientRowProps) {
  const id = useId();
  const update = useUpdateIngredient(restaurantId, itemId);
  const [nameDraft, setNameDraft] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  /** Tags the owner chose that cannot be saved as they are (a conflict); null when the saved ones are shown. */
  const [tagsDraft, setTagsDraft] = useState<IngredientTags | null>(null);
  const busy = update.isPending;

  function save(changes: IngredientUpdateRequest, onSaved?: () => void) {
    if (busy) return;
    update.mutate({ ingredientId: ingredient.id, changes }, { onSuccess: onSaved });
  }

  function commitName() {
    if (nameDraft === null) return;
    const name = nameDraft.trim();
    if (!name) {
      setNameError(INGREDIENT_NAME_REQUIRED);
      return;
    }
    setNameError(null);
    if (name === ingredient.name) {
      setNameDraft(null);
      return;
    }
    // The typed name stays in the field until the server has it (kept if it is refused, to try again).
    save({ name }, () => setNameDraft(null));
  }

  function nameKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      commitName();
    } else if (event.key === 'Escape' && nameDraft !== null) {
      event.preventDefault();
      event.stopPropagation(); // the sheet around closes on Escape: here it only undoes the typing
      setNameDraft(null);
      setNameError(null);
    }
  }

  function changeTags(next: IngredientTags) {
    if (busy) return;
    if (dietConflicts(next.allergens, next.dietary).length > 0) {
      setTagsDraft(next);
      return;
    }
    setTagsDraft(null);
    if (sameTags(next, ingredient)) return;
    save({ allergens: next.allergens, dietary: next.dietary });
  }

  const tags = tagsDraft ?? { allergens: ingredient.allergens, dietary: ingredient.dietary };
  const label = ingredient.name;
  const self = { list: INGREDIENT_ROWS, id: ingredient.id };
  const rowClass = ['ingredient-row', drag.dragging?.id === ingredient.id ? 'ingredient-row--dragging' : ''].filter(Boolean).join(' ');

  return (
    <li className={rowClass} data-ingredient-id={ingredient.id} {...dropTarget(drag, self, listBusy)}>
      <div role="group" aria-label={label} className="ingredient-row__group">
      <div className="ingredient-row__head">
        {count > 1 ? <DragHandle drag={drag} self={self} label={label} className="ingredient-row__handle" /> : null}
        <div className="field ingredient-row__name">
          <label className="visually-hidden" htmlFor={`${id}-name`}>
            Ingredient name
          </label>
          <input
            id={`${id}-name`}
            className="input"
            value={nameDraft ?? ingredient.name}
            maxLength={INGREDIENT_NAME_MAX}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? `${id}-name-error` : undefined}
            onChange={(event) => setNameDraft(event.target.value)}
            onBlur={commitName}
            onKeyDown={nameKeyDown}
          />
        </div>
        <div className="ingredient-row__actions">
          <MoveButtons
            label={label}
            moveKey={ingredientMoveKey(ingredient.id)}
            index={index}
            count={count}
            busy={listBusy}
            className="button button--outline ingredient-row__icon"
            onMove={(to) => onMove(index, to)}
          />
          <button
            type="button"
            className="button button--outline ingredient-row__icon ingredient-row__delete"
            aria-label={`Delete ${label}`}
            aria-disabled={listBusy || undefined}
            onClick={() => !listBusy && onDelete(ingredient)}
          >
            <TrashIcon />
          </button>
        </div>
      </div>
      {nameError ? (
        <p id={`${id}-name-error`} className="field__error">
          {nameError}
        </p>
      ) : null}
      <div className="ingredient-row__flags">
        <label className="ingredient-check">
          <input
            type="checkbox"
            checked={ingredient.isDefaultIncluded}
            onChange={(event) => save({ isDefaultIncluded: event.target.checked })}
          />
          <span>Included by default</span>
        </label>
        <label className="ingredient-check">
          <input
            type="checkbox"
            checked={ingredient.isRemovable}
            aria-describedby={`${id}-removable-hint`}
            onChange={(event) => save({ isRemovable: event.target.checked })}
          />
          <span>Removable</span>
        </label>
        <span id={`${id}-removable-hint`} className="visually-hidden">
          Diners may leave it out
        </span>
      </div>
      <IngredientTagsFields
        tags={tags}
        onChange={changeTags}
        ingredientName={label}
        conflictNote="These tags are not saved until this is fixed."
      />
      {busy ? (
        <p className="muted ingredient-row__saving" role="status">
          Saving...
        </p>
      ) : null}
      </div>
    </li>
  );
}

function sameTags(a: IngredientTags, b: IngredientTags): boolean {
  return a.allergens.join() === b.allergens.join() && a.dietary.join() === b.dietary.join();
}

function TrashIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M3 6h18" />
      <path d="M8 6V4h8v2" />
      <path d="M19 6l-1 14H6L5 6" />
    </svg>
  );
}
