/**
 * Combos (SPEC.md 3-5): 'This is a Combo' on an item makes a combo (fixed pricing, discount 0); its components each
 * offer other items of the restaurant. The builder saves the whole combo at once; every change is ONE transaction
 * (DynamoDB's 100 items are far above what the limits of shared/menu-option-rules.ts allow).
 */
import { randomUUID } from 'node:crypto';
import type { ComboDto } from '../../../../shared/api/menu-options';
import { NEW_COMBO_DEFAULTS, comboComponentErrors, type ComboPricingMode, type SelectionType } from '../../../../shared/menu-option-rules';
import type { Db } from '../../db/service';
import { conditionFailedAt } from '../../db/conditions';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import { readMenu } from './read';
import type { Combo, ComboComponent, ComboComponentChoice, RestaurantMenu } from './types';
import { deleteAll } from './writes';

const MAX_TRANSACTION_ITEMS = 100;
const CHANGED_MEANWHILE = 'The menu changed meanwhile; please try again';

export interface ComboComponentSave {
  /** An existing component of this combo; absent for a new one. */
  id?: string;
  label: string;
  quantity: number;
  selectionType: SelectionType;
  required: boolean;
  allowChildCustomization: boolean;
  choiceItemIds: string[];
}

export interface ComboSave {
  pricingMode?: ComboPricingMode;
  comboDiscountCents?: number;
  /** The full list in order; absent leaves the components as they are. */
  components?: ComboComponentSave[];
}

/** The combo an item is, with its components and their choices in display order; null when it is not a combo. */
export function comboOfItem(menu: RestaurantMenu, itemId: string): ComboDto | null {
  const combo = menu.combos.find((c) => c.itemId === itemId);
  return combo ? toComboDto(combo, menu.comboComponents, menu.comboChoices) : null;
}

function toComboDto(combo: Combo, components: readonly ComboComponent[], choices: readonly ComboComponentChoice[]): ComboDto {
  return {
    id: combo.id,
    itemId: combo.itemId,
    pricingMode: combo.pricingMode,
    comboDiscountCents: combo.comboDiscountCents,
    components: components
      .filter((c) => c.comboId === combo.id)
      .sort((a, b) => a.position - b.position)
      .map((c) => ({
        id: c.id,
        label: c.label,
        position: c.position,
        selectionType: c.selectionType,
        quantity: c.quantity,
        required: c.required,
        allowChildCustomization: c.allowChildCustomization,
        choices: choices
          .filter((choice) => choice.componentId === c.id)
          .sort((a, b) => a.position - b.position)
          .map((choice) => ({ choiceItemId: choice.choiceItemId, position: choice.position })),
      })),
  };
}

const invalid = (message: string, field: string) => new BadRequestError(message, { [field]: message }, 'validation_failed');

/**
 * Turns 'This is a Combo' on (SPEC's defaults for what is not given) or saves the whole combo: components not listed
 * are deleted with their choices, listed ones are written in the given order. Choices are other items of this
 * restaurant (an unknown one is 404), never the combo itself nor another combo.
 */
