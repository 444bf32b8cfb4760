import { useId, useMemo, useState, type FormEvent } from 'react';
import type { ItemDiet } from '@shared/allergens';
import type { PublicMenuItem } from '@shared/api';
import { MAX_LINE_QTY } from '../cart/cart-line';
import type { NewCartLine } from '../cart/cart-reducer';
import { groupsOf, priceLine, type MenuIndex } from '../cart/line-pricing';
import { Dialog } from '../components/dialog';
import { QuantityStepper } from '../components/quantity-stepper';
import { useI18n } from '../i18n/i18n-store';
import { ChoiceFieldset } from './choice-fieldset';
import { DietInfo } from './diet-info';
import { IngredientFieldset } from './ingredient-fieldset';
import { ItemPhoto } from './item-photo';
import {
  chooseComboIngredient,
  chooseComboItem,
  chooseIngredient,
  chooseOption,
  componentLimits,
  groupLimits,
  initialSelection,
  lineChoiceOf,
  removableIngredients,
  selectionProblems,
} from './chooser-selection';

export interface ItemChooserProps {
  item: PublicMenuItem;
  diet: ItemDiet;
  index: MenuIndex;
  currency: string;
  onAdd(line: NewCartLine, qty: number): void;
  onClose(): void;
}

/**
 * The options (and combo) chooser: the photo and what the dish contains, every group with its rules and price effects,
 * the ingredients that can be left out (ticked = in the dish; for a combo, also those of each item chosen under a
 * component that allows it), the quantity, and a running price on the Add button. Problems show after the first try
 * to add, next to their group, which gets the focus.
 */
export function ItemChooserDialog({ item, diet, index, currency, onAdd, onClose }: ItemChooserProps) {
  const { t, money, priceChange } = useI18n();
  const formId = useId();
  const groups = useMemo(() => groupsOf(index, item), [index, item]);
  const [selection, setSelection] = useState(() => initialSelection(groups));
  const [qty, setQty] = useState(1);
  const [triedToAdd, setTriedToAdd] = useState(false);

  const problems = selectionProblems(item, groups, selection);
  const choice = lineChoiceOf(item, groups, selection);
  const priced = priceLine(index, choice, (name) => t('withoutIngredient', { name }));
  const unitPriceCents = priced.available ? priced.unitPriceCents : item.priceCents;
  const fieldId = (groupOrComponentId: string) => `${formId}-${groupOrComponentId}`;
  const removable = removableIngredients(item);
  const removed = selection.removed ?? [];

  const signed = (cents: number) => (cents === 0 ? null : priceChange(cents, currency));
  const showsChoicePrices = item.combo?.pricingMode === 'dynamic';

  function submit(event: FormEvent) {
    event.preventDefault();
    const [firstProblem] = problems.keys();
    if (firstProblem !== undefined) {
      setTriedToAdd(true);
      document.getElementById(fieldId(firstProblem))?.focus();
      return;
    }
    if (!priced.available) return;
    onAdd(
      {
        ...choice,
        name: priced.name,
        optionNames: priced.optionNames,
        ...(priced.removedNames.length ? { removedNames: priced.removedNames } : {}),
        unitPriceCents: priced.unitPriceCents,
      },
      qty,
    );
  }

  const footer = (
    <div className="chooser__footer">
      <QuantityStepper
        itemName={item.name}
        quantity={qty}
        onDecrease={() => setQty((n) => Math.max(1, n - 1))}
        onIncrease={() => setQty((n) => Math.min(MAX_LINE_QTY, n + 1))}
        canIncrease={qty < MAX_LINE_QTY}
      />
      <button type="submit" form={formId} className="button button--block">
        {t('addToCartWithPrice', { price: money(unitPriceCents * qty, currency) })}
      </button>
    </div>
  );

  return (
    <Dialog title={item.name} description={item.description} onClose={onClose} footer={footer}>
      <form id={formId} className="chooser" noValidate onSubmit={submit}>
        <ItemPhoto item={item} className="chooser__image" sizes="(min-width: 40rem) 32rem, 100vw" eager />
        <DietInfo diet={diet} />
        {item.combo?.components.flatMap((component) => [
          <ChoiceFieldset
            key={component.id}
            id={fieldId(component.id)}
            name={component.label}
            single={component.selectionType === 'single'}
            limits={componentLimits(component)}
            options={component.choices.map((c) => ({
              id: c.itemId,
              name: component.quantity > 1 ? `${component.quantity} × ${c.name}` : c.name,
              priceNote: showsChoicePrices ? money(c.priceCents * component.quantity, currency) : null,
            }))}
            chosen={selection.combo[component.id] ?? []}
            problem={triedToAdd ? (problems.get(component.id) ?? null) : null}
            onChange={(itemId, on) => setSelection((s) => chooseComboItem(s, component, itemId, on))}
          />,
          // Under a component that allows it, each chosen item's removable ingredients.
          ...(component.allowChildCustomization ? component.choices : []).map((c) => {
            const child = (selection.combo[component.id] ?? []).includes(c.itemId) ? index.items.get(c.itemId) : undefined;
            const childRemovable = child ? removableIngredients(child) : [];
            return childRemovable.length ? (
              <IngredientFieldset
                key={`${component.id}-${c.itemId}`}
                legend={t('childIngredientsLegend', { name: c.name })}
                nested
                ingredients={childRemovable}
                removed={selection.comboRemoved?.[component.id]?.[c.itemId] ?? []}
                onChange={(ingredientId, included) =>
                  setSelection((s) => chooseComboIngredient(s, component.id, c.itemId, ingredientId, included))
                }
              />
            ) : null;
          }),
        ])}
        {groups.map((group) => (
          <ChoiceFieldset
            key={group.id}
            id={fieldId(group.id)}
            name={group.name}
            single={group.selectionType === 'single'}
            limits={groupLimits(group)}
            options={group.options.map((o) => ({ id: o.id, name: o.name, priceNote: signed(o.priceDeltaCents) }))}
            chosen={selection.options[group.id] ?? []}
            problem={triedToAdd ? (problems.get(group.id) ?? null) : null}
            onChange={(optionId, on) => setSelection((s) => chooseOption(s, group, optionId, on))}
          />
        ))}
        {removable.length ? (
          <IngredientFieldset
            legend={t('ingredientsLegend')}
            hintId={`${formId}-ingredients-hint`}
            hint={t('ingredientsHint')}
            ingredients={removable}
            removed={removed}
            onChange={(ingredientId, included) => setSelection((s) => chooseIngredient(s, ingredientId, included))}
          />
        ) : null}
      </form>
    </Dialog>
  );
}
