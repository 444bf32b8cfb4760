/**
 * One option of a group (name, price change in dollars which may be negative, Default, Visible, order, delete) and
 * the form that adds one. Text fields save on 'Save' (never per keystroke, and what was typed stays on a refusal);
 * the Default and Visible checkboxes save when ticked.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { useLatestBuilder, useSubmitGuard } from './options-guard';
import type { ModifierOptionDto } from '@shared/api/menu-options';
import { MAX_DELTA_CENTS, MAX_NAME_LENGTH, MENU_OPTION_MESSAGES } from '@shared/menu-option-rules';
import { TextField } from '@/components/ui/text-field';
import { AMOUNT_MESSAGE, formatMoneyInput, parseMoneyInput, SIGNED_AMOUNT } from '@/lib/money-input';
import { MoveButtons } from './form-parts';
import { useCreateOption } from './api/create-option';
import { useDeleteOption } from './api/delete-option';
import { useUpdateOption } from './api/update-option';

const DELTA_LIMIT_MESSAGE = `A price change can be at most $${(MAX_DELTA_CENTS / 100).toLocaleString('en-US')} either way`;

interface Draft {
  name: string;
  price: string;
}

interface DraftErrors {
  name?: string;
  price?: string;
}

/** What is wrong with a typed option (name, dollars), and its cents when nothing is. */
function checkDraft(draft: Draft): { errors: DraftErrors; cents: number | null } {
  const errors: DraftErrors = {};
  if (draft.name.trim() === '') errors.name = MENU_OPTION_MESSAGES.nameRequired;
  const cents = parseMoneyInput(draft.price, SIGNED_AMOUNT);
  if (cents === null) errors.price = AMOUNT_MESSAGE;
  else if (Math.abs(cents) > MAX_DELTA_CENTS) errors.price = DELTA_LIMIT_MESSAGE;
  return { errors, cents };
}

interface OptionRowProps {
  restaurantId: string;
  groupId: string;
  option: ModifierOptionDto;
  index: number;
  count: number;
  moving: boolean;
  onMove(optionId: string, to: number): void;
}

export function OptionRow({ restaurantId, groupId, option, index, count, moving, onMove }: OptionRowProps) {
  const id = useId();
  const [draft, setDraft] = useState<Draft>({ name: option.name, price: formatMoneyInput(option.priceDeltaCents) });
  const [showErrors, setShowErrors] = useState(false);
  const update = useUpdateOption(restaurantId);
  const remove = useDeleteOption(restaurantId);
  const guard = useSubmitGuard(update.isPending);
  const deleteGuard = useSubmitGuard(remove.isPending);
  const latest = useLatestBuilder(restaurantId);
  const { errors, cents } = checkDraft(draft);
  const dirty = draft.name.trim() !== option.name || cents !== option.priceDeltaCents;
  const visibleErrors = showErrors || dirty ? errors : {};

  function save(event: FormEvent) {
    event.preventDefault();
    if (!dirty) return;
    setShowErrors(true);
    if (errors.name || errors.price || cents === null) return;
    if (!guard.take()) return;
    const patch = { name: draft.name.trim(), priceDeltaCents: cents };
    const now = latest()?.modifierOptions.find((o) => o.id === option.id);
    if (now && now.name === patch.name && now.priceDeltaCents === patch.priceDeltaCents) {
      guard.release(); // already saved: the answer is on its way to the screen
      return;
    }
    update.mutate(
      { groupId, optionId: option.id, patch },
      {
        onSuccess: ({ option: saved }) => {
          setDraft({ name: saved.name, price: formatMoneyInput(saved.priceDeltaCents) });
          setShowErrors(false);
        },
      },
    );
  }

  function toggle(field: 'isDefault' | 'visible', value: boolean) {
    update.mutate({ groupId, optionId: option.id, patch: { [field]: value } });
  }

  const pending = update.isPending || remove.isPending;
  return (
    <li className="options-option">
      {/* The group names the row for assistive tech (a form may not take the group role). */}
      <div role="group" aria-label={`Option ${option.name}`}>
        <form className="options-option__form" onSubmit={save} noValidate>
          <div className="options-option__fields">
            <TextField
              id={`${id}-name`}
              className="options-field--grow"
              label="Option name"
              error={visibleErrors.name}
              value={draft.name}
              maxLength={MAX_NAME_LENGTH}
              onChange={(event) => setDraft({ ...draft, name: event.target.value })}
            />
            <TextField
              id={`${id}-price`}
              className="options-field--price"
              label="Price change ($)"
              error={visibleErrors.price}
              inputMode="decimal"
              value={draft.price}
              aria-describedby={`${id}-price-hint${visibleErrors.price ? ` ${id}-price-error` : ''}`}
              onChange={(event) => setDraft({ ...draft, price: event.target.value })}
              trailing={
                <p id={`${id}-price-hint`} className="visually-hidden">
                  Negative for a discount, for example -0.50
                </p>
              }
            />
          </div>
          <div className="options-option__toggles">
            <label className="options-check">
              <input type="checkbox" checked={option.isDefault} disabled={pending} onChange={(e) => toggle('isDefault', e.target.checked)} />
              Default
            </label>
            <label className="options-check">
              <input type="checkbox" checked={option.visible} disabled={pending} onChange={(e) => toggle('visible', e.target.checked)} />
              Visible
            </label>
          </div>
          <div className="options-actions">
            <button type="submit" className="button" disabled={!dirty || pending} aria-label={`Save option ${option.name}`}>
              {update.isPending && dirty ? 'Saving...' : 'Save'}
            </button>
            <MoveButtons id={id} name={option.name} index={index} count={count} disabled={moving} onMove={(to) => onMove(option.id, to)} />
            <button
              type="button"
              className="button button--outline options-danger"
              disabled={pending}
              aria-label={`Delete option ${option.name}`}
              onClick={() => {
                if (deleteGuard.take()) remove.mutate({ groupId, optionId: option.id });
              }}
            >
              Delete
            </button>
          </div>
          {dirty && !pending ? <p className="muted options-unsaved">Unsaved changes</p> : null}
        </form>
      </div>
    </li>
  );
}