export async function saveCombo(db: Db, restaurantId: string, itemId: string, save: ComboSave): Promise<ComboDto> {
  const [menu, stored] = await Promise.all([readMenu(db, restaurantId, { consistent: true }), storedComboRef(db, restaurantId, itemId)]);
  if (!stored || !menu.items.some((i) => i.id === itemId)) throw new NotFoundError('Menu item not found');
  const existing = menu.combos.find((c) => c.itemId === itemId);
  const comboItemIds = new Set(menu.combos.map((c) => c.itemId));
  if (!existing && menu.comboChoices.some((c) => c.choiceItemId === itemId)) {
    throw invalid('This item is a choice in a combo, so it cannot be a combo itself', 'itemId');
  }
  const comboId = existing?.id ?? itemId;
  const combo: Combo = {
    id: comboId,
    restaurantId,
    itemId,
    pricingMode: save.pricingMode ?? existing?.pricingMode ?? NEW_COMBO_DEFAULTS.pricingMode,
    comboDiscountCents: save.comboDiscountCents ?? existing?.comboDiscountCents ?? NEW_COMBO_DEFAULTS.comboDiscountCents,
  };

  const oldComponents = menu.comboComponents.filter((c) => c.comboId === comboId);
  const oldComponentIds = new Set(oldComponents.map((c) => c.id));
  const oldChoices = menu.comboChoices.filter((c) => oldComponentIds.has(c.componentId));
  const itemIds = new Set(menu.items.map((i) => i.id));

  let components = oldComponents;
  let choices = oldChoices;
  if (save.components) {
    components = [];
    choices = [];
    save.components.forEach((input, position) => {
      if (input.id !== undefined && !oldComponentIds.has(input.id)) throw new NotFoundError('Combo component not found');
      const errors = comboComponentErrors(input, itemId);
      const [field, message] = Object.entries(errors)[0] ?? [];
      if (field && message) throw invalid(message, `components.${position}.${field}`);
      for (const choiceItemId of input.choiceItemIds) {
        if (!itemIds.has(choiceItemId)) throw new NotFoundError('Menu item not found');
        if (comboItemIds.has(choiceItemId)) throw invalid('A combo cannot be a choice in another combo', `components.${position}.choiceItemIds`);
      }
      const componentId = input.id ?? randomUUID();
      components.push({
        id: componentId,
        restaurantId,
        comboId,
        label: input.label.trim(),
        position,
        selectionType: input.selectionType,
        quantity: input.quantity,
        required: input.required,
        allowChildCustomization: input.allowChildCustomization,
      });
      input.choiceItemIds.forEach((choiceItemId, choicePosition) =>
        choices.push({ restaurantId, componentId, choiceItemId, position: choicePosition }),
      );
    });
  }

  // Only what changed is written.
  const comboChanged = !existing || existing.pricingMode !== combo.pricingMode || existing.comboDiscountCents !== combo.comboDiscountCents;
  const oldById = new Map(oldComponents.map((c) => [c.id, c]));
  const componentsToPut = components.filter((c) => {
    const old = oldById.get(c.id);
    return !old || (Object.keys(c) as (keyof ComboComponent)[]).some((k) => old[k] !== c[k]);
  });
  const keep = new Set(components.map((c) => c.id));
  const componentsToDelete = oldComponents.filter((c) => !keep.has(c.id));
  const choiceKey = (c: ComboComponentChoice) => `${c.componentId}#${c.choiceItemId}`;
  const oldChoiceByKey = new Map(oldChoices.map((c) => [choiceKey(c), c]));
  const choicesToPut = choices.filter((c) => oldChoiceByKey.get(choiceKey(c))?.position !== c.position);
  const keepChoices = new Set(choices.map(choiceKey));
  const choicesToDelete = oldChoices.filter((c) => !keepChoices.has(choiceKey(c)));
  const oldChoiceItems = new Set(oldChoices.map((c) => c.choiceItemId));
  const choiceItemsToCheck = [...new Set(choicesToPut.map((c) => c.choiceItemId))].filter((id) => !oldChoiceItems.has(id));

  const writes = 1 + (comboChanged ? 1 : 0) + choiceItemsToCheck.length + componentsToPut.length + componentsToDelete.length + choicesToPut.length + choicesToDelete.length;
  if (writes > MAX_TRANSACTION_ITEMS) throw new BadRequestError('Too many changes to save at once; save the combo in smaller steps');

  const { id: _comboId, ...comboValues } = combo;
  const result = await db.transaction
    .write(({ menuItem, comboItem, comboComponent, comboComponentChoice }) => [
      indexCombo(menuItem, { restaurantId, itemId }, stored, { comboId, componentIds: components.map((c) => c.id) }),
      ...choiceItemsToCheck.map((id) => menuItem.check({ restaurantId, itemId: id }).where((a, { exists }) => exists(a.itemId)).commit()),
      ...(comboChanged
        ? [existing ? comboItem.put({ ...comboValues, comboId }).commit() : comboItem.create({ ...comboValues, comboId }).commit()]
        : []),
      ...componentsToPut.map(({ id, ...values }) => comboComponent.put({ ...values, componentId: id }).commit()),
      ...componentsToDelete.map((c) => comboComponent.delete({ restaurantId, comboId, componentId: c.id }).commit()),
      ...choicesToPut.map((c) => comboComponentChoice.put(c).commit()),
      ...choicesToDelete.map((c) => comboComponentChoice.delete({ restaurantId, componentId: c.componentId, choiceItemId: c.choiceItemId }).commit()),
    ])
    .go();
  if (conditionFailedAt(result, 0)) throw await itemGoneOrChanged(db, restaurantId, itemId);
  choiceItemsToCheck.forEach((_, i) => {
    if (conditionFailedAt(result, 1 + i)) throw new NotFoundError('Menu item not found');
  });
  if (result.canceled) throw new ConflictError(CHANGED_MEANWHILE);
  return toComboDto(combo, components, choices);
}

