/**
 * One component of a combo as the owner edits it: label, quantity, Single/Multi, Required, 'Allow customization',
 * and its choices (other items of the menu, a searchable checklist), with order and remove. Saved with the whole
 * combo by the tab's 'Save combo'.
 */
import { useId, useState } from 'react';
import { TextField } from '@/components/ui/text-field';
import type { BuilderItem } from '@shared/api/menu-builder';
import { MAX_CHOICES_PER_COMPONENT, MAX_COMBO_QUANTITY, MAX_NAME_LENGTH, type ComboComponentErrors } from '@shared/menu-option-rules';
import { formatMoneyInput } from '@/lib/money-input';
import type { ComponentDraft } from './combo-draft';
import { FieldError, MoveButtons } from './form-parts';

export interface ChoiceItem {
  item: BuilderItem;
  categoryName: string;
}

interface ComboComponentEditorProps {
  component: ComponentDraft;
  index: number;
  count: number;
  errors: ComboComponentErrors;
  /** The items a component may offer: every item of the menu but the combo itself, in menu order. */
  items: ChoiceItem[];
  disabled: boolean;
  onChange(next: ComponentDraft): void;
  onMove(to: number): void;
  onRemove(): void;
}

/** What buttons call the component: its label, or its number while it has none. */
export const componentName = (component: ComponentDraft, index: number) => component.label.trim() || `component ${index + 1}`;

export function ComboComponentEditor({ component, index, count, errors, items, disabled, onChange, onMove, onRemove }: ComboComponentEditorProps) {
  const id = useId();
  const [search, setSearch] = useState('');
  const name = componentName(component, index);
  const chosen = new Set(component.choiceItemIds);
  const query = search.trim().toLowerCase();
  const shown = query ? items.filter(({ item, categoryName }) => `${item.name} ${categoryName}`.toLowerCase().includes(query)) : items;
  const atLimit = component.choiceItemIds.length >= MAX_CHOICES_PER_COMPONENT;
  const chosenNames = component.choiceItemIds.map((itemId) => items.find((c) => c.item.id === itemId)?.item.name ?? 'Unknown item');
  const set = (patch: Partial<ComponentDraft>) => onChange({ ...component, ...patch });

  function toggleChoice(itemId: string, on: boolean) {
    set({ choiceItemIds: on ? [...component.choiceItemIds, itemId] : component.choiceItemIds.filter((c) => c !== itemId) });
  }

  const errorId = (field: keyof ComboComponentErrors) => `${id}-${field}-error`;

  return (
    <section className="combo-component" aria-label={`Component ${index + 1}`}>
      <header className="combo-component__header">
        <h4 className="combo-component__title">
          Component {index + 1}
          {component.label.trim() ? `: ${component.label.trim()}` : ''}
        </h4>
        <div className="combo-actions">
          <MoveButtons id={id} name={name} index={index} count={count} disabled={disabled} onMove={onMove} />
          <button type="button" className="button button--outline combo-danger" disabled={disabled} aria-label={`Remove ${name}`} onClick={onRemove}>
            Remove
          </button>
        </div>
      </header>

      <div className="combo-component__fields">
        <TextField
          id={`${id}-label`}
          className="combo-field--grow"
          label="Component label"
          error={errors.label}
          value={component.label}
          maxLength={MAX_NAME_LENGTH}
          placeholder="e.g. Main, Side, Drink"
          disabled={disabled}
          onChange={(event) => set({ label: event.target.value })}
        />
        <TextField
          id={`${id}-quantity`}
          className="combo-field--quantity"
          label="Quantity"
          error={errors.quantity}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_COMBO_QUANTITY}
          step={1}
          value={component.quantity}
          disabled={disabled}
          onChange={(event) => set({ quantity: event.target.value })}
        />
      </div>

      <fieldset className="combo-fieldset" disabled={disabled}>
        <legend className="field__label">Selection</legend>
        <div className="combo-radios">
          <label className="combo-check">
            <input type="radio" name={`${id}-selection`} checked={component.selectionType === 'single'} onChange={() => set({ selectionType: 'single' })} />
            Single (choose one)
          </label>
          <label className="combo-check">
            <input type="radio" name={`${id}-selection`} checked={component.selectionType === 'multi'} onChange={() => set({ selectionType: 'multi' })} />
            Multi (choose several)
          </label>
        </div>
      </fieldset>
      <div className="combo-radios">
        <label className="combo-check">
          <input type="checkbox" checked={component.required} disabled={disabled} onChange={(event) => set({ required: event.target.checked })} />
          Required
        </label>
        <label className="combo-check">
          <input
            type="checkbox"
            checked={component.allowChildCustomization}
            disabled={disabled}
            aria-describedby={`${id}-custom-hint`}
            onChange={(event) => set({ allowChildCustomization: event.target.checked })}
          />
          Allow customization
        </label>
      </div>
      <p id={`${id}-custom-hint`} className="muted combo-hint">
        Allow customization: diners may pick the chosen item&apos;s own options (size, extras).
      </p>

      <fieldset className="combo-fieldset combo-choices" aria-describedby={errors.choiceItemIds ? errorId('choiceItemIds') : undefined}>
        <legend className="field__label">Choices for {name}</legend>
        <p className="muted combo-hint" aria-live="polite">
          {chosenNames.length === 0
            ? 'No items chosen yet.'
            : `${chosenNames.length} ${chosenNames.length === 1 ? 'item' : 'items'} chosen: ${chosenNames.join(', ')}`}
        </p>
        <TextField
          id={`${id}-search`}
          label="Search items"
          type="search"
          value={search}
          disabled={disabled}
          placeholder="Type to filter the menu"
          onChange={(event) => setSearch(event.target.value)}
        />
        {items.length === 0 ? (
          <p className="muted">No other items on the menu yet. Add items first, then offer them here.</p>
        ) : shown.length === 0 ? (
          <p className="muted">No items match “{search.trim()}”.</p>
        ) : (
          <ul className="combo-checklist">
            {shown.map(({ item, categoryName }) => {
              const on = chosen.has(item.id);
              return (
                <li key={item.id} className="combo-checklist__row">
                  <label className="combo-check combo-checklist__label">
                    <input type="checkbox" checked={on} disabled={disabled || (!on && atLimit)} onChange={(event) => toggleChoice(item.id, event.target.checked)} />
                    {item.name}
                  </label>
                  <span className="muted combo-checklist__meta">
                    {categoryName} · ${formatMoneyInput(item.priceCents)}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
        {atLimit ? <p className="muted combo-hint">A component can offer at most {MAX_CHOICES_PER_COMPONENT} items.</p> : null}
        <FieldError id={errorId('choiceItemIds')} error={errors.choiceItemIds} />
      </fieldset>
    </section>
  );
}