/** 'Add option': name and price change, added last in the group. */
export function AddOptionForm({ restaurantId, groupId, groupName }: { restaurantId: string; groupId: string; groupName: string }) {
  const id = useId();
  const [draft, setDraft] = useState<Draft>({ name: '', price: '' });
  const [showErrors, setShowErrors] = useState(false);
  const create = useCreateOption(restaurantId);
  const guard = useSubmitGuard(create.isPending);
  const nameInput = useRef<HTMLInputElement>(null);
  const { errors, cents } = checkDraft(draft);
  const visibleErrors = showErrors ? errors : {};

  function submit(event: FormEvent) {
    event.preventDefault();
    setShowErrors(true);
    if (errors.name || errors.price || cents === null) return;
    if (!guard.take()) return;
    create.mutate(
      { groupId, option: { name: draft.name.trim(), priceDeltaCents: cents } },
      {
        onSuccess: () => {
          setDraft({ name: '', price: '' });
          setShowErrors(false);
          nameInput.current?.focus();
        },
      },
    );
  }

  return (
    <div className="options-add-option" role="group" aria-label={`Add option to ${groupName}`}>
      <form className="options-add-option__form" onSubmit={submit} noValidate>
        <div className="options-option__fields">
          <TextField
            ref={nameInput}
            id={`${id}-name`}
            className="options-field--grow"
            label="New option name"
            error={visibleErrors.name}
            value={draft.name}
            maxLength={MAX_NAME_LENGTH}
            placeholder="e.g. Large"
            onChange={(event) => setDraft({ ...draft, name: event.target.value })}
          />
          <TextField
            id={`${id}-price`}
            className="options-field--price"
            label="New option price change ($)"
            error={visibleErrors.price}
            inputMode="decimal"
            value={draft.price}
            placeholder="0.00"
            onChange={(event) => setDraft({ ...draft, price: event.target.value })}
          />
        </div>
        <div className="options-actions">
          <button type="submit" className="button button--outline" disabled={create.isPending}>
            {create.isPending ? 'Adding...' : 'Add option'}
          </button>
        </div>
      </form>
    </div>
  );
}
