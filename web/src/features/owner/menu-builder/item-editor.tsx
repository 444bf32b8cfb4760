import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { MENU_ITEM_DESCRIPTION_MAX, MENU_ITEM_NAME_MAX, type BuilderItem, type ItemUpdateRequest, type MenuBuilder } from '@shared/api/menu-builder';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api';
import { formatMoneyInput, parseMoneyInput } from '@/lib/money-input';
import { CombosTab } from './combos-tab';
import { IngredientsTab } from './ingredients-tab';
import { Modal } from './modal';
import { OptionsTab } from './options-tab';
import { PhotoTab } from './photo-tab';
import { useUpdateItem } from './api/update-item';
import { HoursFieldset, hoursProblem } from './hours-fieldset';
import type { MenuHours } from '@shared/menu-hours';

export const EDITOR_TABS = ['Basic Info', 'Options & Variants', 'Combos', 'Ingredients', 'Photo'] as const;
type EditorTab = (typeof EDITOR_TABS)[number];

interface ItemEditorProps {
  restaurantId: string;
  builder: MenuBuilder;
  item: BuilderItem;
  onClose(): void;
}

interface BasicForm {
  name: string;
  description: string;
  price: string;
  categoryId: string;
  visible: boolean;
  soldOut: boolean;
  isActive: boolean;
  hours: MenuHours | null;
}

type FieldErrors = Partial<Record<'name' | 'description' | 'price' | 'categoryId' | 'hours', string>>;

function formOf(item: BuilderItem): BasicForm {
  return {
    name: item.name,
    description: item.description ?? '',
    price: formatMoneyInput(item.priceCents),
    categoryId: item.categoryId,
    visible: item.visible,
    soldOut: item.soldOut,
    isActive: item.isActive,
    hours: item.hours ?? null,
  };
}

/** Only what the owner changed, as the PATCH body; an unreadable price is left for `validate` to report. */
function changesOf(item: BuilderItem, form: BasicForm): ItemUpdateRequest {
  const changes: ItemUpdateRequest = {};
  if (form.name.trim() !== item.name) changes.name = form.name.trim();
  const description = form.description.trim();
  if (description !== (item.description ?? '')) changes.description = description === '' ? null : description;
  const cents = parseMoneyInput(form.price);
  if (cents !== null && cents !== item.priceCents) changes.priceCents = cents;
  if (form.categoryId !== item.categoryId) changes.categoryId = form.categoryId;
  if (form.visible !== item.visible) changes.visible = form.visible;
  if (form.soldOut !== item.soldOut) changes.soldOut = form.soldOut;
  if (form.isActive !== item.isActive) changes.isActive = form.isActive;
  if (JSON.stringify(form.hours) !== JSON.stringify(item.hours ?? null)) changes.hours = form.hours;
  return changes;
}

function validate(form: BasicForm): FieldErrors {
  const errors: FieldErrors = {};
  if (!form.name.trim()) errors.name = 'Name is required';
  if (!form.price.trim()) errors.price = 'Price is required';
  else if (parseMoneyInput(form.price) === null) errors.price = 'Please enter a valid price';
  const hours = hoursProblem(form.hours);
  if (hours) errors.hours = hours;
  return errors;
}

/** The server's field names, mapped to the form's. */
function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const fields = error.fields;
  const errors: FieldErrors = {};
  if (fields.name) errors.name = fields.name;
  if (fields.description) errors.description = fields.description;
  if (fields.priceCents) errors.price = fields.priceCents;
  if (fields.categoryId) errors.categoryId = fields.categoryId;
  const hours = Object.entries(fields).find(([key]) => key.startsWith('hours'));
  if (hours) errors.hours = hours[1];
  return errors;
}

/**
 * The item editor (DESIGN.md 9.4): a side sheet on a wide screen, the whole screen on a phone; a modal dialog named
 * after the item. Basic Info saves only what changed; closing with unsaved Basic Info edits asks first. The other
 * tabs are their own components.
 */
