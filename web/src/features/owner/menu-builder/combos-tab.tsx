/**
 * The item editor's 'Combos' tab (SPEC.md 2 Menu builder, 3-5; issue 11): 'This is a Combo' on creates the combo
 * (fixed pricing, discount 0), off deletes it after a confirmation; pricing Fixed or Dynamic with a discount; the
 * components (label, quantity, Single/Multi, Required, 'Allow customization', choices of other items), ordered, added
 * and removed, all saved with one 'Save combo' (PUT .../combo with the whole combo) after the shared rules pass.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import type { MenuBuilder } from '@shared/api/menu-builder';
import type { ComboDto } from '@shared/api/menu-options';
import { MAX_COMBO_COMPONENTS } from '@shared/menu-option-rules';
import { formatMoneyInput } from '@/lib/money-input';
import { move, type EditorTabProps } from './builder-api';
import { COMBO_ERRORS, comboOf, useDeleteCombo, usePutCombo } from './combo-api';
import { ComboComponentEditor, type ChoiceItem } from './combo-component';
import { ConfirmPanel, useConfirmStep } from './form-parts';
import { bodyOf, checkDraft, draftOf, isDirty, newComponent, saveErrorTitle, type ComboDraft } from './combo-draft';
import { useLatestBuilder, useSubmitGuard } from './options-guard';
import { SwitchField } from '../settings/switch-field';
import '../settings/settings.css';
import './combos.css';

export function CombosTab({ restaurantId, itemId, builder }: EditorTabProps) {
  const id = useId();
  const combo = comboOf(builder, itemId);
  const item = builder.items.find((i) => i.id === itemId);
  const create = usePutCombo(restaurantId, itemId);
  const remove = useDeleteCombo(restaurantId, itemId);
  const createGuard = useSubmitGuard(create.isPending);
  const removeGuard = useSubmitGuard(remove.isPending);
  const switchArea = useRef<HTMLDivElement>(null);
  const { confirming, setConfirming, confirmButton, cancel } = useConfirmStep(() => switchArea.current?.querySelector<HTMLInputElement>('input')?.focus());

  // On from the click itself (the switch is controlled: it must not flip back until the request is under way).
  const [turningOn, setTurningOn] = useState(false);

  function toggle(on: boolean) {
    if (on) {
      if (combo || !createGuard.take()) return;
      setTurningOn(true);
      create.mutate({ body: {}, errorTitle: COMBO_ERRORS.createCombo }, { onSettled: () => setTurningOn(false) });
    } else if (combo) {
      setConfirming(true);
    }
  }

  function turnOff() {
    if (!removeGuard.take()) return;
    remove.mutate(undefined, { onSettled: () => setConfirming(false) });
  }

  const components = combo?.components.length ?? 0;
  return (
    <div className="combos-tab stack">
      <div ref={switchArea}>
        <SwitchField
          label="This is a Combo"
          description="A combo lets diners pick items for each part, for example a main, a side and a drink."
          checked={combo !== null || create.isPending || turningOn}
          disabled={create.isPending || turningOn || remove.isPending || confirming}
          onChange={toggle}
        />
      </div>
      {confirming && combo ? (
        <ConfirmPanel
          className="combo-confirm"
          actionsClassName="combo-actions"
          confirmClassName="combo-danger-solid"
          confirmButton={confirmButton}
          confirmLabel="Delete combo"
          pending={remove.isPending}
          onConfirm={turnOff}
          onCancel={cancel}
        >
          Turn off &apos;This is a Combo&apos;? The combo is deleted with{' '}
          {components === 0 ? 'its settings' : `its ${components} ${components === 1 ? 'component' : 'components'} and their choices`}.
        </ConfirmPanel>
      ) : null}

      {combo ? (
        <ComboEditor
          key={combo.id}
          restaurantId={restaurantId}
          itemId={itemId}
          combo={combo}
          builder={builder}
          itemPriceCents={item?.priceCents ?? 0}
          disabled={remove.isPending || confirming}
          headingId={`${id}-combo`}
        />
      ) : create.isPending ? (
        <p className="muted" role="status">
          Creating the combo...
        </p>
      ) : (
        <div className="combo-empty">
          <p className="combo-empty__title">Not a combo</p>
          <p className="muted">Turn on &apos;This is a Combo&apos; to sell this item as a set of other items.</p>
        </div>
      )}
    </div>
  );
}

interface ComboEditorProps {
  restaurantId: string;
  itemId: string;
  combo: ComboDto;
  builder: MenuBuilder;
  itemPriceCents: number;
  disabled: boolean;
  headingId: string;
}

function ComboEditor({ restaurantId, itemId, combo, builder, itemPriceCents, disabled, headingId }: ComboEditorProps) {
  const id = useId();
  const [draft, setDraft] = useState<ComboDraft>(() => draftOf(combo));
  const [showErrors, setShowErrors] = useState(false);
  const save = usePutCombo(restaurantId, itemId);
  const guard = useSubmitGuard(save.isPending);
  const latest = useLatestBuilder(restaurantId);
  const saved = draftOf(combo);
  const dirty = isDirty(draft, saved);
  const { errors, valid } = checkDraft(draft, itemId);
  const shownErrors = showErrors ? errors : { components: [] };
  const pending = save.isPending;
  const busy = disabled || pending;

  const categories = new Map(builder.categories.map((c) => [c.id, c.name]));
  const items: ChoiceItem[] = builder.items.filter((i) => i.id !== itemId).map((item) => ({ item, categoryName: categories.get(item.categoryId) ?? 'No category' }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!dirty) return;
    setShowErrors(true);
    if (!valid || !guard.take()) return;
    const body = bodyOf(draft);
    const now = latest();
    const current = now ? comboOf(now, itemId) : null;
    if (current && !isDirty(draft, draftOf(current))) {
      guard.release(); // already saved: the answer is on its way to the screen
      return;
    }
    save.mutate(
      { body, errorTitle: saveErrorTitle(saved, draft) },
      {
        onSuccess: ({ combo: answer }) => {
          setDraft(draftOf(answer));
          setShowErrors(false);
        },
      },
    );
  }

  const setComponent = (index: number, next: ComboDraft['components'][number]) =>
    setDraft((d) => ({ ...d, components: d.components.map((c, i) => (i === index ? next : c)) }));

  const atLimit = draft.components.length >= MAX_COMBO_COMPONENTS;
  return (
    <form className="combo-editor stack" onSubmit={submit} noValidate aria-labelledby={headingId}>
      <h3 id={headingId} className="visually-hidden">
        Combo settings
      </h3>
      <fieldset className="combo-fieldset card combo-pricing" disabled={busy}>
        <legend className="combo-legend">Pricing</legend>
        <label className="combo-radio">
          <input type="radio" name={`${id}-pricing`} checked={draft.pricingMode === 'fixed'} onChange={() => setDraft({ ...draft, pricingMode: 'fixed' })} />
          <span>
            <span className="combo-radio__title">Fixed</span>
            <span className="muted combo-radio__hint"> The combo costs this item&apos;s own price (${formatMoneyInput(itemPriceCents)}).</span>
          </span>
        </label>
        <label className="combo-radio">
          <input type="radio" name={`${id}-pricing`} checked={draft.pricingMode === 'dynamic'} onChange={() => setDraft({ ...draft, pricingMode: 'dynamic' })} />
          <span>
            <span className="combo-radio__title">Dynamic</span>
            <span className="muted combo-radio__hint"> The sum of the chosen items&apos; prices, minus the discount.</span>
          </span>
        </label>
        {draft.pricingMode === 'dynamic' ? (
          <div className="field combo-field--discount">
            <label className="field__label" htmlFor={`${id}-discount`}>
              Discount ($)
            </label>
            <input
              id={`${id}-discount`}
              className="input"
              inputMode="decimal"
              value={draft.discount}
              aria-invalid={shownErrors.discount ? true : undefined}
              aria-describedby={shownErrors.discount ? `${id}-discount-error` : undefined}
              onChange={(event) => setDraft({ ...draft, discount: event.target.value })}
            />
            {shownErrors.discount ? (
              <p id={`${id}-discount-error`} className="field__error">
                {shownErrors.discount}
              </p>
            ) : null}
          </div>
        ) : null}
      </fieldset>

      <div className="combo-components">
        <h3 className="section-title">Components</h3>
        {draft.components.length === 0 ? (
          <div className="combo-empty">
            <p className="combo-empty__title">No components yet</p>
            <p className="muted">Add a component for each part of the combo, such as Main, Side or Drink.</p>
          </div>
        ) : (
          draft.components.map((component, index) => (
            <ComboComponentEditor
              key={component.key}
              component={component}
              index={index}
              count={draft.components.length}
              errors={shownErrors.components[index] ?? {}}
              items={items}
              disabled={busy}
              onChange={(next) => setComponent(index, next)}
              onMove={(to) => {
                if (to < 0 || to >= draft.components.length) return;
                setDraft((d) => ({ ...d, components: move(d.components, index, to) }));
              }}
              onRemove={() => setDraft((d) => ({ ...d, components: d.components.filter((_, i) => i !== index) }))}
            />
          ))
        )}
        <button
          type="button"
          className="button button--outline"
          disabled={busy || atLimit}
          onClick={() => setDraft((d) => ({ ...d, components: [...d.components, newComponent()] }))}
        >
          Add component
        </button>
        {atLimit ? <p className="muted combo-hint">A combo can have at most {MAX_COMBO_COMPONENTS} components.</p> : null}
      </div>

      <div className="combo-save">
        <button type="submit" className="button" disabled={!dirty || busy}>
          {pending ? 'Saving...' : 'Save combo'}
        </button>
        {dirty && !pending ? <span className="muted combo-hint">Unsaved changes</span> : null}
        {showErrors && !valid ? (
          <p className="field__error" role="alert">
            Fix the highlighted fields, then save.
          </p>
        ) : null}
      </div>
    </form>
  );
}
