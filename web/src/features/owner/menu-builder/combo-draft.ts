/**
 * The combo as the owner edits it before 'Save combo': built from the saved combo, checked with the shared rules
 * (shared/menu-option-rules.ts) before anything is sent, turned into PUT .../combo's body, and compared with what is
 * saved to pick SPEC's error title for what the save mainly does.
 */
import type { ComboDto, ComboPutRequest } from '@shared/api/menu-options';
import {
  comboComponentErrors,
  comboDiscountError,
  type ComboComponentErrors,
  type ComboPricingMode,
  type SelectionType,
} from '@shared/menu-option-rules';
import { AMOUNT_MESSAGE, formatMoneyInput, parseMoneyInput, SIGNED_AMOUNT } from '@/lib/money-input';
import { COMBO_ERRORS, type ComboErrorTitle } from './combo-api';

export interface ComponentDraft {
  /** Stable React key: the saved id, or a local one for a new component. */
  key: string;
  id?: string;
  label: string;
  quantity: string;
  selectionType: SelectionType;
  required: boolean;
  allowChildCustomization: boolean;
  choiceItemIds: string[];
}

export interface ComboDraft {
  pricingMode: ComboPricingMode;
  discount: string;
  components: ComponentDraft[];
}

let nextKey = 0;
export const newComponentKey = () => `new-${++nextKey}`;

export function draftOf(combo: ComboDto): ComboDraft {
  return {
    pricingMode: combo.pricingMode,
    discount: formatMoneyInput(combo.comboDiscountCents),
    components: combo.components.map((c) => ({
      key: c.id,
      id: c.id,
      label: c.label,
      quantity: String(c.quantity),
      selectionType: c.selectionType,
      required: c.required,
      allowChildCustomization: c.allowChildCustomization,
      choiceItemIds: c.choices.map((ch) => ch.choiceItemId),
    })),
  };
}

/** A new component: single choice, required, quantity 1, no customization (the contract's defaults). */
export function newComponent(): ComponentDraft {
  return { key: newComponentKey(), label: '', quantity: '1', selectionType: 'single', required: true, allowChildCustomization: false, choiceItemIds: [] };
}

const quantityOf = (typed: string) => (/^\s*-?\d+(\.\d+)?\s*$/.test(typed) ? Number(typed) : Number.NaN);

export interface ComboDraftErrors {
  discount?: string;
  components: ComboComponentErrors[];
}

export function checkDraft(draft: ComboDraft, comboItemId: string): { errors: ComboDraftErrors; valid: boolean } {
  const errors: ComboDraftErrors = { components: [] };
  if (draft.pricingMode === 'dynamic') {
    const cents = parseMoneyInput(draft.discount, SIGNED_AMOUNT);
    errors.discount = cents === null ? AMOUNT_MESSAGE : comboDiscountError(cents);
  }
  errors.components = draft.components.map((c) =>
    comboComponentErrors({ label: c.label, quantity: quantityOf(c.quantity), choiceItemIds: c.choiceItemIds }, comboItemId),
  );
  const valid = !errors.discount && errors.components.every((e) => Object.keys(e).length === 0);
  if (!errors.discount) delete errors.discount;
  return { errors, valid };
}

/** PUT .../combo's body: the whole combo, components in order (call on a valid draft). Fixed pricing keeps the stored discount. */
export function bodyOf(draft: ComboDraft): ComboPutRequest {
  return {
    pricingMode: draft.pricingMode,
    ...(draft.pricingMode === 'dynamic' ? { comboDiscountCents: parseMoneyInput(draft.discount, SIGNED_AMOUNT) ?? 0 } : {}),
    components: draft.components.map((c) => ({
      ...(c.id ? { id: c.id } : {}),
      label: c.label.trim(),
      quantity: quantityOf(c.quantity),
      selectionType: c.selectionType,
      required: c.required,
      allowChildCustomization: c.allowChildCustomization,
      choiceItemIds: c.choiceItemIds,
    })),
  };
}

/** Whether the draft says something other than the saved combo. */
export function isDirty(draft: ComboDraft, saved: ComboDraft): boolean {
  const norm = (d: ComboDraft) => ({
    ...bodyOf(d),
    comboDiscountCents: d.pricingMode === 'dynamic' ? parseMoneyInput(d.discount, SIGNED_AMOUNT) : null,
    components: d.components.map((c) => ({ ...c, key: undefined, label: c.label.trim(), quantity: quantityOf(c.quantity) })),
  });
  return JSON.stringify(norm(draft)) !== JSON.stringify(norm(saved));
}

/** SPEC's title for a refusal of this save: what it mainly does to the saved combo. */
export function saveErrorTitle(saved: ComboDraft, draft: ComboDraft): ComboErrorTitle {
  if (draft.components.some((c) => !c.id)) return COMBO_ERRORS.createComponent;
  const kept = new Set(draft.components.map((c) => c.id));
  if (saved.components.some((c) => !kept.has(c.id))) return COMBO_ERRORS.deleteComponent;
  const before = new Map(saved.components.map((c) => [c.id, c]));
  let added = false;
  let removed = false;
  let changed = saved.components.map((c) => c.id).join() !== draft.components.map((c) => c.id).join();
  for (const c of draft.components) {
    const was = before.get(c.id);
    if (!was) continue;
    if (c.choiceItemIds.some((id) => !was.choiceItemIds.includes(id))) added = true;
    if (was.choiceItemIds.some((id) => !c.choiceItemIds.includes(id))) removed = true;
    if (
      c.label.trim() !== was.label ||
      quantityOf(c.quantity) !== quantityOf(was.quantity) ||
      c.selectionType !== was.selectionType ||
      c.required !== was.required ||
      c.allowChildCustomization !== was.allowChildCustomization ||
      (!added && !removed && c.choiceItemIds.join() !== was.choiceItemIds.join())
    ) {
      changed = true;
    }
  }
  if (added) return COMBO_ERRORS.addChoice;
  if (removed) return COMBO_ERRORS.removeChoice;
  if (changed) return COMBO_ERRORS.updateComponent;
  return COMBO_ERRORS.updateCombo;
}