/** 'This is a Combo' off: the combo, its components and their choices go, in one transaction. */
export async function removeCombo(db: Db, restaurantId: string, itemId: string): Promise<void> {
  const [menu, stored] = await Promise.all([readMenu(db, restaurantId, { consistent: true }), storedComboRef(db, restaurantId, itemId)]);
  if (!stored || !menu.items.some((i) => i.id === itemId)) throw new NotFoundError('Menu item not found');
  const combo = menu.combos.find((c) => c.itemId === itemId);
  if (!combo) throw new NotFoundError('This item is not a combo');
  const components = menu.comboComponents.filter((c) => c.comboId === combo.id);
  const componentIds = new Set(components.map((c) => c.id));
  const choices = menu.comboChoices.filter((c) => componentIds.has(c.componentId));
  const choiceKeys = choices.map((c) => ({ restaurantId, componentId: c.componentId, choiceItemId: c.choiceItemId }));
  const componentKeys = components.map((c) => ({ restaurantId, comboId: combo.id, componentId: c.id }));
  if (2 + components.length + choices.length > MAX_TRANSACTION_ITEMS) {
    // Only combos written before the builder's limits: the combo first (the diner no longer sees it), then the rest.
    await db.entities.comboItem.delete({ restaurantId, comboId: combo.id }).go();
    await db.entities.menuItem.patch({ restaurantId, itemId }).set({ comboRef: NOT_A_COMBO }).go();
    await deleteAll(componentKeys, (keys) => db.entities.comboComponent.delete(keys).go());
    await deleteAll(choiceKeys, (keys) => db.entities.comboComponentChoice.delete(keys).go());
    return;
  }
  const result = await db.transaction
    .write(({ menuItem, comboItem, comboComponent, comboComponentChoice }) => [
      comboItem.remove({ restaurantId, comboId: combo.id }).commit(),
      indexCombo(menuItem, { restaurantId, itemId }, stored, NOT_A_COMBO),
      ...componentKeys.map((k) => comboComponent.delete(k).commit()),
      ...choiceKeys.map((k) => comboComponentChoice.delete(k).commit()),
    ])
    .go();
  if (conditionFailedAt(result, 0)) throw new NotFoundError('This item is not a combo');
  if (conditionFailedAt(result, 1)) throw await itemGoneOrChanged(db, restaurantId, itemId);
  if (result.canceled) throw new ConflictError(CHANGED_MEANWHILE);
}

/*
 * Checkout's index of the combo an item is (comboRef on the item's row, db/entities/menu-item.ts, issue 31 goal 2):
 * the combo and its components, written in the same transaction as they are, on the condition that it is still what
 * was read (two saves of one combo at once cannot leave it saying other than the components). The choices are not
 * in it: checkout reads each chosen item's choice row by key.
 */

type ComboRef = { comboId?: string | undefined; componentIds: string[] };
const NOT_A_COMBO: ComboRef = { componentIds: [] };
type TransactionMenuItem = Parameters<Parameters<Db['transaction']['write']>[0]>[0]['menuItem'];

/** The item's row as stored (only its combo index; `comboRef` undefined on items from before it), or null. */
async function storedComboRef(db: Db, restaurantId: string, itemId: string): Promise<{ comboRef?: ComboRef | undefined } | null> {
  const { data } = await db.entities.menuItem.get({ restaurantId, itemId }).go({ consistent: true, attributes: ['itemId', 'comboRef'] });
  return data;
}

function indexCombo(menuItem: TransactionMenuItem, key: { restaurantId: string; itemId: string }, stored: { comboRef?: ComboRef | undefined }, comboRef: ComboRef) {
  const was = stored.comboRef;
  return menuItem
    .patch(key)
    .set({ comboRef })
    .where((a, { eq, notExists }) => (was ? eq(a.comboRef, was) : notExists(a.comboRef)))
    .commit();
}

/** After the item's condition failed: 404 when it is gone, 409 when its combo changed meanwhile. */
async function itemGoneOrChanged(db: Db, restaurantId: string, itemId: string): Promise<Error> {
  return (await storedComboRef(db, restaurantId, itemId)) ? new ConflictError(CHANGED_MEANWHILE) : new NotFoundError('Menu item not found');
}