export function ItemEditor({ restaurantId, builder, item, onClose }: ItemEditorProps) {
  const titleId = useId();
  const baseId = useId();
  const [tab, setTab] = useState<EditorTab>('Basic Info');
  const [form, setForm] = useState<BasicForm>(() => formOf(item));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [askingDiscard, setAskingDiscard] = useState(false);
  const update = useUpdateItem(restaurantId);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const keepEditing = useRef<HTMLButtonElement>(null);

  const changes = changesOf(item, form);
  // An edited price that is not a number yet is a change too (Save then says what is wrong with it).
  const dirty = Object.keys(changes).length > 0 || (parseMoneyInput(form.price) === null && form.price !== formatMoneyInput(item.priceCents));

  function requestClose() {
    if (dirty && !update.isPending) {
      setAskingDiscard(true);
      // The question takes the focus, so a screen reader reads it and Escape again keeps editing.
      requestAnimationFrame(() => keepEditing.current?.focus());
    } else onClose();
  }

  function set<K extends keyof BasicForm>(key: K, value: BasicForm[K]) {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!dirty || update.isPending) return;
    const found = validate(form);
    if (Object.values(found).some(Boolean)) {
      setErrors(found);
      return;
    }
    try {
      const { item: saved } = await update.mutateAsync({ itemId: item.id, changes, successMessage: 'Item updated' });
      setForm(formOf(saved));
      setErrors({});
    } catch (error) {
      setErrors(serverFieldErrors(error));
    }
  }

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = EDITOR_TABS.length - 1;
    const next =
      event.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (next === null) return;
    event.preventDefault();
    setTab(EDITOR_TABS[next] ?? 'Basic Info');
    tabRefs.current[next]?.focus();
  }

  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = `${baseId}-panel`;
  const selected = EDITOR_TABS.indexOf(tab);
  const tabProps = { restaurantId, itemId: item.id, builder };

  return (
    <Modal labelledBy={titleId} className="mb-sheet" onCancel={askingDiscard ? () => setAskingDiscard(false) : requestClose}>
      <div className="mb-sheet__panel">
        <header className="mb-sheet__header">
          <h2 id={titleId} className="mb-sheet__title">
            Edit {item.name}
          </h2>
          <button type="button" className="owner-dialog__close" aria-label="Close editor" onClick={requestClose}>
            <span aria-hidden="true">×</span>
          </button>
        </header>

        {askingDiscard ? (
          <div className="notice notice--warning" role="alert">
            <p>You have unsaved changes in Basic Info. Discard them?</p>
            <div className="mb-actions">
              <button ref={keepEditing} type="button" className="button button--outline" onClick={() => setAskingDiscard(false)}>
                Keep editing
              </button>
              <button type="button" className="button mb-danger" onClick={onClose}>
                Discard changes
              </button>
            </div>
          </div>
        ) : null}

        <div role="tablist" aria-label="Item details" className="mb-tabs">
          {EDITOR_TABS.map((name, index) => (
            <button
              key={name}
              ref={(el) => {
                tabRefs.current[index] = el;
              }}
              id={tabId(index)}
              type="button"
              role="tab"
              className="mb-tabs__tab"
              aria-selected={tab === name}
              aria-controls={panelId}
              tabIndex={tab === name ? 0 : -1}
              onClick={() => setTab(name)}
              onKeyDown={(event) => onTabKey(event, index)}
            >
              {name}
            </button>
          ))}
        </div>

        <div id={panelId} role="tabpanel" aria-labelledby={tabId(selected)} className="mb-sheet__body" tabIndex={0}>
          {tab === 'Basic Info' ? (
            <form className="stack" onSubmit={(event) => void save(event)} noValidate>
              <TextField
                id={`${baseId}-name`}
                label="Name"
                value={form.name}
                maxLength={MENU_ITEM_NAME_MAX}
                required
                error={errors.name}
                onChange={(event) => set('name', event.target.value)}
              />
              <div className="field">
                <label className="field__label" htmlFor={`${baseId}-description`}>
                  Description
                </label>
                <textarea
                  id={`${baseId}-description`}
                  className="input mb-textarea"
                  rows={4}
                  maxLength={MENU_ITEM_DESCRIPTION_MAX}
                  value={form.description}
                  aria-invalid={errors.description ? true : undefined}
                  aria-describedby={`${baseId}-description-count${errors.description ? ` ${baseId}-description-error` : ''}`}
                  onChange={(event) => set('description', event.target.value)}
                />
                <p id={`${baseId}-description-count`} className="muted mb-counter">
                  {form.description.length}/{MENU_ITEM_DESCRIPTION_MAX} characters
                </p>
                {errors.description ? (
                  <p id={`${baseId}-description-error`} className="field__error">
                    {errors.description}
                  </p>
                ) : null}
              </div>
              <div className="mb-form-row">
                <TextField
                  id={`${baseId}-price`}
                  label="Price ($)"
                  type="number"
                  inputMode="decimal"
                  step="0.01"
                  min="0"
                  value={form.price}
                  error={errors.price}
                  onChange={(event) => set('price', event.target.value)}
                />
                <div className="field">
                  <label className="field__label" htmlFor={`${baseId}-category`}>
                    Category
                  </label>
                  <select
                    id={`${baseId}-category`}
                    className="input"
                    value={form.categoryId}
                    aria-describedby={`${baseId}-category-hint`}
                    onChange={(event) => set('categoryId', event.target.value)}
                  >
                    {builder.categories.map((category) => (
                      <option key={category.id} value={category.id}>
                        {category.name}
                      </option>
                    ))}
                  </select>
                  <p id={`${baseId}-category-hint`} className="muted mb-counter">
                    {errors.categoryId ?? 'Moving it puts it last in the new category.'}
                  </p>
                </div>
              </div>
              <fieldset className="mb-checks">
                <legend className="field__label">Status</legend>
                <Check label="Visible to customers" checked={form.visible} onChange={(v) => set('visible', v)} />
                <Check label="Sold out" checked={form.soldOut} onChange={(v) => set('soldOut', v)} />
                <Check label="Active" checked={form.isActive} onChange={(v) => set('isActive', v)} />
              </fieldset>
              <HoursFieldset idPrefix={baseId} what="item" value={form.hours} onChange={(v) => set('hours', v)} error={errors.hours ?? null} />
              <div className="mb-actions mb-actions--end mb-sheet__footer">
                <button type="button" className="button button--outline" onClick={requestClose}>
                  Cancel
                </button>
                <button type="submit" className="button" disabled={!dirty || update.isPending}>
                  {update.isPending ? 'Saving...' : 'Save Changes'}
                </button>
              </div>
            </form>
          ) : tab === 'Options & Variants' ? (
            <OptionsTab {...tabProps} />
          ) : tab === 'Combos' ? (
            <CombosTab {...tabProps} />
          ) : tab === 'Ingredients' ? (
            <IngredientsTab {...tabProps} />
          ) : (
            <PhotoTab {...tabProps} />
          )}
        </div>
      </div>
    </Modal>
  );
}

function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange(value: boolean): void }) {
  return (
    <label className="mb-check">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{label}</span>
    </label>
  );
}
