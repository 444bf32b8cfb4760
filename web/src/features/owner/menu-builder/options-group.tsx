/**
 * One modifier group on the item: its settings (name, Single/Multi, Required, min/max with SPEC's rules checked
 * before saving), its options, and what the item does with it (order, detach). Groups are shared between items, so
 * deleting one asks first and says how many items lose it.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { ModifierGroupDto, ModifierOptionDto } from '@shared/api/menu-options';
import {
  MAX_NAME_LENGTH,
  MAX_SELECT_LIMIT,
  MENU_OPTION_MESSAGES,
  modifierGroupRuleErrors,
  normalizeModifierGroupRules,
  type ModifierGroupRuleErrors,
  type SelectionType,
} from '@shared/menu-option-rules';
import { TextField } from '@/components/ui/text-field';
import { move } from './builder-api';
import { ConfirmPanel, MoveButtons, useConfirmStep } from './form-parts';
import { useLatestBuilder, useSubmitGuard } from './options-guard';
import { useDeleteGroup } from './api/delete-group';
import { useOrderOptions } from './api/order-options';
import { useUpdateGroup } from './api/update-group';
import { AddOptionForm, OptionRow } from './options-option-row';

interface GroupDraft {
  name: string;
  selectionType: SelectionType;
  required: boolean;
  min: string;
  max: string;
}

const draftOf = (group: ModifierGroupDto): GroupDraft => ({
  name: group.name,
  selectionType: group.selectionType,
  required: group.required,
  min: String(group.minSelect),
  max: String(group.maxSelect),
});

/** A typed count: '' or anything not a plain number is NaN, so the rules call it not a whole number. */
const count = (typed: string) => (/^\s*-?\d+(\.\d+)?\s*$/.test(typed) ? Number(typed) : Number.NaN);

type GroupErrors = ModifierGroupRuleErrors & { name?: string };

function checkGroup(draft: GroupDraft) {
  const rules = { selectionType: draft.selectionType, required: draft.required, minSelect: count(draft.min), maxSelect: count(draft.max) };
  const errors: GroupErrors = { ...modifierGroupRuleErrors(rules) };
  if (draft.name.trim() === '') errors.name = MENU_OPTION_MESSAGES.nameRequired;
  const valid = Object.keys(errors).length === 0;
  return { errors, valid, rules: valid ? normalizeModifierGroupRules(rules) : null };
}

/** What a diner may choose in a multi-choice group, in words (rules as they will be stored). */
function multiSummary(rules: { required: boolean; minSelect: number; maxSelect: number }): string {
  const least = rules.required ? `at least ${rules.minSelect}` : rules.minSelect > 0 ? `none, or at least ${rules.minSelect}` : 'none or more';
  return `Diners choose ${least}, at most ${rules.maxSelect}.`;
}

export interface GroupEditorProps {
  restaurantId: string;
  group: ModifierGroupDto;
  options: ModifierOptionDto[];
  index: number;
  /** How many groups the item has. */
  count: number;
  /** How many items offer this group (this one included). */
  usage: number;
  /** The item's group list is being saved: order and detach wait. */
  linking: boolean;
  onMove(groupId: string, to: number): void;
  onDetach(groupId: string): void;
  /** Focus the name field once (a group just added). */
  autoFocus?: boolean;
}

