/**
 * The menu as domain code sees it: one type per menu entity (SPEC.md 3), own id as `id`, absent optional values as
 * null. Mappers turn stored items into these; nothing outside lib/db sees an ElectroDB item.
 */
import type { EntityItem } from 'electrodb';
import type { LanguageCode } from '../../../../shared/languages';
import { db } from '../../db/client';

type Item<Name extends keyof typeof db.entities> = EntityItem<(typeof db.entities)[Name]>;

export type SelectionType = Item<'modifierGroup'>['selectionType'];
export type TranslationProvenance = Item<'menuCategoryTranslation'>['provenance'];
export type ComboPricingMode = Item<'comboItem'>['pricingMode'];

export interface MenuCategory {
  id: string;
  restaurantId: string;
  name: string;
  position: number;
  createdAt: string;
}

export interface MenuItem {
  id: string;
  restaurantId: string;
  categoryId: string;
  name: string;
  description: string | null;
  priceCents: number;
  currency: string;
  position: number;
  isActive: boolean;
  visible: boolean;
  soldOut: boolean;
  imageUrl: string | null;
  imageAlt: string | null;
  /** null: stock is not tracked for this item. */
  stockCount: number | null;
  createdAt: string;
}

export interface MenuItemIngredient {
  id: string;
  restaurantId: string;
  itemId: string;
  name: string;
  isDefaultIncluded: boolean;
  isRemovable: boolean;
  position: number;
}

export interface ModifierGroup {
  id: string;
  restaurantId: string;
  name: string;
  selectionType: SelectionType;
  required: boolean;
  minSelect: number;
  maxSelect: number;
  position: number;
}

export interface ModifierOption {
  id: string;
  restaurantId: string;
  groupId: string;
  name: string;
  priceDeltaCents: number;
  position: number;
  isDefault: boolean;
  visible: boolean;
}

export interface ItemModifierGroup {
  restaurantId: string;
  itemId: string;
  groupId: string;
  position: number;
}

export interface Combo {
  id: string;
  restaurantId: string;
  itemId: string;
  pricingMode: ComboPricingMode;
  comboDiscountCents: number;
}

export interface ComboComponent {
  id: string;
  restaurantId: string;
  comboId: string;
  label: string;
  position: number;
  selectionType: SelectionType;
  quantity: number;
  required: boolean;
  allowChildCustomization: boolean;
}

export interface ComboComponentChoice {
  restaurantId: string;
  componentId: string;
  choiceItemId: string;
  position: number;
}

interface TranslationFields {
  restaurantId: string;
  lang: LanguageCode;
  name: string;
  provenance: TranslationProvenance;
  locked: boolean;
  provider: string | null;
  updatedBy: string | null;
  updatedAt: string;
}

export interface CategoryTranslation extends TranslationFields {
  categoryId: string;
}

export interface ItemTranslation extends TranslationFields {
  itemId: string;
  description: string | null;
}

/** Everything of one restaurant's menu, read in one query; each list in display order (position). */
export interface RestaurantMenu {
  categories: MenuCategory[];
  items: MenuItem[];
  ingredients: MenuItemIngredient[];
  modifierGroups: ModifierGroup[];
  modifierOptions: ModifierOption[];
  itemModifierGroups: ItemModifierGroup[];
  combos: Combo[];
  comboComponents: ComboComponent[];
  comboChoices: ComboComponentChoice[];
  categoryTranslations: CategoryTranslation[];
  itemTranslations: ItemTranslation[];
}

// ---------- mappers ----------

export function toCategory(i: Item<'menuCategory'>): MenuCategory {
  return { id: i.categoryId, restaurantId: i.restaurantId, name: i.name, position: i.position, createdAt: i.createdAt };
}

export function toItem(i: Item<'menuItem'>): MenuItem {
  return {
    id: i.itemId,
    restaurantId: i.restaurantId,
    categoryId: i.categoryId,
    name: i.name,
    description: i.description ?? null,
    priceCents: i.priceCents,
    currency: i.currency,
    position: i.position,
    isActive: i.isActive,
    visible: i.visible,
    soldOut: i.soldOut,
    imageUrl: i.imageUrl ?? null,
    imageAlt: i.imageAlt ?? null,
    stockCount: i.stockCount ?? null,
    createdAt: i.createdAt,
  };
}

export function toIngredient(i: Item<'menuItemIngredient'>): MenuItemIngredient {
  return {
    id: i.ingredientId,
    restaurantId: i.restaurantId,
    itemId: i.itemId,
    name: i.name,
    isDefaultIncluded: i.isDefaultIncluded,
    isRemovable: i.isRemovable,
    position: i.position,
  };
}

export function toModifierGroup(i: Item<'modifierGroup'>): ModifierGroup {
  return {
    id: i.groupId,
    restaurantId: i.restaurantId,
    name: i.name,
    selectionType: i.selectionType,
    required: i.required,
    minSelect: i.minSelect,
    maxSelect: i.maxSelect,
    position: i.position,
  };
}

export function toModifierOption(i: Item<'modifierOption'>): ModifierOption {
  return {
    id: i.optionId,
    restaurantId: i.restaurantId,
    groupId: i.groupId,
    name: i.name,
    priceDeltaCents: i.priceDeltaCents,
    position: i.position,
    isDefault: i.isDefault,
    visible: i.visible,
  };
}

export function toItemModifierGroup(i: Item<'itemModifierGroup'>): ItemModifierGroup {
  return { restaurantId: i.restaurantId, itemId: i.itemId, groupId: i.groupId, position: i.position };
}

export function toCombo(i: Item<'comboItem'>): Combo {
  return {
    id: i.comboId,
    restaurantId: i.restaurantId,
    itemId: i.itemId,
    pricingMode: i.pricingMode,
    comboDiscountCents: i.comboDiscountCents,
  };
}

export function toComboComponent(i: Item<'comboComponent'>): ComboComponent {
  return {
    id: i.componentId,
    restaurantId: i.restaurantId,
    comboId: i.comboId,
    label: i.label,
    position: i.position,
    selectionType: i.selectionType,
    quantity: i.quantity,
    required: i.required,
    allowChildCustomization: i.allowChildCustomization,
  };
}

export function toComboChoice(i: Item<'comboComponentChoice'>): ComboComponentChoice {
  return { restaurantId: i.restaurantId, componentId: i.componentId, choiceItemId: i.choiceItemId, position: i.position };
}

function translationFields(i: Item<'menuCategoryTranslation'> | Item<'menuItemTranslation'>): TranslationFields {
  return {
    restaurantId: i.restaurantId,
    lang: i.lang,
    name: i.name,
    provenance: i.provenance,
    locked: i.locked,
    provider: i.provider ?? null,
    updatedBy: i.updatedBy ?? null,
    updatedAt: i.updatedAt,
  };
}

export function toCategoryTranslation(i: Item<'menuCategoryTranslation'>): CategoryTranslation {
  return { ...translationFields(i), categoryId: i.categoryId };
}

export function toItemTranslation(i: Item<'menuItemTranslation'>): ItemTranslation {
  return { ...translationFields(i), itemId: i.itemId, description: i.description ?? null };
}