export function GroupEditor({ restaurantId, group, options, index, count: groupCount, usage, linking, onMove, onDetach, autoFocus }: GroupEditorProps) {
  const id = useId();
  const [draft, setDraft] = useState(() => draftOf(group));
  const update = useUpdateGroup(restaurantId);
  const remove = useDeleteGroup(restaurantId);
  const orderOptions = useOrderOptions(restaurantId);
  const guard = useSubmitGuard(update.isPending);
  const deleteGuard = useSubmitGuard(remove.isPending);
  const latest = useLatestBuilder(restaurantId);
  const nameInput = useRef<HTMLInputElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const { confirming, setConfirming, confirmButton, cancel } = useConfirmStep(() => deleteButton.current?.focus());

  useEffect(() => {
    if (autoFocus) nameInput.current?.focus();
  }, [autoFocus]);

  const { errors, rules } = checkGroup(draft);
  const saved = draftOf(group);
  const dirty =
    draft.name.trim() !== saved.name ||
    draft.selectionType !== saved.selectionType ||
    draft.required !== saved.required ||
    (draft.selectionType === 'multi' && (count(draft.min) !== group.minSelect || count(draft.max) !== group.maxSelect));

  function save(event: FormEvent) {
    event.preventDefault();
    if (!dirty || !rules || !guard.take()) return;
    const patch = { name: draft.name.trim(), ...rules };
    const now = latest()?.modifierGroups.find((g) => g.id === group.id);
    if (now && (Object.keys(patch) as (keyof typeof patch)[]).every((key) => now[key] === patch[key])) {
      guard.release(); // already saved: the answer is on its way to the screen
      return;
    }
    update.mutate(
      { groupId: group.id, patch },
      {
        onSuccess: ({ group: answer }) => setDraft(draftOf(answer)),
      },
    );
  }

  function setSelection(selectionType: SelectionType) {
    // Single choice is one option at most; switching to multi starts from what the group allows now.
    setDraft((d) => ({ ...d, selectionType, ...(selectionType === 'single' ? { max: '1' } : {}) }));
  }

  const headingId = `${id}-heading`;
  const usageText = usage === 1 ? 'Used by 1 item' : `Used by ${usage} items`;
  const others = usage - 1;
  return (
    <section className="card options-group" aria-labelledby={headingId}>
      <header className="options-group__header">
        <div className="options-group__title">
          <h3 id={headingId} className="options-group__name">
            {group.name}
          </h3>
          <span className="badge">{usageText}</span>
        </div>
        <div className="options-actions">
          <MoveButtons id={id} name={group.name} index={index} count={groupCount} disabled={linking} onMove={(to) => onMove(group.id, to)} />
          <button type="button" className="button button--outline" disabled={linking} aria-label={`Detach ${group.name}`} onClick={() => onDetach(group.id)}>
            Detach
          </button>
        </div>
      </header>

      <form className="options-group__settings" onSubmit={save} noValidate aria-label={`Settings of ${group.name}`}>
        <TextField
          ref={nameInput}
          id={`${id}-name`}
          label="Group name"
          error={errors.name}
          value={draft.name}
          maxLength={MAX_NAME_LENGTH}
          onChange={(event) => setDraft({ ...draft, name: event.target.value })}
        />
        <fieldset className="options-fieldset">
          <legend className="field__label">Selection</legend>
          <div className="options-radios">
            <label className="options-check">
              <input type="radio" name={`${id}-selection`} checked={draft.selectionType === 'single'} onChange={() => setSelection('single')} />
              Single (choose one)
            </label>
            <label className="options-check">
              <input type="radio" name={`${id}-selection`} checked={draft.selectionType === 'multi'} onChange={() => setSelection('multi')} />
              Multi (choose several)
            </label>
          </div>
        </fieldset>
        <label className="options-check">
          <input type="checkbox" checked={draft.required} onChange={(event) => setDraft({ ...draft, required: event.target.checked })} />
          Required
        </label>
        {draft.selectionType === 'multi' ? (
          <div className="options-minmax">
            <TextField
              id={`${id}-min`}
              label="Min select"
              error={errors.minSelect}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              value={draft.min}
              onChange={(event) => setDraft({ ...draft, min: event.target.value })}
            />
            <TextField
              id={`${id}-max`}
              label="Max select"
              error={errors.maxSelect}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_SELECT_LIMIT}
              step={1}
              value={draft.max}
              onChange={(event) => setDraft({ ...draft, max: event.target.value })}
            />
            {rules ? <p className="muted options-hint options-minmax__summary">{multiSummary(rules)}</p> : null}
          </div>
        ) : (
          <p className="muted options-hint">{draft.required ? 'Diners must choose exactly one option.' : 'Diners may choose one option, or none.'}</p>
        )}
        <div className="options-actions">
          <button type="submit" className="button" disabled={!dirty || update.isPending} aria-label={`Save group ${group.name}`}>
            Save
          </button>
          {dirty ? <span className="muted options-unsaved">Unsaved changes</span> : null}
        </div>
      </form>

      <div className="options-group__options">
        <h4 className="options-subtitle">Options</h4>
        {options.length === 0 ? (
          <p className="muted">No options yet. Add the first one below.</p>
        ) : (
          <ul className="options-list">
            {options.map((option, optionIndex) => (
              <OptionRow
                key={option.id}
                restaurantId={restaurantId}
                groupId={group.id}
                option={option}
                index={optionIndex}
                count={options.length}
                moving={orderOptions.isPending}
                onMove={(optionId, to) => {
                  const from = options.findIndex((o) => o.id === optionId);
                  if (from < 0 || to < 0 || to >= options.length) return;
                  orderOptions.mutate({ groupId: group.id, optionIds: move(options, from, to).map((o) => o.id) });
                }}
              />
            ))}
          </ul>
        )}
        <AddOptionForm restaurantId={restaurantId} groupId={group.id} groupName={group.name} />
      </div>

      <div className="options-group__danger">
        {confirming ? (
          <ConfirmPanel
            className="options-confirm"
            actionsClassName="options-actions"
            confirmClassName="options-danger-solid"
            confirmButton={confirmButton}
            confirmLabel="Delete group"
            confirmAriaLabel={`Confirm delete group ${group.name}`}
            pending={remove.isPending}
            onConfirm={() => {
              if (!deleteGuard.take()) return;
              remove.mutate(group.id, { onSettled: () => setConfirming(false) });
            }}
            onCancel={cancel}
          >
            Delete “{group.name}” everywhere? This group is shared: {usage <= 1 ? 'it is used by this item only' : `it is used by ${usage} items`}
            {others > 0 ? `, and ${others === 1 ? 'the other item' : `the ${others} other items`} will lose it too` : ''}. Its options go with it.
          </ConfirmPanel>
        ) : (
          <button
            ref={deleteButton}
            type="button"
            className="button button--outline options-danger"
            aria-label={`Delete group ${group.name}`}
            onClick={() => setConfirming(true)}
          >
            Delete group
          </button>
        )}
      </div>
    </section>
  );
}
